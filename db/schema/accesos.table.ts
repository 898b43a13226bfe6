// Access to accounts beyond the password itself: the one-time links by which a person chooses their
// own password (activation of a new internal account, or a reset an administrator sends), and the
// failed sign-ins an operator reads to see a storm of guesses (/admin/operacion).
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.table';

/**
 * Nobody but the account's owner chooses or sees its password: an administrator creates the account
 * without one and the owner chooses it through this link, sent by e-mail. Only the SHA-256 of the
 * link's token is stored. A link works once, until `expiraAt`; a newer link of the account voids
 * the older ones (`anuladoAt`), so only the last one sent works.
 */
export const enlacesCuenta = pgTable(
  'enlaces_cuenta',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    /** 'activacion' (the account has no password yet) | 'restablecer' (it has one) */
    tipo: text('tipo').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** who sent it (the administrator); null once that account is gone */
    creadoPor: integer('creado_por').references(() => usuarios.id, { onDelete: 'set null' }),
    expiraAt: timestamp('expira_at', { withTimezone: true }).notNull(),
    usadoAt: timestamp('usado_at', { withTimezone: true }),
    anuladoAt: timestamp('anulado_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('enlaces_cuenta_token_uq').on(t.tokenHash), index('enlaces_cuenta_usuario_idx').on(t.usuarioId)],
);

/**
 * One row per refused sign-in: a wrong password or unknown name ('fallo'), or an attempt turned
 * away because its key was waiting ('espera'). The operator console counts them per account and per
 * address over the last hour; rows older than a day are deleted (api/auth/limitador.ts). The name a
 * person typed is never kept (it may be a password typed in the wrong box): an unknown name is a
 * row without account.
 */
export const fallosAcceso = pgTable(
  'fallos_acceso',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'cascade' }),
    /** the client's address as the API sees it (TRUST_PROXY decides which) */
    direccion: text('direccion').notNull(),
    /** 'fallo' | 'espera' */
    resultado: text('resultado').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fallos_acceso_fecha_idx').on(t.createdAt)],
);

export type EnlaceCuenta = typeof enlacesCuenta.$inferSelect;
