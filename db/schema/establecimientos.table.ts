import { boolean, date, index, integer, jsonb, numeric, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { contribuyentes } from './contribuyentes.table';
import { plegarSql } from './plegado';

/** spec 1 §3 Address (domicilio) of an establishment; labels are kept so lists need no joins. */
export interface DomicilioEstablecimiento {
  codigo_postal: string;
  entidad_id: number;
  municipio_id: number;
  localidad_id: number;
  colonia_id: number;
  calle_id: number;
  tipo_vialidad_id?: number | null;
  numero_exterior: string;
  numero_interior?: string | null;
  cruzamiento1_id?: number | null;
  cruzamiento2_id?: number | null;
  latitud: number;
  longitud: number;
  /** resolved labels, for cards, PDFs and the inbox */
  localidad?: string;
  colonia?: string;
  calle?: string;
  cruzamiento1?: string | null;
  cruzamiento2?: string | null;
}

/** An establishment (spec 1 §3 locacion). */
export const establecimientos = pgTable(
  'establecimientos',
  {
    id: serial('id').primaryKey(),
    /** the establishment key shown as Clave (spec 1 §2.5) */
    externalId: text('external_id').notNull(),
    contribuyenteId: integer('contribuyente_id')
      .notNull()
      .references(() => contribuyentes.id, { onDelete: 'cascade' }),
    nombreComercial: text('nombre_comercial').notNull(),
    /** the name folded for the accent-insensitive filter of My establishments, kept by PostgreSQL */
    nombreBusqueda: text('nombre_busqueda').generatedAlwaysAs(sql.raw(plegarSql('nombre_comercial'))),
    claveCatastral: text('clave_catastral').notNull(),
    donativo: boolean('donativo').notNull().default(false),
    zonaFederal: boolean('zona_federal').notNull().default(false),
    numeroOficioConstanciaCatastro: text('numero_oficio_constancia_catastro'),
    folioReciboPagoDonativo: text('folio_recibo_pago_donativo'),
    tipoProcesoId: integer('tipo_proceso_id').notNull().default(1),
    tipoPropiedadId: integer('tipo_propiedad_id').notNull(),
    categoriaId: integer('categoria_id').notNull(),
    tipoLocalId: integer('tipo_local_id').notNull(),
    tipoLocalDetalleId: integer('tipo_local_detalle_id'),
    local: text('local'),
    giroActividadId: integer('giro_actividad_id').notNull(),
    actividadesSecundarias: jsonb('actividades_secundarias').$type<number[]>().notNull().default([]),
    actividadLibre: text('actividad_libre'),
    horarioExtendido: boolean('horario_extendido').notNull().default(false),
    superficieM2: real('superficie_m2').notNull(),
    telefonoOficina: text('telefono_oficina').notNull(),
    numeroHabitaciones: integer('numero_habitaciones'),
    numeroEmpleados: integer('numero_empleados').notNull(),
    cajonesEstacionamiento: integer('cajones_estacionamiento').notNull(),
    inversionEstimada: numeric('inversion_estimada', { precision: 14, scale: 2 }).notNull(),
    tieneUsoSuelo: boolean('tiene_uso_suelo').notNull().default(false),
    hasLicenciaBebidas: boolean('has_licencia_bebidas'),
    patentePropia: boolean('patente_propia'),
    folioLicenciaBebidaAlcoholica: text('folio_licencia_bebida_alcoholica'),
    fechaAltaHacienda: date('fecha_alta_hacienda', { mode: 'string' }).notNull(),
    mesPagoResiduos: text('mes_pago_residuos').notNull().default('01'),
    /** spec 1 §3 isMercadoApertura: opened from Mercados → Apertura (?mercado=1); its data is Mercados' to review */
    mercadoApertura: boolean('mercado_apertura').notNull().default(false),
    /** the market (domain/licencia/mercados.ts) of a market opening */
    mercadoId: integer('mercado_id'),
    /** spec 1 §3 muchos_locales: the stall numbers of a market opening */
    muchosLocales: jsonb('muchos_locales').$type<string[]>().notNull().default([]),
    pasillo: text('pasillo'),
    /** spec 1 §3 arrendatario_mercado: true = rents the stall, false = holds the concession */
    arrendatarioMercado: boolean('arrendatario_mercado'),
    /** spec 1 §3 mes_pago_piso_f: the month the market floor fee is paid up to */
    mesPagoPisoF: text('mes_pago_piso_f'),
    zofematExpediente: text('zofemat_expediente'),
    domicilio: jsonb('domicilio').$type<DomicilioEstablecimiento>().notNull(),
    baja: boolean('baja').notNull().default(false),
    motivoBaja: text('motivo_baja'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('establecimientos_external_uq').on(t.externalId),
    // My establishments in id order, with the columns its two filters read, so that a page (even of
    // a taxpayer with 10,000) is an index-only scan (replaces (contribuyente_id, baja, id)).
    index('establecimientos_lista_idx').on(t.contribuyenteId, t.baja, t.id, t.nombreBusqueda, t.externalId),
    index('establecimientos_clave_idx').on(t.claveCatastral),
  ],
);

export type Establecimiento = typeof establecimientos.$inferSelect;
