// What the trade-name change's routes answer (spec 2 §3 Trade-name change: id, nuevo_nombre_comercial,
// estatus_id, pago_realizado, folio, documents scd_identificacion and scd_constancia).
import { z } from 'zod';
import { archivoSchema } from '../../establecimientos/establecimientos.schemas';
import { cambioBaseSchema } from '../cambios.schemas';

export const cambioNombreSchema = cambioBaseSchema.extend({
  /** the establishment's name now; once approved, the name it replaced */
  nombre_comercial_actual: z.string(),
  nuevo_nombre_comercial: z.string(),
  /** spec 2 §3 pago_realizado: false while a waste-collection debt waits for its payment */
  pago_realizado: z.boolean(),
  documentos: z.object({ scd_identificacion: archivoSchema.nullable(), scd_constancia: archivoSchema.nullable() }),
});
export type CambioNombreDto = z.infer<typeof cambioNombreSchema>;

/** GET getCambioNombreComercial(Extra): the establishment's current request (or null) and all of them. */
export const cambiosNombreSchema = z.object({
  establecimiento: z.object({ id: z.number().int(), nombre_comercial: z.string() }),
  /** the request in course, else the newest, else null */
  solicitud: cambioNombreSchema.nullable(),
  solicitudes: z.array(cambioNombreSchema),
  /** no trade-name request is in course (either kind): 'Agregar' may open a new one */
  puede_agregar: z.boolean(),
});
export type CambiosNombreDto = z.infer<typeof cambiosNombreSchema>;

/** GET licenciaActual: '¿Tiene licencia de año actual?' answered by the server. */
export const licenciaActualSchema = z.object({
  encontrada: z.boolean(),
  anio: z.number().int(),
  licencia_id: z.number().int().nullable(),
  folio: z.string().nullable(),
  /** this year's licence exists but is not issued */
  en_tramite: z.boolean(),
});
export type LicenciaActualDto = z.infer<typeof licenciaActualSchema>;
