// Bodies and answers of the property-tax routes (spec 2 §7 "Property tax, statements and payment";
// spec 3 §3.10, §7.9). The amounts of a statement never come from the browser: `avaluos` and
// `datosPredio` are accepted because the spec's form sends them, and are ignored — the statement
// is always computed from the property-tax office's own history (domain/predial/cuenta.ts).
import { z } from 'zod';
import { MSG } from '../../domain/common/messages';

const ANIO_INICIAL = 2010;
const anio = z.coerce.number().int().min(ANIO_INICIAL).max(2100);

/** spec 2 §9: a cadastral key is 17 digits; the web's mask may add spaces or dashes. */
export const claveCatastralSchema = z
  .string()
  .max(40)
  .transform((s) => s.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^\d{17}$/, { error: MSG.longitudDigitos(17) }));

/** spec 2 §7 and spec 3 §3.10: the statement form (claveCatastral, tipoCuenta, bimestre, yearInicio, yearFinal, avaluos, datosPredio). */
export const cuerpoEdoCuentaSchema = z.object({
  claveCatastral: claveCatastralSchema,
  /** spec 2 §9: default account type 2 */
  tipoCuenta: z.coerce.number().int().min(1).max(9).default(2),
  /** the last bimester of `yearFinal` the statement covers (1..6); all six when omitted */
  bimestre: z.coerce.number().int().min(1).max(6).optional(),
  yearInicio: anio.optional(),
  yearFinal: anio.optional(),
  /** sent by the spec's form; ignored (the office's valuations are used) */
  avaluos: z.array(z.looseObject({})).max(500).optional(),
  /** sent by the spec's form; ignored */
  datosPredio: z.looseObject({}).optional(),
  ultimoPagoPredial: z.looseObject({}).nullable().optional(),
});
export type CuerpoEdoCuenta = z.output<typeof cuerpoEdoCuentaSchema>;

/** Body of the look-ups by key (getValuacionClaveCatastral, getUltimoPagoPredial, getPagosPredialByClave…). */
export const cuerpoClaveSchema = z.object({ claveCatastral: claveCatastralSchema });

/** spec 2 §7 solicitarConvenioPredial (clave_catastral, parcialidades 2|3|4, default 2). */
export const cuerpoConvenioSchema = z.object({
  clave_catastral: claveCatastralSchema,
  parcialidades: z.coerce
    .number()
    .int()
    .refine((n) => n === 2 || n === 3 || n === 4, { error: 'El número de parcialidades debe ser 2, 3 o 4' })
    .default(2),
});

const importe = z.string().meta({ description: 'importe en pesos con dos decimales, como texto' });

export const avaluoSchema = z.object({
  fecha: z.string(),
  valor_catastral: z.string(),
  valor_terreno: z.string(),
  valor_construccion: z.string(),
  superficie_terreno: z.string(),
  superficie_construccion: z.string(),
});

export const pagoPredialSchema = z.object({
  anio: z.number().int(),
  bimestre: z.number().int().min(1).max(6),
  fecha: z.string(),
  folio: z.string(),
  importe: z.string(),
});

/**
 * What the printed statement shows of a property: the key, the owner's name as on the account
 * (nothing else about the owner) and the property itself.
 */
export const datosPredioSchema = z.object({
  clave_catastral: z.string(),
  propietario: z.string(),
  ubicacion: z.string(),
  superficie_terreno: z.string().nullable(),
  superficie_construccion: z.string().nullable(),
  valor_catastral: z.string().nullable(),
  /** the year of the last bimester paid, null when nothing was ever paid */
  ultimo_anio_pagado: z.number().int().nullable(),
  adeudo: importe,
  pagado: z.boolean(),
});

/** POST predial/getValuacionClaveCatastral: data.avaluos (by date) and data.datos_predio. */
export const valuacionSchema = z.object({ avaluos: z.array(avaluoSchema), datos_predio: datosPredioSchema });

/** POST predial/getUltimoPagoPredial: the last bimester paid, or null. */
export const ultimoPagoSchema = pagoPredialSchema.nullable();

/** POST predial/getPagosPredialByClave: every bimester paid, newest first. */
export const pagosPredialSchema = z.array(pagoPredialSchema);

/** The signed-in caller's establishments registered with a key (getEstablecimientoCuentaByClave, getRegistros). */
export const establecimientoCuentaSchema = z.object({
  id: z.number().int(),
  external_id: z.string(),
  nombre_comercial: z.string(),
  clave_catastral: z.string(),
});

/** POST predial/solicitarConvenioPredial: the office's folio and the instalments. */
export const convenioPredialSchema = z.object({
  folio: z.string(),
  clave_catastral: z.string(),
  parcialidades: z.number().int(),
  monto_total: importe,
  /** the amount of each instalment; the last one absorbs the cents of the division */
  importes: z.array(importe),
});
export type ConvenioPredialDto = z.infer<typeof convenioPredialSchema>;
