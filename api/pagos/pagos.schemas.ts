// Answers of the payment calls (spec 1 §7.5) as response schemas.
import { z } from 'zod';
import { fechaHoraIso, fechaIso } from '../lib/respuesta';

/** numeric columns reach the API as PostgreSQL's text, '1234.50': money is never a float. */
const importe = z.string().meta({ description: 'importe en pesos con dos decimales, como texto' });

/** An account statement (estados-cuenta.dto.ts), as every procedure's answers carry it. */
export const estadoCuentaSchema = z.object({
  id: z.number().int(),
  folio: z.string(),
  solicitud_id: z.number().int(),
  servicio_id: z.number().int(),
  servicio: z.string(),
  conceptos: z.array(z.object({ concepto: z.string(), importe })),
  total: importe,
  estatus: z.number().int(),
  vence_at: fechaIso.nullable(),
  pagado: z.boolean(),
  pagado_at: fechaHoraIso.nullable(),
  folio_pago: z.string().nullable(),
  created_at: fechaHoraIso,
});
export type EstadoCuentaDto = z.infer<typeof estadoCuentaSchema>;

/** POST pagosopb/getFolio: the gateway order and where the browser pays it. */
export const ordenPagoSchema = z.object({ order_id: z.string(), url: z.string(), monto: importe, folio: z.string() });
export type OrdenPago = z.infer<typeof ordenPagoSchema>;

/**
 * GET pagosopb/orden/{orderId}: what became of an order once the gateway's window closed
 * §4): paid (recorded here), declined with the gateway's reason, or still pending.
 */
export const estadoOrdenSchema = z.object({
  order_id: z.string(),
  /** the statement's folio */
  folio: z.string(),
  servicio: z.string(),
  estado: z.enum(['pagado', 'rechazado', 'pendiente']),
  folio_pago: z.string().nullable(),
  motivo: z.string().nullable().meta({ description: 'el motivo del rechazo, en palabras de la pasarela' }),
});
export type EstadoOrden = z.infer<typeof estadoOrdenSchema>;

/** POST pagosopb/confirmacion (the gateway's call): the order and its payment folio. */
export const confirmacionPagoSchema = z.object({ order_id: z.string(), folio_pago: z.string().nullable() });
