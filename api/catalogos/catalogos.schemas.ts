// Answers of the catalogue calls (spec 1 §3, §7.4; spec 2 §3 activity items) as response schemas.
import { z } from 'zod';

/** Every catalogue item is {id, label}, plus extras. */
export const itemSchema = z.object({ id: z.number().int(), label: z.string() });
export type ItemCatalogo = z.infer<typeof itemSchema>;

export const giroSchema = itemSchema.extend({
  nombre: z.string(),
  req_patente: z.enum(['SI', 'NO']),
  riesgo: z.enum(['bajo', 'medio', 'alto']),
  sare: z.boolean(),
});
export type GiroDto = z.infer<typeof giroSchema>;

/** spec 2 §3: activity items carry id, id_giro, d_giro, descripcion and req_patente. */
export const actividadSchema = itemSchema.extend({ id_giro: z.number().int(), d_giro: z.string(), descripcion: z.string(), req_patente: z.enum(['SI', 'NO']) });
export const subtipoSchema = itemSchema.extend({ tipo_local_id: z.number().int() });
export const mesSchema = z.object({ id: z.string(), label: z.string() });

/** GET cat/colonias/{localidad}: each colonia with its postal code. */
export const coloniaSchema = itemSchema.extend({ codigo_postal: z.string() });

/** GET cat/cp/{cp}: the postal code's localidad (INEGI keys, zero-padded) and its colonias. */
export const codigoPostalSchema = z.object({
  id_localidad: z.number().int().nullable(),
  cve_ent: z.string(),
  cve_mun: z.string(),
  cve_loc: z.string().nullable(),
  colonias: z.array(itemSchema),
});
export type ResultadoCp = z.infer<typeof codigoPostalSchema>;

/**
 * GET mercados/list (spec 1 §2.4 market opening): a market, its local subtype and its address with
 * the catalogue ids the licence form stores and the names it shows.
 */
export const mercadoSchema = itemSchema.extend({
  tipo_local_detalle_id: z.number().int(),
  domicilio: z.object({
    codigo_postal: z.string(),
    entidad_id: z.number().int(),
    municipio_id: z.number().int(),
    localidad_id: z.number().int(),
    colonia_id: z.number().int(),
    calle_id: z.number().int(),
    numero_exterior: z.string(),
    cruzamiento1_id: z.number().int().nullable(),
    cruzamiento2_id: z.number().int().nullable(),
    latitud: z.number(),
    longitud: z.number(),
    localidad: z.string().nullable(),
    colonia: z.string().nullable(),
    calle: z.string().nullable(),
    cruzamiento1: z.string().nullable(),
    cruzamiento2: z.string().nullable(),
  }),
  domicilio_texto: z.string(),
});
export type MercadoDto = z.infer<typeof mercadoSchema>;
