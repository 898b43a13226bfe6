// The e.firma API's shapes (the web reads the same types).
import { z } from 'zod';
import { fechaHoraIso } from '../lib/respuesta';

/** base64 of a small binary (a certificate, attributes, a signature): 64 KiB is far above any of them. */
export const base64Schema = z
  .string()
  .max(90_000)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Debe estar en base64');

export const certificadoSchema = z.object({
  serie: z.string(),
  rfc: z.string(),
  curp: z.string().nullable(),
  nombre: z.string(),
  emisor: z.string(),
  valido_desde: fechaHoraIso,
  valido_hasta: fechaHoraIso,
  registrado_at: fechaHoraIso,
});
export type CertificadoDto = z.infer<typeof certificadoSchema>;

export const modoSchema = z.enum(['efirma', 'clic']);

export const miCertificadoSchema = z.object({ modo: modoSchema, certificado: certificadoSchema.nullable() });

export const efirmaTareaSchema = z.object({
  modo: modoSchema,
  /** this task is signed with e.firma (a signature step that asks for it, in mode 'efirma') */
  requerida: z.boolean(),
  certificado: certificadoSchema.nullable(),
});

export const preparacionSchema = z.object({
  sesion: z.uuid(),
  /** the DER SET of signed attributes the browser signs with RSASSA-PKCS1-v1_5 / SHA-256 */
  atributos: base64Schema,
  /** SHA-256 of those attributes (hexadecimal), what the signature ultimately covers */
  digesto: z.string(),
  /** the registered certificate's public key (SPKI, DER), so the browser checks its key matches before sending */
  spki: base64Schema,
  certificado: certificadoSchema,
});

export const firmaVerificadaSchema = z.object({
  nombre: z.string(),
  rfc: z.string().nullable(),
  curp: z.string().nullable(),
  serie: z.string(),
  emisor: z.string(),
  fecha: fechaHoraIso.nullable(),
  razon: z.string().nullable(),
  integra: z.boolean(),
  cubre_todo: z.boolean(),
  autoridad_reconocida: z.boolean(),
  vigente_al_firmar: z.boolean(),
  problema: z.string().nullable(),
});

export const verificacionPdfSchema = z.object({ intacto: z.boolean(), firmas: z.array(firmaVerificadaSchema) });
export type VerificacionPdfDto = z.infer<typeof verificacionPdfSchema>;
