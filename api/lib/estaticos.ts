// The web app's files (dist/web), served by the API with an SPA fallback to index.html.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function servirWeb(app: FastifyInstance, dist: string): Promise<void> {
  // wildcard: files are looked up per request, so a rebuilt web is served without a restart.
  await app.register(fastifyStatic, { root: dist, wildcard: true, maxAge: '1h', index: ['index.html'] });
  // Single-page app: any non-API path gets index.html, which routes on the client.
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api') || req.method !== 'GET') return reply.code(404).send({ success: false, message: 'Ruta no encontrada' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
