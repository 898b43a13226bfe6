// Answers of the establishment calls (spec 1 §2.5, §2.8, §2.9, §3 Establishment, §7.4) as response schemas.
import { z } from 'zod';
import { fechaHoraIso } from '../lib/respuesta';
import { licenciaSchema } from '../licencias/licencias.schemas';
import { domicilioEstablecimientoSchema, formularioEstablecimientoSchema } from './formulario.schemas';

const id = z.number().int();

/** A stored file of an establishment, without its bytes (establecimientos.dto.ts archivoDto). */
export const archivoSchema = z.object({
  id,
  tipo_archivo: z.string(),
  etiqueta: z.string(),
  nombre: z.string(),
  mime: z.string(),
  tamano: z.number().int(),
  url: z.string(),
  created_at: fechaHoraIso,
});
export type ArchivoDto = z.infer<typeof archivoSchema>;

/** A photo of the card (spec 1 §2.5), frente first. */
export const imagenSchema = z.object({ id, tipo_archivo: z.string(), url: z.string() });
export type ImagenDto = z.infer<typeof imagenSchema>;

/** What may be done with the establishment now (spec 1 §4.3, §6). */
export const accionesEstablecimientoSchema = z.object({ editar: z.boolean(), subir_archivos: z.boolean(), eliminar: z.boolean(), bloqueado: z.boolean() });

/** The address the original API nests under locacion_domicilio. */
const locacionDomicilioSchema = z.object({ domicilio: domicilioEstablecimientoSchema });

/** A card of GET establecimientos/contribuyente/{id} (spec 1 §2.5): the newest licence without its statements. */
export const tarjetaEstablecimientoSchema = z.object({
  id,
  external_id: z.string(),
  nombre_comercial: z.string(),
  clave_catastral: z.string(),
  tipo_proceso_id: id,
  /** street, number and colonia, as text */
  domicilio: z.string(),
  locacion_domicilio: locacionDomicilioSchema,
  images: z.array(imagenSchema),
  unread_notifications_count: z.number().int(),
  licencia: z.array(licenciaSchema.omit({ estados_cuenta: true })),
  acciones: accionesEstablecimientoSchema,
  /** spec 1 §3 zofemat: it has (or, as a hotel or motel, may have) a Zofemat file: the card offers 'Zofemat' (§2.6) */
  zofemat: z.boolean(),
  /** spec 1 §3 zofemat_expediente: the file number the municipality recorded, when it did */
  zofemat_expediente: z.string().nullable(),
  /** spec 1 §2.5 "market account statement": a stall in a market (local type 2, or a market licence) */
  mercado: z.boolean(),
  created_at: fechaHoraIso,
});
export type TarjetaEstablecimiento = z.infer<typeof tarjetaEstablecimientoSchema>;

const giroOpbSchema = z.object({ id, nombre: z.string(), req_patente: z.enum(['SI', 'NO']) });

/**
 * GET establecimientos/{id} (and the answer of PUT): every form field in snake_case (spec 1 §3),
 * the catalogue names, the files and every licence newest first (the first is the current one).
 */
export const establecimientoDetalleSchema = formularioEstablecimientoSchema.extend({
  id,
  contribuyente_id: id,
  external_id: z.string(),
  giro_opb: giroOpbSchema.nullable(),
  actividades_secundarias_opb: z.array(giroOpbSchema),
  has_alcohol_giro: z.boolean(),
  has_alcohol_actividad: z.boolean(),
  is_hoteleria: z.boolean(),
  baja: z.boolean(),
  /** the stored address with its labels (the form's own address fields are a subset) */
  domicilio: domicilioEstablecimientoSchema,
  domicilio_texto: z.string(),
  locacion_domicilio: locacionDomicilioSchema,
  archivos: z.array(archivoSchema),
  images: z.array(imagenSchema),
  unread_notifications_count: z.number().int(),
  licencia: z.array(licenciaSchema),
  acciones: accionesEstablecimientoSchema,
  documentos_requeridos: z.array(z.string()),
  documentos_faltantes: z.array(z.string()),
  created_at: fechaHoraIso,
  updated_at: fechaHoraIso,
});
export type EstablecimientoDetalle = z.infer<typeof establecimientoDetalleSchema>;

/** POST establecimientos: the new establishment and its licence draft. */
export const establecimientoCreadoSchema = z.object({
  id,
  contribuyente_id: id,
  external_id: z.string(),
  tipo_proceso_id: id,
  licencia: z.array(z.object({ id, folio: z.string() })),
});
export type EstablecimientoCreado = z.infer<typeof establecimientoCreadoSchema>;

/** A row of the procedures table (spec 1 §2.9). */
/** `etiqueta` and `tono`: the row's one status word and how it is drawn (the licence's as on its card). */
export const filaTramiteSchema = z.object({
  tipo: z.string(),
  estatus: z.number().int().nullable(),
  etiqueta: z.string(),
  color: z.enum(['verde', 'rojo', 'gris']),
  tono: z.enum(['exito', 'info', 'aviso', 'peligro', 'neutro']),
});

/** GET tramites (spec 1 §2.9): per establishment, the anuencia, the licence and the land-use certificate. */
export const tramitesEstablecimientoSchema = z.object({
  id,
  external_id: z.string(),
  nombre_comercial: z.string(),
  licencia_id: id.nullable(),
  folio: z.string().nullable(),
  anio: z.number().int().nullable(),
  tramites: z.array(filaTramiteSchema),
});
export type TramitesEstablecimiento = z.infer<typeof tramitesEstablecimientoSchema>;

/** GET establecimientos/documentos (spec 1 §2.8 My documents, the establishments' part). */
export const documentosEstablecimientoSchema = z.object({ id, external_id: z.string(), nombre_comercial: z.string(), archivos: z.array(archivoSchema) });
export type DocumentosEstablecimiento = z.infer<typeof documentosEstablecimientoSchema>;

/** GET establecimientos/getByClave/{clave} (spec 1 §5.5): the caller's establishments with that key. */
export const establecimientoPorClaveSchema = z.object({
  id,
  external_id: z.string(),
  nombre_comercial: z.string(),
  clave_catastral: z.string(),
  estatus_licencia: z.number().int().nullable(),
  licencia: z.array(z.object({ id, folio: z.string(), anio: z.number().int(), estatus_licencia: z.number().int() })),
});

