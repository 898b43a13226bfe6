// What the public check answers of a signed tower or billboard dictamen (verificacion.ts).
import { z } from 'zod';
import { fechaHoraIso } from '../lib/respuesta';

export const dictamenVerificadoSchema = z.object({
  tipo: z.enum(['torre', 'espectacular']),
  /** 'Permiso de antenas y torres' / 'Permiso de anuncio espectacular' */
  tramite: z.string(),
  titular: z.string(),
  clave_catastral: z.string().nullable(),
  domicilio: z.string(),
  caracteristicas: z.array(z.object({ etiqueta: z.string(), valor: z.string() })),
  fecha_firma: fechaHoraIso.nullable(),
});
export type DictamenVerificado = z.infer<typeof dictamenVerificadoSchema>;
