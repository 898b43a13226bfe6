// What the lease routes answer (spec 3 §3.6, §7.6): a lease request with its contract,
// statuses, files and the kit's tramite block; the taxpayer's establishments in a market with the
// stalls they hold; the giros catalogue; and what Mercados sees of a lease in the inbox.
// The DTO types are exported for the web (web/arrendamientos, web/bandeja/detalle-arrendamiento.tsx).
import { z } from 'zod';
import { fechaIso, paginadoSchema } from '../lib/respuesta';
import { estadoCuentaSchema } from '../pagos/pagos.schemas';
import { tramiteSchema } from '../tramites/tramites.schemas';

const id = z.number().int();
/** A stored file's URL (GET /api/documentacion/{id}) or null. */
const url = z.string().nullable();

/** What the caller may do with the lease now (spec 3 §4.5). */
export const accionesArrendamientoSchema = z.object({
  editar: z.boolean(),
  enviar: z.boolean(),
  subirContrato: z.boolean(),
  editarContrato: z.boolean(),
  enviarContrato: z.boolean(),
  subirRecibo: z.boolean(),
  /** the service to pay online now (1759), else null */
  pagar: id.nullable(),
});
export type AccionesArrendamientoDto = z.infer<typeof accionesArrendamientoSchema>;

/** spec 3 §3.6: a lease request. */
export const arrendamientoSchema = z.object({
  id,
  folio: z.string(),
  solicitud_id: id.nullable(),
  docSolicitud: url,
  contribuyente_id: id,
  establecimiento_id: id,
  locacion: z.object({ id, nombre_comercial: z.string() }),
  local_mercado: z.object({ id, mercado: z.string(), numero: z.string() }).nullable(),
  giro_id: id,
  giro: z.object({ id, d_giro: z.string() }).nullable(),
  alta_sat_id: id.nullable(),
  docAltaSat: url,
  /** the same file as docAltaSat (spec 3 §3.6 names both) */
  docSat: url,
  /** spec 3 §4.5: 15 PENDIENTE, 10 EN REVISION, 3 VALIDADA, 4 APROBADA */
  estatus_solicitud_id: id,
  estatus_solicitud: z.string(),
  contrato_arrendamiento_id: id.nullable(),
  docContrato_arrendamiento: url,
  fecha_inicio: fechaIso.nullable(),
  fecha_fin: fechaIso.nullable(),
  /** "1234.50" */
  renta_mes: z.string().nullable(),
  porcen_ayunta: z.string().nullable(),
  arrendatario_nombre: z.string().nullable(),
  arrendatario_rfc: z.string().nullable(),
  arrendatario_correo: z.string().nullable(),
  /** null: no contract yet (shown PENDIENTE) */
  estatus_contrato_id: id.nullable(),
  estatus_contrato: z.string(),
  id_recibo_pago: id.nullable(),
  docSolidPago: url,
  /** the reason of the current return */
  motivo_rechazo: z.string().nullable(),
  /** the contract reached its end date */
  vencido: z.boolean(),
  /** the 10 % statement (1759) once the payment step opened: paid online through the kit's gateway */
  estado_cuenta: estadoCuentaSchema.nullable(),
  acciones: accionesArrendamientoSchema,
  tramite: tramiteSchema,
});
export type ArrendamientoDto = z.infer<typeof arrendamientoSchema>;

export const paginaArrendamientosSchema = paginadoSchema(arrendamientoSchema);
export type PaginaArrendamientosDto = z.infer<typeof paginaArrendamientosSchema>;

/** GET solicitudArrendamiento/getLocacion: an establishment in a market with the stalls its taxpayer holds there. */
export const locacionMercadoSchema = z.object({
  id,
  nombre_comercial: z.string(),
  external_id: z.string().nullable(),
  mercado_id: id,
  mercado: z.string(),
  locales: z.array(z.object({ id, numero: z.string() })),
});
export type LocacionMercadoDto = z.infer<typeof locacionMercadoSchema>;

/** GET solicitudArrendamiento/cat/getgiro */
export const giroArrendamientoSchema = z.object({ id, d_giro: z.string() });
export type GiroArrendamientoDto = z.infer<typeof giroArrendamientoSchema>;

/** What Mercados sees of a lease in the inbox (web/bandeja/detalle-arrendamiento.tsx). */
export const detalleTareaArrendamientoSchema = z.object({
  folio: z.string(),
  contribuyente: z.object({ nombre: z.string(), rfc: z.string() }),
  locacion: z.object({ id, nombre_comercial: z.string() }),
  local_mercado: z.object({ id, mercado: z.string(), numero: z.string() }).nullable(),
  giro: z.object({ id, d_giro: z.string() }).nullable(),
  documentos: z.array(z.object({ etiqueta: z.string(), url: z.string() })),
  contrato: z
    .object({
      fecha_inicio: fechaIso.nullable(),
      fecha_fin: fechaIso.nullable(),
      renta_mes: z.string().nullable(),
      porcen_ayunta: z.string().nullable(),
      arrendatario_nombre: z.string().nullable(),
      arrendatario_rfc: z.string().nullable(),
      docContrato_arrendamiento: url,
    })
    .nullable(),
  docSolidPago: url,
});
export type DetalleTareaArrendamientoDto = z.infer<typeof detalleTareaArrendamientoSchema>;
