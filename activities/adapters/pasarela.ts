// Adapter for the payment gateway (pasarela) of online payments (spec 1 §7.5, spec 2 §7).
// The flow: the portal creates an order server-to-server (idempotent by order_id, so an activity
// retry never opens a second charge); the browser posts the order_id form to the gateway's
// hosted page in an 800x600 popup (spec 1 §9); the gateway confirms the charge by POSTing
//   {order_id, folio_pago, autorizacion, monto, estatus: 'PAGADO', pagado_at}
// to the order's callback URL, signed with `x-pasarela-firma: <hex HMAC-SHA256 of the raw body>`.
// The signature is checked on the raw bytes: re-serialising the parsed JSON could reorder keys.
// sim/municipio.plugin.ts serves the same contract:
//   POST /pasarela/ordenes            (Bearer) → OrdenPasarela (201 new, 200 existing)
//   GET  /pasarela/ordenes/:orderId   (Bearer) → OrdenPasarela | 404 (reconciliation, and what the
//                                     taxpayer is told when the popup closes: paid, declined and why, pending)
//   GET|POST /pasarela/pagar          (browser, order_id) → the hosted payment page
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { acotarReferencia } from '../../domain/common/referencia-pago';
import { pedirJson } from './http';

/** Header that carries the signature of a gateway confirmation. */
export const CABECERA_FIRMA = 'x-pasarela-firma';

export type EstatusOrden = 'PENDIENTE' | 'PAGADO';

/** An order as the gateway keeps it (snake_case: the wire format, like the other adapters). */
export interface OrdenPasarela {
  order_id: string;
  /** MXN with 2 decimals */
  monto: string;
  concepto: string;
  referencia: string;
  estatus: EstatusOrden;
  folio_pago: string | null;
  autorizacion: string | null;
  pagado_at: string | null;
  creada_at: string;
  /** the bank's reason of the last declined attempt while the order is unpaid, as the gateway words it */
  motivo_rechazo: string | null;
}

export interface NuevaOrden {
  /** the portal's idempotency key: the same id always names the same charge */
  orderId: string;
  /** MXN; a number or a decimal string ('1250', '1250.5', '1250.50') */
  monto: string | number;
  concepto: string;
  /** what the taxpayer sees as the reference (folio of the account statement) */
  referencia: string;
  /** where the gateway POSTs the signed confirmation */
  callbackUrl: string;
}

/** spec 1 §7.5: the gateway's confirmation of a charge. */
export const confirmacionPagoSchema = z.object({
  order_id: z.string().min(1),
  folio_pago: z.string().min(1),
  autorizacion: z.string().min(1),
  monto: z.string().regex(/^\d+\.\d{2}$/),
  estatus: z.literal('PAGADO'),
  pagado_at: z.iso.datetime({ offset: true }),
});
export type ConfirmacionPago = z.infer<typeof confirmacionPagoSchema>;

export interface PasarelaAdapter {
  /** Creates the order or returns the existing one with that id; throws when the gateway fails. */
  crearOrden(orden: NuevaOrden): Promise<OrdenPasarela>;
  /** null when the gateway does not know the order (reconciliation when a callback was lost). */
  consultarOrden(orderId: string): Promise<OrdenPasarela | null>;
  /** The URL the browser popup posts the order_id form to (also opens with GET, order_id in the query). */
  urlPago(orderId: string): string;
  /** The confirmation when the signature is this gateway's and the body is well formed; null otherwise. */
  leerConfirmacion(rawBody: string, firmaHex: string | undefined): ConfirmacionPago | null;
}

export interface PasarelaHttpConfig {
  /** base URL for server-to-server calls, e.g. https://pagos.example/api or http://127.0.0.1:3000/sim */
  url: string;
  token: string;
  /** shared secret of the confirmation signature */
  secret: string;
  /**
   * Base URL the browser reaches the hosted page at, when it differs from `url` (the API calls the
   * simulator on 127.0.0.1 but the browser must stay on the portal's origin: the portal's CSP has
   * form-action 'self'). A path such as '/sim' is kept relative to the portal.
   */
  urlPublica?: string;
  timeoutMs?: number;
}

/** Creating an order may take longer than a lookup: the gateway talks to the bank. */
const TIMEOUT_PASARELA_MS = 10_000;
const SERVICIO = 'Pasarela de pagos';

/** Hex HMAC-SHA256 of the raw body: what the gateway sends in `x-pasarela-firma`. */
export function firmar(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Timing-safe: a forged confirmation must not learn the signature byte by byte. */
export function verificarFirma(rawBody: string, firmaHex: string, secret: string): boolean {
  if (!secret || typeof firmaHex !== 'string') return false;
  const f = firmaHex.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(f)) return false;
  const esperada = Buffer.from(firmar(rawBody, secret), 'hex');
  return timingSafeEqual(Buffer.from(f, 'hex'), esperada);
}

