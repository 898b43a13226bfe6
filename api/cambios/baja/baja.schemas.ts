// What the closure's routes answer (spec 2 §3 Closure request): the shared change-request fields
// with fecha_sat, has_alcohol, the debt flags per area (adeudo_rs, adeudo_la as 0/1; pago_rs,
// pago_la) and the three documents under the spec's response names (constancia, aviso,
// identeficacion — the spec's spelling), plus the statements of the debts, to pay them online.
import { z } from 'zod';
import { archivoSchema } from '../../establecimientos/establecimientos.schemas';
import { estadoCuentaSchema } from '../../pagos/pagos.schemas';
import { cambioBaseSchema } from '../cambios.schemas';

export const bajaSchema = cambioBaseSchema.extend({
  licencia_id: z.number().int().nullable(),
  establecimiento: z.object({ id: z.number().int(), external_id: z.string(), nombre_comercial: z.string() }),
  fecha_sat: z.string().nullable(),
  has_alcohol: z.boolean(),
  adeudo_rs: z.number().int(),
  adeudo_la: z.number().int(),
  pago_rs: z.boolean(),
  pago_la: z.boolean(),
  monto_rs: z.string().nullable(),
  monto_la: z.string().nullable(),
  constancia: archivoSchema.nullable(),
  aviso: archivoSchema.nullable(),
  identeficacion: archivoSchema.nullable(),
  estados_cuenta: z.array(estadoCuentaSchema),
});
export type BajaDto = z.infer<typeof bajaSchema>;

/** POST changeAdeudoAreaBajaEstablecimiento (staff): the area's debt, or none (adeudo false). */
export const adeudoAreaSchema = z.object({
  area: z.enum(['rs', 'la']),
  adeudo: z.boolean(),
  monto: z.union([z.string(), z.number()]).optional().nullable(),
});

/** POST changeAreasEstatusBajaEstablecimiento (staff): the area's decision on its open review, 4 approve, 5 return. */
export const estatusAreaSchema = z.object({
  area: z.enum(['rs', 'la']),
  estatus_id: z.union([z.literal(4), z.literal(5)]),
  motivo_rechazo: z.string().max(2000).optional().nullable(),
});

export const notificarPagoSchema = z.object({ area: z.enum(['rs', 'la']) });
export const estatusSchema = z.object({ estatus_id: z.coerce.number().int() });
