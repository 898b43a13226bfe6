// Answers of the Mercados staff routes (spec 3 §7.7 getConcesionarios, getLocalesMercados,
// cat/RangoCobroPiso). Amounts and surfaces are text with two decimals, as PostgreSQL numerics read.
import { z } from 'zod';
import { idSchema } from '../lib/params';

const id = z.number().int();
const decimal = z.string().regex(/^\d+\.\d{2}$/);

export const rangoSchema = z.object({ id, m2_desde: decimal, m2_hasta: decimal, cuota_mensual: decimal });

/** The body of POST/PUT cat/RangoCobroPiso: loose here, read by domain/mercados/rangos.ts (its messages). */
const campo = z.union([z.string().max(30), z.number()]).optional();
export const rangoBodySchema = z.object({ m2_desde: campo, m2_hasta: campo, cuota_mensual: campo });

/** GET locales-mercados/getConcesionarios: one row per held stall. */
export const concesionarioSchema = z.object({ id, rfc: z.string(), nombre: z.string(), mercado_id: id, mercado: z.string(), local: z.string() });

/** GET cesion-Derecho/getLocalesMercados: every stall, vacant ones with concesionario null. */
export const localMercadoSchema = z.object({
  id,
  mercado_id: id,
  mercado: z.string(),
  numero: z.string(),
  pasillo: z.string().nullable(),
  superficie_m2: decimal,
  concesionario: z.object({ rfc: z.string(), nombre: z.string() }).nullable(),
  cuota_mensual: decimal.nullable(),
});

export const concesionariosQuery = z.object({ mercado_id: idSchema.optional(), q: z.string().trim().max(100).optional() });
export const localesQuery = z.object({ mercado_id: idSchema.optional() });
