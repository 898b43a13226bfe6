import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { solicitudes } from './solicitudes.table';

/** A file slot of a tower or billboard request: the slot's code → the `documentos` row that holds it. */
export type ArchivosDictamen = Record<string, number>;

/** spec 3 §3.5 address fields (codigo_postal, localidad_id, colonia_id, calle_id, numero_exterior…), filled from the cadastre. */
export interface DomicilioDictamen {
  codigo_postal?: string | null;
  localidad_id?: number | null;
  colonia_id?: number | null;
  calle_id?: number | null;
  numero_exterior?: string | null;
  numero_interior?: string | null;
  cruzamientos?: string | null;
  latitud?: number | null;
  longitud?: number | null;
}

/**
 * What a tower or billboard request shares (spec 3 §3.4–3.5): the property, the chain's own flags
 * (documento_firmado, fecha_firma) and the gates (edo_cuenta_status, constancia_uso_suelo_exist).
 * The status, steps, reasons and statement are the kit's (solicitudes).
 */
const comunes = () => ({
  solicitudId: integer('solicitud_id')
    .primaryKey()
    .references(() => solicitudes.id, { onDelete: 'cascade' }),
  contribuyenteId: integer('contribuyente_id').notNull(),
  /** spec 5.1: 17 digits; null with no_folio ('No cuento con clave catastral', billboards only when new) */
  claveCatastral: text('clave_catastral'),
  noFolio: boolean('no_folio').notNull().default(false),
  /** spec 3 §3.4 tipo_propiedad_id: 1 Propio, 2 Arrendamiento (→ contrato_arrendamiento) */
  tipoPropiedadId: integer('tipo_propiedad_id'),
  alturaMts: numeric('altura_mts', { precision: 8, scale: 2 }),
  referencias: text('referencias'),
  /** spec 3 §4.4: set by firmarDocumento; the dictamen PDF is then the signed one */
  documentoFirmado: boolean('documento_firmado').notNull().default(false),
  fechaFirma: timestamp('fecha_firma', { withTimezone: true }),
  /** spec 3 §4.4 verification chip: the property tax of the key — 6 pending (orange), 8 paid (green), 9 refused (red) */
  edoCuentaStatus: integer('edo_cuenta_status'),
  /** spec 3 §3.4–3.5: the property has a land-use certificate (uploaded, or issued by the portal) */
  constanciaUsoSueloExist: boolean('constancia_uso_suelo_exist').notNull().default(false),
  /** the fee the tariff computed when the Dirección approved it (domain/dictamenes/tarifa.ts) */
  importe: numeric('importe', { precision: 12, scale: 2 }),
  /** the request's files by slot */
  archivos: jsonb('archivos').$type<ArchivosDictamen>().notNull().default({}),
  /** spec 3 §4.4 status 18: deleted by its taxpayer (the row stays for the record) */
  eliminadaAt: timestamp('eliminada_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** spec 3 §3.4: a telecommunications tower or antenna (procedure `torre`). */
export const solicitudesTorres = pgTable(
  'solicitudes_torres',
  {
    ...comunes(),
    domicilio: jsonb('domicilio').$type<DomicilioDictamen | null>(),
    luz: boolean('luz').notNull().default(false),
    bardeado: boolean('bardeado').notNull().default(false),
    renovacion: boolean('renovacion').notNull().default(false),
  },
  (t) => [index('solicitudes_torres_contribuyente_idx').on(t.contribuyenteId), index('solicitudes_torres_clave_idx').on(t.claveCatastral)],
);

/** spec 3 §3.4 medidas_solicitud_torres: the four boundaries and the surfaces, one row per request. */
export const medidasSolicitudTorres = pgTable('medidas_solicitud_torres', {
  solicitudId: integer('solicitud_id')
    .primaryKey()
    .references(() => solicitudesTorres.solicitudId, { onDelete: 'cascade' }),
  norteCalle: text('norte_colindancia_calle'),
  norteMts: numeric('norte_colindancia_mts', { precision: 10, scale: 2 }),
  surCalle: text('sur_colindancia_calle'),
  surMts: numeric('sur_colindancia_mts', { precision: 10, scale: 2 }),
  esteCalle: text('este_colindancia_calle'),
  esteMts: numeric('este_colindancia_mts', { precision: 10, scale: 2 }),
  oesteCalle: text('oeste_colindancia_calle'),
  oesteMts: numeric('oeste_colindancia_mts', { precision: 10, scale: 2 }),
  superficieTotal: numeric('superficie_total', { precision: 12, scale: 2 }),
  superficieTotalConstruida: numeric('superficie_total_construida', { precision: 12, scale: 2 }),
  superficieRegularizar: numeric('superficie_regularizar', { precision: 12, scale: 2 }),
});

/** spec 3 §3.5: a billboard (procedure `espectacular`). */
export const solicitudesEspectaculares = pgTable(
  'solicitudes_espectaculares',
  {
    ...comunes(),
    /** spec 5.4: only sign types 2, 3, 4, 5, 10 */
    tipoAnuncioId: integer('tipo_anuncio_id'),
    /** spec 3 §3.5 ubicacion (address with latitude and longitude from the map) */
    ubicacion: jsonb('ubicacion').$type<DomicilioDictamen | null>(),
    vistas: integer('vistas'),
    /** spec 5.4: 'luminosidad' is asked only when lit */
    luminoso: boolean('luminoso').notNull().default(false),
    /** spec 3 §3.5 permiso_anuncio_externo: the public-road sign request it belongs to, if any */
    permisoAnuncioExternoId: integer('permiso_anuncio_externo_id').references(() => solicitudes.id, { onDelete: 'set null' }),
  },
  (t) => [index('solicitudes_espectaculares_contribuyente_idx').on(t.contribuyenteId), index('solicitudes_espectaculares_clave_idx').on(t.claveCatastral)],
);

/** spec 3 §3.5 secciones: the billboard's faces (largo × ancho, metres). */
export const seccionesEspectaculares = pgTable(
  'secciones_espectaculares',
  {
    id: serial('id').primaryKey(),
    solicitudId: integer('solicitud_espectacular_id')
      .notNull()
      .references(() => solicitudesEspectaculares.solicitudId, { onDelete: 'cascade' }),
    largo: numeric('largo', { precision: 8, scale: 2 }).notNull(),
    ancho: numeric('ancho', { precision: 8, scale: 2 }).notNull(),
  },
  (t) => [index('secciones_espectaculares_solicitud_idx').on(t.solicitudId)],
);

export type SolicitudTorre = typeof solicitudesTorres.$inferSelect;
export type MedidasTorre = typeof medidasSolicitudTorres.$inferSelect;
export type SolicitudEspectacular = typeof solicitudesEspectaculares.$inferSelect;
export type SeccionEspectacular = typeof seccionesEspectaculares.$inferSelect;
