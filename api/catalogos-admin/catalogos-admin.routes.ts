// The catalogues the office keeps from the portal (spec 3 §2.9 catalogos): root and the
// members of area 90 (Catálogos) only, reads too — the page is theirs, and the public readers of
// the same data (cat/*, convenio/list, giroactividades) stay where they were. Everyone else 403.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AREA_CATALOGOS } from '../../domain/common/catalogos';
import { actual } from '../auth/guards';
import { forbidden } from '../lib/errors';
import { catalogosBasicosRoutes } from './basicos.routes';
import { catalogosVersionadosRoutes } from './versionados.routes';
import { listasVerificacionRoutes } from './listas.routes';

/** Root, or a member of area 90; anyone else 403. */
export function exigirCatalogos(req: FastifyRequest): void {
  const a = actual(req);
  if (a.usuario.rol === 'root' || a.areas.some((x) => x.id === AREA_CATALOGOS)) return;
  throw forbidden();
}

export const catalogosAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // After the session (the parent's onRequest), before any body or query is read; the child
  // plugins below inherit it.
  app.addHook('onRequest', async (req) => exigirCatalogos(req));
  await app.register(catalogosBasicosRoutes);
  await app.register(catalogosVersionadosRoutes);
  await app.register(listasVerificacionRoutes);
};
