// The zod schemas of extraordinary hours (EXTRA) and live music (VARIEDAD), spec 2 §3, §7: the
// form (react-hook-form) and the bodies of the API's routes. They check shapes and formats only;
// the schedule rules (months, weekdays, Sundays, hours by patente type) are
// `validarSolicitudFiscalizacion` in reglas.ts, which both the API and the form call after these.
import { z } from 'zod';
import { MSG_FISCALIZACION as MSG, MSG_FISCALIZACION_EXTRA as MSGX } from './mensajes';
import { TIPOS_SOLICITUD, esFecha, esMes, horaEnPunto, normalizarHora } from './reglas';

const fechaSchema = z.string({ error: MSG.requerido }).refine(esFecha, MSGX.formatoFecha);
const horaSchema = z
  .string({ error: MSG.requerido })
  .min(1, MSG.requerido)
  .refine((v) => horaEnPunto(v) !== null, MSGX.formatoHora)
  .transform(normalizarHora);

/** One row of the form: dates entered together with one pair of hours. */
export const horarioFormSchema = z.object({
  /** the id of an existing row group when editing (its first row), absent for a new one */
  id: z.number().int().positive().optional(),
  fechas: z.array(fechaSchema, { error: MSG.requerido }).min(1, MSG.requerido),
  hora_inicio: horaSchema,
  hora_fin: horaSchema,
});

const personasSchema = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
  z.number({ error: MSGX.personasInvalidas }).int(MSGX.personasInvalidas).positive(MSGX.personasInvalidas).nullable(),
);

/** The form of 'Solicitud de horario extraordinario' and 'Solicitud de musica viva'. */
export const solicitudFiscalizacionFormSchema = z
  .object({
    tipo: z.enum(TIPOS_SOLICITUD, { error: MSGX.tipoInvalido }).default('EXTRA'),
    cantidad_personas: personasSchema.optional(),
    horarios: z.array(horarioFormSchema, { error: MSG.completeInformacion }).min(1, MSG.completeInformacion),
  })
  .superRefine((d, ctx) => {
    if (d.tipo === 'VARIEDAD' && (d.cantidad_personas === null || d.cantidad_personas === undefined))
      ctx.addIssue({ code: 'custom', path: ['cantidad_personas'], message: MSG.requerido });
  });
export type SolicitudFiscalizacionFormEntrada = z.input<typeof solicitudFiscalizacionFormSchema>;
export type SolicitudFiscalizacionForm = z.output<typeof solicitudFiscalizacionFormSchema>;

/**
 * A row as the API takes it: `fechas` (our name) or the spec's `fecha` (spec 2 §3: "fecha (list of
 * dates)"), a list or one date.
 */
const horarioBodySchema = z.preprocess((v) => {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    if (o.fechas === undefined && o.fecha !== undefined) {
      const { fecha, ...resto } = o;
      return { ...resto, fechas: Array.isArray(fecha) ? fecha : [fecha] };
    }
  }
  return v;
}, horarioFormSchema);

const idSchema = z.coerce.number({ error: MSG.requerido }).int().positive();

/** POST licencia/{id}/saveSolicitudFiscalizacion (spec 2 §7): horarios, establecimiento_id, tipo, cantidad_personas. */
export const guardarSolicitudFiscalizacionSchema = z.object({
  establecimiento_id: idSchema,
  tipo: z.enum(TIPOS_SOLICITUD, { error: MSGX.tipoInvalido }).default('EXTRA'),
  cantidad_personas: personasSchema.optional(),
  horarios: z.array(horarioBodySchema, { error: MSG.completeInformacion }).min(1, MSG.completeInformacion),
});
export type GuardarSolicitudFiscalizacion = z.output<typeof guardarSolicitudFiscalizacionSchema>;

/** POST licencia/{id}/saveSolicitudFiscalizacionMusica: the same plus fecha and fecha_fin (spec 2 §5: required). */
export const guardarSolicitudMusicaSchema = guardarSolicitudFiscalizacionSchema.extend({
  tipo: z.literal('VARIEDAD', { error: MSGX.tipoInvalido }).default('VARIEDAD'),
  fecha: fechaSchema,
  fecha_fin: fechaSchema,
});
export type GuardarSolicitudMusica = z.output<typeof guardarSolicitudMusicaSchema>;

/** POST licencia/{id}/actualizarSolicitudFiscalizacion/{sid}: the same plus delete_horarios (ids of rows to drop). */
export const actualizarSolicitudFiscalizacionSchema = guardarSolicitudFiscalizacionSchema.extend({
  fecha: fechaSchema.optional(),
  fecha_fin: fechaSchema.optional(),
  delete_horarios: z.array(z.coerce.number().int().positive()).default([]),
});
export type ActualizarSolicitudFiscalizacion = z.output<typeof actualizarSolicitudFiscalizacionSchema>;

/** POST licencia/{id}/copiarSolicitudFiscalizacion/{sid}: mes 'YYYY-MM' (spec 2 §5 message when missing). */
export const copiarSolicitudSchema = z.object({
  mes: z
    .string({ error: MSG.copiarSinMes })
    .min(1, { message: MSG.copiarSinMes, abort: true })
    .refine(esMes, MSGX.formatoMes),
});

/** POST licencia/{id}/changeSolicitudEstatus/{sid}: only 10 (send to review) is the taxpayer's. */
export const cambiarEstatusSchema = z.object({ estatus_fiscalizacion: z.coerce.number().pipe(z.literal(10)) });

/** POST fiscalizacion/{sid}/horasAprobadas (staff of Fiscalización at the `revision` step). */
export const horasAprobadasSchema = z.object({
  horarios: z
    .array(z.object({ id: z.coerce.number().int().positive(), horas_aprobadas: z.coerce.number({ error: MSG.requerido }).int().min(0) }))
    .min(1, MSG.requerido),
});
export type HorasAprobadas = z.output<typeof horasAprobadasSchema>;
