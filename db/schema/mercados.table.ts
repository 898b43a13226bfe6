import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { solicitudes } from './solicitudes.table';

/** A file slot of a market request: the slot's code → the `documentos` row that holds it. */
export type ArchivosMercado = Record<string, number>;

/**
 * The portal's copy of the market padrón: each stall of a public market and who holds
 * its concession. Seeded from the padrón; a finished rights assignment (cesión) moves the concession
 * here and in the padrón, in the same activity. The onboarding's concessionaire check reads it first.
 */
export const localesMercado = pgTable(
  'locales_mercado',
  {
    id: serial('id').primaryKey(),
    /** domain/licencia/mercados.ts MERCADOS */
    mercadoId: integer('mercado_id').notNull(),
    /** the stall's number as the padrón writes it ('A-14', '23') */
    numero: text('numero').notNull(),
    pasillo: text('pasillo'),
    superficieM2: numeric('superficie_m2', { precision: 8, scale: 2 }).notNull(),
    concesionarioRfc: text('concesionario_rfc'),
    concesionarioNombre: text('concesionario_nombre'),
    /** the portal account of the concessionaire, when they have one */
    concesionarioContribuyenteId: integer('concesionario_contribuyente_id'),
    /** the assignment that gave the current concessionaire the stall */
    cesionSolicitudId: integer('cesion_solicitud_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('locales_mercado_numero_uq').on(t.mercadoId, t.numero), index('locales_mercado_rfc_idx').on(t.concesionarioRfc)],
);
export type LocalMercado = typeof localesMercado.$inferSelect;

/** spec 3 §7.7 cat/RangoCobroPiso: the monthly floor fee of a stall by its surface (Mercados keeps it). */
export const rangosCobroPiso = pgTable('rangos_cobro_piso', {
  id: serial('id').primaryKey(),
  m2Desde: numeric('m2_desde', { precision: 8, scale: 2 }).notNull(),
  m2Hasta: numeric('m2_hasta', { precision: 8, scale: 2 }).notNull(),
  cuotaMensual: numeric('cuota_mensual', { precision: 12, scale: 2 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type RangoCobroPiso = typeof rangosCobroPiso.$inferSelect;

/**
 * spec 3 §3.6: a lease of a market stall (procedure `arrendamiento`). The request's status, steps,
 * reasons and statement are the kit's (solicitudes); the contract's fields live here.
 */
export const solicitudesArrendamiento = pgTable(
  'solicitudes_arrendamiento',
  {
    solicitudId: integer('solicitud_id')
      .primaryKey()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    contribuyenteId: integer('contribuyente_id').notNull(),
    establecimientoId: integer('establecimiento_id').notNull(),
    /** the stall leased, when the establishment names one in the padrón */
    localMercadoId: integer('local_mercado_id'),
    giroId: integer('giro_id').notNull(),
    /** slots: solicitud, alta_sat, contrato, recibo_pago */
    archivos: jsonb('archivos').$type<ArchivosMercado>().notNull().default({}),
    fechaInicio: date('fecha_inicio'),
    fechaFin: date('fecha_fin'),
    rentaMes: numeric('renta_mes', { precision: 12, scale: 2 }),
    /** spec 3 §5.5: 10 % of the monthly rent, rounded to 2 decimals */
    porcenAyunta: numeric('porcen_ayunta', { precision: 12, scale: 2 }),
    /** the lessee (beyond the spec: the contract's other party, told when the lease ends) */
    arrendatarioNombre: text('arrendatario_nombre'),
    arrendatarioRfc: text('arrendatario_rfc'),
    arrendatarioCorreo: text('arrendatario_correo'),
    contratoGuardadoAt: timestamp('contrato_guardado_at', { withTimezone: true }),
    /** the lease reached fecha_fin (the workflow's durable timer) */
    vencidoAt: timestamp('vencido_at', { withTimezone: true }),
    avisoVencimientoAt: timestamp('aviso_vencimiento_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('solicitudes_arrendamiento_contribuyente_idx').on(t.contribuyenteId), index('solicitudes_arrendamiento_establecimiento_idx').on(t.establecimientoId)],
);
export type SolicitudArrendamiento = typeof solicitudesArrendamiento.$inferSelect;

/** spec 3 §3.7: an assignment of the rights over a market stall (procedure `cesion_derecho`). */
export const solicitudesCesion = pgTable(
  'solicitudes_cesion',
  {
    solicitudId: integer('solicitud_id')
      .primaryKey()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    /** the concessionaire who assigns (the taxpayer) */
    contribuyenteId: integer('contribuyente_id').notNull(),
    /** spec 3 §3.7 locacion: the establishment in the market */
    establecimientoId: integer('establecimiento_id').notNull(),
    localMercadoId: integer('local_mercado_id').notNull(),
    /** spec 3 §3.7 rfc: the new concessionaire */
    rfc: text('rfc').notNull(),
    /** spec 3 §3.7 id_cesionario: their portal account, when they have one */
    cesionarioContribuyenteId: integer('cesionario_contribuyente_id'),
    cesionarioNombre: text('cesionario_nombre'),
    familiar: boolean('familiar').notNull().default(false),
    /** slots: solicitud, solicitud_ant, foto_cesionario, baja_sat, alta_sat, acta_comp (taxpayer); autorizacion_sec, doc_generado (Mercados); recibo_pago */
    archivos: jsonb('archivos').$type<ArchivosMercado>().notNull().default({}),
    /** set once the concession passed to the new concessionaire */
    concesionTransferidaAt: timestamp('concesion_transferida_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('solicitudes_cesion_contribuyente_idx').on(t.contribuyenteId), index('solicitudes_cesion_local_idx').on(t.localMercadoId)],
);
export type SolicitudCesion = typeof solicitudesCesion.$inferSelect;
