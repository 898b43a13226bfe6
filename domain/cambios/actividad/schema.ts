// The change-of-activity form (spec 2 §3 Change-of-activity request, §5, §9): one zod schema the
// API validates the multipart or JSON body with and the web form resolves with. Flags arrive as
// 0/1, 'true'/'false' or booleans; numbers as numbers or text. The alcohol answers and the rooms
// are kept only when the new activities ask for them (the staged proposal carries nothing stale).
import { z } from 'zod';
import { MSG } from '../../common/messages';
import { giroPorId, TIPOS_PROPIEDAD } from '../../catalogos/establecimientos';
import { alcoholPropuesto, esHotelPropuesto } from './reglas';

/** spec 2 §9: the rooms field is masked to 5 digits. */
export const MAX_DIGITOS_HABITACIONES = 5;
export const MAX_FOLIO_BEBIDAS = 50;

const vacio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const aNumero = (v: unknown) => (vacio(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v);
function aBooleano(v: unknown): unknown {
  if (v === 1 || v === '1' || v === 'true') return true;
  if (v === 0 || v === '0' || v === 'false') return false;
  if (v === '' || v === null) return undefined;
  return v;
}
/** A list as multipart sends it (actividades_secundarias[0]…), as JSON, or '3,4'. */
const aLista = (v: unknown) => (vacio(v) ? [] : typeof v === 'string' ? v.split(',') : typeof v === 'number' ? [v] : v);

const entero = () => z.number({ error: (i) => (i.input === undefined ? MSG.requerido : MSG.formatoInvalido) }).int(MSG.formatoInvalido);
/** An activity of the catalogue; an unknown id is as good as none chosen. */
const giro = () => z.preprocess(aNumero, entero().refine((id) => giroPorId(id) !== undefined, MSG.requerido));
const bandera = () => z.preprocess(aBooleano, z.boolean({ error: MSG.requerido }).default(false));
const pregunta = () => z.preprocess(aBooleano, z.boolean({ error: MSG.requerido }).nullable().default(null));

export const cambioActividadBase = z.object(
  {
    giro_actividad_id: giro(),
    // spec 2 §5: secondary activities required.
    actividades_secundarias: z.preprocess(
      aLista,
      z
        .array(giro(), { error: MSG.requerido })
        .min(1, MSG.requerido)
        .max(30, MSG.valorNoValido)
        .transform((ids) => [...new Set(ids)]),
    ),
    numero_habitaciones: z.preprocess(
      aNumero,
      entero()
        .min(1, MSG.mayorACero)
        .max(10 ** MAX_DIGITOS_HABITACIONES - 1, MSG.longitudDigitos(MAX_DIGITOS_HABITACIONES))
        .nullable()
        .default(null),
    ),
    tiene_uso_suelo: bandera(),
    tipo_propiedad_id: z.preprocess(
      aNumero,
      entero()
        .refine((id) => TIPOS_PROPIEDAD.some((t) => t.id === id), MSG.requerido)
        .nullable()
        .default(null),
    ),
    has_licencia_bebidas: pregunta(),
    patente_propia: pregunta(),
    folio_licencia_bebida_alcoholica: z.preprocess(
      (v) => (vacio(v) ? null : v),
      z.string({ error: MSG.requerido }).trim().max(MAX_FOLIO_BEBIDAS, MSG.maximo(MAX_FOLIO_BEBIDAS)).nullable(),
    ),
    renovacion: bandera(),
  },
  { error: MSG.requerido },
);

type Base = z.output<typeof cambioActividadBase>;

/** spec 2 §5 cross-field rules: rooms for lodging; with alcohol, the licence questions in order. */
function reglas(v: Base, ctx: z.RefinementCtx<Base>) {
  const fallidos = new Set(ctx.issues.map((i) => String(i.path?.[0] ?? '')));
  const validos = (...c: (keyof Base)[]) => c.every((x) => !fallidos.has(x));
  const issue = (campo: keyof Base, message: string) => ctx.addIssue({ code: 'custom', path: [campo], message });
  if (!validos('giro_actividad_id', 'actividades_secundarias')) return;
  if (esHotelPropuesto(v) && validos('numero_habitaciones') && v.numero_habitaciones === null) issue('numero_habitaciones', MSG.requerido);
  if (alcoholPropuesto(v) && validos('has_licencia_bebidas', 'patente_propia', 'folio_licencia_bebida_alcoholica')) {
    if (v.has_licencia_bebidas === null) issue('has_licencia_bebidas', MSG.requerido);
    else if (v.has_licencia_bebidas && v.patente_propia === null) issue('patente_propia', MSG.requerido);
    else if (v.has_licencia_bebidas && v.patente_propia && !v.folio_licencia_bebida_alcoholica) issue('folio_licencia_bebida_alcoholica', MSG.requerido);
  }
}

const esObjeto = (p: { value: unknown; issues: { path?: PropertyKey[] }[] }) =>
  typeof p.value === 'object' && p.value !== null && !Array.isArray(p.value) && !p.issues.some((i) => (i.path?.length ?? 0) === 0);

/** What is staged: answers that do not apply are cleared, and has_alcohol follows the activities. */
function normalizar(v: Base) {
  const alcohol = alcoholPropuesto(v);
  const conLicencia = alcohol && v.has_licencia_bebidas === true;
  return {
    ...v,
    numero_habitaciones: esHotelPropuesto(v) ? v.numero_habitaciones : null,
    has_alcohol: alcohol,
    has_licencia_bebidas: alcohol ? v.has_licencia_bebidas : null,
    patente_propia: conLicencia ? v.patente_propia : null,
    folio_licencia_bebida_alcoholica: conLicencia && v.patente_propia ? v.folio_licencia_bebida_alcoholica : null,
  };
}

export const cambioActividadSchema = cambioActividadBase.superRefine(reglas, { when: esObjeto }).transform(normalizar);
export type CambioActividadInput = z.input<typeof cambioActividadSchema>;
export type CambioActividadData = z.output<typeof cambioActividadSchema>;

/** The fields of the form (the API tells a files-only update from a form by them). */
export const CAMPOS_CAMBIO_ACTIVIDAD = Object.keys(cambioActividadBase.shape) as (keyof Base)[];
