// The licence request form (spec 1 §2.10, §3 Licence form fields, §5.1, §5.5, §5.6, §9): one zod
// schema, validated by the API and resolved by the web form (react-hook-form + zodResolver).
// A market opening (spec 1 §2.4 ?mercado=1, isMercadoApertura) adds its market, stalls, aisle,
// concession and floor-fee month. The uploads (documentos, fotos) are not part of it: the upload
// calls carry them.
import { z } from 'zod';
import { ENTIDAD_DEFAULT, MUNICIPIO_DEFAULT } from '../common/catalogos';
import { MSG } from '../common/messages';
import { soloDigitos, telefonoValido } from '../common/telefono';
import { CATEGORIAS, CODIGOS_MES, esHoteleria, giroPorId, PRIMER_GIRO_OFICINA, requierePatente, subtipoLocalPorId, TIPO_LOCAL, TIPOS_LOCAL, TIPOS_PROPIEDAD } from '../catalogos/establecimientos';
import { CATEGORIA_SUCURSAL, TIPO_PROCESO } from './constantes';
import { MSG_LIC, MSG_LIC_EXTRA } from './mensajes';
import { faltasMercadoApertura, girosFueraDeMercado, MAX_LOCALES } from './mercados';
import { idsDeGiros } from './reglas';
import { esDonativo, estadoClave, normalizarClaveCatastral } from '../common/predio';
import { esFechaIso, hoyCancun } from '../tramite/fechas';

/** spec 1 §5.6, §9: employees and rooms have at most 5 digits. */
export const MAX_DIGITOS_CONTEO = 5;
/** numeric(14, 2) in the table: 12 integer digits. */
const MAX_DIGITOS_MONTO = 12;

// ---------------------------------------------------------------------------------------------
// Field builders. A missing value says 'El campo es requerido' (spec 1 §5.1), never zod's English.
// ---------------------------------------------------------------------------------------------

const vacio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const texto = (max: number) => z.string({ error: MSG.requerido }).trim().max(max, MSG.maximo(max));
const requerido = (max = 200) => texto(max).min(1, MSG.requerido);
// Optional text comes back from the API as null and from inputs as ''; both mean "no value".
const opcional = (max = 200) =>
  z.preprocess((v) => (vacio(v) ? undefined : v), texto(max).optional());

/** Numbers arrive as numbers (JSON) or strings (inputs, multipart); '' and null are "no value". */
function aNumero(v: unknown): unknown {
  if (vacio(v)) return undefined;
  if (typeof v === 'string') return Number(v.trim().replace(/,/g, ''));
  return v;
}
const numeroBase = () =>
  z.number({ error: (iss) => (iss.input === undefined ? MSG.requerido : MSG.formatoInvalido) });
const entero = () => numeroBase().int(MSG.formatoInvalido);

/** A required positive id; an id outside its catalogue is as good as nothing selected. */
const idDe = (existe: (id: number) => boolean) =>
  z.preprocess(aNumero, entero().refine((id) => existe(id), MSG.requerido));
/** A giro of the code, or one the office added (checked against cat_giros by the API). */
const giroConocido = (id: number) => giroPorId(id) !== undefined || id >= PRIMER_GIRO_OFICINA;
const idOpcional = () => z.preprocess(aNumero, entero().positive(MSG.requerido).nullable().optional());

/** A count of at most 5 digits (spec 1 §5.6) with a lower bound and its spec message. */
const conteo = (min: 0 | 1) =>
  entero()
    .min(min, min === 1 ? MSG.mayorACero : MSG.mayorOIgualA(0))
    .max(10 ** MAX_DIGITOS_CONTEO - 1, MSG.maximo(MAX_DIGITOS_CONTEO));

