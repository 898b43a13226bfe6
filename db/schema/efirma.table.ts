// e.firma: each official's registered certificate, the signed document of a request (the PDF that
// is printed once any step signed it: every later signature is an incremental update of it), the
// signing sessions between 'prepare' and 'complete', and the record of each signature.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './contribuyentes.table';
import { solicitudes } from './solicitudes.table';
import { tareas } from './tareas.table';
import { usuarios } from './usuarios.table';

export const efirmaCertificados = pgTable(
  'efirma_certificados',
  {
    id: serial('id').primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    der: bytea('der').notNull(),
    serie: text('serie').notNull(),
    rfc: text('rfc').notNull(),
    curp: text('curp'),
    nombre: text('nombre').notNull(),
    emisor: text('emisor').notNull(),
    validoDesde: timestamp('valido_desde', { withTimezone: true }).notNull(),
    validoHasta: timestamp('valido_hasta', { withTimezone: true }).notNull(),
    /** one active certificate per official: registering another retires the previous one */
    activo: boolean('activo').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('efirma_certificados_usuario_idx').on(t.usuarioId, t.activo)],
);

export const efirmaDocumentos = pgTable('efirma_documentos', {
  solicitudId: integer('solicitud_id')
    .primaryKey()
    .references(() => solicitudes.id, { onDelete: 'cascade' }),
  pdf: bytea('pdf').notNull(),
  /** how many signatures it carries; a new signature must start from this version */
  firmas: integer('firmas').notNull(),
  /** the document's name for downloads ('licencia-LF-2026-000123') */
  nombre: text('nombre').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const efirmaSesiones = pgTable(
  'efirma_sesiones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tareaId: integer('tarea_id')
      .notNull()
      .references(() => tareas.id, { onDelete: 'cascade' }),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    certificadoId: integer('certificado_id')
      .notNull()
      .references(() => efirmaCertificados.id, { onDelete: 'cascade' }),
    /** the PDF with the empty signature, its /ByteRange, and the attributes the key must sign */
    pdf: bytea('pdf').notNull(),
    byteRange: jsonb('byte_range').$type<[number, number, number, number]>().notNull(),
    atributos: bytea('atributos').notNull(),
    /** the number of signatures of the document it was prepared from (0: rendered fresh) */
    firmasBase: integer('firmas_base').notNull(),
    nombre: text('nombre').notNull(),
    expiraAt: timestamp('expira_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('efirma_sesiones_tarea_idx').on(t.tareaId)],
);

export const efirmaFirmas = pgTable(
  'efirma_firmas',
  {
    id: serial('id').primaryKey(),
    solicitudId: integer('solicitud_id')
      .notNull()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    tareaId: integer('tarea_id')
      .notNull()
      .references(() => tareas.id, { onDelete: 'cascade' }),
    paso: text('paso').notNull(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.id),
    certificadoId: integer('certificado_id')
      .notNull()
      .references(() => efirmaCertificados.id),
    firmadaAt: timestamp('firmada_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('efirma_firmas_tarea_uq').on(t.tareaId)],
);

export type EfirmaCertificado = typeof efirmaCertificados.$inferSelect;

/** The municipality's choice (one row, id 1): 'efirma' or 'clic'; absent: the configured default. */
export const efirmaAjustes = pgTable('efirma_ajustes', {
  id: integer('id').primaryKey(),
  modo: text('modo').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
