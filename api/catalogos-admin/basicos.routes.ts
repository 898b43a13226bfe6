// The plain catalogues of api/catalogos-admin — municipalities, localities, agreements and
// the market padrón's stalls. The gate (root or area 90) is the parent plugin's
// (catalogos-admin.routes.ts). The public readers (cat/{ent}/municipios, convenio/list,
// cesion-Derecho/getLocalesMercados) read the same tables, so an edit shows there at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MERCADOS, mercadoPorId } from '../../domain/licencia/mercados';
import { idParam } from '../lib/params';
import { ok, rechazoSchema, sobre } from '../lib/respuesta';
import { createCatalogosBasicosRepository, noEncontrado } from './basicos.repository';
import { MSG_CATALOGOS as M } from '../../domain/catalogos/admin.mensajes';
import {
  convenioBody,
  convenioSchema,
  localBody,
  localidadCrearBody,
  localidadEditarBody,
  localidadesQuery,
  localidadSchema,
  localSchema,
  mercadoResumenSchema,
  municipioCrearBody,
  municipioEditarBody,
  municipioSchema,
  municipiosQuery,
} from '../../domain/catalogos/admin.schemas';

const tags = ['catálogos (administración)'];
/** The answers of a save: the row, or a refusal with its message. */
const guardado = <T extends z.ZodType>(s: T) => ({ 200: sobre(s), 400: rechazoSchema, 404: rechazoSchema });

export const catalogosBasicosRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createCatalogosBasicosRepository({ db: app.deps.db });

  // ---- municipios ----
  app.get('/catalogos/municipios', { schema: { querystring: municipiosQuery, tags, response: { 200: sobre(z.array(municipioSchema)) } } }, async (req) =>
    ok(await repo.municipios(req.query.entidad)),
  );
  app.post('/catalogos/municipios', { schema: { body: municipioCrearBody, tags, response: guardado(municipioSchema) } }, async (req) =>
    ok(await repo.crearMunicipio(req.body), M.registrado),
  );
  app.put('/catalogos/municipios/:id', { schema: { params: idParam, body: municipioEditarBody, tags, response: guardado(municipioSchema) } }, async (req) => {
    const m = await repo.editarMunicipio(req.params.id, req.body.label);
    if (!m) throw noEncontrado();
    const conteo = (await repo.municipios(m.entidadId)).find((x) => x.id === m.id);
    return ok({ id: m.id, entidad_id: m.entidadId, label: m.label, localidades: conteo?.localidades ?? 0 }, M.actualizado);
  });

  // ---- localidades ----
  app.get('/catalogos/localidades', { schema: { querystring: localidadesQuery, tags, response: { 200: sobre(z.array(localidadSchema)) } } }, async (req) =>
    ok(await repo.localidades(req.query.entidad, req.query.municipio)),
  );
  app.post('/catalogos/localidades', { schema: { body: localidadCrearBody, tags, response: guardado(localidadSchema) } }, async (req) =>
    ok(await repo.crearLocalidad(req.body), M.registrado),
  );
  app.put('/catalogos/localidades/:id', { schema: { params: idParam, body: localidadEditarBody, tags, response: guardado(localidadSchema) } }, async (req) => {
    const l = await repo.editarLocalidad(req.params.id, req.body);
    if (!l) throw noEncontrado();
    return ok(l, M.actualizado);
  });

  // ---- convenios ----
  app.get('/catalogos/convenios', { schema: { tags, response: { 200: sobre(z.array(convenioSchema)) } } }, async () => ok(await repo.convenios()));
  app.post('/catalogos/convenios', { schema: { body: convenioBody, tags, response: guardado(convenioSchema) } }, async (req) =>
    ok(await repo.crearConvenio(req.body), M.registrado),
  );
  app.put('/catalogos/convenios/:id', { schema: { params: idParam, body: convenioBody, tags, response: guardado(convenioSchema) } }, async (req) => {
    const c = await repo.editarConvenio(req.params.id, req.body);
    if (!c) throw noEncontrado();
    return ok(c, M.actualizado);
  });

  // ---- mercados y locales ----
  app.get('/catalogos/mercados', { schema: { tags, response: { 200: sobre(z.array(mercadoResumenSchema)) } } }, async () => {
    const conteo = await repo.conteoLocales();
    return ok(MERCADOS.map((m) => ({ id: m.id, nombre: m.nombre, locales: conteo.get(m.id)?.locales ?? 0, vacantes: conteo.get(m.id)?.vacantes ?? 0 })));
  });
  app.get('/catalogos/mercados/:id/locales', { schema: { params: idParam, tags, response: { 200: sobre(z.array(localSchema)), 404: rechazoSchema } } }, async (req) => {
    if (!mercadoPorId(req.params.id)) throw noEncontrado();
    return ok(await repo.locales(req.params.id));
  });
  app.post('/catalogos/mercados/:id/locales', { schema: { params: idParam, body: localBody, tags, response: guardado(localSchema) } }, async (req) => {
    if (!mercadoPorId(req.params.id)) throw noEncontrado();
    return ok(await repo.crearLocal(req.params.id, req.body), M.localGuardado);
  });
  app.put('/catalogos/locales/:id', { schema: { params: idParam, body: localBody, tags, response: guardado(localSchema) } }, async (req) => {
    const l = await repo.editarLocal(req.params.id, req.body);
    if (!l) throw noEncontrado();
    return ok(l, M.localGuardado);
  });
  app.delete('/catalogos/locales/:id', { schema: { params: idParam, tags, response: { 200: sobre(z.null()), 400: rechazoSchema, 404: rechazoSchema } } }, async (req) => {
    if (!(await repo.eliminarLocal(req.params.id))) throw noEncontrado();
    return ok(null, M.localEliminado);
  });
};
