// The outbox as root reads it.
import { z } from 'zod';
import { fechaHoraIso } from '../lib/respuesta';

export const correoSchema = z.object({
  id: z.number().int(),
  para: z.string(),
  asunto: z.string(),
  texto: z.string(),
  created_at: fechaHoraIso,
  enviado_at: fechaHoraIso.nullable(),
});
export type CorreoDto = z.infer<typeof correoSchema>;
