// Answers of the staff inbox as response schemas.
import { z } from 'zod';
import { fechaHoraIso } from '../lib/respuesta';
import type { TramiteApi } from '../tramites/registro';
import { tramiteSchema } from '../tramites/tramites.schemas';
import { ESTADOS_TAREA } from '../../domain/tramite/estatus';

/** A task of any procedure, as the inbox lists it. */
export const tareaSchema = z.object({
  id: z.number().int(),
  folio: z.string(),
  procedimiento: z.string(),
  paso: z.string(),
  /** 1 for the first review, 2 and up for each resend after a return */
  ronda: z.number().int(),
  titulo: z.string(),
  area_id: z.number().int(),
  area: z.string(),
  estado: z.enum(ESTADOS_TAREA),
  resultado: z.enum(['aprobado', 'rechazado']).nullable(),
  motivo: z.string().nullable(),
  solicitante: z.string().nullable(),
  rfc: z.string().nullable(),
  contribuyente_id: z.number().int().nullable(),
  solicitud_id: z.number().int(),
  workflow_id: z.string(),
  created_at: fechaHoraIso,
  vence_at: fechaHoraIso.nullable(),
  resuelta_at: fechaHoraIso.nullable(),
  vencida: z.boolean(),
  escalada_at: fechaHoraIso.nullable(),
  locacion_id: z.number().int().nullable(),
  nombre_comercial: z.string().nullable(),
  /** the member of the area an operator assigned it to (user name); null: the whole area */
  asignada_a: z.string().nullable(),
});
export type TareaDto = z.infer<typeof tareaSchema>;

const detalleComun = {
  /** why the previous round of the step was returned (resent requests only) */
  motivo_anterior: z.string().nullable(),
  tramite: tramiteSchema.nullable(),
};

/** GET tareas/{id}: the task, its request and what its procedure shows a reviewer (`detalle`, its own shape). */
export const tareaDetalleSchema = tareaSchema.extend({ ...detalleComun, detalle: z.unknown() });
export type TareaDetalleDto = z.infer<typeof tareaDetalleSchema>;

/**
 * The same answer as it is checked and documented: one shape per registered procedure, chosen by
 * `procedimiento`, each with its own `detalle` schema (TramiteApi.esquemaDetalle). Built from the
 * registry, so a new procedure brings its detail's schema with its entry.
 */
export function tareaDetalleSchemaDe(tramites: Readonly<Record<string, TramiteApi>>) {
  const opciones = Object.entries(tramites).map(([clave, t]) =>
    tareaSchema.extend({ ...detalleComun, procedimiento: z.literal(clave), detalle: t.esquemaDetalle.nullable() }),
  );
  return z.discriminatedUnion('procedimiento', opciones as [(typeof opciones)[number], ...(typeof opciones)[number][]]);
}
