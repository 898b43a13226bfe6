// The zod schemas of signs (spec 3 §3.1–3.2, §5.1–5.2, §7.1–7.2), shared by the API's bodies and
// the forms (react-hook-form). They take the shapes and run the rules that need neither today's
// date nor the stored files (validarCamposAnuncio); the renewal periods and the files are checked
// by `validarAnuncio` (reglas.ts), which the API calls after these.
import { z } from 'zod';
import { esClaveCatastral17, normalizarClaveCatastral } from '../common/predio';
import { esFechaIso } from '../tramite/fechas';
import { MENSAJES_ANUNCIO as M } from './mensajes';
import { SLOTS_ANUNCIO, validarCamposAnuncio, type SlotAnuncio } from './reglas';

/** '' and undefined are null; a numeric string is its number. */
const aNumero = (v: unknown) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v.replace(',', '.')) : v);
/** JSON and forms send booleans as true/false, 1/0 or their strings. */
const aBooleano = (v: unknown) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' || v === '' || v === null ? false : v);

const numeroNulo = z.preprocess(aNumero, z.number({ error: M.requerido }).nullable());
const enteroNulo = z.preprocess(aNumero, z.number({ error: M.requerido }).int(M.requerido).nullable());
const booleano = z.preprocess(aBooleano, z.boolean()).default(false);
const textoNulo = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().nullable()).optional();
const fechaNula = z
  .preprocess((v) => (v === '' || v === undefined ? null : typeof v === 'string' ? v.slice(0, 10) : v), z.string().refine(esFechaIso, M.fechaInvalida).nullable())
  .optional();
const idSchema = z.preprocess(aNumero, z.number({ error: M.requerido }).int().positive());

/** A file sent inline: { nombre, tipo (mime), data (base64, no data: prefix) }. */
export const archivoBase64Schema = z.object({
  nombre: z.string({ error: M.requerido }).trim().min(1, M.requerido),
  tipo: z.string({ error: M.requerido }).trim().min(1, M.requerido),
  data: z
    .string({ error: M.requerido })
    .min(1, M.archivoVacio)
    .transform((d) => d.replace(/^data:[^,]*,/, '')),
});
export type ArchivoBase64 = z.output<typeof archivoBase64Schema>;

/** Each slot: a new file, null (remove the stored one) or absent (keep it). */
export const archivosAnuncioSchema = z.partialRecord(z.enum(SLOTS_ANUNCIO as [SlotAnuncio, ...SlotAnuncio[]]), archivoBase64Schema.nullable()).default({});
export type ArchivosEntrada = z.output<typeof archivosAnuncioSchema>;

/** A detail row (spec 3 §3.1 arreglo_anuncios, §3.2 anuncio_detalle); the rules by type are in reglas.ts. */
export const filaAnuncioSchema = z.object({
  id: z.preprocess(aNumero, z.number().int().positive().nullable()).optional(),
  tipo_anuncio_id: enteroNulo,
  largo: numeroNulo,
  ancho: numeroNulo,
  material_id: enteroNulo,
  caras: enteroNulo,
  pieza: enteroNulo.optional(),
  mes: enteroNulo.optional(),
  dia: enteroNulo.optional(),
  /** type 4: true electric mechanism, false wind */
  movimiento_rotatorio: z.preprocess((v) => (v === '' || v === undefined || v === null ? null : aBooleano(v)), z.boolean().nullable()).optional(),
});
export type FilaAnuncio = z.output<typeof filaAnuncioSchema>;

/** spec 1 §7.6 / spec 3 §3.2 address of a sign away from the establishment or of a property. */
export const domicilioAnuncioSchema = z.object({
  cp: textoNulo,
  entidad_id: enteroNulo.optional(),
  municipio_id: enteroNulo.optional(),
  localidad: textoNulo,
  colonia: textoNulo,
  calle: textoNulo,
  numero_exterior: textoNulo,
  numero_interior: textoNulo,
  referencias: textoNulo,
  latitud: numeroNulo.optional(),
  longitud: numeroNulo.optional(),
});
export type DomicilioAnuncioEntrada = z.output<typeof domicilioAnuncioSchema>;

