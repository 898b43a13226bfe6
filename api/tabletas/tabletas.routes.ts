// The field tablets (spec 3 §7.8 'Tramite' paths verbatim; §2.9, §6): root and the
// administrador keep the inventory and give a tablet to a profesionista or brigadista (the users'
// page, web/usuarios, calls these). The taxpayer's establishments (tramite/contribuyente/{id}) are
// what a field visit looks up: the owner, root, and staff of an area with a task about the taxpayer.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { contribuyentes } from '../../db/schema';
import { ROLES_ADMIN_USUARIOS } from '../../domain/usuarios/catalogos';
import { MSG_USUARIOS } from '../../domain/usuarios/mensajes';
import { actual, esStaff, exigirRol } from '../auth/guards';
import { forbidden, HttpError } from '../lib/errors';
import { idParam } from '../lib/params';
import { ok, rechazoSchema, sobre } from '../lib/respuesta';
import { createTareasRepository } from '../tareas/tareas.repository';
import { createTabletasRepository } from './tabletas.repository';
import {
  asignarParams,
  cuentaTabletaSchema,
  locacionesSchema,
  MSG_TABLETAS,
  tabletaBodySchema,
  tabletaDeCuentaSchema,
  tabletaLibreSchema,
  tabletaSchema,
} from './tabletas.schemas';

const tags = ['tabletas'];
const rechazos = { 400: rechazoSchema, 404: rechazoSchema };

/** spec 3 §6: root and administrador manage accounts and their tablets; anyone else 403. */
export const exigirAdminTabletas = (req: FastifyRequest) => void exigirRol(req, ROLES_ADMIN_USUARIOS);

export const tabletasRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createTabletasRepository({ db: app.deps.db });
  const tareasRepo = createTareasRepository({ db: app.deps.db });

  /**
   * A taxpayer reads only the own establishments; staff only those of a taxpayer their area has (or
   * had) a task about, as the padrón look-ups (api/contribuyentes propioRfc); root any; the
   * administrador none (it manages accounts, not taxpayers).
   */
  async function puedeVerContribuyente(req: FastifyRequest, contribuyenteId: number): Promise<void> {
    const a = actual(req);
    if (a.usuario.rol === 'root') return;
    if (a.usuario.rol === 'contribuyente') {
      if (a.contribuyenteId !== contribuyenteId) throw forbidden();
      return;
    }
    if (!esStaff(a.usuario.rol)) throw forbidden();
    const areas = new Set(await tareasRepo.areasDeContribuyente(contribuyenteId));
    if (!a.areas.some((x) => areas.has(x.id))) throw forbidden();
  }

  app.get(
    '/tramite/contribuyente/:id',
    { schema: { params: idParam, tags, response: { 200: sobre(locacionesSchema), 404: rechazoSchema } } },
    async (req) => {
      await puedeVerContribuyente(req, req.params.id);
      const [c] = await app.deps.db.select({ id: contribuyentes.id }).from(contribuyentes).where(eq(contribuyentes.id, req.params.id));
      if (!c) throw new HttpError(404, MSG_TABLETAS.contribuyenteNoEncontrado, 'NOT_FOUND');
      return ok({ locaciones: await repo.locaciones(c.id) });
    },
  );

  // The inventory and the assignments: a child plugin so that the gate runs after the session (the
  // parent's onRequest) and before any body is read, for these routes only.
  const administracion: FastifyPluginAsyncZod = async (adm) => {
    adm.addHook('onRequest', async (req) => exigirAdminTabletas(req));

    adm.get('/tramite/all', { schema: { tags, response: { 200: sobre(z.array(tabletaSchema)) } } }, async () => ok(await repo.todas()));

    adm.get('/tramite/no-tablet', { schema: { tags, response: { 200: sobre(z.array(cuentaTabletaSchema)) } } }, async () => ok(await repo.cuentasSinTableta()));

    adm.get('/tramite/no-unit', { schema: { tags, response: { 200: sobre(z.array(tabletaLibreSchema)) } } }, async () => ok(await repo.libres()));

    adm.get('/tramite/unit/:id', { schema: { params: idParam, tags, response: { 200: sobre(tabletaDeCuentaSchema.nullable()), 404: rechazoSchema } } }, async (req) =>
      ok(await repo.deCuenta(req.params.id)),
    );

    adm.post('/tramite/:id/unit/:unitId', { schema: { params: asignarParams, tags, response: { 200: sobre(z.null()), ...rechazos } } }, async (req) => {
      await repo.asignar(actual(req).usuario.id, req.params.id, req.params.unitId);
      return ok(null, MSG_USUARIOS.tabletaAsignada);
    });

    adm.post('/tramite/:id/remove-unit', { schema: { params: idParam, tags, response: { 200: sobre(z.null()), ...rechazos } } }, async (req) => {
      await repo.desvincular(actual(req).usuario.id, req.params.id);
      return ok(null, MSG_USUARIOS.tabletaDesvinculada);
    });

    adm.post('/tramite', { schema: { body: tabletaBodySchema, tags, response: { 200: sobre(tabletaLibreSchema), 400: rechazoSchema } } }, async (req) =>
      ok(await repo.registrar(req.body), MSG_TABLETAS.registrada),
    );
  };
  await app.register(administracion);
};
