// The versioned catalogues of api/catalogos-admin — a procedure's documents (entregables),
// the fee lines of services 1750–1756 (tarifas) and the activities (giros). Every save is a new
// version (versionados.repository.ts); the author is the caller. The gate is the parent plugin's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROCEDIMIENTOS_ENTREGABLES } from '../../domain/catalogos/entregables';
import { actual } from '../auth/guards';
import { idParam } from '../lib/params';
import { ok, rechazoSchema, sobre } from '../lib/respuesta';
import { noEncontrado } from './basicos.repository';
import { MSG_CATALOGOS as M } from '../../domain/catalogos/admin.mensajes';
import {
  entregableCrearBody,
  entregableEditarBody,
  entregableSchema,
  entregablesQuery,
  giroAdminSchema,
  giroCrearBody,
  giroEditarBody,
  giroParam,
  procedimientoEntregablesSchema,
  tarifaBody,
  tarifaSchema,
} from '../../domain/catalogos/admin.schemas';
import { createVersionadosRepository } from './versionados.repository';

const tags = ['catálogos (administración)'];
/** A save: the new version, or a refusal (400 the data, 404 the row, 409 a version someone else replaced). */
const guardado = <T extends z.ZodType>(s: T) => ({ 200: sobre(s), 400: rechazoSchema, 404: rechazoSchema, 409: rechazoSchema });

export const catalogosVersionadosRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createVersionadosRepository({ db: app.deps.db });
  const autor = (req: Parameters<typeof actual>[0]) => actual(req).usuario.id;
  /** A document after the save; missing only if the registry dropped its code meanwhile. */
  const hallado = <T>(x: T | null): T => {
    if (!x) throw noEncontrado();
    return x;
  };

  // ---- entregables ----
  app.get('/catalogos/entregables/procedimientos', { schema: { tags, response: { 200: sobre(z.array(procedimientoEntregablesSchema)) } } }, async () =>
    ok(Object.values(PROCEDIMIENTOS_ENTREGABLES).map((p) => ({ clave: p.clave, nombre: p.nombre, documentos: p.documentos.map((d) => ({ codigo: d.codigo, etiqueta: d.etiqueta })) }))),
  );
  app.get('/catalogos/entregables', { schema: { querystring: entregablesQuery, tags, response: { 200: sobre(z.array(entregableSchema)), 400: rechazoSchema } } }, async (req) =>
    ok(await repo.entregables(req.query.procedimiento)),
  );
  app.post('/catalogos/entregables', { schema: { body: entregableCrearBody, tags, response: guardado(entregableSchema) } }, async (req) =>
    ok(hallado(await repo.crearEntregable(req.body, autor(req))), M.documentoGuardado),
  );
  app.put('/catalogos/entregables/:id', { schema: { params: idParam, body: entregableEditarBody, tags, response: guardado(entregableSchema) } }, async (req) =>
    ok(hallado(await repo.editarEntregable(req.params.id, req.body, autor(req))), M.documentoGuardado),
  );
  app.delete('/catalogos/entregables/:id', { schema: { params: idParam, tags, response: { 200: sobre(z.null()), 404: rechazoSchema, 409: rechazoSchema } } }, async (req) => {
    await repo.cerrarEntregable(req.params.id);
    return ok(null, M.documentoRestablecido);
  });

  // ---- tarifas ----
  app.get('/catalogos/tarifas', { schema: { tags, response: { 200: sobre(z.array(tarifaSchema)) } } }, async () => ok(await repo.tarifas()));
  app.get('/catalogos/tarifas/:id/historial', { schema: { params: idParam, tags, response: { 200: sobre(z.array(tarifaSchema)), 404: rechazoSchema } } }, async (req) =>
    ok(hallado(await repo.historialTarifa(req.params.id))),
  );
  app.put('/catalogos/tarifas/:id', { schema: { params: idParam, body: tarifaBody, tags, response: guardado(tarifaSchema) } }, async (req) =>
    ok(await repo.editarTarifa(req.params.id, req.body, autor(req)), M.tarifaActualizada),
  );

  // ---- giros ----
  app.get('/catalogos/giros', { schema: { tags, response: { 200: sobre(z.array(giroAdminSchema)) } } }, async () => ok(await repo.giros()));
  app.post('/catalogos/giros', { schema: { body: giroCrearBody, tags, response: guardado(giroAdminSchema) } }, async (req) =>
    ok(await repo.crearGiro(req.body, autor(req)), M.giroGuardado),
  );
  app.put('/catalogos/giros/:giroId', { schema: { params: giroParam, body: giroEditarBody, tags, response: guardado(giroAdminSchema) } }, async (req) =>
    ok(hallado(await repo.editarGiro(req.params.giroId, req.body, autor(req))), M.giroGuardado),
  );
};
