// The bodies and answers of api/catalogos-admin (the catalogues the office keeps). Only zod
// and domain imports: the API validates with them and the web's forms share the bodies' rules.
import { z } from 'zod';
import { idSchema } from '../common/ids';
import { MSG_CATALOGOS as M } from './admin.mensajes';

const id = z.number().int();
const fechaHora = z.iso.datetime();
const decimal2 = z.string().regex(/^\d+\.\d{2}$/);

/** Names as the address catalogues keep them: trimmed, single spaces, upper case (INEGI style). */
export const mayusculas = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleUpperCase('es-MX');
/** Free text: trimmed, single spaces. */
const limpio = (s: string) => s.trim().replace(/\s+/g, ' ');

const texto = (max: number, error: string = M.requerido) =>
  z
    .string({ error })
    .transform(limpio)
    .pipe(z.string().min(1, { error }).max(max, { error: `Máximo: ${max} caracteres` }));
const etiqueta = (max = 120) => texto(max, M.etiqueta).transform(mayusculas);
const bool = z.boolean({ error: M.requerido });

// ---- municipios / localidades -------------------------------------------------------------------

export const municipiosQuery = z.object({ entidad: idSchema.default(23) });
export const municipioSchema = z.object({ id, entidad_id: id, label: z.string(), localidades: z.number().int() });
export const municipioCrearBody = z.object({ id: idSchema, entidad_id: idSchema, label: etiqueta() });
export const municipioEditarBody = z.object({ label: etiqueta() });

export const localidadesQuery = z.object({ municipio: idSchema, entidad: idSchema.default(23) });
export const localidadSchema = z.object({ id, entidad_id: id, municipio_id: id, cve_loc: z.string(), label: z.string() });
const cveLoc = z.string({ error: M.claveLocalidad }).trim().regex(/^\d{4}$/, { error: M.claveLocalidad });
export const localidadCrearBody = z.object({ municipio_id: idSchema, cve_loc: cveLoc, label: etiqueta() });
export const localidadEditarBody = z.object({ cve_loc: cveLoc, label: etiqueta() });

// ---- convenios -----------------------------------------------------------------------------------

export const convenioSchema = z.object({ id, descripcion: z.string(), activo: z.boolean() });
export const convenioBody = z.object({ descripcion: texto(200), activo: bool.default(true) });

// ---- mercados y locales --------------------------------------------------------------------------

export const mercadoResumenSchema = z.object({ id, nombre: z.string(), locales: z.number().int(), vacantes: z.number().int() });
export const localSchema = z.object({
  id,
  mercado_id: id,
  numero: z.string(),
  pasillo: z.string().nullable(),
  superficie_m2: decimal2,
  concesionario: z.object({ rfc: z.string(), nombre: z.string() }).nullable(),
});
/** numeric(8, 2): up to six integer digits and two decimals, more than zero. */
const superficie = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: M.superficie })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, { error: M.superficie, abort: true })
    .refine((t) => Number(t) > 0, { error: M.superficie }),
);
export const localBody = z.object({
  numero: texto(20, M.numeroLocal).transform(mayusculas),
  pasillo: z
    .string()
    .max(20)
    .nullish()
    .transform((p) => (p ? mayusculas(p) || null : null)),
  superficie_m2: superficie,
});
export type LocalForm = z.output<typeof localBody>;

// ---- giros (versionados) -------------------------------------------------------------------------

export const RIESGOS = ['bajo', 'medio', 'alto'] as const;
export const giroAdminSchema = z.object({
  id,
  giro_id: id,
  nombre: z.string(),
  req_patente: z.enum(['SI', 'NO']),
  riesgo: z.enum(RIESGOS),
  sare: z.boolean(),
  tipo_patente: z.number().int().nullable(),
  activo: z.boolean(),
  vigente_desde: fechaHora,
  vigente_hasta: fechaHora.nullable(),
});
const giroCampos = {
  nombre: etiqueta(200),
  req_patente: z.enum(['SI', 'NO'], { error: M.reqPatente }),
  riesgo: z.enum(RIESGOS, { error: M.riesgo }),
  sare: bool,
  tipo_patente: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: M.tipoPatente }).nullish(),
};
type GiroCampos = { req_patente: 'SI' | 'NO'; riesgo: string; sare: boolean; tipo_patente?: number | null };
/** spec 1 §1: SARE is for activities without alcohol nor harmful waste; an alcohol activity has its patente type (spec 2 §5). */
const reglasGiro = <T extends z.ZodType<GiroCampos>>(s: T) =>
  s
    .refine((g) => g.req_patente === 'NO' || g.tipo_patente != null, { path: ['tipo_patente'], error: M.tipoPatenteRequerido })
    .refine((g) => !g.sare || (g.req_patente === 'NO' && g.riesgo !== 'alto'), { path: ['sare'], error: 'Un giro SARE no puede requerir patente ni ser de riesgo alto' })
    .transform((g) => ({ ...g, tipo_patente: g.req_patente === 'SI' ? (g.tipo_patente ?? null) : null }));
export const giroCrearBody = reglasGiro(z.object(giroCampos));
export const giroEditarBody = reglasGiro(z.object({ ...giroCampos, activo: bool }));
export type GiroCrear = z.output<typeof giroCrearBody>;
export type GiroEditar = z.output<typeof giroEditarBody>;
export const giroParam = z.object({ giroId: idSchema });

// ---- tarifas (versionadas) -----------------------------------------------------------------------

export const tarifaSchema = z.object({
  id,
  servicio: id,
  servicio_nombre: z.string(),
  clave: z.string(),
  descripcion: z.string(),
  uma: z.string(),
  /** pesos at today's daily UMA, two decimals */
  importe: decimal2,
  vigente_desde: fechaHora,
  vigente_hasta: fechaHora.nullable(),
  autor: z.string().nullable(),
});
/** numeric(10, 4): up to six integer digits and four decimals, more than zero. */
const uma = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: M.uma })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,4})?$/, { error: M.uma, abort: true })
    .refine((t) => Number(t) > 0, { error: M.uma }),
);
export const tarifaBody = z.object({ descripcion: texto(200), uma });
export type TarifaForm = z.output<typeof tarifaBody>;

// ---- entregables (versionados) -------------------------------------------------------------------

export const procedimientoEntregablesSchema = z.object({
  clave: z.string(),
  nombre: z.string(),
  documentos: z.array(z.object({ codigo: z.string(), etiqueta: z.string() })),
});
export const entregablesQuery = z.object({ procedimiento: z.string().trim().min(1).max(60) });
export const entregableSchema = z.object({
  codigo: z.string(),
  etiqueta: z.string(),
  /** null: no adjustment, the procedure's rules decide per request ("según el trámite") */
  requerido: z.boolean().nullable(),
  activo: z.boolean(),
  adicional: z.boolean(),
  ajuste_id: id.nullable(),
  vigente_desde: fechaHora.nullable(),
});
const codigoDocumento = z
  .string({ error: M.claveDocumento })
  .trim()
  .regex(/^[a-z0-9_]{2,40}$/, { error: M.claveDocumento });
const entregableCampos = { etiqueta: texto(200, M.etiqueta), requerido: bool, activo: bool.default(true) };
export const entregableCrearBody = z.object({ procedimiento: z.string().trim().min(1).max(60), codigo: codigoDocumento, adicional: bool.default(false), ...entregableCampos });
export const entregableEditarBody = z.object(entregableCampos);
export type EntregableCrear = z.output<typeof entregableCrearBody>;
export type EntregableEditar = z.output<typeof entregableEditarBody>;
