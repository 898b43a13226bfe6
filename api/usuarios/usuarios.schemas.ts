// Answers of the users' administration (spec 3 §2.9 columns, §3.8 fields, §7.8 users).
// Field names are the spec's (snake_case), the ones the dialog and the table of /admin/usuarios read.
import { z } from 'zod';
import { fechaHoraIso } from '../lib/respuesta';

const id = z.number().int();

export const areaDeUsuarioSchema = z.object({ id, nombre: z.string(), es_jefe: z.boolean() });

/** One internal account, as the table and the edit dialog read it. */
export const usuarioFilaSchema = z.object({
  id,
  uuid: z.string(),
  rfc: z.string().nullable(),
  nombre: z.string(),
  apellido1: z.string(),
  apellido2: z.string(),
  nombre_completo: z.string(),
  /** the account's role: one of TIPOS_USUARIO, or a seeded reviewer's area role */
  tipo_usuario: z.string(),
  rol_etiqueta: z.string(),
  username: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  sexo: z.string().nullable(),
  fecha_nacimiento: z.string().nullable(),
  cedula: z.string().nullable(),
  institucion: z.string().nullable(),
  servicio_id: id.nullable(),
  estatus: z.union([z.literal(1), z.literal(0)]),
  estatus_etiqueta: z.enum(['ACTIVO', 'INACTIVO']),
  tableta: z.enum(['SI', 'NO']),
  tableta_count: z.union([z.literal(0), z.literal(1)]),
  unidad: z.object({ id, serie: z.string() }).nullable(),
  clave_temporal: z.boolean(),
  /** no password chosen yet: the owner has not used the activation link (domain/usuarios/activacion.ts) */
  activacion_pendiente: z.boolean(),
  areas: z.array(areaDeUsuarioSchema),
  created_at: fechaHoraIso,
});
export type UsuarioFila = z.output<typeof usuarioFilaSchema>;

/** GET users/{id}: the account, and `contribuyente: null` (spec 3 §7.8; internal accounts have none). */
export const usuarioDetalleSchema = z.object({ success: z.boolean(), message: z.string(), data: usuarioFilaSchema, contribuyente: z.null() });

export const areaOpcionSchema = z.object({ id, nombre: z.string() });

/** One line of the audit trail (root only). */
export const bitacoraFilaSchema = z.object({
  id,
  fecha: fechaHoraIso,
  /** who did it (full name, or the username when the account has no name), null once gone */
  actor: z.string().nullable(),
  /** to whom */
  usuario: z.string().nullable(),
  usuario_id: id.nullable(),
  accion: z.string(),
  accion_etiqueta: z.string(),
  detalle: z.record(z.string(), z.unknown()),
});
export type BitacoraFila = z.output<typeof bitacoraFilaSchema>;

/**
 * The body of POST/PUT users, loose here (it documents the fields in the OpenAPI): the domain's
 * usuarioCrearSchema / usuarioEditarSchema read it, so a bad form gets the dialog's messages per field.
 * It has no password: a body that brings one is refused (domain/usuarios/activacion.ts).
 */
const texto = z.string().max(200).nullable().optional();
export const usuarioBodySchema = z.looseObject({
  tipo_usuario: texto,
  sexo: texto,
  nombre: texto,
  apellido1: texto,
  apellido2: texto,
  username: texto,
  telefono: texto,
  email: texto,
  rfc: texto,
  fecha_nacimiento: texto,
  cedula: texto,
  institucion: texto,
  servicio_id: z.number().int().nullable().optional(),
  areas: z.array(z.looseObject({ id: z.number().int(), es_jefe: z.boolean().optional() })).max(50).optional(),
});

/** How the link's e-mail left: SMTP, the demonstration's mailbox, or not at all (api/auth/correo-enlace.ts). */
const entregaSchema = z.enum(['correo', 'buzon', 'sin_enviar']);

/** POST users: the new account, and until when its activation link works. */
export const idCreadoSchema = z.object({ id, enlace_expira_at: fechaHoraIso, entrega: entregaSchema });

/** POST users/{id}/enlace: the link sent. */
export const enlaceEnviadoSchema = z.object({ tipo: z.enum(['activacion', 'restablecer']), enlace_expira_at: fechaHoraIso, entrega: entregaSchema });
