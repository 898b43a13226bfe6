import { boolean, date, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { establecimientos } from './establecimientos.table';
import { solicitudes } from './solicitudes.table';

/** One licence per establishment and year (spec 1 §3 Licence): the licence's own fields. Its state is its request's (solicitudes). */
export const licencias = pgTable(
  'licencias',
  {
    id: serial('id').primaryKey(),
    solicitudId: integer('solicitud_id')
      .notNull()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    locacionId: integer('locacion_id')
      .notNull()
      .references(() => establecimientos.id, { onDelete: 'cascade' }),
    anio: integer('anio').notNull(),
    mercado: boolean('mercado').notNull().default(false),
    donativo: boolean('donativo').notNull().default(false),
    zonaFederal: boolean('zona_federal').notNull().default(false),
    /** spec 1 §4.8: fees unpaid after this date are late */
    fechaLimitePago: date('fecha_limite_pago', { mode: 'string' }),
    /** spec 1 §2.10, §4.3: a renewal of a year the establishment already operated (newyear), not its opening */
    renovacion: boolean('renovacion').notNull().default(false),
    /** spec 1 §3 tipo_proceso_renovacion_id: the area a renewal goes to (a SARE business with alcohol goes to Licencias); null = the establishment's */
    tipoProcesoId: integer('tipo_proceso_id'),
    /** spec 1 §3, §9: the month the solid-waste fee is paid up to on a renewal ('01' by default) */
    mesPagoResiduos: text('mes_pago_residuos'),
    /** spec 1 §3: a market stall's floor-fee month on a renewal */
    mesPagoPisoF: text('mes_pago_piso_f'),
    revocada: boolean('revocada').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('licencias_solicitud_uq').on(t.solicitudId), uniqueIndex('licencias_locacion_anio_uq').on(t.locacionId, t.anio)],
);

export type Licencia = typeof licencias.$inferSelect;
