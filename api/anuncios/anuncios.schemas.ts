// What the advertising routes answer (spec 3 §3.1, §3.2, §7.1, §7.2; notas-issue13 H2): a request
// with its signs, each sign with its detail rows and files, the 1756 statement and the kit's
// tramite. Shared by the signs of an establishment and the public-road signs; the web imports the
// z.infer types.
import { z } from 'zod';
import type { DomicilioAnuncio } from '../../db/schema';
import { documentoTareaSchema } from '../tramites/detalle.schemas';
import { fechaHoraIso, fechaIso, paginadoSchema, type Igual } from '../lib/respuesta';
import { estadoCuentaSchema } from '../pagos/pagos.schemas';
import { tramiteSchema } from '../tramites/tramites.schemas';

const id = z.number().int();

/** A stored file of a sign or request (GET /api/documentacion/{id} serves it). */
export const archivoAnuncioSchema = z.object({ id, codigo: z.string(), nombre: z.string(), mime: z.string(), url: z.string() });
export type ArchivoAnuncioDto = z.infer<typeof archivoAnuncioSchema>;

/** spec 3 §3.1 domicilio of a sign away from its establishment, §3.2 the property's address. */
export const domicilioAnuncioSchema = z.object({
  cp: z.string().nullable().optional(),
  entidad_id: z.number().int().nullable().optional(),
  municipio_id: z.number().int().nullable().optional(),
  localidad: z.string().nullable().optional(),
  colonia: z.string().nullable().optional(),
  calle: z.string().nullable().optional(),
  numero_exterior: z.string().nullable().optional(),
  numero_interior: z.string().nullable().optional(),
  referencias: z.string().nullable().optional(),
  latitud: z.number().nullable().optional(),
  longitud: z.number().nullable().optional(),
});
const _domicilio: Igual<z.output<typeof domicilioAnuncioSchema>, DomicilioAnuncio> = true;

/** spec 3 §3.2 detail row (largo is labelled 'Alto' on screen). */
export const detalleAnuncioSchema = z.object({
  id,
  tipo_anuncio_id: id,
  largo: z.number(),
  ancho: z.number(),
  pieza: id.nullable(),
  mes: id.nullable(),
  dia: id.nullable(),
  material_id: id,
  caras: id,
  /** type 4: true electric mechanism, false wind */
  movimiento_rotatorio: z.boolean().nullable(),
});
export type DetalleAnuncioDto = z.infer<typeof detalleAnuncioSchema>;

/** spec 3 §3.1 anuncio / §3.2 anuncio externo: one sign. */
export const anuncioSchema = z.object({
  id,
  solicitud_id: id,
  tipo_anuncio_id: id.nullable(),
  tipo_anuncio: z.string().nullable(),
  material_id: id.nullable(),
  material: z.string().nullable(),
  forma_instalacion: z.string().nullable(),
  tipo_instalacion: z.string().nullable(),
  iluminado: z.boolean(),
  contenido: z.string().nullable(),
  temporal: z.boolean(),
  fecha_inicio: fechaIso.nullable(),
  fecha_fin: fechaIso.nullable(),
  otro_domicilio: z.boolean(),
  domicilio: domicilioAnuncioSchema.nullable(),
  /** 1 Propio, 2 Arrendado */
  propiedad: id.nullable(),
  renovacion: z.boolean(),
  periodo_renovacion: z.array(id),
  tiene_cambio: z.boolean(),
  cambio_texto: z.string().nullable(),
  cambio_fisico: z.boolean(),
  espectacular: z.boolean(),
  /** some row of type 4 turns by an electric mechanism / by the wind */
  is_mecanismo_electrico: z.boolean(),
  is_accion_viento: z.boolean(),
  /** the first row's size, '2.00 × 1.50 m' */
  medidas: z.string(),
  motivo_rechazo: z.string().nullable(),
  arreglo_anuncios: z.array(detalleAnuncioSchema),
  /** slot → file */
  archivos: z.record(z.string(), archivoAnuncioSchema),
});
export type AnuncioDto = z.infer<typeof anuncioSchema>;

/** spec 3 §3.1 anuncio_edo_cuenta_aprobado: the 1756 statement and its receipt. */
export const edoCuentaAnuncioSchema = z.object({
  id,
  /** paid and validated by Desarrollo Urbano */
  aprobado: z.boolean(),
  /** the payment's folio once paid */
  recibo_pago: z.string().nullable(),
  /** the receipt the taxpayer uploaded */
  recibo_pago_archivo: archivoAnuncioSchema.nullable(),
});

/** What the taxpayer may do with the request now (spec 3 §4.1). */
export const accionesAnuncioSchema = z.object({ editar: z.boolean(), enviar: z.boolean(), ver_formato: z.boolean(), pagar: z.boolean() });

