// The taxpayer profile form (FormUpdateContribuyente), spec 1 §2.7, §3, §5.4 and spec 3 §5.8.
// One schema: the API validates with it and the web form resolves with it.
import { z } from 'zod';
import { MSG, MSG_EXTRA } from '../common/messages';
import { curpDigitoCorrecto, curpFormatoValido, normalizarCurp } from '../common/curp';
import { normalizarRfc, rfcFormatoValido } from '../common/rfc';
import { soloDigitos, telefonoValido } from '../common/telefono';

export const MAX_REPRESENTANTES_FISICA = 3;
export const MAX_REPRESENTANTES_MORAL = 1;
export const MAX_TRAMITADORES = 2;

// A missing field says 'El campo es requerido' (spec 1 §5.1), never zod's English type error.
const texto = (max = 120) => z.string({ error: MSG.requerido }).trim().max(max, MSG.maximo(max));
const requerido = (max = 120) => texto(max).min(1, MSG.requerido);
// Optional fields accept null: the profile the API returns carries nulls and the form sends them back.
const opcional = (max = 120) => texto(max).nullish().transform((v) => v || undefined);

const telefono = z
  .string()
  .nullish()
  .transform((v) => (v ? soloDigitos(v) : ''))
  .refine((v) => v === '' || telefonoValido(v), MSG.telefono10)
  .transform((v) => v || undefined);

const telefonoRequerido = z
  .string({ error: MSG.requerido })
  .transform((v) => soloDigitos(v))
  .refine((v) => v.length > 0, MSG.requerido)
  .refine((v) => v.length === 0 || telefonoValido(v), MSG.telefono10);

const email = z.string({ error: MSG.requerido }).trim().min(1, MSG.requerido).pipe(z.email(MSG.correoInvalido));

export const personaSchema = z.object({
  id: z.number().int().positive().optional(),
  nombre: requerido(),
  apellido1: requerido(),
  apellido2: opcional(),
  telefono_fijo: telefono,
  telefono_movil: telefono,
  email,
});

export const representanteSchema = personaSchema.extend({
  es_representante_legal: z.boolean().default(false),
});
export const tramitadorSchema = personaSchema;
export type RepresentanteInput = z.input<typeof representanteSchema>;

export const domicilioLocalSchema = z.object({
  codigo_postal: z.string({ error: MSG.requerido }).trim().regex(/^\d{5}$/, MSG.longitudDigitos(5)),
  localidad_id: z.coerce.number({ error: MSG.requerido }).int().positive(MSG.requerido),
  colonia_id: z.coerce.number({ error: MSG.requerido }).int().positive(MSG.requerido),
  calle_id: z.coerce.number({ error: MSG.requerido }).int().positive(MSG.requerido),
  numero_exterior: requerido(20),
  numero_interior: opcional(20),
});

export const domicilioExternoSchema = z.object({
  localidad: requerido(),
  colonia: requerido(),
  calle: requerido(),
  cruzamiento1: opcional(),
  cruzamiento2: opcional(),
});

const contribuyenteBase = z.object({
  tipo_persona: z.union([z.literal(1), z.literal(2)], { error: MSG.requerido }),
  rfc: z
    .string({ error: MSG.requerido })
    .transform(normalizarRfc)
    .refine((v) => v.length > 0, MSG.requerido),
  curp: z
    .string()
    .nullish()
    .transform((v) => (v ? normalizarCurp(v) || undefined : undefined)),
  nombre: opcional(),
  apellido1: opcional(),
  apellido2: opcional(),
  razon_social: opcional(200),
  email,
  telefono_fijo: telefono,
  telefono_movil: telefonoRequerido,
  telefono_oficina: telefono,
  es_externo: z.boolean().default(false),
  domicilio: domicilioLocalSchema.optional().nullable(),
  domicilioExterno: domicilioExternoSchema.optional().nullable(),
  representantes: z.array(representanteSchema).default([]),
  tramitadores: z.array(tramitadorSchema).default([]),
  delete_representantes: z.array(z.number().int()).default([]),
  delete_tramitadores: z.array(z.number().int()).default([]),
});

type Base = z.output<typeof contribuyenteBase>;

