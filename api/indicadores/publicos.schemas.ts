// The public indicators (GET /api/publico/indicadores): counts only, no personal data.
import { z } from 'zod';

export const indicadoresQuerySchema = z.object({
  /** the year on Chetumal's calendar; default the current one */
  anio: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const cifrasMesSchema = z.object({
  /** 1–12; 0 for the year's total */
  mes: z.number().int().min(0).max(12),
  /** requests first sent in the month */
  recibidas: z.number().int(),
  /** requests decided in the month: approved (or issued) plus rejected */
  resueltas: z.number().int(),
  aprobadas: z.number().int(),
  rechazadas: z.number().int(),
  /** median calendar days from sending to decision of those decided in the month */
  mediana_dias: z.number().nullable(),
  /** share (0–1) of those decided in the month that were decided within the promised time */
  dentro_plazo: z.number().nullable(),
});

export const indicadoresPublicosSchema = z.object({
  anio: z.number().int(),
  /** years that can be asked for (with requests sent, and the current one), newest first */
  anios: z.array(z.number().int()),
  /** when the figures were computed (they are kept up to 10 minutes) */
  calculado_at: z.string(),
  tramites: z.array(
    z.object({
      clave: z.string(),
      nombre: z.string(),
      meses: z.array(cifrasMesSchema),
      total: cifrasMesSchema,
    }),
  ),
});
export type IndicadoresPublicos = z.infer<typeof indicadoresPublicosSchema>;
