// Answers of the statement calls of an establishment (spec 1 §3 "Online payment data", "Statement
// form", "Market statement form"; §7.3 notifyEdoRs; §7.4 generarSolicitudEstadoCuenta, formCuenta;
// §7.5 getEdoCuentaAlcohol, getDataEstablecimiento) as response schemas.
import { z } from 'zod';
import { fechaHoraIso } from '../lib/respuesta';
import { estadoCuentaSchema } from '../pagos/pagos.schemas';

const id = z.number().int();

/**
 * A statement with what online payment reads of it (spec 1 §3 "Online payment data: id_establecimiento,
 * id_servicio, estatus_edo_cuenta, folio_estado_cuenta"; §7.5 "Responses read pago_linea_*
 * (id_folio_pago), external_id, folio"): the four values POST pagosopb/getFolio takes, and the
 * gateway's payment folio once it was paid online.
 */
export const estadoCuentaPagoLineaSchema = estadoCuentaSchema.extend({
  id_establecimiento: id,
  external_id: z.string(),
  id_servicio: id,
  estatus_edo_cuenta: z.number().int(),
  folio_estado_cuenta: z.string(),
  monto: z.string().meta({ description: 'el total del estado de cuenta, en pesos con dos decimales' }),
  pago_linea_id_folio_pago: z.string().nullable().meta({ description: 'folio del pago en línea confirmado por la pasarela; null mientras no se paga' }),
});
export type EstadoCuentaPagoLinea = z.infer<typeof estadoCuentaPagoLineaSchema>;

/** GET establecimientos/getDataEstablecimiento/{id} (spec 1 §7.5): what the online payment of its statements needs. */
export const datosEstablecimientoPagoSchema = z.object({
  id,
  external_id: z.string(),
  nombre_comercial: z.string(),
  clave_catastral: z.string(),
  /** the holder, as the statement prints it */
  titular: z.string(),
  rfc: z.string(),
  estados_cuenta: z.array(estadoCuentaPagoLineaSchema),
});
export type DatosEstablecimientoPago = z.infer<typeof datosEstablecimientoPagoSchema>;

/** A statement request sent to an area (db/schema/estados-cuenta-solicitudes.table.ts). */
export const solicitudEstadoCuentaDtoSchema = z.object({
  id,
  tipo: z.enum(['periodo', 'mercado', 'residuos']),
  locacion_id: id,
  area_id: id,
  /** the area as the taxpayer knows it (Coordinación SARE for a SARE business, spec 1 §9) */
  area: z.string(),
  year_ini: z.number().int().nullable(),
  mes_ini: z.string().nullable(),
  year_fin: z.number().int(),
  mes_fin: z.string(),
  created_at: fechaHoraIso,
});
export type SolicitudEstadoCuentaDto = z.infer<typeof solicitudEstadoCuentaDtoSchema>;

/**
 * GET establecimientos/solicitudEstadoCuentaMercado/{id}: whether the market request applies, and
 * where the next one must start (spec 1 §3 lastyear, lastmes: the end of the last request).
 */
export const cuentaMercadoEstadoSchema = z.object({
  mercado: z.boolean(),
  lastyear: z.number().int().nullable(),
  lastmes: z.string().nullable(),
  solicitudes: z.array(solicitudEstadoCuentaDtoSchema),
});
export type CuentaMercadoEstado = z.infer<typeof cuentaMercadoEstadoSchema>;