/** Cross-field rules of spec 1 §5.4; each issue lands on the field the user must fix. */
export function reglasContribuyente(v: Base, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });

  // A blank RFC already says 'El campo es requerido'; the format message would only add noise.
  if (v.rfc && !rfcFormatoValido(v.rfc, v.tipo_persona)) {
    issue(['rfc'], v.tipo_persona === 1 && v.rfc.length !== 13 ? MSG.longitudCaracteres(13)
      : v.tipo_persona === 2 && v.rfc.length !== 12 ? MSG.longitudCaracteres(12) : MSG.formatoInvalido);
  }
  if (v.tipo_persona === 1) {
    if (!v.nombre) issue(['nombre'], MSG.requerido);
    if (!v.apellido1) issue(['apellido1'], MSG.requerido);
    if (v.curp) {
      if (!curpFormatoValido(v.curp)) issue(['curp'], MSG.formatoInvalido);
      else if (!curpDigitoCorrecto(v.curp)) issue(['curp'], MSG_EXTRA.curpDigito);
    }
  } else {
    if (!v.razon_social) issue(['razon_social'], MSG.requerido);
  }

  if (v.es_externo) {
    if (!v.domicilioExterno) issue(['domicilioExterno'], MSG.requerido);
  } else if (!v.domicilio) {
    issue(['domicilio'], MSG.requerido);
  }

  // spec 1 §5.4: at least one representative; física up to 3; moral exactly one legal representative.
  if (v.representantes.length === 0) issue(['representantes'], MSG.almenosUnRepresentante);
  const maxRep = v.tipo_persona === 1 ? MAX_REPRESENTANTES_FISICA : MAX_REPRESENTANTES_MORAL;
  if (v.representantes.length > maxRep) issue(['representantes'], MSG.maximo(maxRep).replace('caracteres', 'representantes'));
  if (v.tipo_persona === 2) {
    v.representantes.forEach((r, i) => {
      if (!r.es_representante_legal) issue(['representantes', i, 'es_representante_legal'], MSG.requerido);
    });
  }
  // Tramitadores exist only for persona moral, at most 2 (one message, not two, when both apply).
  if (v.tipo_persona === 1 && v.tramitadores.length > 0) issue(['tramitadores'], MSG.imposibleTramitadores);
  else if (v.tramitadores.length > MAX_TRAMITADORES) issue(['tramitadores'], MSG.imposibleTramitadores);

  const propio = v.telefono_movil;
  v.representantes.forEach((r, i) => {
    if (propio && r.telefono_movil && r.telefono_movil === propio) {
      issue(['representantes', i, 'telefono_movil'], MSG.telefonoRepresentante);
    }
  });
  v.tramitadores.forEach((t, i) => {
    if (propio && t.telefono_movil && t.telefono_movil === propio) {
      issue(['tramitadores', i, 'telefono_movil'], MSG.telefonoTramitador);
    }
  });
}

export const contribuyenteSchema = contribuyenteBase.superRefine(reglasContribuyente);
export type ContribuyenteInput = z.input<typeof contribuyenteSchema>;
export type ContribuyenteData = z.output<typeof contribuyenteSchema>;

/** Whether one more representative / tramitador may be added (drives the 'Agregar' buttons). */
export function puedeAgregarRepresentante(tipoPersona: 1 | 2, actuales: number): boolean {
  return actuales < (tipoPersona === 1 ? MAX_REPRESENTANTES_FISICA : MAX_REPRESENTANTES_MORAL);
}
export function puedeAgregarTramitador(tipoPersona: 1 | 2, actuales: number): boolean {
  return tipoPersona === 2 && actuales < MAX_TRAMITADORES;
}

// spec 1 §4.6 onboarding questions.
export const onboardingSchema = z.object({
  pregunta1: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: MSG.requerido }),
  pregunta2: z.boolean({ error: MSG.requerido }).optional(),
});
export type OnboardingInput = z.infer<typeof onboardingSchema>;

export interface EfectoOnboarding {
  tipo_proceso_id: 1 | 2 | null;
  mercado: boolean;
  cerrarSesion: boolean;
}

/**
 * spec 1 §4.6: answer 2 (over 300 m2) → process 1; 3 (no cadastral key) → log out;
 * 4 → market vendor; question 2 (alcohol) yes → process 1, no → process 2.
 */
export function efectoOnboarding(r: OnboardingInput): EfectoOnboarding {
  if (r.pregunta1 === 3) return { tipo_proceso_id: null, mercado: false, cerrarSesion: true };
  const mercado = r.pregunta1 === 4;
  let tipo: 1 | 2 | null = null;
  if (r.pregunta1 === 2) tipo = 1;
  else if (r.pregunta2 === true) tipo = 1;
  else if (r.pregunta2 === false) tipo = 2;
  return { tipo_proceso_id: tipo, mercado, cerrarSesion: false };
}

// Document codes of the taxpayer profile (spec 1 §3, §5.1). All are on the spec's optional list.
export const DOCUMENTOS_CONTRIBUYENTE = ['constancia', 'identificacion', 'acta_constitutiva'] as const;
export const DOCUMENTOS_REPRESENTANTE = ['identificacion', 'poder_notarial'] as const;
export const DOCUMENTOS_TRAMITADOR = ['identificacion', 'carta_poder', 'testigo1', 'testigo2'] as const;
export const CODIGOS_DOCUMENTO = [
  'constancia',
  'identificacion',
  'acta_constitutiva',
  'poder_notarial',
  'carta_poder',
  'testigo1',
  'testigo2',
] as const;
export type CodigoDocumento = (typeof CODIGOS_DOCUMENTO)[number];

export const NOMBRE_DOCUMENTO: Record<CodigoDocumento, string> = {
  constancia: 'Constancia de situación fiscal (SAT)',
  identificacion: 'Identificación oficial',
  acta_constitutiva: 'Acta constitutiva',
  poder_notarial: 'Poder notarial',
  carta_poder: 'Carta poder',
  testigo1: 'Identificación del testigo 1',
  testigo2: 'Identificación del testigo 2',
};

// spec 1 §5.3: a message from the taxpayer to a municipal area.
export const notificacionAreaSchema = z.object({
  message: z.string({ error: MSG.llenarTodos }).trim().min(1, MSG.llenarTodos).max(2000, MSG.maximo(2000)),
  areaId: z.coerce.number({ error: MSG.llenarTodos }).int().positive(MSG.llenarTodos),
  // An empty select ('') means "no establishment", not establishment 0.
  establecimientoId: z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce.number().int().positive().optional().nullable(),
  ),
  rfc: z.string().optional(),
  nombreContribuyente: z.string().optional(),
});