/** true/false, also as 1/0 or 'true'/'false' (multipart bodies); null/'' = unanswered. */
function aBooleano(v: unknown): unknown {
  if (v === 1 || v === '1' || v === 'true' || v === 'SI') return true;
  if (v === 0 || v === '0' || v === 'false' || v === 'NO') return false;
  if (v === '' || v === null) return undefined;
  return v;
}
/** An optional month '01'…'12' of spec 1 §3 (a number is padded); '' and null are "no value". */
const mesOpcional = () =>
  z.preprocess((v) => (vacio(v) ? undefined : typeof v === 'number' ? String(v).padStart(2, '0') : v), z.enum(CODIGOS_MES, { error: MSG.requerido }).optional());

/** spec 1 §3 muchos_locales: the stall numbers, upper case, without blanks or repeats ('A-14, A-15' also works). */
const localesSchema = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? v.split(',') : v),
  z
    .array(texto(20), { error: MSG.requerido })
    .max(MAX_LOCALES, MSG_LIC_EXTRA.maximoLocales(MAX_LOCALES))
    .transform((l) => [...new Set(l.map((x) => x.toUpperCase()).filter(Boolean))]),
);

const booleano = () => z.preprocess(aBooleano, z.boolean({ error: MSG.requerido }).default(false));
/** A yes/no question that may still be unanswered (null). */
const pregunta = () => z.preprocess(aBooleano, z.boolean({ error: MSG.requerido }).nullable().default(null));

/**
 * Money (spec 1 §5.1): '$150,000.00', '150000' or 150000 → '150000.00' (the numeric column's text).
 * Zero, negatives and amounts beyond the column are 'Monto no válido'.
 */
export const montoSchema = z.union([z.string(), z.number()], { error: MSG.requerido }).transform((v, ctx) => {
  const fallo = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  let n: number;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return fallo(MSG_LIC.montoNoValido);
    n = v;
  } else {
    const t = v.trim().replace(/[$,\s]/g, '');
    if (t === '') return fallo(MSG.requerido);
    if (!/^-?\d+(\.\d{1,2})?$/.test(t)) return fallo(MSG.formatoInvalido);
    n = Number(t);
  }
  const monto = n.toFixed(2);
  if (n < 0 || monto === '0.00' || monto.split('.')[0].length > MAX_DIGITOS_MONTO) return fallo(MSG_LIC.montoNoValido);
  return monto;
});

/** ISO date (YYYY-MM-DD, or a Date from the picker) not later than today in Chetumal. */
export const fechaPasadaSchema = z
  .preprocess((v) => (v instanceof Date ? (Number.isNaN(v.getTime()) ? 'fecha inválida' : hoyCancun(v)) : v), z.string({ error: MSG.requerido }))
  .transform((v, ctx) => {
    const t = v.trim();
    const fallo = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (t === '') return fallo(MSG.requerido);
    if (!esFechaIso(t)) return fallo(MSG.formatoInvalido);
    if (t > hoyCancun()) return fallo(MSG_LIC_EXTRA.fechaFutura);
    return t;
  });

const telefonoRequerido = z
  .string({ error: MSG.requerido })
  .transform((v, ctx) => {
    const d = soloDigitos(v);
    if (d.length === 0) ctx.addIssue({ code: 'custom', message: MSG.requerido });
    else if (!telefonoValido(d)) ctx.addIssue({ code: 'custom', message: MSG.telefono10 });
    return d;
  });

const coordenada = (limite: number) =>
  z.preprocess(aNumero, numeroBase().refine((n) => Math.abs(n) <= limite, MSG.formatoInvalido));

