// Answers of the sign-up, sign-in and session calls (spec 1 §3 Session, §7.1) as response schemas.
import { z } from 'zod';
import { fechaHoraIso, sobre } from '../lib/respuesta';

/** POST signup: the new account. */
export const registroSchema = z.object({ id: z.number().int() });

/** POST login → data: the session's token. */
export const loginDatosSchema = z.object({ token: z.string(), id: z.number().int(), clave_temporal: z.boolean() });
export type LoginDto = z.infer<typeof loginDatosSchema>;

/** POST login: the token, and beside the envelope whether a taxpayer's profile is complete (spec 1 §7.1). */
export const loginRespuestaSchema = sobre(loginDatosSchema).extend({ perfil_completo: z.boolean() });

/** The taxpayer part of the session. */
export const sesionContribuyenteSchema = z.object({
  id: z.number().int(),
  rfc: z.string(),
  estatus: z.number().int(),
  tipo_persona: z.number().int().nullable(),
  tipo_proceso_id: z.number().int().nullable(),
  mercado: z.boolean(),
  onboarding_completo: z.boolean(),
});

/** GET session (spec 1 §3 Session): who is signed in, the modules of the sidebar and the person's areas. */
export const sesionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  perfil_completo: z.boolean(),
  clave_temporal: z.boolean(),
  expires_at: fechaHoraIso,
  modules: z.array(z.string()),
  user: z.object({
    nombre: z.string(),
    apellido1: z.string(),
    apellido2: z.string(),
    email: z.string(),
    rfc: z.string().nullable(),
    curp: z.string().nullable(),
  }),
  contribuyente: sesionContribuyenteSchema.nullable(),
  areas: z.array(z.object({ id: z.number().int(), nombre: z.string(), es_jefe: z.boolean() })),
});
export type SesionDto = z.infer<typeof sesionSchema>;
