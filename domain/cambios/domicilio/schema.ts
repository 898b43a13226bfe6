// The change-of-address form (spec 2 §3 Change-of-address request, §5, §7 setSolicitudCambioDomicilio):
// one zod schema the API validates the multipart fields with and the web form resolves. Flags come
// as 0/1 (multipart) or booleans; the address is the licence's (postal code of 5 digits, state 23,
// municipality 4) with the spec's otro_domicilio. The key follows spec 2 §4/§5: 17 digits, or the
// text DONATIVO (length 8) when 'No cuento con clave catastral' is ticked.
import { z } from 'zod';
import { MSG } from '../../common/messages';
import { normalizarClaveCatastral } from '../../common/predio';
import { domicilioLicenciaSchema } from '../../licencia/schema';
import { TIPOS_PROPIEDAD } from '../../catalogos/establecimientos';
import { mensajeClave } from './reglas';

const vacio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
function aBooleano(v: unknown): unknown {
  if (v === 1 || v === '1' || v === 'true' || v === true) return true;
  if (v === 0 || v === '0' || v === 'false' || v === false || vacio(v)) return false;
  return v;
}
const bandera = () => z.preprocess(aBooleano, z.boolean({ error: MSG.requerido }));
const aNumero = (v: unknown) => (vacio(v) ? undefined : typeof v === 'string' ? Number(v.trim()) : v);
const opcional = (max: number) => z.preprocess((v) => (vacio(v) ? null : v), z.string().trim().max(max, MSG.maximo(max)).nullable().default(null));

/** spec 2 §3 otro_domicilio: a colonia or streets not in the catalogue. */
export const otroDomicilioSchema = z.object({
  is_otra_colonia: bandera().default(false),
  otra_colonia: opcional(120),
  otra_calle: opcional(120),
  otra_cruzamiento1: opcional(120),
  otra_cruzamiento2: opcional(120),
});

export const domicilioCambioSchema = domicilioLicenciaSchema.extend({ otro_domicilio: otroDomicilioSchema.optional() });

export const cambioDomicilioBase = z.object({
  clave_catastral: z.preprocess((v) => normalizarClaveCatastral(typeof v === 'string' ? v : ''), z.string()),
  donativo: bandera().default(false),
  numero_oficio_constancia_catastro: opcional(60),
  folio_recibo_pago_donativo: opcional(60),
  renovacion: bandera().default(false),
  has_alcohol: bandera().default(false),
  has_licencia_bebidas: bandera().default(false),
  patente_propia: bandera().default(false),
  folio_licencia_bebida_alcoholica: opcional(60),
  tiene_uso_suelo: bandera().default(false),
  tipo_proceso_id: z.preprocess(aNumero, z.number().int().positive().nullable().default(null)),
  tipo_propiedad_id: z.preprocess(aNumero, z.number({ error: MSG.requerido }).int().refine((id) => TIPOS_PROPIEDAD.some((t) => t.id === id), MSG.requerido)),
  superficie: z.preprocess(aNumero, z.number({ error: MSG.formatoInvalido }).positive(MSG.mayorACero).nullable().default(null)),
  domicilio: domicilioCambioSchema,
});

type Base = z.output<typeof cambioDomicilioBase>;

/** spec 2 §5 cross-field rules: the key by its kind; a donation names its certificate and receipt. */
export function reglasCambioDomicilio(v: Base, ctx: z.RefinementCtx) {
  const m = mensajeClave(v.clave_catastral, v.donativo);
  if (m) ctx.addIssue({ code: 'custom', path: ['clave_catastral'], message: m });
  if (v.donativo) {
    if (!v.numero_oficio_constancia_catastro) ctx.addIssue({ code: 'custom', path: ['numero_oficio_constancia_catastro'], message: MSG.requerido });
    if (!v.folio_recibo_pago_donativo) ctx.addIssue({ code: 'custom', path: ['folio_recibo_pago_donativo'], message: MSG.requerido });
  }
  if (v.has_alcohol && v.has_licencia_bebidas && v.patente_propia && !v.folio_licencia_bebida_alcoholica) {
    ctx.addIssue({ code: 'custom', path: ['folio_licencia_bebida_alcoholica'], message: MSG.requerido });
  }
}

export const cambioDomicilioSchema = cambioDomicilioBase.superRefine(reglasCambioDomicilio);
export type CambioDomicilioForm = z.output<typeof cambioDomicilioSchema>;
export type CambioDomicilioEntrada = z.input<typeof cambioDomicilioSchema>;

/**
 * spec 2 §2 movement variant (createnewmovement, tipo_movimiento_id 2): the new address with its
 * point (latitude and longitude required) and whether a tenant and witnesses sign; the owner's
 * identification always, the tenant's and the witnesses' when toggled (files, checked apart).
 */
export const movimientoDomicilioSchema = z.object({
  tipo_movimiento_id: z.preprocess(aNumero, z.literal(2, { error: MSG.requerido })),
  clave_catastral: z.preprocess((v) => (vacio(v) ? null : normalizarClaveCatastral(String(v))), z.string().nullable().default(null)),
  tipo_propiedad_id: z.preprocess(aNumero, z.number().int().nullable().default(null)),
  hasArrendatario: bandera().default(false),
  hasTestigos: bandera().default(false),
  domicilio: domicilioCambioSchema,
}).superRefine((v, ctx) => {
  if (v.clave_catastral !== null) {
    const m = mensajeClave(v.clave_catastral, false);
    if (m) ctx.addIssue({ code: 'custom', path: ['clave_catastral'], message: m });
  }
});
export type MovimientoDomicilioForm = z.output<typeof movimientoDomicilioSchema>;
