import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { areas, usuarios } from './usuarios.table';
import { solicitudes } from './solicitudes.table';
import type { EstadoTarea } from '../../domain/tramite/estatus';

/**
 * A staff task: one step of a procedure waiting for a person in an area's inbox.
 * Opened and closed by workflow activities; (workflow_id, paso, ronda) makes the
 * opening idempotent when an activity is retried.
 */
export const tareas = pgTable(
  'tareas',
  {
    id: serial('id').primaryKey(),
    workflowId: text('workflow_id').notNull(),
    procedimiento: text('procedimiento').notNull(),
    paso: text('paso').notNull(),
    ronda: integer('ronda').notNull().default(1),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    titulo: text('titulo').notNull(),
    folio: text('folio').notNull(),
    contribuyenteId: integer('contribuyente_id'),
    /** the request the task is a step of */
    solicitudId: integer('solicitud_id')
      .notNull()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    /** the establishment the request is about (staff detail and ownership checks) */
    locacionId: integer('locacion_id'),
    rfc: text('rfc'),
    solicitante: text('solicitante'),
    estado: text('estado').notNull().default('pendiente').$type<EstadoTarea>(),
    resultado: text('resultado').$type<'aprobado' | 'rechazado' | null>(),
    motivo: text('motivo'),
    resueltaPor: integer('resuelta_por').references(() => usuarios.id),
    /** the member of the area an operator assigned the task to (/admin/operacion); null: the whole area */
    asignadaA: integer('asignada_a').references(() => usuarios.id),
    datos: jsonb('datos').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    venceAt: timestamp('vence_at', { withTimezone: true }),
    resueltaAt: timestamp('resuelta_at', { withTimezone: true }),
    /** set once when the due date passes and the area head was notified */
    escaladaAt: timestamp('escalada_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tareas_paso_uq').on(t.workflowId, t.paso, t.ronda),
    index('tareas_bandeja_idx').on(t.areaId, t.estado, t.createdAt),
    // The inbox of every area (root) in its order, without reading and sorting every open task.
    index('tareas_estado_fecha_idx').on(t.estado, t.createdAt, t.id),
    index('tareas_locacion_idx').on(t.locacionId, t.areaId),
    index('tareas_solicitud_idx').on(t.solicitudId, t.paso),
    index('tareas_vencidas_idx').on(t.estado, t.venceAt),
  ],
);

export type Tarea = typeof tareas.$inferSelect;

/**
 * How many tasks each (area, state, procedure) has: the inbox's total without counting its rows
 * (root's open tasks were 10,000 index entries, 2.6 ms of PostgreSQL per request). Kept
 * exact by statement-level triggers on `tareas` (migration 0018: insert, update, delete, truncate),
 * never written by the application. A few hundred rows at most; a key whose tasks are all gone
 * stays with n = 0. No foreign key to `areas`: a counter write would lock the area's row too.
 */
export const tareasConteos = pgTable(
  'tareas_conteos',
  {
    areaId: integer('area_id').notNull(),
    estado: text('estado').notNull().$type<EstadoTarea>(),
    procedimiento: text('procedimiento').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.estado, t.procedimiento] })],
);
