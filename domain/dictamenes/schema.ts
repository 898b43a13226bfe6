// The zod schemas of tower and billboard requests (spec 3 §3.4–3.5, §5.1, §5.4, §7.4–7.5), shared by
// the API's bodies and the forms (react-hook-form). Numbers and booleans coerce from the multipart
// strings; an empty string is null. Every field is nullable in the output (a draft may be incomplete
// and a stored row read back into these types): the `*CamposSchema` objects carry only the shapes
// and the per-value rules (partial-able, for drafts), `torreSchema` / `espectacularSchema` add the
// required fields of the form's save (spec 3 §5.4), and `erroresEnvio*` (reglas.ts) what sending needs.
import { z } from 'zod';
import { esClaveCatastral17, normalizarClaveCatastral } from '../common/predio';
import { MENSAJES_DICTAMEN as M } from './mensajes';
import { erroresGuardarEspectacular, erroresGuardarTorre, esTipoEspectacular, type ErrorCampo } from './reglas';

/** '' and undefined are null; a numeric string is its number. */
const aNumero = (v: unknown) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : v);
/** JSON and forms send booleans as true/false, 1/0 or their strings. */
const aBooleano = (v: unknown) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' || v === '' || v === null || v === undefined ? false : v);
const aTexto = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'number' ? String(v) : v);

const numero = z.number({ error: M.numeroInvalido }).refine(Number.isFinite, M.numeroInvalido);
const positivoNulo = z.preprocess(aNumero, numero.refine((n) => n > 0, M.mayorACero).nullable());
const noNegativoNulo = z.preprocess(aNumero, numero.refine((n) => n >= 0, M.noNegativo).nullable());
const idNulo = z.preprocess(aNumero, z.number({ error: M.numeroInvalido }).int(M.numeroInvalido).positive(M.numeroInvalido).nullable());
const textoNulo = z.preprocess(aTexto, z.string().trim().nullable());
const booleano = z.preprocess(aBooleano, z.boolean());
const claveNula = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : normalizarClaveCatastral(v)) : v === undefined ? null : v),
  z.string().refine(esClaveCatastral17, M.claveCatastralInvalida).nullable(),
);
/** spec 3 §9: 1 Propio, 2 Arrendamiento. */
const propiedadNula = z.preprocess(aNumero, z.union([z.literal(1), z.literal(2)], { error: M.propiedadRequerida }).nullable());

/** spec 3 §3.5 address fields (filled from the cadastre; latitude and longitude from the map). */
export const domicilioDictamenSchema = z.object({
  codigo_postal: textoNulo,
  localidad_id: idNulo,
  colonia_id: idNulo,
  calle_id: idNulo,
  numero_exterior: textoNulo,
  numero_interior: textoNulo.optional(),
  cruzamientos: textoNulo.optional(),
  latitud: z.preprocess(aNumero, numero.refine((n) => n >= -90 && n <= 90, M.numeroInvalido).nullable()).optional(),
  longitud: z.preprocess(aNumero, numero.refine((n) => n >= -180 && n <= 180, M.numeroInvalido).nullable()).optional(),
});
export type DomicilioDictamenEntrada = z.output<typeof domicilioDictamenSchema>;

const domicilioNulo = domicilioDictamenSchema.nullable().default(null);

/** One side of the property: the street or neighbour it borders and its length in metres. */
export const ladoTorreSchema = z.object({ colindansia_calle: textoNulo, colindancia_mts: positivoNulo });
const ladoNulo = ladoTorreSchema.default({ colindansia_calle: null, colindancia_mts: null });

/** spec 3 §3.4 medidas_solicitud_torres. */
export const medidasTorreSchema = z.object({
  norte: ladoNulo,
  sur: ladoNulo,
  este: ladoNulo,
  oeste: ladoNulo,
  superficie_total: noNegativoNulo,
  superficie_total_construida: noNegativoNulo,
  superficie_regularizar: noNegativoNulo,
});
export type MedidasTorreEntrada = z.output<typeof medidasTorreSchema>;

