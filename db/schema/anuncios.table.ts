import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { establecimientos } from './establecimientos.table';
import { solicitudes } from './solicitudes.table';

/** A file slot of a sign or of its request: the slot's code → the `documentos` row that holds it. */
export type ArchivosAnuncio = Record<string, number>;

/** spec 1 §7.6 / spec 3 §3.2 domicilio of a sign away from the establishment or on a public road. */
export interface DomicilioAnuncio {
  cp?: string | null;
  entidad_id?: number | null;
  municipio_id?: number | null;
  localidad?: string | null;
  colonia?: string | null;
  calle?: string | null;
  numero_exterior?: string | null;
  numero_interior?: string | null;
  referencias?: string | null;
  latitud?: number | null;
  longitud?: number | null;
}

/**
 * An advertising request (spec 3 §3.1 "Advertising request group", §3.2 request group): the signs a
 * taxpayer asks to be authorized together, in one establishment (`tipo` 'establecimiento', procedure
 * `anuncio`) or on a public road (`tipo` 'externo', procedure `anuncio_externo`). Known by its
 * request's id (solicitudes), like every request of the kit: the status, steps and statement are the
 * kit's; what is here is the request's own data.
 */
export const solicitudesAnuncio = pgTable(
  'solicitudes_anuncio',
  {
    solicitudId: integer('solicitud_id')
      .primaryKey()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    /** 'establecimiento' | 'externo' */
    tipo: text('tipo').notNull(),
    /** the establishment (always for 'establecimiento'; for 'externo' when the key is one of the taxpayer's) */
    locacionId: integer('locacion_id').references(() => establecimientos.id, { onDelete: 'cascade' }),
    /** spec 3 §3.2 clave_catastral (17 digits) of the property the signs stand on; null with no_folio */
    claveCatastral: text('clave_catastral'),
    /** spec 3 §3.2 no_folio: 'No cuento con clave catastral' */
    noFolio: boolean('no_folio').notNull().default(false),
    /** spec 3 §3.2 identificacion_predio: how the property is identified without a key */
    identificacionPredio: text('identificacion_predio'),
    /** spec 3 §3.1 propiedad / §3.2 tipo_propiedad_id: 1 owned, 2 leased */
    tipoPropiedadId: integer('tipo_propiedad_id'),
    /** the property's address (from the cadastre, or typed) */
    domicilio: jsonb('domicilio').$type<DomicilioAnuncio | null>(),
    /** the request's own files: documento_propiedad, contrato_arrendamiento / documento_arrendamiento, constancia_cedula_catastral */
    archivos: jsonb('archivos').$type<ArchivosAnuncio>().notNull().default({}),
    /** spec 3 §4.1: a row of type 2 or 10 makes the request high risk (Protección Civil reviews it too) */
    altoRiesgo: boolean('alto_riesgo').notNull().default(false),
    /** spec 3 §3.1 renovacion: the request renews signs of past periods */
    renovacion: boolean('renovacion').notNull().default(false),
    /** the year the permit is for; it expires on 31 December of it */
    anio: integer('anio').notNull(),
    /** the fee of service 1756 the reviewers confirmed (domain/anuncios/tarifa.ts); null until reviewed */
    importe: numeric('importe', { precision: 12, scale: 2 }),
    /** set when the authorization format is generated (generateformatoautorizacion) */
    formatoGeneradoAt: timestamp('formato_generado_at', { withTimezone: true }),
    /** the workflow told the taxpayer in December that the permit ends on 31 December */
    avisoVencimientoAt: timestamp('aviso_vencimiento_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('solicitudes_anuncio_locacion_idx').on(t.locacionId, t.tipo), index('solicitudes_anuncio_clave_idx').on(t.claveCatastral)],
);

/** One sign of a request (spec 3 §3.1 anuncio, §3.2 anuncio externo). */
export const anuncios = pgTable(
  'anuncios',
  {
    id: serial('id').primaryKey(),
    solicitudId: integer('solicitud_id')
      .notNull()
      .references(() => solicitudesAnuncio.solicitudId, { onDelete: 'cascade' }),
    /** the sign's own type (the first detail row's, kept for lists) */
    tipoAnuncioId: integer('tipo_anuncio_id'),
    materialId: integer('material_id'),
    /** spec 3 §3.1 forma_instalacion (required), tipo_instalacion */
    formaInstalacion: text('forma_instalacion'),
    tipoInstalacion: text('tipo_instalacion'),
    iluminado: boolean('iluminado').notNull().default(false),
    contenido: text('contenido'),
    /** spec 3 §5.2: temporal = 1 shows start and end dates */
    temporal: boolean('temporal').notNull().default(false),
    fechaInicio: date('fecha_inicio', { mode: 'string' }),
    fechaFin: date('fecha_fin', { mode: 'string' }),
    /** spec 3 §3.1 otro_domicilio: the sign is not at the establishment; domicilio says where */
    otroDomicilio: boolean('otro_domicilio').notNull().default(false),
    domicilio: jsonb('domicilio').$type<DomicilioAnuncio | null>(),
    /** spec 3 §3.1 propiedad of the place the sign stands: 1 Propio, 2 Arrendado */
    propiedad: integer('propiedad'),
    renovacion: boolean('renovacion').notNull().default(false),
    /** spec 3 §3.1 periodo_renovacion: the years renewed (the current one and the two before) */
    periodoRenovacion: jsonb('periodo_renovacion').$type<number[]>().notNull().default([]),
    tieneCambio: boolean('tiene_cambio').notNull().default(false),
    cambioTexto: text('cambio_texto'),
    cambioFisico: boolean('cambio_fisico').notNull().default(false),
    espectacular: boolean('espectacular').notNull().default(false),
    /** slot code → documentos.id: fotografia, fotografia_izquierda, fotografia_derecha, memoria_calculo_estructural, responsiva_terceros, anterior_permiso_anuncio, documento_propiedad, contrato_arrendamiento */
    archivos: jsonb('archivos').$type<ArchivosAnuncio>().notNull().default({}),
    /** spec 3 §3.2: a sign may carry its own reason when the request is returned */
    motivoRechazo: text('motivo_rechazo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('anuncios_solicitud_idx').on(t.solicitudId)],
);

/** A detail row of a sign (spec 3 §3.1 arreglo_anuncios, §3.2 anuncio_detalle). */
export const anunciosDetalle = pgTable(
  'anuncios_detalle',
  {
    id: serial('id').primaryKey(),
    anuncioId: integer('anuncio_id')
      .notNull()
      .references(() => anuncios.id, { onDelete: 'cascade' }),
    tipoAnuncioId: integer('tipo_anuncio_id').notNull(),
    /** metres; spec 3 §3.2 calls largo 'Alto' on screen */
    largo: numeric('largo', { precision: 8, scale: 2 }).notNull(),
    ancho: numeric('ancho', { precision: 8, scale: 2 }).notNull(),
    materialId: integer('material_id').notNull(),
    caras: integer('caras').notNull(),
    pieza: integer('pieza'),
    mes: integer('mes'),
    dia: integer('dia'),
    /** type 4: true electric mechanism, false wind, null not asked */
    movimientoRotatorio: boolean('movimiento_rotatorio'),
  },
  (t) => [index('anuncios_detalle_anuncio_idx').on(t.anuncioId)],
);

export type SolicitudAnuncio = typeof solicitudesAnuncio.$inferSelect;
export type Anuncio = typeof anuncios.$inferSelect;
export type AnuncioDetalle = typeof anunciosDetalle.$inferSelect;
