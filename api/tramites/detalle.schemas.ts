// What a reviewer reads of any request in the inbox: its documents and its payments. Every
// procedure's detail schema is built with these.
import { z } from 'zod';
import { fechaHoraIso } from '../lib/respuesta';

export const documentoTareaSchema = z.object({
  id: z.number().int(),
  tipo_archivo: z.string(),
  etiqueta: z.string(),
  nombre: z.string(),
  mime: z.string(),
  url: z.string(),
  created_at: fechaHoraIso,
});
export type DocumentoTareaDto = z.infer<typeof documentoTareaSchema>;

export const pagoTareaSchema = z.object({
  order_id: z.string(),
  servicio_id: z.number().int(),
  monto: z.string(),
  folio_pago: z.string().nullable(),
  autorizacion: z.string().nullable(),
  confirmado_at: fechaHoraIso.nullable(),
});
