// The change of owner's form (spec 2 §3 "Change-of-owner request", §5): the new owner (a registered
// taxpayer found by RFC), the flags that choose the documents, and the property type. Multipart
// sends every value as text: flags as 0/1 or true/false, empty text as "not given".
import { z } from 'zod';
import { MSG } from '../../common/messages';
import { normalizarRfc, rfcFormatoValido } from '../../common/rfc';
import { MSG_CP_EXTRA } from './mensajes';

const vacio = (v: unknown) => (v === '' || v === 'null' || v === 'undefined' ? undefined : v);

/** spec 2 §3 flags: 0/1 (multipart), true/false or 'true'/'false'. */
export const banderaCp = z.preprocess(
  vacio,
  z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]).transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);

/** spec 2 §5 "Owner RFC required and uppercased". */
export const rfcNuevoPropietarioSchema = z
  .string({ error: MSG_CP_EXTRA.rfcRequerido })
  .max(20, { error: MSG_CP_EXTRA.rfcInvalido })
  .transform(normalizarRfc)
  .refine((r) => r.length > 0, { error: MSG_CP_EXTRA.rfcRequerido })
  .refine((r) => rfcFormatoValido(r), { error: MSG_CP_EXTRA.rfcInvalido });

const entero = (min: number, max: number) => z.preprocess(vacio, z.coerce.number({ error: MSG.requerido }).int(MSG.requerido).min(min, MSG.requerido).max(max, MSG.requerido));

const campos = {
  new_contribuyente_id: entero(1, 2_147_483_647),
  new_rfc: rfcNuevoPropietarioSchema,
  renovacion: banderaCp.optional(),
  has_alcohol: banderaCp.optional(),
  has_licencia_bebidas: banderaCp.optional().nullable(),
  patente_propia: banderaCp.optional().nullable(),
  folio_licencia_bebida_alcoholica: z.preprocess(vacio, z.string().trim().max(60).optional().nullable()),
  tiene_uso_suelo: banderaCp.optional(),
  tipo_proceso_id: entero(1, 2).optional(),
  /** spec 2 §9: 1 owned, 2 leased, 3 loan, 4 vacant lot */
  tipo_propiedad_id: entero(1, 4),
};

/** With a beverage licence of their own (patente propia) the folio is required. */
function folioRequerido(d: { has_alcohol?: boolean; has_licencia_bebidas?: boolean | null; patente_propia?: boolean | null; folio_licencia_bebida_alcoholica?: string | null }, ctx: z.RefinementCtx) {
  if (d.has_alcohol && d.has_licencia_bebidas && d.patente_propia !== false && !d.folio_licencia_bebida_alcoholica) {
    ctx.addIssue({ code: 'custom', path: ['folio_licencia_bebida_alcoholica'], message: MSG_CP_EXTRA.folioRequerido });
  }
}

/** The whole form, as it is created (and as a request must be before it is sent). */
export const cambioPropietarioSchema = z.object(campos).superRefine(folioRequerido);
/** An update: any of the fields; merged with the staged ones and checked whole again. */
export const cambioPropietarioParcialSchema = z.object(campos).partial();

export type FormCambioPropietario = z.output<typeof cambioPropietarioSchema>;

/** What the request stages (cambios.propuesta; the keys activities/cambios/aplicaciones.ts reads). */
export interface PropuestaPropietario {
  new_contribuyente_id: number;
  new_rfc: string;
  old_contribuyente_id: number;
  old_rfc: string;
  renovacion: boolean;
  has_alcohol: boolean;
  has_licencia_bebidas: boolean | null;
  patente_propia: boolean | null;
  folio_licencia_bebida_alcoholica: string | null;
  tiene_uso_suelo: boolean;
  tipo_proceso_id: number;
  tipo_propiedad_id: number;
}
