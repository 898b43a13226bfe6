// What the public-road sign routes answer and read (spec 3 §3.2, §7.2): the shared request of
// api/anuncios/anuncios.schemas.ts with the public road's own names — its signs as `anuncio_externo`
// (each with `anuncio_detalle` and the `<slot>_archivo` file records), the request's own files — the
// cadastre's answer of searchByClaveCatastral and the bodies of the moves. The web imports the types.
import { z } from 'zod';
import { anuncioSchema, archivoAnuncioSchema, detalleAnuncioSchema, solicitudAnuncioSchema } from '../anuncios/anuncios.schemas';
import { paginadoSchema } from '../lib/respuesta';

const id = z.number().int();
const archivo = archivoAnuncioSchema.nullable();

/** spec 3 §3.2 anuncio externo: one sign of the request, with its rows and its files by slot. */
export const anuncioExternoSchema = anuncioSchema.extend({
  solicitud_anuncio_externo_id: id,
  anuncio_detalle: z.array(detalleAnuncioSchema),
  fotografia_archivo: archivo,
  fotografia_izquierda_archivo: archivo,
  fotografia_derecha_archivo: archivo,
  memoria_calculo_estructural_archivo: archivo,
  responsiva_terceros_archivo: archivo,
  anterior_permiso_anuncio_archivo: archivo,
});
export type AnuncioExternoDto = z.infer<typeof anuncioExternoSchema>;

/** spec 3 §3.2 request group: the shared request with the signs as anuncio_externo and the request's own files. */
export const solicitudAnuncioExternoSchema = solicitudAnuncioSchema.extend({
  anuncio_externo: z.array(anuncioExternoSchema),
  documento_arrendamiento_archivo: archivo,
  constancia_cedula_catastral_archivo: archivo,
});
export type SolicitudAnuncioExternoDto = z.infer<typeof solicitudAnuncioExternoSchema>;

/** GET anuncioexterno/contribuyente: paged (data, from, last_page, total). */
export const paginaAnunciosExternosSchema = paginadoSchema(solicitudAnuncioExternoSchema);

/** POST anuncioexterno: the request and its first sign. */
export const solicitudExternaCreadaSchema = z.object({ id, anuncio_id: id });
/** POST anuncioexterno/createanuncio: the sign and its request. */
export const anuncioExternoCreadoSchema = z.object({ id, solicitud_anuncio_externo_id: id });

/** GET anuncioexterno/contribuyente?clave_catastral_find&folio&page (spec 3 §3.11). */
export const filtrosAnunciosExternosSchema = z.object({
  clave_catastral_find: z.string().trim().max(40).optional(),
  folio: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * POST anuncioexterno/{id}/changestatus {solicitud, estatus_id}: the taxpayer's one move, 10 (send,
 * or send again after a return). `solicitud` repeats the request (its id, or the request itself).
 */
export const cambioEstatusExternoSchema = z.object({
  solicitud: z.union([z.coerce.number().int(), z.looseObject({ id: z.coerce.number().int().optional() }), z.null()]).optional(),
  estatus_id: z.coerce.number().int(),
});

/** The property a key names (searchByClaveCatastral): the cadastre's address and whether its property tax is paid. */
export const predioAnuncioSchema = z.object({
  clave_catastral: z.string(),
  cp: z.string(),
  entidad_id: id,
  municipio_id: id,
  localidad_id: id,
  localidad: z.string().nullable(),
  colonia_id: id,
  colonia: z.string().nullable(),
  calle_id: id,
  calle: z.string().nullable(),
  numero_exterior: z.string(),
  /** built surface, m2 */
  m_construccion: z.number(),
  /** spec 3 §5.1: the form stays disabled until it is true ('Pagar predial' otherwise) */
  predial_pagado: z.boolean(),
  mensaje_predial: z.string(),
  /** amount owed (MXN, 2 decimals) as the property-tax office says it */
  adeudo: z.string().nullable(),
});
export type PredioAnuncioDto = z.infer<typeof predioAnuncioSchema>;

/** GET anuncioexterno/searchByClaveCatastral/{clave}: { resultados: the property | 0 }. */
export const busquedaClaveSchema = z.object({ resultados: z.union([predioAnuncioSchema, z.literal(0)]) });
