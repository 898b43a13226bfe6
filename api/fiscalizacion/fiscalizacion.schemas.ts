// What the extraordinary-hours and live-music routes answer and read (spec 2 §3, §7; the design's
// DTO in notas-issue12): the request with its dates, the three status flags the cards read, the
// signed request and the payment receipt, the open 1754 statement and the kit's tramite.
import { z } from 'zod';
import { archivoSchema } from '../establecimientos/establecimientos.schemas';
import { documentoTareaSchema } from '../tramites/detalle.schemas';
import { estadoCuentaSchema } from '../pagos/pagos.schemas';
import { fechaIso } from '../lib/respuesta';
import { tramiteSchema } from '../tramites/tramites.schemas';

const hora = z.string().regex(/^\d{2}:\d{2}$/);
const mes = z.string().regex(/^\d{4}-\d{2}$/);

/** spec 2 §3 "Hours schedule entry" (solicitudDetalles): one date of the request. */
export const detalleFiscalizacionSchema = z.object({
  id: z.number().int(),
  fecha: fechaIso,
  fecha_fin: fechaIso,
  hora_inicio: hora,
  hora_fin: hora,
  horas_solicitadas: z.number().int(),
  horas_aprobadas: z.number().int().nullable(),
  aprobado: z.boolean().nullable(),
  grupo_horario: z.number().int(),
});
export type DetalleFiscalizacionDto = z.infer<typeof detalleFiscalizacionSchema>;

/** spec 2 §3 "Extraordinary / live-music request", with the kit's statement and tramite. */
export const solicitudFiscalizacionSchema = z.object({
  /** the kit request's id */
  id: z.number().int(),
  folio: z.string(),
  tipo: z.enum(['EXTRA', 'VARIEDAD']),
  mes,
  licencia_id: z.number().int(),
  establecimiento_id: z.number().int(),
  cantidad_personas: z.number().int().nullable(),
  /** the first date and the last end date */
  fecha: fechaIso.nullable(),
  fecha_fin: fechaIso.nullable(),
  /** 1 draft, 10 sent (waiting for review), 5 returned (motivo_rechazo_operador), 4 review approved */
  estatus_fiscalizacion: z.number().int(),
  /** null none; 4 statement issued (unpaid, or paid and validated); 14 payment under validation */
  estatus_edo_cuenta: z.number().int().nullable(),
  /** null; 4 paid and validated */
  estatus_pago: z.number().int().nullable(),
  documento_firmado: archivoSchema.nullable(),
  recibo_pago: archivoSchema.nullable(),
  motivo_rechazo_operador: z.string().nullable(),
  /** the procedure ended approved */
  aprobado: z.boolean(),
  firma_operador: z.union([z.literal(0), z.literal(1)]),
  firma_fiscalizador: z.union([z.literal(0), z.literal(1)]),
  /** spec 2 §4: the certificate may be viewed (every status 4 and both signatures) */
  constancia_disponible: z.boolean(),
  solicitudDetalles: z.array(detalleFiscalizacionSchema),
  estado_cuenta: estadoCuentaSchema.nullable(),
  tramite: tramiteSchema,
});
export type SolicitudFiscalizacionDto = z.infer<typeof solicitudFiscalizacionSchema>;

/** One block of dates with the same hours, as the form sends it (spec 2 §3 fecha: a list of dates). */
export const horarioEntradaSchema = z.object({
  id: z.number().int().positive().optional(),
  fecha: z.union([z.array(z.string()), z.string()]).optional().nullable(),
  fechas: z.array(z.string()).optional().nullable(),
  hora_inicio: z.string().max(5).optional().nullable(),
  hora_fin: z.string().max(5).optional().nullable(),
});

/** POST saveSolicitudFiscalizacion(+Musica) and actualizarSolicitudFiscalizacion. */
export const guardarFiscalizacionSchema = z.object({
  horarios: z.array(horarioEntradaSchema).max(62).optional().default([]),
  delete_horarios: z.array(z.coerce.number().int()).max(62).optional().nullable(),
  establecimiento_id: z.coerce.number().int().optional().nullable(),
  tipo: z.enum(['EXTRA', 'VARIEDAD']).optional().nullable(),
  cantidad_personas: z.union([z.number(), z.string().max(12), z.null()]).optional(),
  fecha: z.string().max(10).optional().nullable(),
  fecha_fin: z.string().max(10).optional().nullable(),
});
export type GuardarFiscalizacion = z.infer<typeof guardarFiscalizacionSchema>;

