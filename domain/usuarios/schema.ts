// spec 3 §3.8, §5.7: the internal account's form, shared by POST/PUT users and the full-screen dialog.
// It has no password: the owner chooses it through a one-time link (domain/usuarios/activacion.ts).
import { z } from 'zod';
import { MSG } from '../common/messages';
import { normalizarRfc, rfcFormatoValido } from '../common/rfc';
import { SERVICIOS_PROFESIONISTA, TIPOS_USUARIO } from './catalogos';
import { MSG_USUARIOS } from './mensajes';

/** spec 3 §5.7: ten digits, with optional parentheses and dash or space separators; masked (###) ### ####. */
export const TELEFONO_RE = /^\(?\d{3}\)?[-\s]?\d{3}[-\s]?\d{4}$/;
export const soloDigitos = (t: string) => t.replace(/\D/g, '');

/** YYYY-MM-DD naming a day that exists (2026-02-30 would reach PostgreSQL and be refused there). */
function diaReal(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const requerido = z.string({ error: MSG.requerido }).trim().min(1, MSG.requerido);
/** spec 3 §5.7: names are uppercased. */
const nombre = requerido.transform((v) => v.toLocaleUpperCase('es-MX'));
const opcional = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

/** An area the account works in; `es_jefe` receives its escalations (beyond the spec). */
export const areaUsuarioSchema = z.object({ id: z.number().int().positive(), es_jefe: z.boolean().default(false) });

const base = z.object({
  tipo_usuario: z.enum(TIPOS_USUARIO, { error: MSG.requerido }),
  sexo: z.enum(['H', 'M'], { error: MSG.requerido }),
  nombre,
  apellido1: nombre,
  apellido2: nombre,
  username: requerido.max(60).regex(/^[A-Za-z0-9._-]+$/, MSG_USUARIOS.usernameInvalido),
  telefono: requerido.regex(TELEFONO_RE, MSG_USUARIOS.telefonoInvalido).transform(soloDigitos),
  email: z.string({ error: MSG.requerido }).trim().min(1, MSG.requerido).pipe(z.email(MSG.correoInvalido)).transform((v) => v.toLowerCase()),
  rfc: z
    .string()
    .optional()
    .nullable()
    .transform((v) => (v ? normalizarRfc(v) : null))
    .refine((v) => v === null || rfcFormatoValido(v), MSG.formatoInvalido),
  fecha_nacimiento: opcional.refine((v) => v === null || diaReal(v), MSG_USUARIOS.fechaInvalida),
  cedula: opcional,
  institucion: opcional,
  servicio_id: z.number().int().optional().nullable(),
  areas: z.array(areaUsuarioSchema).default([]),
});

/** spec 3 §5.7: a profesionista names its service and institution; the cédula stays optional. */
function reglasProfesionista(v: z.infer<typeof base>, ctx: z.RefinementCtx) {
  if (v.tipo_usuario !== 'profesionista') return;
  if (!v.servicio_id || !SERVICIOS_PROFESIONISTA.some((s) => s.id === v.servicio_id)) ctx.addIssue({ code: 'custom', path: ['servicio_id'], message: MSG.requerido });
  if (!v.institucion) ctx.addIssue({ code: 'custom', path: ['institucion'], message: MSG.requerido });
}

/** PUT users/{id}: the account's data. */
export const usuarioEditarSchema = base.superRefine(reglasProfesionista);

/**
 * POST users: the same fields, and no password. spec 3 §5.7 had the administrator type one; the
 * owner chooses it through the activation link instead (domain/usuarios/activacion.ts).
 */
export const usuarioCrearSchema = usuarioEditarSchema;

/** The form fields no one but the account's owner may fill: a body carrying them is refused. */
export const CAMPOS_CONTRASENA = ['password', 'c_password'] as const;

export type UsuarioCrearInput = z.input<typeof usuarioCrearSchema>;
export type UsuarioCrear = z.output<typeof usuarioCrearSchema>;
export type UsuarioEditarInput = z.input<typeof usuarioEditarSchema>;
export type UsuarioEditar = z.output<typeof usuarioEditarSchema>;
