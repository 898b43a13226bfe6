import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ResultadoVisita, RespuestaLista, TipoVisita } from '../../domain/visitas/tipos';
import { establecimientos } from './establecimientos.table';
import { solicitudes } from './solicitudes.table';
import { usuarios } from './usuarios.table';

/** One item of a checklist, as the visit was ordered with it. */
export interface PuntoLista {
  clave: string;
  pregunta: string;
}

/** What the brigadista recorded on the spot (domain/visitas/schema.ts resultadoVisitaSchema). */
export interface ResultadoVisitaGuardado {
  resultado: ResultadoVisita;
  respuestas: Record<string, RespuestaLista>;
  observaciones: string;
  gps: { lat: number; lng: number; precision?: number | null } | null;
  atendio: string;
  /** the signature of who attended, a PNG data URL drawn on the device */
  firma: string;
  /** documentos ids of the photos, stored as the visit's own files */
  fotos: number[];
  capturadaAt: string;
}

/**
 * A field inspection (its request is the kit's `solicitudes` row, procedure 'visita'): the
 * establishment, the request it belongs to, why, what kind and when; whom the coordination assigned
 * it to and the tablet they held; and the result that closed it, with the device's idempotency key.
 */
export const visitas = pgTable(
  'visitas',
  {
    solicitudId: integer('solicitud_id')
      .primaryKey()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    locacionId: integer('locacion_id')
      .notNull()
      .references(() => establecimientos.id, { onDelete: 'cascade' }),
    /** the request the visit is part of (an anuencia, a licence), when there is one */
    solicitudOrigenId: integer('solicitud_origen_id').references(() => solicitudes.id, { onDelete: 'set null' }),
    tipo: text('tipo').$type<TipoVisita>().notNull(),
    areaId: integer('area_id').notNull(),
    motivo: text('motivo').notNull(),
    ventanaInicio: timestamp('ventana_inicio', { withTimezone: true }).notNull(),
    ventanaFin: timestamp('ventana_fin', { withTimezone: true }).notNull(),
    /** the checklist in force when the visit was ordered: a later catalogue edit does not change it */
    lista: jsonb('lista').$type<PuntoLista[]>().notNull(),
    ordenadaPorId: integer('ordenada_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    brigadistaId: integer('brigadista_id').references(() => usuarios.id, { onDelete: 'set null' }),
    /** the tablet the brigadista held when assigned: it is printed on the act */
    tabletaSerie: text('tableta_serie'),
    asignadaPorId: integer('asignada_por_id').references(() => usuarios.id, { onDelete: 'set null' }),
    asignadaAt: timestamp('asignada_at', { withTimezone: true }),
    resultado: jsonb('resultado').$type<ResultadoVisitaGuardado>(),
    /** the idempotency key of the result that closed the visit */
    claveResultado: text('clave_resultado'),
    resultadoAt: timestamp('resultado_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visitas_brigadista_idx').on(t.brigadistaId, t.ventanaInicio), index('visitas_locacion_idx').on(t.locacionId), index('visitas_area_idx').on(t.areaId)],
);

/**
 * Every result a device sent, once per idempotency key: the one that closed the visit and any that
 * arrived after it with another key (a conflict, kept for the area to read, never lost).
 */
export const visitasResultados = pgTable(
  'visitas_resultados',
  {
    id: serial('id').primaryKey(),
    solicitudId: integer('solicitud_id')
      .notNull()
      .references(() => visitas.solicitudId, { onDelete: 'cascade' }),
    clave: text('clave').notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.id, { onDelete: 'set null' }),
    resultado: jsonb('resultado').$type<ResultadoVisitaGuardado>().notNull(),
    /** false: it arrived after another result had closed the visit */
    aceptado: boolean('aceptado').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('visitas_resultados_clave_uq').on(t.solicitudId, t.clave)],
);

/** The checklists per type of visit, kept at Catálogos; a visit copies the active items when ordered. */
export const catListasVerificacion = pgTable(
  'cat_listas_verificacion',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').$type<TipoVisita>().notNull(),
    clave: text('clave').notNull(),
    pregunta: text('pregunta').notNull(),
    orden: integer('orden').notNull().default(0),
    activo: boolean('activo').notNull().default(true),
    autorId: integer('autor_id').references(() => usuarios.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('cat_listas_verificacion_uq').on(t.tipo, t.clave)],
);

export type Visita = typeof visitas.$inferSelect;
