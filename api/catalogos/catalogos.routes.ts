import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { catCalles, catColonias, catEntidades, catLocalidades, catMunicipios } from '../../db/schema';
import { ok } from '../lib/respuesta';

const num = z.coerce.number().int();

// Address catalogues (spec 1 §7.4). Items are {id, label}.
export const catalogosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const cache = { 'cache-control': 'private, max-age=300' };

  app.get('/cat/entidades', { schema: { tags: ['catálogos'] } }, async (_req, reply) => {
    reply.headers(cache);
    return ok(await db.select().from(catEntidades).orderBy(asc(catEntidades.label)));
  });
  app.get('/cat/:ent/municipios', { schema: { params: z.object({ ent: num }), tags: ['catálogos'] } }, async (req, reply) => {
    reply.headers(cache);
    return ok(await db.select({ id: catMunicipios.id, label: catMunicipios.label }).from(catMunicipios).where(eq(catMunicipios.entidadId, req.params.ent)).orderBy(asc(catMunicipios.label)));
  });
  app.get('/cat/:ent/:mun/localidades', { schema: { params: z.object({ ent: num, mun: num }), tags: ['catálogos'] } }, async (req, reply) => {
    reply.headers(cache);
    return ok(
      await db
        .select({ id: catLocalidades.id, label: catLocalidades.label })
        .from(catLocalidades)
        .where(and(eq(catLocalidades.entidadId, req.params.ent), eq(catLocalidades.municipioId, req.params.mun)))
        .orderBy(asc(catLocalidades.label)),
    );
  });
  app.get('/cat/cp/:cp', { schema: { params: z.object({ cp: z.string().regex(/^\d{5}$/) }), tags: ['catálogos'] } }, async (req) => {
    const cols = await db
      .select({ id: catColonias.id, label: catColonias.label, localidadId: catColonias.localidadId })
      .from(catColonias)
      .where(eq(catColonias.codigoPostal, req.params.cp))
      .orderBy(asc(catColonias.label));
    if (!cols.length) return { success: false, message: 'No se encontró el código postal', data: null };
    const [loc] = await db.select().from(catLocalidades).where(eq(catLocalidades.id, cols[0].localidadId));
    return ok({
      id_localidad: loc?.id ?? null,
      cve_ent: String(loc?.entidadId ?? 23).padStart(2, '0'),
      cve_mun: String(loc?.municipioId ?? 4).padStart(3, '0'),
      cve_loc: loc?.cveLoc ?? null,
      colonias: cols.map(({ id, label }) => ({ id, label })),
    });
  });
  app.get('/cat/colonias/:localidad', { schema: { params: z.object({ localidad: num }), tags: ['catálogos'] } }, async (req, reply) => {
    reply.headers(cache);
    return ok(
      await db
        .select({ id: catColonias.id, label: catColonias.label, codigo_postal: catColonias.codigoPostal })
        .from(catColonias)
        .where(eq(catColonias.localidadId, req.params.localidad))
        .orderBy(asc(catColonias.label)),
    );
  });
  app.get('/cat/calles/:colonia', { schema: { params: z.object({ colonia: num }), tags: ['catálogos'] } }, async (req, reply) => {
    reply.headers(cache);
    return ok(await db.select({ id: catCalles.id, label: catCalles.label }).from(catCalles).where(eq(catCalles.coloniaId, req.params.colonia)).orderBy(asc(catCalles.label)));
  });
};
