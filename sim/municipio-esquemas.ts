// The shapes the municipality simulator reads and answers (sim/municipio.plugin.ts), and the
// Content-Security-Policy of its hosted payment page.
import { z } from 'zod';
import { centavos } from './municipio-datos';

export const clave = z.object({ clave: z.string().min(1).max(40) });
export const mensaje = z.object({ mensaje: z.string() });
export const resultadoCatastro = z.object({
  cp: z.string(),
  id_localidad: z.number(),
  id_colonia: z.number(),
  id_calle: z.number(),
  num_predio: z.string(),
  m_construccion: z.number(),
});
export const estadoPredial = z.object({ pagado: z.boolean(), ultimo_anio_pagado: z.number(), adeudo: z.string(), mensaje: z.string() });
export const expediente = z.object({
  num_expediente: z.string(),
  estatus_pago: z.enum(['PAGADO', 'PENDIENTE']),
  concesionario: z.string(),
  superficie_m2: z.number(),
});
export const orden = z.object({
  order_id: z.string(),
  monto: z.string(),
  concepto: z.string(),
  referencia: z.string(),
  estatus: z.enum(['PENDIENTE', 'PAGADO']),
  folio_pago: z.string().nullable(),
  autorizacion: z.string().nullable(),
  pagado_at: z.string().nullable(),
  creada_at: z.string(),
  motivo_rechazo: z.string().nullable(),
});
export const nuevaOrden = z.object({
  order_id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/),
  monto: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .refine((m) => centavos(m) > 0, 'El monto debe ser mayor que cero'),
  concepto: z.string().trim().min(1).max(200),
  referencia: z.string().trim().min(1).max(100),
  callback_url: z.url({ protocol: /^https?$/ }),
});
export const orderIdParams = z.object({ orderId: z.string().min(1).max(64) });

export const texto = z.string().max(200).optional();
export const formularioPago = z.object({
  order_id: texto,
  titular: texto,
  numero_tarjeta: texto,
  vencimiento: texto,
  cvv: texto,
});

/**
 * The pages carry one inline <style> and <script>; the API's global CSP (script-src 'self') would
 * block them, so these answers get their own, stricter policy with a per-request nonce. It is set in
 * an onSend hook of this scope, which runs after the host's own onSend hooks and so prevails.
 */
export function cspPagina(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
