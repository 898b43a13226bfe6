import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { documentos } from './contribuyentes.table';
import { establecimientos } from './establecimientos.table';
import { licencias } from './licencias.table';

/** spec 2 §3 "Convenio catalogue": id, descripcion, activo (GET convenio/list). */
export const catConvenios = pgTable('cat_convenios', {
  id: integer('id').primaryKey(),
  descripcion: text('descripcion').notNull(),
  activo: boolean('activo').notNull().default(true),
});

/**
 * spec 2 §3 "Convenio link": an agreement registered against a licence for a period. Status 1 is
 * registered (the only one that may be deleted, spec 2 §4); the agreement's workflow marks it
 * expired when vigencia_fin passes and tells the taxpayer a week before (avisoAt).
 */
export const licenciaConvenios = pgTable(
  'licencia_convenios',
  {
    id: serial('id').primaryKey(),
    licenciaId: integer('licencia_id')
      .notNull()
      .references(() => licencias.id, { onDelete: 'cascade' }),
    locacionId: integer('locacion_id')
      .notNull()
      .references(() => establecimientos.id, { onDelete: 'cascade' }),
    convenioId: integer('convenio_id')
      .notNull()
      .references(() => catConvenios.id),
    vigenciaInicio: date('vigencia_inicio', { mode: 'string' }).notNull(),
    vigenciaFin: date('vigencia_fin', { mode: 'string' }).notNull(),
    /** spec 2 §3 documento / documento_archivo: the signed agreement (PDF) */
    documentoId: integer('documento_id').references(() => documentos.id, { onDelete: 'set null' }),
    /** 1 registered, 4 in force, 6 expired (domain/convenios) */
    estatus: integer('estatus').notNull().default(1),
    avisoAt: timestamp('aviso_at', { withTimezone: true }),
    vencidoAt: timestamp('vencido_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('licencia_convenios_locacion_idx').on(t.locacionId, t.id), index('licencia_convenios_licencia_idx').on(t.licenciaId)],
);

export type CatConvenio = typeof catConvenios.$inferSelect;
export type LicenciaConvenio = typeof licenciaConvenios.$inferSelect;