/** spec 1 §3 Address and §9: Quintana Roo (23), Othón P. Blanco (4) by default; postal code of 5 digits. */
export const domicilioLicenciaSchema = z.object({
  codigo_postal: z
    .string({ error: MSG.requerido })
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: MSG.requerido });
      else if (!/^\d{5}$/.test(v)) ctx.addIssue({ code: 'custom', message: MSG.longitudDigitos(5) });
    }),
  entidad_id: z.preprocess(aNumero, entero().positive(MSG.requerido).default(ENTIDAD_DEFAULT)),
  municipio_id: z.preprocess(aNumero, entero().positive(MSG.requerido).default(MUNICIPIO_DEFAULT)),
  localidad_id: z.preprocess(aNumero, entero().positive(MSG.requerido)),
  colonia_id: z.preprocess(aNumero, entero().positive(MSG.requerido)),
  tipo_vialidad_id: idOpcional(),
  calle_id: z.preprocess(aNumero, entero().positive(MSG.requerido)),
  numero_exterior: requerido(20),
  numero_interior: opcional(20),
  cruzamiento1_id: idOpcional(),
  cruzamiento2_id: idOpcional(),
  latitud: coordenada(90),
  longitud: coordenada(180),
}, { error: MSG.requerido });

const existeEn = (catalogo: readonly { id: number }[]) => (id: number) => catalogo.some((x) => x.id === id);

// ---------------------------------------------------------------------------------------------
// The form
// ---------------------------------------------------------------------------------------------

export const licenciaFormBase = z.object({
  // Predial (spec 1 §4.7, §5.5)
  clave_catastral: z.string({ error: MSG.requerido }).transform(normalizarClaveCatastral).refine((v) => v.length > 0, MSG.requerido),
  /** the 'No cuento con clave catastral' checkbox; it makes the request a donation (donativo) */
  no_cuento_clave: booleano(),
  donativo: booleano(),
  zona_federal: booleano(),
  numero_oficio_constancia_catastro: opcional(60),
  folio_recibo_pago_donativo: opcional(60),

  // Datos de Establecimiento (spec 1 §5.6)
  nombre_comercial: requerido(200),
  fecha_alta_hacienda: fechaPasadaSchema,
  giro_actividad_id: idDe(giroConocido),
  actividades_secundarias: z
    .array(idDe(giroConocido), { error: MSG.alMenosUna })
    .min(1, MSG.alMenosUna)
    .transform((ids) => [...new Set(ids)]),
  actividad_libre: opcional(500),
  horario_extendido: booleano(),
  tipo_propiedad_id: idDe(existeEn(TIPOS_PROPIEDAD)),
  categoria_id: idDe(existeEn(CATEGORIAS)),
  sucursal: booleano(),
  tipo_local_id: idDe(existeEn(TIPOS_LOCAL)),
  tipo_local_detalle_id: idDe((id) => subtipoLocalPorId(id) !== undefined),
  local: opcional(50),
  telefono_oficina: telefonoRequerido,
  numero_habitaciones: z.preprocess(aNumero, conteo(1).optional()),
  superficie_m2: z.preprocess(aNumero, numeroBase().positive(MSG.mayorACero)),
  numero_empleados: z.preprocess(aNumero, conteo(1)),
  cajones_estacionamiento: z.preprocess(aNumero, conteo(0)),
  inversion_estimada: montoSchema,
  tiene_uso_suelo: booleano(),
  mes_pago_residuos: z.preprocess(
    (v) => (typeof v === 'number' ? String(v).padStart(2, '0') : v),
    z.enum(CODIGOS_MES, { error: MSG.requerido }),
  ),

  // Mercado (spec 1 §2.4, §3, §5.6): asked only on a market opening.
  mercado_apertura: booleano(),
  mercado_id: idOpcional(),
  muchos_locales: localesSchema,
  pasillo: opcional(30),
  /** true: the applicant rents the stall from its concessionaire; false: holds the concession */
  arrendatario_mercado: pregunta(),
  /** the month the floor fee (derecho de piso) is paid up to */
  mes_pago_piso_f: mesOpcional(),

  // Alcohol (spec 1 §5.6): asked only when an activity has req_patente SI.
  has_licencia_bebidas: pregunta(),
  patente_propia: pregunta(),
  folio_licencia_bebida_alcoholica: opcional(50),

  tipo_proceso_id: z.preprocess(aNumero, z.union([z.literal(TIPO_PROCESO.LICENCIAS), z.literal(TIPO_PROCESO.SARE)], { error: MSG.requerido })),

  // Datos de Ubicación
  domicilio: domicilioLicenciaSchema,
}, { error: MSG.requerido });