/** POST changeSolicitudEstatus: the taxpayer's one move, 10 (send to review). */
export const estatusFiscalizacionSchema = z.object({ estatus_fiscalizacion: z.coerce.number().int() });

/** POST copiarSolicitudFiscalizacion: the month to copy the dates to. */
export const copiarFiscalizacionSchema = z.object({ mes: z.string().max(10).optional().nullable() });

/** POST fiscalizacion/{sid}/horasAprobadas (Fiscalización, at its review). */
export const horasAprobadasSchema = z.object({
  horarios: z.array(z.object({ id: z.coerce.number().int(), horas_aprobadas: z.coerce.number().int() })).min(1).max(62),
});

/** POST findReciboPago: the receipt the taxpayer uploaded and the paid statement's folio. */
export const reciboPagoSchema = z.object({
  recibo_pago: archivoSchema.nullable(),
  estado_cuenta: estadoCuentaSchema.nullable(),
  folio_pago: z.string().nullable(),
});

/** spec 2 §7 horarios/gethorarioordinario, gethorarioextraordinario: one weekday's hours. */
export const horarioDiaSchema = z.object({
  id: z.number().int().nullable(),
  dia: z.object({ id: z.number().int(), nombre: z.string() }),
  segmento_horario: z.object({ hora_inicio: hora, hora_fin: hora }),
});
export const horarioEstablecimientoSchema = z.object({
  establecimiento_id: z.number().int(),
  /** the patente type (1 tiendas, 2 bar y cantina, 3 restaurante bar y hotel, 4 discoteca); null without one */
  tipo_establecimiento: z.number().int().nullable(),
  /** true when the establishment has no schedule of its own and its type's default is answered */
  por_defecto: z.boolean(),
  horarios: z.array(horarioDiaSchema),
});
export const horarioOrdinarioSchema = z.object({ horario_ordinario: horarioEstablecimientoSchema });
export const horarioExtraordinarioSchema = z.object({ horario_extraordinario: horarioEstablecimientoSchema });

/** spec 2 §7 horarios/getEstablecimiento/{locacionId}: giro_opb.giro_tipo_patente.establecimiento_id. */
export const establecimientoHorarioSchema = z.object({
  id: z.number().int(),
  external_id: z.string(),
  nombre_comercial: z.string(),
  licencia_id: z.number().int().nullable(),
  /** the extraordinary hours may be asked for (spec 2: issued licence, patente activity, not a renewal) */
  elegible: z.boolean(),
  /** why not, in words; null when eligible */
  motivo: z.string().nullable(),
  giro_opb: z.object({
    id: z.number().int(),
    descripcion: z.string(),
    req_patente: z.enum(['SI', 'NO']),
    giro_tipo_patente: z.object({ establecimiento_id: z.number().int() }).nullable(),
  }),
});
export const establecimientosHorarioSchema = z.array(establecimientoHorarioSchema);

/** What Fiscalización sees of a request in its inbox (web/bandeja/detalle-fiscalizacion.tsx). */
export const detalleTareaFiscalizacionSchema = z.object({
  solicitud_id: z.number().int(),
  folio: z.string(),
  tipo: z.enum(['EXTRA', 'VARIEDAD']),
  nombre_tramite: z.string(),
  mes,
  cantidad_personas: z.number().int().nullable(),
  establecimiento: z.object({ id: z.number().int(), external_id: z.string(), nombre_comercial: z.string(), domicilio: z.string(), tipo_establecimiento: z.number().int().nullable() }),
  licencia: z.object({ id: z.number().int(), folio: z.string(), anio: z.number().int() }),
  contribuyente: z.object({ nombre: z.string(), rfc: z.string(), email: z.string() }),
  solicitudDetalles: z.array(detalleFiscalizacionSchema),
  horas_solicitadas: z.number().int(),
  horas_aprobadas: z.number().int().nullable(),
  /** the hours may be set now (the review step is current) */
  horas_editables: z.boolean(),
  firma_operador: z.union([z.literal(0), z.literal(1)]),
  firma_fiscalizador: z.union([z.literal(0), z.literal(1)]),
  documentos: z.array(documentoTareaSchema),
  estado_cuenta: estadoCuentaSchema.nullable(),
});
export type DetalleTareaFiscalizacionDto = z.infer<typeof detalleTareaFiscalizacionSchema>;
