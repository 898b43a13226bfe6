import { index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { establecimientos, type DomicilioEstablecimiento } from './establecimientos.table';
import { solicitudes } from './solicitudes.table';

/**
 * A land-use certificate (spec 1 §3 constancia_uso_suelo; spec 3 §3.3): its own fields only. Its
 * state is its request's (solicitudes), and it is known by its request's id, so the certificate,
 * its workflow (usosuelo-<id>) and its page (establecimientos/uso-suelo/<id>) share one number.
 */
export const constanciasUsoSuelo = pgTable(
  'constancias_uso_suelo',
  {
    solicitudId: integer('solicitud_id')
      .primaryKey()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    locacionId: integer('locacion_id')
      .notNull()
      .references(() => establecimientos.id, { onDelete: 'cascade' }),
    /** spec 3 §3.3: the form's three choices */
    sectorId: integer('sector_id').notNull(),
    giroDesarrolloId: integer('giro_desarrollo_id').notNull(),
    zonaUsoId: integer('zona_uso_id').notNull(),
    /** spec 1 §3 formato_uso_suelo.tipo_formato_id: decided by the zone, printed with it */
    tipoFormatoId: integer('tipo_formato_id').notNull(),
    /** spec 1 §7.4 giro_actividad_id, actividades_secundarias, domicilio: the establishment as it was when asked */
    giroActividadId: integer('giro_actividad_id').notNull(),
    actividadesSecundarias: jsonb('actividades_secundarias').$type<number[]>().notNull().default([]),
    domicilio: jsonb('domicilio').$type<DomicilioEstablecimiento>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('constancias_uso_suelo_locacion_idx').on(t.locacionId, t.solicitudId)],
);

export type ConstanciaUsoSuelo = typeof constanciasUsoSuelo.$inferSelect;
