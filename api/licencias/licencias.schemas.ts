// Answers of the licence's calls (spec 1 §3 Licence, §4.3–4.8, §7.4) as response schemas.
import { z } from 'zod';
import type { EstadoPredial, ExpedienteZofemat as ExpedienteZofematAdaptador, ResultadoCatastro as ResultadoCatastroAdaptador } from '../../activities/adapters/catastro';
import type { AccionesLicencia } from '../../domain/licencia/lectura';
import { domicilioEstablecimientoSchema, formularioEstablecimientoSchema } from '../establecimientos/formulario.schemas';
import { fechaHoraIso, fechaIso, type Igual } from '../lib/respuesta';
import { estadoCuentaSchema } from '../pagos/pagos.schemas';
import { accionesTramiteSchema, pasoLineaSchema, tramiteSchema } from '../tramites/tramites.schemas';

const estatus = z.number().int();

/** What the taxpayer may do with the licence (domain/licencia/lectura.ts accionesLicencia). */
export const accionesLicenciaSchema = accionesTramiteSchema.extend({ enviarUsoSuelo: z.boolean(), editarUsoSuelo: z.boolean() });
const _acciones: Igual<z.output<typeof accionesLicenciaSchema>, AccionesLicencia> = true;

/** spec 1 §4.8: the beverage-licence window, while it runs or once the licence is suspended. */
export const bebidasSchema = z.object({ limite: fechaHoraIso.nullable(), dias_restantes: z.number().int().nullable(), mensaje: z.string() });

/**
 * GET establecimientos/getAnuenciasByLocacion/{id} (spec 1 §3 Anuencia): the civil-protection
 * ruling of each period, read from that year's licence; `id` is the licence whose anuencia prints.
 */
export const anuenciaSchema = z.object({
  id: z.number().int(),
  periodo: z.number().int(),
  estatus_general: estatus,
  estatus_pago: estatus,
  fecha_aprobacion: fechaHoraIso.nullable(),
});
export type AnuenciaDto = z.infer<typeof anuenciaSchema>;

/** The licence (licencia.dto.ts): the spec's fields, read from its request's snapshot, and the request. */
export const licenciaSchema = z.object({
  id: z.number().int(),
  folio: z.string(),
  anio: z.number().int(),
  locacion_id: z.number().int(),
  /** spec 1 §2.10: a renewal of a year (newyear), with its area and months */
  renovacion: z.boolean(),
  tipo_proceso_id: z.number().int(),
  mes_pago_residuos: z.string().nullable(),
  mes_pago_piso_f: z.string().nullable(),
  tipo_licencia_id: z.number().int(),
  estatus_licencia: estatus,
  estatus_verificacion: estatus,
  estatus_director_ingresos: estatus,
  estatus_tesorero: estatus,
  estatus_residuos_solidos: estatus,
  estatus_pago_residuos_solidos: estatus,
  estatus_uso_suelo: estatus,
  estatus_pago_uso_suelo: estatus,
  estatus_anuencia: estatus,
  estatus_pago_anuencia: estatus,
  paso_actual: z.string().nullable(),
  paso_actual_etiqueta: z.string().nullable(),
  motivo_rechazo: z.string().nullable(),
  linea_tiempo: z.array(pasoLineaSchema),
  progreso: z.number().int(),
  lista: z.boolean(),
  extemporaneo: z.boolean(),
  estatus_estado_extemporaneo: estatus.nullable(),
  pago_extemporaneo: z.boolean(),
  fecha_limite_pago: fechaIso.nullable(),
  suspendida: z.boolean(),
  revocada: z.boolean(),
  bebidas: bebidasSchema.nullable(),
  fecha_aprobacion: fechaHoraIso.nullable(),
  estados_cuenta: z.array(estadoCuentaSchema),
  acciones: accionesLicenciaSchema,
  tramite: tramiteSchema,
  created_at: fechaHoraIso,
});
export type LicenciaDto = z.infer<typeof licenciaSchema>;

/** GET establecimientos/getPagoExtemporaneo/{id} (spec 1 §4.8). */
export const estadoExtemporaneoSchema = z.object({
  extemporaneo: z.boolean(),
  pago_extemporaneo: z.boolean(),
  estatus_estado_extemporaneo: estatus.nullable(),
});

/** GET getFechaConfigExtemporaneo/{id}. */
export const fechasExtemporaneoSchema = z.object({ fecha_limite: fechaIso.nullable(), fecha_alta_hacienda: fechaIso });

