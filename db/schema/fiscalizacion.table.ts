import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { establecimientos } from './establecimientos.table';
import { licencias } from './licencias.table';
import { solicitudes } from './solicitudes.table';

/**
 * An extraordinary-hours (EXTRA) or live-music (VARIEDAD) request of a licensed establishment for
 * one month (spec 2 §2–§5, §7): what it asks beyond the request's own state (solicitudes). Known by
 * its request's id, like every request of the kit; the status words, the steps and the statement
 * are the kit's.
 */
export const solicitudesFiscalizacion = pgTable(
  'solicitudes_fiscalizacion',
  {
    solicitudId: integer('solicitud_id')
      .primaryKey()
      .references(() => solicitudes.id, { onDelete: 'cascade' }),
    licenciaId: integer('licencia_id')
      .notNull()
      .references(() => licencias.id, { onDelete: 'cascade' }),
    locacionId: integer('locacion_id')
      .notNull()
      .references(() => establecimientos.id, { onDelete: 'cascade' }),
    /** spec 2 §3 tipo: 'EXTRA' or 'VARIEDAD' */
    tipo: text('tipo').notNull(),
    /** the month asked for, 'YYYY-MM' (the month of the first date, spec 2 §5) */
    mes: text('mes').notNull(),
    /** spec 2 §3 cantidad_personas (live music only) */
    cantidadPersonas: integer('cantidad_personas'),
    /** spec 2 §3 motivo_rechazo_operador: why Fiscalización refused it */
    motivoRechazoOperador: text('motivo_rechazo_operador'),
    /** spec 2 §4 firma_operador, firma_fiscalizador */
    firmaOperador: boolean('firma_operador').notNull().default(false),
    firmaFiscalizador: boolean('firma_fiscalizador').notNull().default(false),
    /** the request it was copied from (spec 2 §7 copiarSolicitudFiscalizacion) */
    copiaDe: integer('copia_de'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('solicitudes_fiscalizacion_licencia_idx').on(t.licenciaId, t.tipo, t.mes), index('solicitudes_fiscalizacion_locacion_idx').on(t.locacionId)],
);

/**
 * spec 2 §3 "Hours schedule entry" (solicitudDetalles): one row per date of a request, with the
 * hours asked and, once Fiscalización reviews it, the hours approved.
 */
export const horariosFiscalizacion = pgTable(
  'horarios_fiscalizacion',
  {
    id: serial('id').primaryKey(),
    solicitudId: integer('solicitud_id')
      .notNull()
      .references(() => solicitudesFiscalizacion.solicitudId, { onDelete: 'cascade' }),
    /** the date the hours start */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** the date they end (the next day when the end hour is before the start, spec 2 §5) */
    fechaFin: date('fecha_fin', { mode: 'string' }).notNull(),
    /** 'HH:MM', whole hours (spec 2 §5: 1-hour steps) */
    horaInicio: text('hora_inicio').notNull(),
    horaFin: text('hora_fin').notNull(),
    horasSolicitadas: integer('horas_solicitadas').notNull(),
    /** set by Fiscalización at its review (0..horas_solicitadas) */
    horasAprobadas: integer('horas_aprobadas'),
    aprobado: boolean('aprobado'),
    /** dates entered together with the same hours share a group (spec 2 §3 grupo_horario) */
    grupoHorario: integer('grupo_horario').notNull().default(1),
  },
  (t) => [index('horarios_fiscalizacion_solicitud_idx').on(t.solicitudId, t.fecha)],
);

/**
 * The establishment's schedules (spec 2 §7 horarios/gethorarioordinario, gethorarioextraordinario):
 * one row per weekday and kind. An establishment without rows has the default of its patente type
 * (domain/fiscalizacion).
 */
export const horariosEstablecimiento = pgTable(
  'horarios_establecimiento',
  {
    id: serial('id').primaryKey(),
    locacionId: integer('locacion_id')
      .notNull()
      .references(() => establecimientos.id, { onDelete: 'cascade' }),
    /** 'ordinario' | 'extraordinario' */
    tipo: text('tipo').notNull(),
    /** 1 Monday … 7 Sunday */
    dia: integer('dia').notNull(),
    horaInicio: text('hora_inicio').notNull(),
    horaFin: text('hora_fin').notNull(),
  },
  (t) => [index('horarios_establecimiento_locacion_idx').on(t.locacionId, t.tipo, t.dia)],
);

export type SolicitudFiscalizacion = typeof solicitudesFiscalizacion.$inferSelect;
export type HorarioFiscalizacion = typeof horariosFiscalizacion.$inferSelect;
export type HorarioEstablecimiento = typeof horariosEstablecimiento.$inferSelect;
