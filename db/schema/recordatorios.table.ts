import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.table';

/**
 * A taxpayer's e-mail choice per kind of reminder. No row: e-mail on. The in-app
 * notification is always written; only the e-mail obeys this.
 */
export const preferenciasRecordatorio = pgTable(
  'preferencias_recordatorio',
  {
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    /** a TipoRecordatorio (domain/tramite/recordatorios.ts) */
    tipo: text('tipo').notNull(),
    correo: boolean('correo').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.tipo] })],
);

export type PreferenciaRecordatorio = typeof preferenciasRecordatorio.$inferSelect;
