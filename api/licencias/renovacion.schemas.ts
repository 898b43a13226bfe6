// Answers of the renewal calls (spec 1 §3 renewal search result, §7.2 getLocacionByClave, §7.4).
import { z } from 'zod';
import { licenciaSchema } from './licencias.schemas';

const id = z.number().int();

/**
 * GET establecimientos/getByClaveCatastral/{a}/{b}/{c}: each licence of the establishment the three
 * keys name, in the portal (`en_ventanilla`) or only in the municipality's padrón (then
 * `id_padron` is what POST licencia/establecimientos/import/{id} takes).
 */
export const licenciaRenovacionSchema = z.object({
  id: id.nullable(),
  anio: id,
  folio: z.string().nullable(),
  estatus: id,
  /** the year's one status word: the licence's (as on its card) or the padrón's */
  estatus_texto: z.string(),
  pagada: z.boolean(),
  cve_catastral: z.string(),
  d_establecimiento: z.string(),
  id_establecimiento: id,
  external_id: z.string(),
  en_ventanilla: z.boolean(),
  id_padron: id.nullable(),
});
export type LicenciaRenovacion = z.infer<typeof licenciaRenovacionSchema>;

/** POST getLocacionByClave (spec 1 §3 "Renewal search result"). */
export const locacionPorClaveSchema = z.object({
  d_establecimiento: z.string(),
  actividad: z.string(),
  dir_catastral: z.string(),
  external_id: z.string(),
  cve_catastral: z.string(),
  en_ventanilla: z.boolean(),
  /** the portal's establishment id, when it is there */
  locacion_id: id.nullable(),
  id_padron: id.nullable(),
});

/** POST licencias/getHistoricoLicencia/{external_id}: one row per year, the portal's and the padrón's. */
export const historicoLicenciaSchema = z.object({
  anio: id,
  licencia_id: id.nullable(),
  folio: z.string().nullable(),
  estatus_licencia: id.nullable(),
  /** the year's one status word: the licence's (as on its card) or the padrón's */
  estatus_texto: z.string(),
  renovacion: z.boolean(),
  pagada: z.boolean(),
  origen: z.enum(['ventanilla', 'padron']),
});

/** The periods the establishment may renew now (domain/licencia/renovacion.ts periodosRenovacion). */
export const periodosSchema = z.object({ periodos: z.array(id), libre: z.boolean(), desde: id });

/** POST licencia/{id}/newyear/{x}. */
export const nuevaRenovacionSchema = z.object({
  idSolicitud: id,
  anio: id,
  estatus_licencia: id,
  licencia: licenciaSchema,
  /** spec 1 §1: a SARE business with alcohol renews in Licencias (the move's message) */
  aviso: z.string().nullable(),
});

/** GET licencia/{a}/{b}/getLicenciaEstatus. */
export const licenciaEstatusSchema = z.object({
  licencia_id: id,
  locacion_id: id,
  anio: id,
  folio: z.string(),
  estatus_licencia: id,
  renovacion: z.boolean(),
  lista: z.boolean(),
  paso_actual_etiqueta: z.string().nullable(),
});

export const importadoSchema = z.object({ id, external_id: z.string(), nombre_comercial: z.string() });