/** GET establecimientos/getDataExtemporaneo/{id} (spec 1 §4.8): the late-payment dialog. */
export const datosExtemporaneoSchema = z.object({
  extemporaneo: z.boolean(),
  estatus_estado_extemporaneo: estatus.nullable(),
  pago_extemporaneo: z.boolean(),
  fecha_limite_pago: fechaIso.nullable(),
  renovacion: z.boolean(),
  /** spec 1 §4.8: the deadline that passed and where it comes from, for the person */
  plazo: z.string().nullable(),
  estado_cuenta: estadoCuentaSchema.nullable(),
  external_id: z.string(),
});
export type DatosExtemporaneo = z.infer<typeof datosExtemporaneoSchema>;

/** GET establecimientos/check-pending-licencias-bebidas-alcoholicas (spec 1 §4.8). */
export const pendienteBebidasSchema = z.object({
  locacion_id: z.number().int(),
  licencia_id: z.number().int(),
  nombre_comercial: z.string(),
  dias_restantes: z.number().int(),
  limite: fechaHoraIso.nullable(),
  suspendida: z.boolean(),
  mensaje: z.string(),
});
export type PendienteBebidas = z.infer<typeof pendienteBebidasSchema>;

// ---- Lookups of the licence form against the municipality's systems (consultas.routes.ts) ----

/** spec 1 §3 Cadastre result; `resultados` 0 when the key is unknown. */
export const resultadoCatastroSchema = z.discriminatedUnion('resultados', [
  z.object({ resultados: z.literal(0) }),
  z.object({
    resultados: z.literal(1),
    cp: z.string(),
    id_localidad: z.number().int(),
    id_colonia: z.number().int(),
    id_calle: z.number().int(),
    num_predio: z.string(),
    m_construccion: z.number(),
  }),
]);
export type ResultadoCatastro = z.infer<typeof resultadoCatastroSchema>;
const _catastro: Igual<Omit<Extract<ResultadoCatastro, { resultados: 1 }>, 'resultados'>, ResultadoCatastroAdaptador> = true;

export const estadoPredialSchema = z.object({ pagado: z.boolean(), ultimo_anio_pagado: z.number().int(), adeudo: z.string(), mensaje: z.string() });
const _predial: Igual<z.output<typeof estadoPredialSchema>, EstadoPredial> = true;

/** GET establecimientos/getPagoPredial/{id}: special keys (donation, federal zone, market) owe nothing. */
export const pagoPredialSchema = z.object({ pagado: z.boolean(), especial: z.boolean(), mensaje: z.string(), adeudo: z.string().nullable().optional() });

export const expedienteZofematSchema = z.object({
  num_expediente: z.string(),
  estatus_pago: z.enum(['PAGADO', 'PENDIENTE']),
  concesionario: z.string(),
  superficie_m2: z.number(),
});
export type ExpedienteZofemat = z.infer<typeof expedienteZofematSchema>;
const _zofemat: Igual<ExpedienteZofemat, ExpedienteZofematAdaptador> = true;

// ---- What a reviewer reads of a licence request in the inbox (detalle.ts) ----

export const documentoTareaSchema = z.object({
  id: z.number().int(),
  tipo_archivo: z.string(),
  etiqueta: z.string(),
  nombre: z.string(),
  mime: z.string(),
  url: z.string(),
  created_at: fechaHoraIso,
});
export type DocumentoTareaDto = z.infer<typeof documentoTareaSchema>;

export const pagoTareaSchema = z.object({
  order_id: z.string(),
  servicio_id: z.number().int(),
  monto: z.string(),
  folio_pago: z.string().nullable(),
  autorizacion: z.string().nullable(),
  confirmado_at: fechaHoraIso.nullable(),
});

export const establecimientoTareaSchema = formularioEstablecimientoSchema.extend({
  id: z.number().int(),
  external_id: z.string(),
  giro: z.string().nullable(),
  actividades_secundarias_nombres: z.array(z.string()),
  tipo_propiedad: z.string().nullable(),
  categoria: z.string().nullable(),
  tipo_local: z.string().nullable(),
  tipo_local_detalle: z.string().nullable(),
  /** the market of a market opening (spec 1 §2.4), by name */
  mercado: z.string().nullable(),
  domicilio: domicilioEstablecimientoSchema,
});

export const detalleLicenciaSchema = z.object({
  establecimiento: establecimientoTareaSchema,
  licencia: licenciaSchema,
  documentos: z.array(documentoTareaSchema),
  pagos: z.array(pagoTareaSchema),
});
export type DetalleLicenciaDto = z.infer<typeof detalleLicenciaSchema>;