type Base = z.output<typeof licenciaFormBase>;

/**
 * Cross-field rules (spec 1 §4.7, §5.5, §5.6). They run even when another field failed, so the
 * form shows every message at once; a rule whose own inputs failed stays silent (one message per field).
 */
export function reglasLicencia(v: Base, ctx: z.RefinementCtx<Base>): void {
  const fallidos = new Set(ctx.issues.map((i) => String(i.path?.[0] ?? '')));
  const validos = (...campos: (keyof Base)[]) => campos.every((c) => !fallidos.has(c));
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

  // spec 1 §5.5: 17 digits unless donativo, zona federal or market (free text).
  if (validos('clave_catastral', 'tipo_local_id', 'donativo', 'no_cuento_clave', 'zona_federal')) {
    const e = estadoClave({
      clave_catastral: v.clave_catastral,
      donativo: v.donativo,
      no_cuento_clave: v.no_cuento_clave,
      zona_federal: v.zona_federal,
      mercado: v.tipo_local_id === TIPO_LOCAL.MERCADO || v.mercado_apertura,
    });
    if (!e.valida && e.mensaje) issue(['clave_catastral'], e.mensaje);
  }

  // A donation (no cadastral key) names the cadastre's certificate and the donation receipt.
  if (validos('donativo', 'no_cuento_clave') && esDonativo(v)) {
    if (validos('numero_oficio_constancia_catastro') && !v.numero_oficio_constancia_catastro) issue(['numero_oficio_constancia_catastro'], MSG.requerido);
    if (validos('folio_recibo_pago_donativo') && !v.folio_recibo_pago_donativo) issue(['folio_recibo_pago_donativo'], MSG.requerido);
  }

  // The subtype must belong to the chosen local type (the web clears it when the type changes).
  if (validos('tipo_local_id', 'tipo_local_detalle_id') && subtipoLocalPorId(v.tipo_local_detalle_id)?.tipo_local_id !== v.tipo_local_id) {
    issue(['tipo_local_detalle_id'], MSG.requerido);
  }

  // spec 1 §3, §5.6: a market opening's market, stalls, concession and floor-fee month.
  const campos = (c: string) => validos(c as keyof Base, 'mercado_apertura');
  for (const [campo, mensaje] of faltasMercadoApertura(v, campos)) issue([campo], mensaje);

  // spec 1 §3: a branch is registered with categoría 3.
  if (validos('sucursal', 'categoria_id') && v.sucursal && v.categoria_id !== CATEGORIA_SUCURSAL) {
    issue(['categoria_id'], MSG_LIC_EXTRA.categoriaSucursal);
  }

  if (!validos('giro_actividad_id', 'actividades_secundarias')) return;
  const giros = idsDeGiros(v);

  // A market stall has only the activities a stall may have (domain/licencia/mercados.ts).
  if (v.tipo_local_id === TIPO_LOCAL.MERCADO) {
    const fuera = new Set(girosFueraDeMercado(giros).map((g) => g.id));
    if (fuera.has(v.giro_actividad_id)) issue(['giro_actividad_id'], MSG_LIC_EXTRA.giroNoMercado(giroPorId(v.giro_actividad_id)!.nombre));
    const secundaria = v.actividades_secundarias.find((id) => fuera.has(id));
    if (secundaria !== undefined) issue(['actividades_secundarias'], MSG_LIC_EXTRA.giroNoMercado(giroPorId(secundaria)!.nombre));
  }

  // spec 1 §5.6: hotels and motels give their room count.
  if (esHoteleria(giros) && validos('numero_habitaciones') && v.numero_habitaciones === undefined) {
    issue(['numero_habitaciones'], MSG.requerido);
  }

  // spec 1 §5.6: with alcohol, whether a licence is held; if held, whether it is one's own; if own, its number.
  if (requierePatente(giros) && validos('has_licencia_bebidas', 'patente_propia', 'folio_licencia_bebida_alcoholica')) {
    if (v.has_licencia_bebidas === null) issue(['has_licencia_bebidas'], MSG.requerido);
    else if (v.has_licencia_bebidas && v.patente_propia === null) issue(['patente_propia'], MSG.requerido);
    else if (v.has_licencia_bebidas && v.patente_propia && !v.folio_licencia_bebida_alcoholica) {
      issue(['folio_licencia_bebida_alcoholica'], MSG.requerido);
    }
  }
}

