// What the change-of-activity routes answer (spec 2 §3 Change-of-activity request: the staged
// values, giro_opb, giro_opb_old, actividades_economicas; activity items id, id_giro, d_giro,
// descripcion, req_patente), beside the fields every change request shares.
import { z } from 'zod';
import { actividadSchema } from '../../catalogos/catalogos.schemas';
import { estadoCuentaSchema } from '../../pagos/pagos.schemas';
import { cambioBaseSchema } from '../cambios.schemas';

export const actividadItemSchema = actividadSchema;
export type ActividadItemDto = z.infer<typeof actividadItemSchema>;

/** GET cambioactividadeconomica/getActividadesEconomicas/{id}: the establishment's activities now. */
export const actividadesEstablecimientoSchema = z.object({
  locacion_id: z.number().int(),
  nombre_comercial: z.string(),
  giro_opb: actividadItemSchema.nullable(),
  actividades_economicas: z.array(actividadItemSchema),
  numero_habitaciones: z.number().int().nullable(),
  tipo_proceso_id: z.number().int(),
  tipo_propiedad_id: z.number().int(),
  tiene_uso_suelo: z.boolean(),
  has_alcohol_giro: z.boolean(),
  has_alcohol_actividad: z.boolean(),
  is_hoteleria: z.boolean(),
  has_licencia_bebidas: z.boolean().nullable(),
  patente_propia: z.boolean().nullable(),
  folio_licencia_bebida_alcoholica: z.string().nullable(),
});
export type ActividadesEstablecimientoDto = z.infer<typeof actividadesEstablecimientoSchema>;

/** A change-of-activity request. */
export const cambioActividadSchema = cambioBaseSchema.extend({
  /** null only for a request staged without one (never through these routes) */
  giro_actividad_id: z.number().int().nullable(),
  actividades_secundarias: z.array(z.number().int()),
  numero_habitaciones: z.number().int().nullable(),
  has_alcohol: z.boolean(),
  has_licencia_bebidas: z.boolean().nullable(),
  patente_propia: z.boolean().nullable(),
  folio_licencia_bebida_alcoholica: z.string().nullable(),
  tiene_uso_suelo: z.boolean(),
  tipo_proceso_id: z.number().int(),
  tipo_propiedad_id: z.number().int().nullable(),
  /** the proposed main activity and secondary ones */
  giro_opb: actividadItemSchema.nullable(),
  actividades_economicas: z.array(actividadItemSchema),
  /** what they replace: the establishment's now, or (once approved) what the history kept */
  giro_opb_old: actividadItemSchema.nullable(),
  actividades_economicas_old: z.array(actividadItemSchema),
  es_hotel: z.boolean(),
  /** the area that reviews it, and the notice when a SARE business is reviewed by Licencias (spec 2 §2, §8) */
  area_revision: z.string(),
  aviso_revision: z.string().nullable(),
  /** the land-use fee's statements (1755) when Desarrollo Urbano verifies the use */
  estados_cuenta: z.array(estadoCuentaSchema),
});
export type CambioActividadDto = z.infer<typeof cambioActividadSchema>;

/** GET getSolicitudCambioActividadEconomicaExtra/{id}: the renewal's request, if any. */
export const cambioActividadONuloSchema = cambioActividadSchema.nullable();

export const idRespuestaSchema = z.object({ id: z.number().int() });

