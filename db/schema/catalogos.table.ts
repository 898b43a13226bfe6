import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Address catalogues (spec 1 §3 Address, §7.4 cat/...): INEGI keys for Quintana Roo.
export const catEntidades = pgTable('cat_entidades', { id: integer('id').primaryKey(), label: text('label').notNull() });
export const catMunicipios = pgTable('cat_municipios', {
  id: integer('id').primaryKey(),
  entidadId: integer('entidad_id').notNull(),
  label: text('label').notNull(),
});
export const catLocalidades = pgTable(
  'cat_localidades',
  {
    id: integer('id').primaryKey(),
    entidadId: integer('entidad_id').notNull(),
    municipioId: integer('municipio_id').notNull(),
    cveLoc: text('cve_loc').notNull(),
    label: text('label').notNull(),
  },
  (t) => [index('cat_localidades_mun_idx').on(t.entidadId, t.municipioId)],
);
export const catColonias = pgTable(
  'cat_colonias',
  {
    id: integer('id').primaryKey(),
    localidadId: integer('localidad_id').notNull(),
    codigoPostal: text('codigo_postal').notNull(),
    label: text('label').notNull(),
  },
  (t) => [index('cat_colonias_loc_idx').on(t.localidadId), index('cat_colonias_cp_idx').on(t.codigoPostal)],
);
export const catCalles = pgTable(
  'cat_calles',
  {
    id: integer('id').primaryKey(),
    coloniaId: integer('colonia_id').notNull(),
    label: text('label').notNull(),
  },
  (t) => [index('cat_calles_col_idx').on(t.coloniaId)],
);
