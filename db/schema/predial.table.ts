import { index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { contribuyentes } from './contribuyentes.table';

/**
 * A property-tax payment order (spec 3 §7.9: idServicio=2, claveEstablecimiento = the cadastral
 * key, estatusEstadoCuenta=A, folioEstadoCuenta=1). Anyone with a key may pay it, signed in or not;
 * the amount is the statement's at the time the order is made. The gateway's confirmation records
 * the payment with the property-tax office, once.
 */
export const predialOrdenes = pgTable(
  'predial_ordenes',
  {
    orderId: text('order_id').primaryKey(),
    claveCatastral: text('clave_catastral').notNull(),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    /** the bimesters it pays, 'YYYY-B' */
    periodos: text('periodos').array().notNull(),
    /** 'pendiente' | 'pagado' | 'rechazado' */
    estado: text('estado').notNull().default('pendiente'),
    folioPago: text('folio_pago'),
    autorizacion: text('autorizacion'),
    /** the signed-in taxpayer who paid it, if any */
    contribuyenteId: integer('contribuyente_id').references(() => contribuyentes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmadoAt: timestamp('confirmado_at', { withTimezone: true }),
  },
  (t) => [index('predial_ordenes_clave_idx').on(t.claveCatastral, t.createdAt)],
);

/** spec 2 §7 solicitarConvenioPredial (clave_catastral, parcialidades): an instalment request. */
export const predialConvenios = pgTable(
  'predial_convenios',
  {
    id: serial('id').primaryKey(),
    claveCatastral: text('clave_catastral').notNull(),
    parcialidades: integer('parcialidades').notNull(),
    montoTotal: numeric('monto_total', { precision: 14, scale: 2 }).notNull(),
    /** the property-tax office's folio for the request */
    folio: text('folio').notNull(),
    contribuyenteId: integer('contribuyente_id').references(() => contribuyentes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('predial_convenios_clave_idx').on(t.claveCatastral)],
);

export type PredialOrden = typeof predialOrdenes.$inferSelect;
export type PredialConvenio = typeof predialConvenios.$inferSelect;
