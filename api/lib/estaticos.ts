// The web app's files (dist/web), served by the API with an SPA fallback to index.html.
//
// The build (vite.config.ts, plugin ventanilla:precomprimir) writes a brotli and a gzip copy beside
// every text file; they are sent as they are (preCompressed), by the browser's Accept-Encoding, with
// `vary: accept-encoding` — nothing is compressed per request. Files under /assets/ carry a content
// hash in their names, so they are cached for a year and never revalidated; index.html (which names
// the current hashes) and the few unhashed files (favicon…) are revalidated on every use.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const CACHE_INMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDAR = 'no-cache';

/** a Vite output name: `name-<8+ char hash>.ext` (also its .map and the .br/.gz copies) */
const CON_HASH = /-[\w-]{8,}\.[\w.]+$/;

function cabecerasCache(reply: FastifyReply, ruta: string): void {
  const enAssets = reply.request.url.startsWith('/assets/');
  reply.header('cache-control', enAssets && CON_HASH.test(basename(ruta)) ? CACHE_INMUTABLE : CACHE_REVALIDAR);
}

/**
 * The page the build prerendered for this address (vite.config.ts, plugin ventanilla:prerender, writes
 * prerender/<name>.html for each public page that needs no session), or null. Only one-segment
 * addresses are looked up, and only in that folder: `/signin` → prerender/signin.html.
 */
export function paginaPrerenderizada(dist: string, url: string): string | null {
  const nombre = /^\/([a-zA-Z][a-zA-Z-]*)\/?(?:\?.*)?$/.exec(url)?.[1];
  if (!nombre) return null;
  const archivo = `prerender/${nombre}.html`;
  return existsSync(join(dist, archivo)) ? archivo : null;
}

/**
 * The signed-in shell's skeleton (web/prerender/servidor.tsx, ESQUELETO), for the addresses the shell
 * draws: /admin and below, not /admin/nueva-contrasena, a page of its own (web/lib/guardias.ts,
 * esDelShell: the same rule). A person with no session is still sent on to /signin by the app.
 */
export const ARCHIVO_ESQUELETO = 'prerender/_esqueleto.html';

export function esqueletoDelShell(dist: string, url: string): string | null {
  const ruta = url.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (!/^\/admin(?:\/|$)/.test(ruta) || /^\/admin\/nueva-contrasena(?:\/|$)/.test(ruta)) return null;
  return existsSync(join(dist, ARCHIVO_ESQUELETO)) ? ARCHIVO_ESQUELETO : null;
}

export async function servirWeb(app: FastifyInstance, dist: string): Promise<void> {
  // wildcard: files are looked up per request, so a rebuilt web is served without a restart.
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: cabecerasCache,
  });
  // Single-page app: any non-API path gets index.html, which routes on the client. A missing file
  // under /assets/ (a chunk of an older release) is a 404, not the page: a cached index.html must
  // not be fed to the browser as JavaScript.
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api') || req.url.startsWith('/assets/') || req.method !== 'GET') {
      return reply.code(404).send({ success: false, message: 'Ruta no encontrada' });
    }
    // The page already drawn (its form, before any JavaScript), the shell's skeleton at the shell's
    // addresses; any other address (public pages with data, unknown ones) the bare index.html.
    return reply.sendFile(paginaPrerenderizada(dist, req.url) ?? esqueletoDelShell(dist, req.url) ?? 'index.html');
  });
}