/** Verifies, then parses: a body whose signature fails is never read. */
export function leerConfirmacionFirmada(
  rawBody: string,
  firmaHex: string | undefined,
  secret: string,
): ConfirmacionPago | null {
  if (!firmaHex || !verificarFirma(rawBody, firmaHex, secret)) return null;
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const r = confirmacionPagoSchema.safeParse(json);
  return r.success ? r.data : null;
}

/** '1250' → '1250.00'; refuses what is not a positive amount with at most 2 decimals. */
export function montoPasarela(monto: string | number): string {
  const s = typeof monto === 'number' ? String(monto) : monto.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(s)) throw new Error(`${SERVICIO}: monto inválido (${s})`);
  const [entero, dec = ''] = s.split('.');
  const normal = `${BigInt(entero).toString()}.${dec.padEnd(2, '0')}`;
  if (/^0\.00$/.test(normal)) throw new Error(`${SERVICIO}: el monto debe ser mayor que cero`);
  return normal;
}

const ordenSchema = z.object({
  order_id: z.string().min(1),
  monto: z.string(),
  concepto: z.string(),
  referencia: z.string(),
  estatus: z.enum(['PENDIENTE', 'PAGADO']),
  folio_pago: z.string().nullable().default(null),
  autorizacion: z.string().nullable().default(null),
  pagado_at: z.string().nullable().default(null),
  creada_at: z.string(),
  // A gateway that does not report declines leaves it out: the order then reads as pending.
  motivo_rechazo: z.string().nullable().default(null),
});

function aOrden(body: unknown): OrdenPasarela {
  const r = ordenSchema.safeParse(body);
  if (!r.success) throw new Error(`${SERVICIO}: respuesta de orden inesperada (${r.error.issues[0]?.message ?? ''})`);
  return { ...r.data, monto: montoPasarela(r.data.monto) };
}


export function crearPasarelaHttp(cfg: PasarelaHttpConfig): PasarelaAdapter {
  const publica = (cfg.urlPublica ?? cfg.url).replace(/\/+$/, '');
  const http = { ...cfg, timeoutMs: cfg.timeoutMs ?? TIMEOUT_PASARELA_MS };
  return {
    async crearOrden(o) {
      const orderId = o.orderId.trim();
      if (!orderId) throw new Error(`${SERVICIO}: falta order_id`);
      if (!/^https?:\/\//i.test(o.callbackUrl)) throw new Error(`${SERVICIO}: callbackUrl debe ser una URL http(s)`);
      const monto = montoPasarela(o.monto);
      const body = await pedirJson(SERVICIO, http, '/pasarela/ordenes', {
        method: 'POST',
        body: { order_id: orderId, monto, concepto: o.concepto, referencia: acotarReferencia(o.referencia), callback_url: o.callbackUrl },
      });
      if (body === null) throw new Error(`${SERVICIO}: la ruta de órdenes no existe (HTTP 404) en ${cfg.url}`);
      const orden = aOrden(body);
      // Same id, other amount: a bug on our side that must not turn into a charge of the wrong amount.
      if (orden.monto !== monto) {
        throw new Error(`${SERVICIO}: la orden ${orderId} ya existe con otro monto (${orden.monto}, no ${monto})`);
      }
      return orden;
    },
    async consultarOrden(orderId) {
      const id = orderId.trim();
      if (!id) return null;
      const body = await pedirJson(SERVICIO, http, `/pasarela/ordenes/${encodeURIComponent(id)}`, { method: 'GET' });
      return body === null ? null : aOrden(body);
    },
    urlPago(orderId) {
      return `${publica}/pasarela/pagar?${new URLSearchParams({ order_id: orderId }).toString()}`;
    },
    leerConfirmacion(rawBody, firmaHex) {
      return leerConfirmacionFirmada(rawBody, firmaHex, cfg.secret);
    },
  };
}

/**
 * Reads PASARELA_URL, PASARELA_TOKEN, PASARELA_SECRET and PASARELA_URL_PUBLICA. Without
 * PASARELA_URL the simulator answers (URL, token and secret together). A real gateway without a
 * secret could not prove its confirmations, so that stops the boot.
 */
export function configPasarelaDesdeEnv(
  env: Record<string, string | undefined>,
  simulador: PasarelaHttpConfig,
): PasarelaHttpConfig {
  if (!env.PASARELA_URL) return simulador;
  if (!env.PASARELA_SECRET) throw new Error('PASARELA_SECRET es obligatorio cuando PASARELA_URL está configurada');
  return {
    url: env.PASARELA_URL,
    token: env.PASARELA_TOKEN ?? '',
    secret: env.PASARELA_SECRET,
    urlPublica: env.PASARELA_URL_PUBLICA || undefined,
    timeoutMs: simulador.timeoutMs,
  };
}