/** The sign's own fields (both procedures). */
const camposAnuncio = {
  forma_instalacion: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim()),
  tipo_instalacion: textoNulo,
  iluminado: booleano,
  contenido: textoNulo,
  temporal: booleano,
  fecha_inicio: fechaNula,
  fecha_fin: fechaNula,
  domicilio: domicilioAnuncioSchema.nullable().optional(),
  /** 1 Propio, 2 Arrendado */
  propiedad: z.preprocess(aNumero, z.union([z.literal(1), z.literal(2)], { error: M.propiedadRequerida }).nullable()).optional(),
  renovacion: booleano,
  periodo_renovacion: z.array(z.preprocess(aNumero, z.number().int())).default([]),
  tiene_cambio: booleano,
  cambio_texto: textoNulo,
  cambio_fisico: booleano,
  espectacular: booleano,
  material_id: enteroNulo.optional(),
  is_mecanismo_electrico: booleano,
  is_accion_viento: booleano,
  archivos: archivosAnuncioSchema,
};

/** Adds the field rules of reglas.ts as issues on their paths. */
function conReglas(d: Parameters<typeof validarCamposAnuncio>[0], ctx: z.RefinementCtx) {
  for (const e of validarCamposAnuncio(d)) ctx.addIssue({ code: 'custom', path: e.campo.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: e.mensaje });
}

/** POST/PUT anuncio (spec 3 §7.1): a sign of an establishment with its rows and files. */
export const anuncioEstablecimientoSchema = z
  .object({
    ...camposAnuncio,
    locacion_id: idSchema,
    otro_domicilio: booleano,
    arreglo_anuncios: z.array(filaAnuncioSchema, { error: M.sinAnuncios }).min(1, M.sinAnuncios),
  })
  .superRefine(conReglas);
export type AnuncioEntrada = z.output<typeof anuncioEstablecimientoSchema>;
export type AnuncioFormEntrada = z.input<typeof anuncioEstablecimientoSchema>;

const anuncioExternoObjeto = z.object({
  ...camposAnuncio,
  solicitud_anuncio_externo_id: z.preprocess(aNumero, z.number().int().positive().nullable()).optional(),
  locacion_id: z.preprocess(aNumero, z.number().int().positive().nullable()).optional(),
  anuncio_detalle: z.array(filaAnuncioSchema, { error: M.sinAnuncios }).min(1, M.sinAnuncios),
});

/** POST anuncioexterno/createanuncio, PUT anuncioexterno/{id} (spec 3 §7.2): a public-road sign. */
export const anuncioExternoSchema = anuncioExternoObjeto.superRefine(conReglas);
export type AnuncioExternoEntrada = z.output<typeof anuncioExternoSchema>;

/** The request's own fields (spec 3 §3.2): the property by key or without one, its type and address. */
const camposSolicitudExterna = {
  tipo_propiedad_id: z.preprocess(aNumero, z.union([z.literal(1), z.literal(2)], { error: M.propiedadRequerida })),
  identificacion_predio: textoNulo,
  domicilio: domicilioAnuncioSchema.nullable().optional(),
  archivos: archivosAnuncioSchema,
};

/** POST anuncioexterno (spec 3 §7.2): the request with its first sign. */
export const solicitudExternaSchema = anuncioExternoObjeto
  .extend({
    ...camposSolicitudExterna,
    clave_catastral: z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? null : normalizarClaveCatastral(v)) : v), z.string().nullable()).optional(),
    no_folio: booleano,
  })
  .superRefine((d, ctx) => {
    conReglas(d, ctx);
    if (d.no_folio) {
      if (!d.identificacion_predio) ctx.addIssue({ code: 'custom', path: ['identificacion_predio'], message: M.identificacionPredioRequerida });
    } else if (!esClaveCatastral17(d.clave_catastral)) ctx.addIssue({ code: 'custom', path: ['clave_catastral'], message: M.claveCatastralInvalida });
  });
export type SolicitudExternaEntrada = z.output<typeof solicitudExternaSchema>;

/** POST anuncioexterno/{id}/updatesolicitud (spec 3 §7.2): the request's data. */
export const solicitudExternaUpdateSchema = z.object({
  ...camposSolicitudExterna,
  tipo_propiedad_id: camposSolicitudExterna.tipo_propiedad_id.optional(),
});
export type SolicitudExternaUpdate = z.output<typeof solicitudExternaUpdateSchema>;