/** A tower's fields (spec 3 §3.4) with their per-value rules and no required ones: drafts `.partial()` it. */
export const torreCamposSchema = z.object({
  clave_catastral: claveNula,
  domicilio: domicilioNulo,
  altura_mts: positivoNulo,
  referencias: textoNulo,
  luz: booleano,
  bardeado: booleano,
  renovacion: booleano,
  tipo_propiedad_id: propiedadNula,
  medidas: medidasTorreSchema.default({
    norte: { colindansia_calle: null, colindancia_mts: null },
    sur: { colindansia_calle: null, colindancia_mts: null },
    este: { colindansia_calle: null, colindancia_mts: null },
    oeste: { colindansia_calle: null, colindancia_mts: null },
    superficie_total: null,
    superficie_total_construida: null,
    superficie_regularizar: null,
  }),
});

/** spec 3 §3.5 secciones: a face of the billboard (largo × ancho, metres). */
export const seccionSchema = z.object({
  id: idNulo.optional(),
  largo: z.preprocess(aNumero, numero.refine((n) => n > 0, M.seccionInvalida)),
  ancho: z.preprocess(aNumero, numero.refine((n) => n > 0, M.seccionInvalida)),
});
export type SeccionEntrada = z.output<typeof seccionSchema>;

/** A billboard's fields (spec 3 §3.5) with their per-value rules and no required ones. */
export const espectacularCamposSchema = z.object({
  clave_catastral: claveNula,
  no_folio: booleano,
  tipo_anuncio_id: z.preprocess(aNumero, z.number({ error: M.tipoAnuncioInvalido }).refine(esTipoEspectacular, M.tipoAnuncioInvalido).nullable()),
  altura_mts: positivoNulo,
  vistas: z.preprocess(aNumero, z.number({ error: M.vistasInvalidas }).int(M.vistasInvalidas).min(1, M.vistasInvalidas).nullable()),
  referencias: textoNulo,
  ubicacion: domicilioNulo,
  luminoso: booleano,
  tipo_propiedad_id: propiedadNula,
  secciones: z.array(seccionSchema).default([]),
  permiso_anuncio_externo_id: idNulo.optional(),
});

/** The rules of reglas.ts as issues on their paths. */
const comoIssues = (errores: ErrorCampo[], ctx: z.RefinementCtx) => {
  for (const e of errores) ctx.addIssue({ code: 'custom', path: e.campo.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: e.mensaje });
};

/** POST/PUT solicitud_torres (spec 3 §7.4) as the form saves it: the key, the height and the property type required. */
export const torreSchema = torreCamposSchema.superRefine((d, ctx) => comoIssues(erroresGuardarTorre(d), ctx));

/** POST/PUT solicitud_espectaculares (spec 3 §7.5) as the form saves it: spec 3 §5.4's required fields and a section. */
export const espectacularSchema = espectacularCamposSchema.superRefine((d, ctx) => comoIssues(erroresGuardarEspectacular(d), ctx));

/** A draft (the API's POST may be incomplete): only the key rule, 17 digits (or, on a billboard, no_folio). */
export const torreBorradorSchema = torreCamposSchema.partial().superRefine((d, ctx) => {
  if (!d.clave_catastral) ctx.addIssue({ code: 'custom', path: ['clave_catastral'], message: M.claveCatastralInvalida });
});
export const espectacularBorradorSchema = espectacularCamposSchema.partial().superRefine((d, ctx) => {
  if (!d.no_folio && !d.clave_catastral) ctx.addIssue({ code: 'custom', path: ['clave_catastral'], message: M.claveCatastralInvalida });
});

export type EntradaTorre = z.output<typeof torreSchema>;
export type EntradaEspectacular = z.output<typeof espectacularSchema>;
export type TorreFormEntrada = z.input<typeof torreSchema>;
export type EspectacularFormEntrada = z.input<typeof espectacularSchema>;
