// Answers of the profile calls (spec 1 §3 Taxpayer, §4.2, §4.6, §7.2) as response schemas.
import { z } from 'zod';
import type { DatosOpb as DatosOpbAdaptador } from '../../activities/adapters/padron';
import type { DomicilioExterno, DomicilioLocal } from '../../db/schema';
import type { EfectoOnboarding } from '../../domain/perfil/schema';
import { fechaHoraIso, type Igual } from '../lib/respuesta';
import { accionesTramiteSchema, tramiteSchema } from '../tramites/tramites.schemas';

/** A profile document without its bytes (contribuyentes.repository.ts documentoDto). */
export const documentoSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  nombre_archivo: z.string(),
  mime: z.string(),
  tamano: z.number().int(),
  created_at: fechaHoraIso,
  representante_id: z.number().int().nullable(),
  representante_nombre: z.string().nullable(),
  representante_tipo: z.enum(['R', 'T']).nullable(),
});
export type DocumentoDto = z.infer<typeof documentoSchema>;

/** A facilitator (tramitador); missing texts are ''. */
export const tramitadorSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  apellido1: z.string(),
  apellido2: z.string(),
  telefono_fijo: z.string(),
  telefono_movil: z.string(),
  email: z.string(),
});
/** A legal representative. */
export const representanteSchema = tramitadorSchema.extend({ es_representante_legal: z.boolean() });
export type TramitadorDto = z.infer<typeof tramitadorSchema>;
export type RepresentanteDto = z.infer<typeof representanteSchema>;

/** The stored fiscal addresses (contribuyentes.domicilio and domicilio_externo, jsonb), as the profile form saved them. */
export const domicilioLocalSchema = z.object({
  codigo_postal: z.string(),
  localidad_id: z.number().int(),
  colonia_id: z.number().int(),
  calle_id: z.number().int(),
  numero_exterior: z.string(),
  numero_interior: z.string().optional(),
});
export const domicilioExternoSchema = z.object({
  localidad: z.string(),
  colonia: z.string(),
  calle: z.string(),
  cruzamiento1: z.string().optional(),
  cruzamiento2: z.string().optional(),
});
const _domicilioLocal: Igual<z.output<typeof domicilioLocalSchema>, DomicilioLocal> = true;
const _domicilioExterno: Igual<z.output<typeof domicilioExternoSchema>, DomicilioExterno> = true;

/** GET contribuyentes/getByID/{id}: the profile, its people, its documents and its request. */
export const perfilSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  tipo_persona: z.number().int().nullable(),
  rfc: z.string(),
  curp: z.string(),
  nombre: z.string(),
  apellido1: z.string(),
  apellido2: z.string(),
  razon_social: z.string(),
  nombre_completo: z.string(),
  email: z.string(),
  telefono_fijo: z.string(),
  telefono_movil: z.string(),
  telefono_oficina: z.string(),
  es_externo: z.boolean(),
  domicilio: domicilioLocalSchema.nullable(),
  domicilioExterno: domicilioExternoSchema.nullable(),
  estatus: z.number().int(),
  motivo_rechazo: z.string().nullable(),
  tipo_proceso_id: z.number().int().nullable(),
  mercado: z.boolean(),
  perfil_completo: z.boolean(),
  representantes: z.array(representanteSchema),
  tramitadores: z.array(tramitadorSchema),
  documentos: z.array(documentoSchema),
  /** spec 1 §4.2: what the form offers now (before the profile exists it can only be saved) */
  acciones: accionesTramiteSchema,
  /** the profile's request with its machine snapshot, once it was first sent */
  tramite: tramiteSchema.nullable(),
  /** warnings that do not block saving (an RFC whose check digit does not match) */
  advertencias: z.array(z.string()),
});
export type PerfilDto = z.infer<typeof perfilSchema>;

/** A market-stall concessionaire of the market padrón (spec 1 §4.6 answer 4). */
/**
 * GET contribuyentes/getByRFC|getByID for another taxpayer (spec 2 §7, the new owner of a change of
 * owner): who they are for the transfer, never their profile, name, e-mail or documents.
 */
export const contribuyenteMinimoSchema = z.object({ id: z.number().int(), rfc: z.string() });
export type ContribuyenteMinimoDto = z.infer<typeof contribuyenteMinimoSchema>;

export const concesionarioSchema = z.object({ nombre: z.string(), rfc: z.string() });

/**
 * GET locales-mercados/concesionarioByRFC/{rfc}: the concessionaire, their market as the padrón
 * names it and its id in the market catalogue (null when the catalogue has no such market), and
 * their stall, so a market opening pre-selects them (spec 1 §4.6 answer 4).
 */
export const concesionarioLocalSchema = concesionarioSchema.extend({ mercado: z.string(), mercado_id: z.number().int().nullable(), local: z.string() });
export type ConcesionarioLocal = z.infer<typeof concesionarioLocalSchema>;

/** POST contribuyentes/onboarding (spec 1 §4.6): the process the answers lead to. */
export const onboardingRespuestaSchema = z.object({
  tipo_proceso_id: z.union([z.literal(1), z.literal(2)]).nullable(),
  mercado: z.boolean(),
  cerrarSesion: z.boolean(),
  concesionario: concesionarioSchema.nullable(),
});
export type RespuestaOnboarding = z.infer<typeof onboardingRespuestaSchema>;
const _onboarding: Igual<Omit<RespuestaOnboarding, 'concesionario'>, EfectoOnboarding> = true;

/** POST contribuyentes/{rfc}/getDataOPB: what the OPB padrón knows of an RFC (spec 1 §7.2). */
export const datosOpbSchema = z.object({ nombre: z.string(), ap_paterno: z.string(), ap_materno: z.string(), telefono: z.string() });
export type DatosOpb = z.infer<typeof datosOpbSchema>;
const _opb: Igual<DatosOpb, DatosOpbAdaptador> = true;
