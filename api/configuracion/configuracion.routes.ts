// The settings the browser must share with the server, read once by the web: the map's tile server
// is the same value the CSP allows (api/lib/csp.ts), so the two never disagree and changing it
// needs a restart, not a rebuild of the web (a VITE_ variable would be baked into the bundle).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, sobre } from '../lib/respuesta';
import { configuracionPublicaSchema } from './configuracion.schemas';

export const configuracionRoutes: FastifyPluginAsyncZod = async (app) => {
  const datos = { mapa: { teselas: app.deps.config.MAPA_TILES_URL } };
  app.get('/configuracion', { schema: { tags: ['operación'], security: [], response: { 200: sobre(configuracionPublicaSchema) } } }, async () => ok(datos));
};
