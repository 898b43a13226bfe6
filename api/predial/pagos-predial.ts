// Online payment of a property-tax statement (spec 3 §7.9: POST pagosopb/getFolio with idServicio=2,
// claveEstablecimiento = the cadastral key, estatusEstadoCuenta=A, folioEstadoCuenta=1). Anyone with a
// key may pay it, signed in or not. The order is for the statement's total computed at that moment
// from the office's history, never an amount from the browser; the gateway's confirmation records it
// once (predial_ordenes.estado) and tells the property-tax office which bimesters it paid, so from
// then on the office's status check says paid and every form waiting on the tax unlocks.
// api/pagos/pagos.routes.ts dispatches here: getFolio by idServicio, the confirmation and
// GET pagosopb/orden/{orderId} by the order's table.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { RechazoPredial } from '../../activities/adapters/catastro';
import { randomBytes } from 'node:crypto';
import { aPesos, periodosDelCalculo } from '../../domain/predial/cuenta';
import { referenciaPago } from '../../domain/common/referencia-pago';
import { MSG_LIC_EXTRA } from '../../domain/licencia/mensajes';
import type { PredialOrden } from '../../db/schema';
import { badRequest } from '../lib/errors';
import type { AppDeps } from '../lib/contexto';
import { externo } from '../lib/externo';
import { ok } from '../lib/respuesta';
import type { EstadoOrden, OrdenPago } from '../pagos/pagos.schemas';
import { MSG_MONTO_DISTINTO, registrarMontoDistinto } from '../pagos/discrepancias';
import { claveCatastralSchema } from './predial.schemas';
import { MSG_PREDIAL } from './predial.mensajes';
import { createPredialRepository } from './predial.repository';
import { estadoCuenta, oficina } from './predial.servicio';

/** spec 3 §7.9: the payment service id of property tax in getFolio. */
export const ID_SERVICIO_PREDIAL = 2;

const folioDe = (clave: string) => `PREDIAL-${clave}`;

/** The callback the gateway posts its confirmation to (the simulated one calls back over loopback). */
function urlConfirmacion(deps: AppDeps): string {
  const cfg = deps.config;
  const base = cfg.API_INTERNAL_URL ?? (cfg.PASARELA_URL ? cfg.PUBLIC_URL : `http://127.0.0.1:${cfg.PORT}`);
  return `${base.replace(/\/+$/, '')}/api/pagosopb/confirmacion`;
}

/** POST pagosopb/getFolio with idServicio=2: an order for the key's whole statement as it stands now. */
export async function ordenPredial(deps: AppDeps, req: FastifyRequest, claveEstablecimiento: string): Promise<OrdenPago> {
  const leida = claveCatastralSchema.safeParse(claveEstablecimiento);
  if (!leida.success) throw badRequest(leida.error.issues[0]?.message ?? MSG_PREDIAL.sinAdeudo, 'CLAVE');
  const clave = leida.data;
  const { cuenta, calculo } = await estadoCuenta(deps, clave);
  if (calculo.total <= 0) throw badRequest(MSG_PREDIAL.sinAdeudo, 'SIN_ADEUDO');
  const monto = aPesos(calculo.total);
  const orderId = `OPB${ID_SERVICIO_PREDIAL}P${randomBytes(8).toString('hex').toUpperCase()}`;
  await createPredialRepository({ db: deps.db }).crearOrden({
    orderId,
    clave,
    monto,
    periodos: periodosDelCalculo(calculo),
    contribuyenteId: req.actual?.contribuyenteId ?? null,
  });
  await externo(() =>
    deps.pasarela.crearOrden({
      orderId,
      monto,
      concepto: MSG_PREDIAL.conceptoPago,
      // What the gateway's page shows: the key and the name as the printed statement shows it.
      referencia: referenciaPago(folioDe(clave), cuenta.propietario),
      callbackUrl: urlConfirmacion(deps),
    }),
  );
  return { order_id: orderId, url: deps.pasarela.urlPago(orderId), monto, folio: folioDe(clave) };
}

type Confirmacion = { order_id: string; folio_pago: string; autorizacion: string; monto: string };
export type ResultadoConfirmacion = { tipo: 'nuevo' } | { tipo: 'repetido'; folio: string | null } | { tipo: 'desconocido' } | { tipo: 'monto_distinto' };

