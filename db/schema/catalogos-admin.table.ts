import { boolean, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.table';

// The catalogues the office keeps from the portal (spec 1 §2.1, spec 3 §2.1 catalogos).
// Rows that a procedure reads (documents, tariffs) are versioned: an edit closes the row in force
// (vigente_hasta) and inserts its successor, so a request reads the rows in force when it was
// created (domain/catalogos/vigencia.ts) and a change applies to requests created after it.

/**
 * The documents a procedure asks for (catalogos/entregables). `codigo` is the procedure's own
 * document code (licence: domain/catalogos/establecimientos.ts); a row adjusts it: its label, whether it is
 * required, or removes it (activo false). A row with `adicional` adds a document the code does not
 * know, required of every request of the procedure.
 */
export const catEntregables = pgTable(
  'cat_entregables',
  {
    id: serial('id').primaryKey(),
    /** the definition's clave ('licencia', 'cambio_nombre', 'arrendamiento'…) */
    procedimiento: text('procedimiento').notNull(),
    codigo: text('codigo').notNull(),
    etiqueta: text('etiqueta').notNull(),
    requerido: boolean('requerido').notNull().default(true),
    activo: boolean('activo').notNull().default(true),
    adicional: boolean('adicional').notNull().default(false),
    vigenteDesde: timestamp('vigente_desde', { withTimezone: true }).notNull().defaultNow(),
    vigenteHasta: timestamp('vigente_hasta', { withTimezone: true }),
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [index('cat_entregables_proc_idx').on(t.procedimiento, t.codigo, t.vigenteDesde)],
);

/**
 * The fee lines of services 1750–1756 in UMA (Ley de Ingresos): `clave` names the line inside the
 * service's tariff ('base', 'riesgo_alto', 'por_m2'…; domain/catalogos/tarifas.ts).
 */
export const catTarifas = pgTable(
  'cat_tarifas',
  {
    id: serial('id').primaryKey(),
    servicio: integer('servicio').notNull(),
    clave: text('clave').notNull(),
    descripcion: text('descripcion').notNull(),
    uma: numeric('uma', { precision: 10, scale: 4 }).notNull(),
    vigenteDesde: timestamp('vigente_desde', { withTimezone: true }).notNull().defaultNow(),
    vigenteHasta: timestamp('vigente_hasta', { withTimezone: true }),
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [index('cat_tarifas_servicio_idx').on(t.servicio, t.clave, t.vigenteDesde)],
);

/**
 * The activities (giros) with their req_patente (spec 1 §3 giroactividades). Seeded from
 * domain/catalogos/establecimientos.ts GIROS; the office edits names and flags and adds new ones. Versioned
 * like the rows above: what a request's rules read is the giro as it was when the request was created.
 */
export const catGiros = pgTable(
  'cat_giros',
  {
    id: serial('id').primaryKey(),
    /** the activity's stable id (GIROS ids; new ones from 1000) */
    giroId: integer('giro_id').notNull(),
    nombre: text('nombre').notNull(),
    /** 'SI' | 'NO' */
    reqPatente: text('req_patente').notNull(),
    /** 'bajo' | 'medio' | 'alto' */
    riesgo: text('riesgo').notNull(),
    sare: boolean('sare').notNull(),
    /** the patente type of a req_patente 'SI' activity (1–4) */
    tipoPatente: integer('tipo_patente'),
    activo: boolean('activo').notNull().default(true),
    vigenteDesde: timestamp('vigente_desde', { withTimezone: true }).notNull().defaultNow(),
    vigenteHasta: timestamp('vigente_hasta', { withTimezone: true }),
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [index('cat_giros_giro_idx').on(t.giroId, t.vigenteDesde)],
);

export type CatEntregable = typeof catEntregables.$inferSelect;
export type CatTarifa = typeof catTarifas.$inferSelect;
export type CatGiro = typeof catGiros.$inferSelect;
