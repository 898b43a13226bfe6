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
    zofematExpediente: text('zofemat_expediente'),
    domicilio: jsonb('domicilio').$type<DomicilioEstablecimiento>().notNull(),
    baja: boolean('baja').notNull().default(false),
    motivoBaja: text('motivo_baja'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('establecimientos_external_uq').on(t.externalId),
    index('establecimientos_contribuyente_idx').on(t.contribuyenteId, t.baja, t.id),
    index('establecimientos_clave_idx').on(t.claveCatastral),
  ],
);

/** Progress of each step of the timeline (spec 1 §4.5), projected by the workflow. */
export interface PasoProyectado {
  clave: string;
  estatus: number;
  motivo?: string | null;
  ronda: number;
}

/** One licence per establishment and year (spec 1 §3 Licence); the workflow projects its state here. */
export const licencias = pgTable(
  'licencias',
  {
    id: serial('id').primaryKey(),
    locacionId: integer('locacion_id')
      .notNull()
      .references(() => establecimientos.id, { onDelete: 'cascade' }),
    contribuyenteId: integer('contribuyente_id').notNull(),
    folio: text('folio').notNull(),
    anio: integer('anio').notNull(),
    tipoLicenciaId: integer('tipo_licencia_id').notNull().default(2),
    estatusLicencia: integer('estatus_licencia').notNull().default(1),
    estatusVerificacion: integer('estatus_verificacion').notNull().default(2),
    estatusDirectorIngresos: integer('estatus_director_ingresos').notNull().default(2),
    estatusTesorero: integer('estatus_tesorero').notNull().default(2),
    estatusResiduosSolidos: integer('estatus_residuos_solidos').notNull().default(2),
    estatusPagoResiduosSolidos: integer('estatus_pago_residuos_solidos').notNull().default(2),
    estatusUsoSuelo: integer('estatus_uso_suelo').notNull().default(2),
    estatusPagoUsoSuelo: integer('estatus_pago_uso_suelo').notNull().default(2),
    estatusAnuencia: integer('estatus_anuencia').notNull().default(2),
    estatusPagoAnuencia: integer('estatus_pago_anuencia').notNull().default(2),
    /** the step the procedure waits on now, and who must act: 'contribuyente' or an area id */
    pasoActual: text('paso_actual'),
    motivoRechazo: text('motivo_rechazo'),
    pasos: jsonb('pasos').$type<PasoProyectado[]>().notNull().default([]),
    progreso: integer('progreso').notNull().default(0),
    mercado: boolean('mercado').notNull().default(false),
    donativo: boolean('donativo').notNull().default(false),
    zonaFederal: boolean('zona_federal').notNull().default(false),
    fechaAprobacion: timestamp('fecha_aprobacion', { withTimezone: true }),
    /** spec 1 §4.8: late payment */
    fechaLimitePago: date('fecha_limite_pago', { mode: 'string' }),
    extemporaneo: boolean('extemporaneo').notNull().default(false),
    estatusEstadoExtemporaneo: integer('estatus_estado_extemporaneo'),
    pagoExtemporaneo: boolean('pago_extemporaneo').notNull().default(false),
    /** spec 1 §4.8: beverage-licence window and suspension */
    bebidasLimiteAt: timestamp('bebidas_limite_at', { withTimezone: true }),
    suspendida: boolean('suspendida').notNull().default(false),
    revocada: boolean('revocada').notNull().default(false),
    wfVersion: integer('wf_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('licencias_folio_uq').on(t.folio),
    uniqueIndex('licencias_locacion_anio_uq').on(t.locacionId, t.anio),
    index('licencias_contribuyente_idx').on(t.contribuyenteId),
  ],
);

/** Account statements (estado de cuenta) generated for a payable service (spec 1 §7.5, §9). */
export const estadosCuenta = pgTable(
  'estados_cuenta',
  {
    id: serial('id').primaryKey(),
    folio: text('folio').notNull(),
    licenciaId: integer('licencia_id')
      .notNull()
      .references(() => licencias.id, { onDelete: 'cascade' }),
    locacionId: integer('locacion_id').notNull(),
    contribuyenteId: integer('contribuyente_id').notNull(),
    servicioId: integer('servicio_id').notNull(),
    /** the workflow round that asked for this payment; (licencia, servicio, ronda) is idempotent */
    ronda: integer('ronda').notNull().default(1),
    conceptos: jsonb('conceptos').$type<{ concepto: string; importe: string }[]>().notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    /** 4 = approved and payable; 8 = paid */
    estatus: integer('estatus').notNull().default(4),
    venceAt: date('vence_at', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    pagadoAt: timestamp('pagado_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('estados_cuenta_folio_uq').on(t.folio),
    uniqueIndex('estados_cuenta_ronda_uq').on(t.licenciaId, t.servicioId, t.ronda),
  ],
);

/** Payments: one row per gateway order; confirmations are idempotent on order_id (issue 3 §4). */
export const pagos = pgTable(
  'pagos',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    estadoCuentaId: integer('estado_cuenta_id')
      .notNull()
      .references(() => estadosCuenta.id, { onDelete: 'cascade' }),
    servicioId: integer('servicio_id').notNull(),
    monto: numeric('monto', { precision: 12, scale: 2 }).notNull(),
    /** 'pendiente' until the gateway confirms; 'pagado' once; proofs attached by hand are 'comprobante' */
    estado: text('estado').notNull().default('pendiente').$type<'pendiente' | 'pagado' | 'comprobante' | 'rechazado'>(),
    folioPago: text('folio_pago'),
    autorizacion: text('autorizacion'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmadoAt: timestamp('confirmado_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('pagos_order_uq').on(t.orderId), uniqueIndex('pagos_folio_uq').on(t.folioPago), index('pagos_edo_idx').on(t.estadoCuentaId)],
);

export type Establecimiento = typeof establecimientos.$inferSelect;
export type Licencia = typeof licencias.$inferSelect;
export type EstadoCuenta = typeof estadosCuenta.$inferSelect;
export type Pago = typeof pagos.$inferSelect;
