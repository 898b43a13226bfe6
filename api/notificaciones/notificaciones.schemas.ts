// Answers of the notification calls (spec 1 §3 Notification, §5.3, §7.3) as response schemas.
import { z } from 'zod';
import { fechaHoraIso } from '../lib/respuesta';

/** An in-app notification, shaped as Laravel's database notifications (spec 1 §7.3). */
export const notificacionSchema = z.object({
  id: z.number().int(),
  created_at: fechaHoraIso,
  read_at: fechaHoraIso.nullable(),
  data: z.object({ encabezado: z.string(), descripcion: z.string(), establecimiento: z.number().int().nullable(), link: z.string().nullable() }),
});
export type NotificacionDto = z.infer<typeof notificacionSchema>;

/** GET areas: the areas a taxpayer may write to, named as the taxpayer knows them. */
export const areaSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type AreaDto = z.infer<typeof areaSchema>;

/** GET areas/{id}/mensajes: what taxpayers wrote to an area. */
export const mensajeAreaSchema = z.object({
  id: z.number().int(),
  area: z.string(),
  message: z.string(),
  rfc: z.string(),
  nombreContribuyente: z.string(),
  establecimientoId: z.number().int().nullable(),
  created_at: fechaHoraIso,
});
export type MensajeAreaDto = z.infer<typeof mensajeAreaSchema>;
