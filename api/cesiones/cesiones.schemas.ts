// What the rights-assignment routes answer (spec 3 §3.7, §7.7): an assignment request with
// its stall, new concessionaire, files, status and the kit's tramite block; and what Mercados sees of
// it in the inbox. The DTO types are exported for the web (web/cesiones, web/bandeja/detalle-cesion.tsx).
import { z } from 'zod';
import { paginadoSchema } from '../lib/respuesta';
import { tramiteSchema } from '../tramites/tramites.schemas';

const id = z.number().int();
/** A stored file's URL (GET /api/documentacion/{id}) or null. */
const url = z.string().nullable();

/** What the caller may do with the assignment now (spec 3 §4.6). */
export const accionesCesionSchema = z.object({
  editar: z.boolean(),
  enviar: z.boolean(),
  subirRecibo: z.boolean(),
  /** the service to pay online now (1760), else null */
  pagar: id.nullable(),
});
export type AccionesCesionDto = z.infer<typeof accionesCesionSchema>;

/** The stall assigned: its market, number and the establishment's trade name (locacion). */
export const localCesionSchema = z.object({ id, mercado_id: id, mercado: z.string(), numero: z.string(), locacion: z.string() });
export type LocalCesionDto = z.infer<typeof localCesionSchema>;

/** The new concessionaire. */
export const cesionarioSchema = z.object({ rfc: z.string(), nombre: z.string().nullable() });
export type CesionarioDto = z.infer<typeof cesionarioSchema>;

/** spec 3 §3.7: an assignment request. */
export const cesionSchema = z.object({
  id,
  folio: z.string(),
  /** the new concessionaire's RFC */
  rfc: z.string(),
  id_solicitud: id.nullable(),
  docSolicitud: url,
  id_solicitud_ant: id.nullable(),
  docSolicitudAnt: url,
  id_local_mercado: id,
  local_mercado: localCesionSchema,
  /** the new concessionaire's portal account, when they have one */
  id_cesionario: id.nullable(),
  cesionario: cesionarioSchema,
  familiar: z.boolean(),
  id_foto_cesionario: id.nullable(),
  docFoto: url,
  id_baja_sat: id.nullable(),
  docBajaSat: url,
  id_alta_sat: id.nullable(),
  docAltaSat: url,
  id_autorizacion_sec: id.nullable(),
  docAutorizacion: url,
  id_acta_comp: id.nullable(),
  docActaComp: url,
  id_doc_generado: id.nullable(),
  docGenerado: url,
  /** spec 3 §4.6: 1 INICIO, 10 EN PROCESO, 3 VALIDADA, 4 FINALIZADA, 5 RECHAZADA */
  estatus: id,
  estatus_label: z.string(),
  /** the reason of the current return */
  motivo_rechazo: z.string().nullable(),
  id_edo_cuenta: id.nullable(),
  /** the 1760 statement's PDF */
  docEdoCuenta: url,
  /** spec 3 §3.7 locacion: the establishment's id */
  locacion: id,
  nombre_comercial: z.string(),
  id_recibo_pago: id.nullable(),
  docSolidPago: url,
  baja_form_licen_concesionario: z.null(),
  docBaja_form_licen_concesionario: z.null(),
  concesion_transferida: z.boolean(),
  acciones: accionesCesionSchema,
  tramite: tramiteSchema,
});
export type CesionDto = z.infer<typeof cesionSchema>;

export const paginaCesionesSchema = paginadoSchema(cesionSchema);
export type PaginaCesionesDto = z.infer<typeof paginaCesionesSchema>;

/** A file Mercados reviews in the inbox. */
export const documentoCesionSchema = z.object({ etiqueta: z.string(), url: z.string(), tipo: z.enum(['pdf', 'imagen']) });
export type DocumentoCesionDto = z.infer<typeof documentoCesionSchema>;

/** What Mercados sees of an assignment in the inbox (web/bandeja/detalle-cesion.tsx). */
export const detalleTareaCesionSchema = z.object({
  folio: z.string(),
  cedente: z.object({ nombre: z.string(), rfc: z.string() }),
  cesionario: cesionarioSchema,
  familiar: z.boolean(),
  local_mercado: localCesionSchema,
  documentos: z.array(documentoCesionSchema),
  docGenerado: url,
  docAutorizacion: url,
  docSolidPago: url,
  /** Mercados may generate the authorization format now (step autorizacion) */
  puedeGenerarFormato: z.boolean(),
  /** Mercados may upload the secretary's authorization now (step autorizacion, format generated) */
  puedeSubirAutorizacion: z.boolean(),
  /** the authorization is signed with e.firma (docs/EFIRMA.md): the signed format is the authorization, no scan to upload */
  autorizacionEfirma: z.boolean(),
});
export type DetalleTareaCesionDto = z.infer<typeof detalleTareaCesionSchema>;
