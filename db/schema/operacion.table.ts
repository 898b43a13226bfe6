import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.table';

/**
 * What an operator did from /admin/operacion: who, when, which action on which workflow,
 * and what came of it. Written before the answer is sent; never updated.
 */
export const bitacoraOperacion = pgTable(
  'bitacora_operacion',
  {
    id: serial('id').primaryKey(),
    /** null: written by the portal itself, not a person (a gateway confirmation refused: api/pagos/discrepancias.ts) */
    usuarioId: integer('usuario_id').references(() => usuarios.id),
    /** 'revisar' (an operator's), or 'pago_monto_distinto' (the portal's: a confirmation whose amount is not the statement's) */
    accion: text('accion').notNull(),
    workflowId: text('workflow_id').notNull(),
    folio: text('folio'),
    /** 'enviada', or the failure's message */
    resultado: text('resultado').notNull(),
    /** why the operator acted (every console action asks for it); null for 'revisar' and the portal's own rows */
    motivo: text('motivo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bitacora_operacion_fecha_idx').on(t.createdAt), index('bitacora_operacion_workflow_idx').on(t.workflowId, t.createdAt)],
);

export type BitacoraOperacion = typeof bitacoraOperacion.$inferSelect;
