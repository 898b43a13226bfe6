// Answers of the request for a new activity (spec 1 §2.10) as response schemas.
import { z } from 'zod';
import { fechaHoraIso } from '../lib/respuesta';

/** What Licencias reads of the request in its inbox (the web's DetalleGiro takes this type). */
export const detalleGiroSchema = z.object({
  solicitud_giro: z.string(),
  contribuyente: z.object({ nombre: z.string(), rfc: z.string(), email: z.string() }).nullable(),
  fecha: fechaHoraIso,
});
export type DetalleGiroDto = z.infer<typeof detalleGiroSchema>;

/** POST contribuyentes/solicitudGiro: the request, sent. */
export const solicitudGiroSchema = z.object({ id: z.number().int(), folio: z.string(), estatus: z.number().int() });
