// The public check of a licence (GET verificar/{codigo}).
import { z } from 'zod';
import { fechaHoraIso, fechaIso } from '../lib/respuesta';
import { fiscalizacionVerificadaSchema } from '../fiscalizacion/verificacion';
import { anuncioVerificadoSchema } from '../anuncios/impresos';
import { dictamenVerificadoSchema } from '../dictamenes/verificacion.schemas';
import { visitaVerificadaSchema } from '../visitas/visitas.schemas';

/** What the printed licence shows, and its status today: only for the QR's signed code of an issued licence. */
export const licenciaVerificadaSchema = z.object({
  /** vencida: its fiscal year is over (valid until 31 December of `anio`) */
  estado: z.enum(['vigente', 'suspendida', 'revocada', 'vencida']),
  tipo_licencia: z.enum(['permanente', 'provisional']),
  anio: z.number().int(),
  /** the last day it is valid */
  vigencia: fechaIso,
  fecha_expedicion: fechaHoraIso,
  titular: z.string(),
  nombre_comercial: z.string(),
  domicilio: z.string(),
  giro: z.string(),
});
export type LicenciaVerificada = z.infer<typeof licenciaVerificadaSchema>;

/**
 * What the certificate of an approved change request shows: only for the QR's signed
 * code of an approved change; the folio is the answer's.
 */
export const cambioVerificadoSchema = z.object({
  /** the procedure's key (domain/cambios/comun.ts CAMBIO) */
  tipo: z.string(),
  /** its name: 'Cambio de nombre comercial' */
  tramite: z.string(),
  /** the certificate's title: 'Constancia de cambio de nombre comercial' */
  constancia: z.string(),
  nombre_comercial: z.string(),
  /** what the change replaced, as the certificate prints it */
  cambios: z.array(z.object({ campo: z.string(), anterior: z.string(), nuevo: z.string() })),
  fecha_aprobacion: fechaHoraIso,
});
export type CambioVerificado = z.infer<typeof cambioVerificadoSchema>;

/**
 * `valida`: an issued licence in force carries this folio, or (a change's folio) an approved change request. A bare folio (folios are sequential)
 * gets only that; `licencia` comes only with the code the licence's QR carries.
 */
export const verificacionSchema = z.object({
  folio: z.string(),
  valida: z.boolean(),
  licencia: licenciaVerificadaSchema.nullable(),
  /** only with the signed code of an approved change request's certificate; absent for a licence */
  cambio: cambioVerificadoSchema.optional(),
  /** only with the signed code of an extraordinary-hours or live-music certificate */
  fiscalizacion: fiscalizacionVerificadaSchema.optional(),
  /** only with the signed code of an advertising authorization format, ANU- or AVP- */
  anuncio: anuncioVerificadoSchema.optional(),
  /** only with the signed code of a signed tower or billboard dictamen, TOR- or ESP- */
  dictamen: dictamenVerificadoSchema.optional(),
  /** only with the signed code of a field inspection's act, VIS- */
  visita: visitaVerificadaSchema.optional(),
});
export type VerificacionLicencia = z.infer<typeof verificacionSchema>;
