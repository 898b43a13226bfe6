// The operator console's answers (/admin/operacion); the web reads these types.
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

/** Refused sign-ins of the last hour (api/auth/fallos-acceso.repository.ts): a storm of guesses shows here. */
export const accesosFallidosSchema = z.object({
  minutos: z.number().int(),
  total: z.number().int(),
  cuentas: z.array(
    z.object({
      /** null: names no account has, counted together */
      usuario_id: z.number().int().nullable(),
      username: z.string().nullable(),
      fallos: z.number().int(),
      esperas: z.number().int(),
      direcciones: z.number().int(),
      ultimo_at: fechaHoraIso,
    }),
  ),
  direcciones: z.array(z.object({ direccion: z.string(), fallos: z.number().int(), esperas: z.number().int(), cuentas: z.number().int(), ultimo_at: fechaHoraIso })),
});
export type AccesosFallidosDto = z.infer<typeof accesosFallidosSchema>;

export const revisarBodySchema = z.object({ workflow_id: z.string().trim().min(1).max(200) });
export const revisarSchema = z.object({ resultado: z.string() });

export type FilaAtascadaDto = z.infer<typeof filaAtascadaSchema>;
export type OperacionDto = z.infer<typeof operacionSchema>;
export type AccionOperacionDto = z.infer<typeof accionOperacionSchema>;
