import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contribuyentes } from './contribuyentes.table';
import { establecimientos } from './establecimientos.table';
import { solicitudes } from './solicitudes.table';

export type AdeudosCambio = Partial<Record<'rs' | 'la', { monto: string; pagoNotificado: boolean }>>;

/**
 * A change request of an establishment (spec 2 §3: trade name, address, activity, owner, closure):
 * the values it proposes, staged here until the procedure approves them. Its state is its
 * request's (solicitudes); it is known by its request's id, like every request of the kit. Each
 * procedure reads and writes `propuesta` through its own zod schema (domain/cambios/<p>/schema.ts).
 */
export const cambios = pgTable(
  'cambios_establecimiento',
  {
    solicitudId: integer('solicitud_id')
      .primaryKey()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    locacionId: integer('locacion_id')
      .notNull()
      .references(() => establecimientos.id, { onDelete: 'cascade' }),
    /** the procedure's key (domain/cambios/comun.ts CAMBIO) */
    tipo: text('tipo').notNull(),
    /** the proposed values, as the procedure's schema keeps them */
    propuesta: jsonb('propuesta').$type<Record<string, unknown>>().notNull(),
    /** spec 2 §3 renovacion: filed with a renewal (the "Extra" paths) */
    renovacion: boolean('renovacion').notNull().default(false),
    /**
     * spec 2 §3 closure adeudo_rs / adeudo_la and pago_rs / pago_la, trade name pago_realizado: the
     * debt an area registered (its amount, charged as the area's service) and whether the taxpayer
     * notified its payment.
     */
    adeudos: jsonb('adeudos').$type<AdeudosCambio>().notNull().default({}),
    /** spec 2 §3 movement variant tipo_movimiento_id (2: a licence's address movement) */
    tipoMovimientoId: integer('tipo_movimiento_id'),
    /** the licence a movement or a closure was filed against (spec 2 §7 licencia/{id}/…) */
    licenciaId: integer('licencia_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cambios_locacion_idx').on(t.locacionId, t.tipo, t.solicitudId)],
);

/**
 * What each approved change replaced (the establishment's history): one row per approved request,
 * written in the same transaction that applies it, so a change is applied exactly once.
 */
export const historialEstablecimientos = pgTable(
  'establecimientos_historial',
  {
    id: serial('id').primaryKey(),
    locacionId: integer('locacion_id')
      .notNull()
      .references(() => establecimientos.id, { onDelete: 'cascade' }),
    solicitudId: integer('solicitud_id')
      .notNull()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    anterior: jsonb('anterior').$type<Record<string, unknown>>().notNull(),
    nuevo: jsonb('nuevo').$type<Record<string, unknown>>().notNull(),
    /** the owner before the change (an owner change keeps who it came from) */
    contribuyenteAnteriorId: integer('contribuyente_anterior_id').references(() => contribuyentes.id, { onDelete: 'set null' }),
    aplicadoAt: timestamp('aplicado_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('establecimientos_historial_solicitud_uq').on(t.solicitudId), index('establecimientos_historial_locacion_idx').on(t.locacionId, t.id)],
);

export type Cambio = typeof cambios.$inferSelect;
export type HistorialEstablecimiento = typeof historialEstablecimientos.$inferSelect;