/** spec 3 §3.1 "Advertising request group" / §3.2 request group, with the kit's statement and tramite. */
export const solicitudAnuncioSchema = z.object({
  /** the kit request's id */
  id,
  folio: z.string(),
  tipo: z.enum(['establecimiento', 'externo']),
  locacion_id: id.nullable(),
  establecimiento: z.object({ id, nombre_comercial: z.string(), external_id: z.string() }).nullable(),
  clave_catastral: z.string().nullable(),
  no_folio: z.boolean(),
  identificacion_predio: z.string().nullable(),
  tipo_propiedad_id: id.nullable(),
  /** 1 Propio, 2 Arrendado: the request's, else its first sign's */
  propiedad: id.nullable(),
  domicilio: domicilioAnuncioSchema.nullable(),
  /** spec 3 §4.1: 1 draft, 10 sent, 5 returned, 4 authorized; 2 / 8 / 9 while paying */
  estatus_id: id,
  estatus: z.object({ descripcion: z.string() }),
  color: z.enum(['gris', 'verde', 'rojo', 'ambar']),
  motivo_rechazo: z.string().nullable(),
  created_at: fechaHoraIso,
  alto_riesgo: z.boolean(),
  renovacion: z.boolean(),
  anio: id,
  /** the 1756 fee once the statement is issued */
  importe: z.string().nullable(),
  documento_propiedad_archivo: archivoAnuncioSchema.nullable(),
  contrato_arrendamiento_archivo: archivoAnuncioSchema.nullable(),
  /** every file of the request (its own, its signs', the payment receipt) */
  documentos: z.array(archivoAnuncioSchema),
  /** the request's own files by slot (documento_propiedad, documento_arrendamiento, constancia_cedula_catastral…) */
  archivos: z.record(z.string(), archivoAnuncioSchema),
  anuncio: z.array(anuncioSchema),
  anuncio_edo_cuenta_aprobado: edoCuentaAnuncioSchema.nullable(),
  estado_cuenta: estadoCuentaSchema.nullable(),
  formato_generado_at: fechaHoraIso.nullable(),
  acciones: accionesAnuncioSchema,
  tramite: tramiteSchema,
});
export type SolicitudAnuncioDto = z.infer<typeof solicitudAnuncioSchema>;

/** GET anuncio: the taxpayer's requests, one page. */
export const paginaSolicitudesAnuncioSchema = paginadoSchema(solicitudAnuncioSchema);

/** GET anuncio/{id}: a sign with its request. */
export const anuncioConSolicitudSchema = anuncioSchema.extend({ solicitud: solicitudAnuncioSchema });
export type AnuncioConSolicitudDto = z.infer<typeof anuncioConSolicitudSchema>;

/** POST anuncio: the sign and the request it went to. */
export const anuncioCreadoSchema = z.object({ id, solicitud_id: id });

/** A catalogue (GET tipoanuncios/list, materiales/list). */
export const catalogoAnuncioSchema = z.array(z.object({ id, descripcion: z.string() }));

/** POST anuncio/{id}/changestatus: the taxpayer's one move, 10 (send or send again). */
export const cambioEstatusAnuncioSchema = z.object({ estatus_id: z.coerce.number().int() });

/** What Desarrollo Urbano and Protección Civil see of a request in the inbox (web/bandeja/detalle-anuncio.tsx). */
export const detalleTareaAnuncioSchema = z.object({
  solicitud_id: id,
  folio: z.string(),
  tipo: z.enum(['establecimiento', 'externo']),
  nombre_tramite: z.string(),
  contribuyente: z.object({ nombre: z.string(), rfc: z.string(), email: z.string() }),
  establecimiento: z.object({ id, external_id: z.string(), nombre_comercial: z.string(), domicilio: z.string() }).nullable(),
  clave_catastral: z.string().nullable(),
  no_folio: z.boolean(),
  identificacion_predio: z.string().nullable(),
  tipo_propiedad_id: id.nullable(),
  /** the signs' place in words */
  domicilio: z.string(),
  alto_riesgo: z.boolean(),
  renovacion: z.boolean(),
  anio: id,
  anuncios: z.array(anuncioSchema),
  /** the 1756 fee the rows make (domain/anuncios/tarifa.ts) */
  tarifa: z.object({ conceptos: z.array(z.object({ concepto: z.string(), importe: z.string() })), total: z.string() }),
  importe: z.string().nullable(),
  documentos: z.array(documentoTareaSchema),
  estado_cuenta: estadoCuentaSchema.nullable(),
});
export type DetalleTareaAnuncioDto = z.infer<typeof detalleTareaAnuncioSchema>;
