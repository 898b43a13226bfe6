import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATEGORIAS,
  girosPorIds,
  MESES,
  SUBTIPOS_LOCAL,
  subtiposDeLocal,
  TIPOS_LOCAL,
  TIPOS_PROPIEDAD,
  TIPOS_PROPIEDAD_ANUNCIOS,
  type GiroActividad,
} from '../../domain/catalogos/establecimientos';
import { ENTIDAD_DEFAULT, MUNICIPIO_DEFAULT } from '../../domain/common/catalogos';
import { domicilioTexto } from '../../domain/common/domicilio';
import { ordenarPorEtiqueta } from '../../domain/common/orden';
import { MERCADOS } from '../../domain/licencia/mercados';
import { notFound } from '../lib/errors';
import { idParam, idSchema } from '../lib/params';
import { ok, sobre } from '../lib/respuesta';
import { girosEn } from '../../db/catalogos/vigentes.repository';
import { createCatalogosRepository } from './catalogos.repository';
import { actividadSchema, codigoPostalSchema, coloniaSchema, giroSchema, itemSchema, mercadoSchema, mesSchema, subtipoSchema } from './catalogos.schemas';

// Licence-form catalogues (spec 1 §3, §7.4; spec 2 §3 activity items): static data of
// domain/catalogos/establecimientos.ts, served with the same envelope. Items are {id, label} plus extras.
// The activities (giros) are the office's catalogue in force now (cat_giros), GIROS for
// any id without a version; the lists offer only active ones, a look-up by id answers any.

const comoGiro = (g: GiroActividad) => ({ id: g.id, label: g.nombre, nombre: g.nombre, req_patente: g.req_patente, riesgo: g.riesgo, sare: g.sare });
const comoActividad = (g: GiroActividad) => ({ id: g.id, label: g.nombre, id_giro: g.id, d_giro: g.nombre, descripcion: g.nombre, req_patente: g.req_patente });