/** Run the cross-field rules whenever the input is an object, even with other fields in error. */
const esObjeto = (p: { value: unknown; issues: { path?: PropertyKey[] }[] }) =>
  typeof p.value === 'object' && p.value !== null && !Array.isArray(p.value) && !p.issues.some((i) => (i.path?.length ?? 0) === 0);

export const licenciaFormSchema = licenciaFormBase.superRefine(reglasLicencia, { when: esObjeto });
export type LicenciaFormInput = z.input<typeof licenciaFormSchema>;
export type LicenciaFormData = z.output<typeof licenciaFormSchema>;
export type DomicilioLicencia = z.output<typeof domicilioLicenciaSchema>;

/** The empty form the web starts from (spec 1 §2.10); a branch starts with categoría Sucursal. */
export function valoresInicialesLicencia(opts: { tipo_proceso_id?: 1 | 2; sucursal?: boolean; mercado?: boolean } = {}): LicenciaFormInput {
  const mercado = opts.mercado ?? false;
  return {
    // spec 1 §4.7, §5.5: a market opening's key is the text MERCADO, with no cadastre lookup.
    clave_catastral: mercado ? 'MERCADO' : '',
    no_cuento_clave: false,
    donativo: false,
    zona_federal: false,
    numero_oficio_constancia_catastro: '',
    folio_recibo_pago_donativo: '',
    nombre_comercial: '',
    fecha_alta_hacienda: '',
    giro_actividad_id: null,
    actividades_secundarias: [],
    actividad_libre: '',
    horario_extendido: false,
    tipo_propiedad_id: null,
    categoria_id: opts.sucursal ? CATEGORIA_SUCURSAL : null,
    sucursal: opts.sucursal ?? false,
    tipo_local_id: mercado ? TIPO_LOCAL.MERCADO : null,
    tipo_local_detalle_id: null,
    local: '',
    telefono_oficina: '',
    numero_habitaciones: null,
    superficie_m2: null,
    numero_empleados: null,
    cajones_estacionamiento: null,
    inversion_estimada: '',
    tiene_uso_suelo: false,
    mes_pago_residuos: '',
    mercado_apertura: mercado,
    mercado_id: null,
    muchos_locales: [],
    pasillo: '',
    arrendatario_mercado: null,
    // spec 1 §3, §9: the floor-fee month starts at '01', like the solid-waste one on renewal.
    mes_pago_piso_f: mercado ? '01' : '',
    has_licencia_bebidas: null,
    patente_propia: null,
    folio_licencia_bebida_alcoholica: '',
    tipo_proceso_id: opts.tipo_proceso_id ?? TIPO_PROCESO.LICENCIAS,
    domicilio: {
      codigo_postal: '',
      entidad_id: ENTIDAD_DEFAULT,
      municipio_id: MUNICIPIO_DEFAULT,
      localidad_id: null,
      colonia_id: null,
      tipo_vialidad_id: null,
      calle_id: null,
      numero_exterior: '',
      numero_interior: '',
      cruzamiento1_id: null,
      cruzamiento2_id: null,
      latitud: null,
      longitud: null,
    },
  };
}
