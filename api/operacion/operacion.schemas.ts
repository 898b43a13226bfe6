// The operator console's answers (issue 18, /admin/operacion); the web reads these types.
import { z } from 'zod';
import { fechaHoraIso } from '../lib/respuesta';

export const filaAtascadaSchema = z.object({
  workflow_id: z.string(),
  folio: z.string().nullable(),
  procedimiento: z.string().nullable(),
  tramite: z.string().nullable(),
  paso: z.string().nullable(),
  paso_etiqueta: z.string().nullable(),
  titulo: z.string().nullable(),
  desde: fechaHoraIso.nullable(),
  error: z.string().nullable(),
  actividad: z.string().nullable(),
  intentos: z.number().int().nullable(),
  estado: z.string(),
  /** the workflow in the Temporal Web UI */
  enlace: z.string(),
});

const seccion = z.object({ filas: z.array(filaAtascadaSchema), recortada: z.boolean() });

export const accionOperacionSchema = z.object({
  id: z.number().int(),
  usuario: z.string(),
  accion: z.string(),
  workflow_id: z.string(),
  folio: z.string().nullable(),
  resultado: z.string(),
  created_at: fechaHoraIso,
});

export const operacionSchema = z.object({
  generado_at: fechaHoraIso,
  temporal_ui: z.string(),
  vencidas: seccion,
  reintentando: seccion.extend({
    /** how many running workflows were described, and the bound */
    descritos: z.number().int(),
    max_descritos: z.number().int(),
    umbral_minutos: z.number().int(),
  }),
  fallidos: seccion.extend({ dias: z.number().int() }),
  acciones: z.array(accionOperacionSchema),
});

export const revisarBodySchema = z.object({ workflow_id: z.string().trim().min(1).max(200) });
export const revisarSchema = z.object({ resultado: z.string() });

export type FilaAtascadaDto = z.infer<typeof filaAtascadaSchema>;
export type OperacionDto = z.infer<typeof operacionSchema>;
export type AccionOperacionDto = z.infer<typeof accionOperacionSchema>;
