import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.table';

/**
 * What an operator did from /admin/operacion (issue 18): who, when, which action on which workflow,
 * and what came of it. Written before the answer is sent; never updated.
 */
export const bitacoraOperacion = pgTable(
  'bitacora_operacion',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    /** 'revisar' (the only action for now: api/operacion/operacion.acciones.ts says why) */
    accion: text('accion').notNull(),
    workflowId: text('workflow_id').notNull(),
    folio: text('folio'),
    /** 'enviada', or the failure's message */
    resultado: text('resultado').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bitacora_operacion_fecha_idx').on(t.createdAt)],
);

export type BitacoraOperacion = typeof bitacoraOperacion.$inferSelect;
