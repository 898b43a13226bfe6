// The public check of a licence (GET verificar/{codigo}, issue 3 §6, issue 9 §7).
import { z } from 'zod';
import { fechaHoraIso, fechaIso } from '../lib/respuesta';

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
 * `valida`: an issued licence in force carries this folio. A bare folio (folios are sequential)
 * gets only that; `licencia` comes only with the code the licence's QR carries.
 */
export const verificacionSchema = z.object({
  folio: z.string(),
  valida: z.boolean(),
  licencia: licenciaVerificadaSchema.nullable(),
});
export type VerificacionLicencia = z.infer<typeof verificacionSchema>;