// Address catalogues (spec 1 §7.4). Items are {id, label}.
export const catalogosRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createCatalogosRepository({ db: app.deps.db });
  const cache = { 'cache-control': 'private, max-age=300' };
  const lista = { 200: sobre(z.array(itemSchema)) };

  app.get('/cat/entidades', { schema: { tags: ['catálogos'], response: lista } }, async (_req, reply) => {
    reply.headers(cache);
    return ok(await repo.entidades());
  });
  app.get('/cat/:ent/municipios', { schema: { params: z.object({ ent: idSchema }), tags: ['catálogos'], response: lista } }, async (req, reply) => {
    reply.headers(cache);
    return ok(await repo.municipios(req.params.ent));
  });
  app.get('/cat/:ent/:mun/localidades', { schema: { params: z.object({ ent: idSchema, mun: idSchema }), tags: ['catálogos'], response: lista } }, async (req, reply) => {
    reply.headers(cache);
    return ok(await repo.localidades(req.params.ent, req.params.mun));
  });
  app.get(
    '/cat/cp/:cp',
    { schema: { params: z.object({ cp: z.string().regex(/^\d{5}$/) }), tags: ['catálogos'], response: { 200: sobre(codigoPostalSchema.nullable()) } } },
    async (req) => {
      const cols = await repo.coloniasDeCp(req.params.cp);
      if (!cols.length) return { success: false, message: 'No se encontró el código postal', data: null };
      const loc = await repo.localidad(cols[0].localidadId);
      return ok({
        id_localidad: loc?.id ?? null,
        cve_ent: String(loc?.entidadId ?? 23).padStart(2, '0'),
        cve_mun: String(loc?.municipioId ?? 4).padStart(3, '0'),
        cve_loc: loc?.cveLoc ?? null,
        colonias: cols.map(({ id, label }) => ({ id, label })),
      });
    },
  );
  app.get(
    '/cat/colonias/:localidad',
    { schema: { params: z.object({ localidad: idSchema }), tags: ['catálogos'], response: { 200: sobre(z.array(coloniaSchema)) } } },
    async (req, reply) => {
      reply.headers(cache);
      return ok(await repo.colonias(req.params.localidad));
    },
  );
  app.get('/cat/calles/:colonia', { schema: { params: z.object({ colonia: idSchema }), tags: ['catálogos'], response: lista } }, async (req, reply) => {
    reply.headers(cache);
    return ok(await repo.calles(req.params.colonia));
  });

  // ---- Licence form (spec 1 §7.4) ----
  const tags = ['catálogos'];
  const girosActivos = async () => (await girosEn(app.deps.db, new Date())).filter((g) => g.activo);
  app.get('/giroactividades', { schema: { tags, response: { 200: sobre(z.array(giroSchema)) } } }, async (_req, reply) => {
    reply.headers(cache);
    return ok(ordenarPorEtiqueta((await girosActivos()).map(comoGiro)));
  });
  app.get(
    '/giroactividades/:id',
    { schema: { tags, params: idParam, response: { 200: sobre(giroSchema) } } },
    async (req, reply) => {
      const giro = (await girosEn(app.deps.db, new Date())).find((g) => g.id === req.params.id);
      if (!giro) throw notFound();
      reply.headers(cache);
      return ok(comoGiro(giro));
    },
  );
  // The selected main and secondary activities, to learn whether any needs a patente or is lodging.
  app.post(
    '/giroactividades/multiples',
    {
      schema: {
        tags,
        body: z.object({ giro_actividades_ids: z.array(idSchema).max(100) }),
        response: { 200: sobre(z.array(giroSchema)) },
      },
    },
    async (req) => ok(girosPorIds(req.body.giro_actividades_ids, await girosEn(app.deps.db, new Date())).map(comoGiro)),
  );
  app.get('/tipopropiedades/list', { schema: { tags, response: { 200: sobre(z.array(itemSchema)) } } }, async (_req, reply) => {
    reply.headers(cache);
    return ok([...TIPOS_PROPIEDAD]);
  });
  app.get('/tipopropiedades/listanuncios', { schema: { tags, response: { 200: sobre(z.array(itemSchema)) } } }, async (_req, reply) => {
    reply.headers(cache);
    return ok([...TIPOS_PROPIEDAD_ANUNCIOS]);
  });
  app.get('/categorias/list', { schema: { tags, response: { 200: sobre(z.array(itemSchema)) } } }, async (_req, reply) => {
    reply.headers(cache);
    return ok([...CATEGORIAS]);
  });
  app.get('/tipolocales', { schema: { tags, response: { 200: sobre(z.array(itemSchema)) } } }, async (_req, reply) => {
    reply.headers(cache);
    return ok([...TIPOS_LOCAL]);
  });
  app.get(
    '/tipolocales/subtipos/:id',
    { schema: { tags, params: idParam, response: { 200: sobre(z.array(subtipoSchema)) } } },
    async (req, reply) => {
      reply.headers(cache);
      return ok(ordenarPorEtiqueta(subtiposDeLocal(req.params.id)));
    },
  );
  app.get('/cat/subtipolocal', { schema: { tags, response: { 200: sobre(z.array(subtipoSchema)) } } }, async (_req, reply) => {
    reply.headers(cache);
    return ok([...SUBTIPOS_LOCAL]);
  });
  app.get('/actividadeconomicas/list', { schema: { tags, response: { 200: sobre(z.array(actividadSchema)) } } }, async (_req, reply) => {
    reply.headers(cache);
    return ok(ordenarPorEtiqueta((await girosActivos()).map(comoActividad)));
  });
  app.get('/actividadeconomicassecundarias/list', { schema: { tags, response: { 200: sobre(z.array(actividadSchema)) } } }, async (_req, reply) => {
    reply.headers(cache);
    return ok(ordenarPorEtiqueta((await girosActivos()).map(comoActividad)));
  });
  app.get('/meses', { schema: { tags, response: { 200: sobre(z.array(mesSchema)) } } }, async (_req, reply) => {
    reply.headers(cache);
    return ok([...MESES]);
  });

  // spec 1 §2.4 Mercados → Apertura: the municipality's markets, each with its address.
  app.get('/mercados/list', { schema: { tags, response: { 200: sobre(z.array(mercadoSchema)) } } }, async (_req, reply) => {
    const doms = MERCADOS.map((m) => m.domicilio);
    const n = await repo.nombres({
      localidades: doms.map((d) => d.localidad_id),
      colonias: doms.map((d) => d.colonia_id),
      calles: doms.flatMap((d) => [d.calle_id, d.cruzamiento1_id, d.cruzamiento2_id]).filter((x): x is number => x !== null),
    });
    const calle = (id: number | null) => (id === null ? null : (n.calle.get(id) ?? null));
    reply.headers(cache);
    return ok(
      ordenarPorEtiqueta(
        MERCADOS.map((m) => {
          const d = m.domicilio;
          const domicilio = {
            ...d,
            entidad_id: ENTIDAD_DEFAULT,
            municipio_id: MUNICIPIO_DEFAULT,
            localidad: n.localidad.get(d.localidad_id) ?? null,
            colonia: n.colonia.get(d.colonia_id) ?? null,
            calle: calle(d.calle_id),
            cruzamiento1: calle(d.cruzamiento1_id),
            cruzamiento2: calle(d.cruzamiento2_id),
          };
          return { id: m.id, label: m.nombre, tipo_local_detalle_id: m.tipo_local_detalle_id, domicilio, domicilio_texto: domicilioTexto(domicilio) };
        }),
      ),
    );
  });
};
