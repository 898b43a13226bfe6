import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { areas, usuarios } from './usuarios.table';
import { contribuyentes } from './contribuyentes.table';

/** In-app notifications (spec 1 §3 Notification). dedupe_key makes a retried activity write once. */
export const notificaciones = pgTable(
  'notificaciones',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    encabezado: text('encabezado').notNull(),
    descripcion: text('descripcion').notNull(),
    establecimientoId: integer('establecimiento_id'),
    link: text('link'),
    dedupeKey: text('dedupe_key'),
    leidaAt: timestamp('leida_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notificaciones_usuario_idx').on(t.usuarioId, t.createdAt),
    uniqueIndex('notificaciones_dedupe_uq').on(t.dedupeKey),
    // The unread badge of each establishment card (spec 1 §2.5 unread_notifications_count).
    index('notificaciones_no_leidas_idx').on(t.usuarioId, t.establecimientoId).where(sql`${t.leidaAt} is null`),
  ],
);

/** Messages a taxpayer sends to a municipal area (spec 1 §5.3, §7.3 sendNotification). */
export const mensajesArea = pgTable(
  'mensajes_area',
  {
    id: serial('id').primaryKey(),
    contribuyenteId: integer('contribuyente_id')
      .notNull()
      .references(() => contribuyentes.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    establecimientoId: integer('establecimiento_id'),
    mensaje: text('mensaje').notNull(),
    rfc: text('rfc').notNull(),
    nombreContribuyente: text('nombre_contribuyente').notNull(),
    leidoAt: timestamp('leido_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mensajes_area_idx').on(t.areaId, t.createdAt)],
);

/**
 * Outgoing e-mail. Every message is written here first (the outbox); with SMTP configured a
 * sender delivers it and stamps enviado_at. In the embedded default this table is the
 * mailbox an operator reads in the portal.
 */
export const correos = pgTable(
  'correos',
  {
    id: serial('id').primaryKey(),
    para: text('para').notNull(),
    asunto: text('asunto').notNull(),
    texto: text('texto').notNull(),
    dedupeKey: text('dedupe_key'),
    enviadoAt: timestamp('enviado_at', { withTimezone: true }),
    error: text('error'),
    intentos: integer('intentos').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('correos_dedupe_uq').on(t.dedupeKey), index('correos_para_idx').on(t.para)],
);

export type Notificacion = typeof notificaciones.$inferSelect;
export type Correo = typeof correos.$inferSelect;
