import { date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SnapshotPersistido } from '../../domain/tramite/maquina';
import { contribuyentes } from './contribuyentes.table';
import { establecimientos } from './establecimientos.table';

/**
 * A request of any procedure (the kit's generic request). Its workflow owns its state; every
 * transition is projected here with the machine's snapshot and a version, so lists, filters, the
 * inbox and the web read plain SQL and restore the snapshot into the same machine.
 */
export const solicitudes = pgTable(
  'solicitudes',
  {
    id: serial('id').primaryKey(),
    /** the procedure's key (domain/<p>/definicion.ts clave) */
    procedimiento: text('procedimiento').notNull(),
    workflowId: text('workflow_id').notNull(),
    folio: text('folio').notNull(),
    contribuyenteId: integer('contribuyente_id')
      .notNull()
      .references(() => contribuyentes.id, { onDelete: 'cascade' }),
    /** the establishment the request is about, when there is one */
    locacionId: integer('locacion_id').references(() => establecimientos.id, { onDelete: 'cascade' }),
    /** what the request is about, as notifications and the inbox name it (a trade name…) */
    titulo: text('titulo'),
    /** the request's status code (1 draft, 10 sent, 3 in process, 5 returned, 4 done) */
    estatus: integer('estatus').notNull().default(1),
    /** the machine's state: borrador, revision, pago, devuelta, terminada */
    estado: text('estado').notNull().default('borrador'),
    pasoActual: text('paso_actual'),
    /** whose turn: an area id, 'contribuyente', or null */
    turno: text('turno'),
    snapshot: jsonb('snapshot').$type<SnapshotPersistido | null>(),
    /** last workflow transition projected here; older projections are ignored */
    version: integer('version').notNull().default(0),
    enviadaAt: timestamp('enviada_at', { withTimezone: true }),
    terminadaAt: timestamp('terminada_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('solicitudes_workflow_uq').on(t.workflowId),
    uniqueIndex('solicitudes_folio_uq').on(t.folio),
    index('solicitudes_contribuyente_idx').on(t.contribuyenteId, t.procedimiento),
    index('solicitudes_locacion_idx').on(t.locacionId, t.procedimiento),
    index('solicitudes_estatus_idx').on(t.procedimiento, t.estatus),
  ],
);

/** Account statements (estado de cuenta) of a payable step (spec 1 §7.5, §9). */
export const estadosCuenta = pgTable(
  'estados_cuenta',
  {
    id: serial('id').primaryKey(),
    folio: text('folio').notNull(),
    solicitudId: integer('solicitud_id')
      .notNull()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    locacionId: integer('locacion_id'),
    contribuyenteId: integer('contribuyente_id').notNull(),
    servicioId: integer('servicio_id').notNull(),
    /** the workflow round that asked for this payment; (solicitud, servicio, ronda) is idempotent */
    ronda: integer('ronda').notNull().default(1),
    conceptos: jsonb('conceptos').$type<{ concepto: string; importe: string }[]>().notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** 4 = approved and payable; 8 = paid */
    estatus: integer('estatus').notNull().default(4),
    venceAt: date('vence_at', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    pagadoAt: timestamp('pagado_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('estados_cuenta_folio_uq').on(t.folio),
    uniqueIndex('estados_cuenta_ronda_uq').on(t.solicitudId, t.servicioId, t.ronda),
    index('estados_cuenta_locacion_idx').on(t.locacionId),
  ],
);

/** Payments: one row per gateway order; confirmations are idempotent on order_id. */
export const pagos = pgTable(
  'pagos',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    estadoCuentaId: integer('estado_cuenta_id')
      .notNull()
      .references(() => estadosCuenta.id, { onDelete: 'cascade' }),
    servicioId: integer('servicio_id').notNull(),
    monto: numeric('monto', { precision: 12, scale: 2 }).notNull(),
    /** 'pendiente' until the gateway confirms; 'pagado' once; proofs attached by hand are 'comprobante' */
    estado: text('estado').notNull().default('pendiente').$type<'pendiente' | 'pagado' | 'comprobante' | 'rechazado'>(),
    folioPago: text('folio_pago'),
    autorizacion: text('autorizacion'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmadoAt: timestamp('confirmado_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('pagos_order_uq').on(t.orderId), uniqueIndex('pagos_folio_uq').on(t.folioPago), index('pagos_edo_idx').on(t.estadoCuentaId)],
);

export type Solicitud = typeof solicitudes.$inferSelect;
export type EstadoCuenta = typeof estadosCuenta.$inferSelect;
export type Pago = typeof pagos.$inferSelect;