/**
 * The gateway's word about a predial order, recorded once; the office is told inside the same
 * transaction (its payment is idempotent per folio_pago), so an office that is down leaves the order
 * pending and the gateway's retry, or the payer's next look, records it. 'desconocido': not a predial order.
 */
export async function confirmarPagoPredial(deps: AppDeps, c: Confirmacion, log?: FastifyBaseLogger): Promise<ResultadoConfirmacion> {
  const r = await createPredialRepository({ db: deps.db }).confirmar(c, async (o: PredialOrden) => {
    try {
      await oficina(deps).registrarPago(o.claveCatastral, { folio_pago: c.folio_pago, importe: o.monto, periodos: o.periodos });
    } catch (err) {
      // The office refuses a period it no longer has owed (two orders of the same statement, both
      // paid): the money was taken all the same, so the order is recorded as paid and the office's
      // word is left in the log for the treasury to reconcile. An office that is down rolls it back.
      if (!(err instanceof RechazoPredial)) throw err;
      log?.warn({ orderId: o.orderId, clave: o.claveCatastral, mensaje: err.mensaje }, 'la oficina de predial rechazó los periodos de un pago ya cobrado');
    }
  });
  if (r.tipo !== 'monto_distinto') return r;
  // Not a workflow's: the order id is what the treasury looks up.
  await registrarMontoDistinto(deps.db, { referencia: c.order_id, folio: folioDe(r.o.claveCatastral), orderId: c.order_id, folioPago: c.folio_pago, esperado: r.o.monto, recibido: c.monto });
  log?.warn({ orderId: c.order_id, esperado: r.o.monto, recibido: c.monto }, 'confirmación de pago de predial con otro monto: rechazada');
  return { tipo: 'monto_distinto' };
}

/**
 * GET pagosopb/orden/{orderId} for a predial order (anyone holding its id: it is the payer's
 * unguessable secret, the public page has no session): paid, declined with the gateway's reason, or
 * pending; a paid order whose confirmation has not arrived is recorded now. null: not a predial order.
 */
export async function estadoOrdenPredial(app: FastifyInstance, req: FastifyRequest, orderId: string) {
  const o = await createPredialRepository({ db: app.deps.db }).orden(orderId);
  if (!o) return null;
  const base = { order_id: o.orderId, folio: folioDe(o.claveCatastral), servicio: MSG_PREDIAL.conceptoPago };
  const respuesta = (x: Pick<EstadoOrden, 'estado' | 'folio_pago' | 'motivo'>) => ok({ ...base, ...x }, x.estado === 'pagado' ? MSG_LIC_EXTRA.pagoRegistrado : '');
  const pendiente = () => respuesta({ estado: 'pendiente', folio_pago: null, motivo: null });
  if (o.estado === 'pagado') return respuesta({ estado: 'pagado', folio_pago: o.folioPago, motivo: null });

  let g: Awaited<ReturnType<typeof app.deps.pasarela.consultarOrden>>;
  try {
    g = await app.deps.pasarela.consultarOrden(o.orderId);
  } catch (err) {
    req.log.warn({ err, orderId: o.orderId }, 'la pasarela no respondió la consulta de la orden de predial');
    return pendiente();
  }
  if (g?.estatus === 'PAGADO' && g.folio_pago && g.autorizacion) {
    try {
      const r = await confirmarPagoPredial(app.deps, { order_id: o.orderId, folio_pago: g.folio_pago, autorizacion: g.autorizacion, monto: g.monto }, req.log);
      if (r.tipo === 'monto_distinto') return respuesta({ estado: 'rechazado', folio_pago: null, motivo: MSG_MONTO_DISTINTO });
      return respuesta({ estado: 'pagado', folio_pago: r.tipo === 'repetido' && r.folio ? r.folio : g.folio_pago, motivo: null });
    } catch (err) {
      req.log.warn({ err, orderId: o.orderId }, 'pago de predial aprobado por la pasarela aún sin registrar');
      return pendiente();
    }
  }
  if (g?.motivo_rechazo) return respuesta({ estado: 'rechazado', folio_pago: null, motivo: g.motivo_rechazo });
  return pendiente();
}
