// GET /api/configuracion: what the web needs from the server's settings, public.
import { z } from 'zod';

export const configuracionPublicaSchema = z.object({
  mapa: z.object({
    teselas: z.string().meta({ description: 'plantilla de URL del servidor de teselas del mapa (MAPA_TILES_URL), con {z}, {x}, {y} y {s}' }),
  }),
});
export type ConfiguracionPublica = z.infer<typeof configuracionPublicaSchema>;
