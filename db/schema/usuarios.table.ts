import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    /** a taxpayer signs in with the RFC; staff with a username */
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    rol: text('rol').notNull(),
    nombre: text('nombre').notNull().default(''),
    apellido1: text('apellido1').notNull().default(''),
    apellido2: text('apellido2').notNull().default(''),
    rfc: text('rfc'),
    curp: text('curp'),
    /** an administrator-issued password that must be replaced at first sign-in */
    claveTemporal: boolean('clave_temporal').notNull().default(false),
    /** a reset password sent by e-mail; the old password keeps working until one of them is used */
    claveTemporalHash: text('clave_temporal_hash'),
    claveTemporalExpira: timestamp('clave_temporal_expira', { withTimezone: true }),
    estatus: integer('estatus').notNull().default(1),
    // spec 3 §3.8: the staff account's own fields; a taxpayer's live in contribuyentes
    uuid: uuid('uuid').notNull().defaultRandom(),
    telefono: text('telefono'),
    cedula: text('cedula'),
    institucion: text('institucion'),
    /** 'H' | 'M' */
    sexo: text('sexo'),
    fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }),
    /**
     * Deleted at /admin/usuarios: the row stays for the tasks it resolved and the audit trail, out of
     * every list, unable to sign in; its username stays taken.
     */
    eliminadoAt: timestamp('eliminado_at', { withTimezone: true }),
    /** spec 3 §3.8 services of a profesionista: 1 Medicina General … 5 Activación Física */
    servicioId: integer('servicio_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('usuarios_username_uq').on(t.username), index('usuarios_email_idx').on(t.email)],
);

export const areas = pgTable('areas', {
  id: integer('id').primaryKey(),
  clave: text('clave').notNull().unique(),
  nombre: text('nombre').notNull(),
  rol: text('rol').notNull(),
  recibeMensajes: boolean('recibe_mensajes').notNull().default(false),
});

/** Which areas a staff member works in; es_jefe receives escalations. */
export const usuarioAreas = pgTable(
  'usuario_areas',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    esJefe: boolean('es_jefe').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.areaId] })],
);

export const sesiones = pgTable(
  'sesiones',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    /** sha-256 of the opaque token; the token itself is never stored */
    tokenHash: text('token_hash').notNull(),
    recordar: boolean('recordar').notNull().default(false),
    /** signed in with a temporary password: only newPassword is allowed */
    claveTemporal: boolean('clave_temporal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sesiones_token_uq').on(t.tokenHash), index('sesiones_usuario_idx').on(t.usuarioId)],
);

/**
 * Sign-in throttling (OWASP ASVS V2.2.1): one row per throttled key, the SHA-256 of
 * an account id, of a name no account has, or of a client address. Unknown names are counted
 * like accounts, so the answer never tells whether an account exists.
 */
export const intentosAcceso = pgTable('intentos_acceso', {
  clave: text('clave').primaryKey(),
  /** sign-in attempts not yet followed by a success, within the window */
  fallos: integer('fallos').notNull().default(0),
  ultimoAt: timestamp('ultimo_at', { withTimezone: true }).notNull().defaultNow(),
  /** no attempt is checked before this instant (429 with Retry-After) */
  esperaHasta: timestamp('espera_hasta', { withTimezone: true }),
});

/**
 * spec 3 §2.9, §6, §7.8 'Tramite': the municipality's field tablets (unidades). A tablet is held by
 * at most one profesionista or brigadista at a time (the unique index), and an account by one tablet.
 */
export const tabletas = pgTable(
  'tabletas',
  {
    id: serial('id').primaryKey(),
    /** the inventory number on the device's label */
    serie: text('serie').notNull(),
    descripcion: text('descripcion').notNull().default(''),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    asignadaAt: timestamp('asignada_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tabletas_serie_uq').on(t.serie), uniqueIndex('tabletas_usuario_uq').on(t.usuarioId)],
);

/**
 * Who created, changed, disabled, deleted or reassigned whom, and when. Written in the same
 * transaction as the change; never updated. The subject's id stays after the account is deleted.
 */
export const bitacoraUsuarios = pgTable(
  'bitacora_usuarios',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** the account acted upon (no foreign key: a deleted account's trail stays) */
    usuarioId: integer('usuario_id'),
    /** domain/usuarios/bitacora.ts ACCION_BITACORA */
    accion: text('accion').notNull(),
    /** what changed: field → [before, after]; areas; the tablet */
    detalle: jsonb('detalle').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bitacora_usuarios_usuario_idx').on(t.usuarioId, t.createdAt), index('bitacora_usuarios_fecha_idx').on(t.createdAt)],
);

export type Usuario = typeof usuarios.$inferSelect;
export type Tableta = typeof tabletas.$inferSelect;
export type BitacoraUsuario = typeof bitacoraUsuarios.$inferSelect;
export type Sesion = typeof sesiones.$inferSelect;
