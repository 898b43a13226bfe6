// What GET /api/indicadores/niveles answers (service levels of the staff areas).
import { z } from 'zod';
import { fechaHoraIso } from '../lib/respuesta';

export const ventanaQuery = z.object({
  dias: z.coerce
    .number()
    .int()
    .refine((n) => n === 30 || n === 90, { message: 'Elija 30 o 90 días.' })
    .default(30),
  area: z.coerce.number().int().min(1).max(100_000).optional(),
});

const esperaSchema = z.object({ folio: z.string(), paso: z.string(), paso_etiqueta: z.string(), desde: fechaHoraIso }).nullable();

const pasoSchema = z.object({
  paso: z.string(),
  etiqueta: z.string(),
  abiertas: z.number().int(),
  vencidas: z.number().int(),
  resueltas: z.number().int(),
  mediana_horas: z.number().nullable(),
  p90_horas: z.number().nullable(),
  atendidas_semana: z.number().int(),
  mas_antigua: esperaSchema,
});

export const tramiteNivelSchema = z.object({
  area_id: z.number().int(),
  area: z.string(),
  procedimiento: z.string(),
  tramite: z.string(),
  abiertas: z.number().int(),
  vencidas: z.number().int(),
  atendidas_semana: z.number().int(),
  mas_antigua: esperaSchema,
  pasos: z.array(pasoSchema),
  serie: z.object({
    semanas: z.array(z.string()),
    series: z.array(z.object({ paso: z.string(), etiqueta: z.string(), valores: z.array(z.number().nullable()) })),
  }),
});

export const cumplimientoSareSchema = z.object({
  mes: z.string(),
  enviadas: z.number().int(),
  cumplidas: z.number().int(),
  incumplidas: z.number().int(),
  pendientes: z.number().int(),
  porcentaje: z.number().nullable(),
});

export const nivelesSchema = z.object({
  dias: z.number().int(),
  generado_at: fechaHoraIso,
  semana_desde: fechaHoraIso,
  areas: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
  tramites: z.array(tramiteNivelSchema),
  /** null for an area head whose areas do not include Coordinación SARE */
  sare: z.array(cumplimientoSareSchema).nullable(),
});
export type NivelesDto = z.infer<typeof nivelesSchema>;
export type TramiteNivelDto = z.infer<typeof tramiteNivelSchema>;
