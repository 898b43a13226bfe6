// The operator console's search and request page (/admin/operacion); the web reads these types.
import { z } from 'zod';
import { MSG_CONSOLA } from '../../domain/operacion/consola';
import { fechaHoraIso } from '../lib/respuesta';
import { pasoLineaSchema } from '../tramites/tramites.schemas';

export const busquedaQuerySchema = z.object({
  q: z.string({ error: MSG_CONSOLA.busquedaCorta }).trim().min(3, MSG_CONSOLA.busquedaCorta).max(100),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});

export const solicitudEncontradaSchema = z.object({
  folio: z.string(),
  procedimiento: z.string(),
  tramite: z.string(),
  titulo: z.string().nullable(),
  contribuyente: z.string(),
  rfc: z.string(),
  establecimiento: z.string().nullable(),
  estatus_texto: z.string(),
  actualizada_at: fechaHoraIso,
});

const usuarioBreve = z.object({ id: z.number().int(), username: z.string(), nombre: z.string() });

export const detalleOperacionSchema = solicitudEncontradaSchema.extend({
  workflow_id: z.string(),
  /** RUNNING, COMPLETED, CANCELLED…; null when the request never started a workflow */
  flujo_estado: z.string().nullable(),
  /** the runner's current details (domain/tramite/detalles.ts) */
  flujo_detalles: z.string().nullable(),
  /** the workflow in the Temporal Web UI */
  enlace_temporal: z.string(),
  linea_tiempo: z.array(pasoLineaSchema),
  progreso: z.object({ valor: z.number().int(), maximo: z.number().int() }),
  tarea: z
    .object({
      id: z.number().int(),
      titulo: z.string(),
      paso: z.string(),
      area_id: z.number().int(),
      area: z.string(),
      asignado: usuarioBreve.nullable(),
      creada_at: fechaHoraIso,
      vence_at: fechaHoraIso.nullable(),
      escalada: z.boolean(),
    })
    .nullable(),
  /** who the open task may be reassigned to: the active members of its area */
  miembros_area: z.array(usuarioBreve),
  temporizadores: z.array(z.object({ id: z.string(), vence_at: fechaHoraIso, resumen: z.string().nullable() })),
  fallos: z.array(
    z.object({
      actividad_id: z.string(),
      actividad: z.string(),
      intentos: z.number().int().nullable(),
      mensaje: z.string(),
      ultimo_intento_at: fechaHoraIso.nullable(),
      proximo_intento_at: fechaHoraIso.nullable(),
    }),
  ),
  notificaciones: z.array(z.object({ id: z.number().int(), encabezado: z.string(), descripcion: z.string(), created_at: fechaHoraIso })),
  bitacora: z.array(z.object({ id: z.number().int(), usuario: z.string(), accion: z.string(), resultado: z.string(), motivo: z.string().nullable(), created_at: fechaHoraIso })),
  acciones: z.object({ reasignar: z.boolean(), reintentar: z.boolean(), reenviar: z.boolean(), cancelar: z.boolean() }),
});

export const folioParamsSchema = z.object({ folio: z.string().trim().min(1).max(80) });
export const resultadoAccionSchema = z.object({ resultado: z.string() });

export type SolicitudEncontradaDto = z.infer<typeof solicitudEncontradaSchema>;
export type DetalleOperacionDto = z.infer<typeof detalleOperacionSchema>;
