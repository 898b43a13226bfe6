import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { catCalles, catColonias, catEntidades, catLocalidades, catMunicipios } from '../../db/schema';
import {
  CATEGORIAS,
  GIROS,
  giroPorId,
  girosPorIds,
  MESES,
  SUBTIPOS_LOCAL,
  subtiposDeLocal,
  TIPOS_LOCAL,
  TIPOS_PROPIEDAD,
  TIPOS_PROPIEDAD_ANUNCIOS,
  type GiroActividad,
} from '../../domain/licencia/catalogos';
import { notFound } from '../lib/errors';
import { ok } from '../lib/respuesta';

const num = z.coerce.number().int();

// Licence-form catalogues (spec 1 §3, §7.4; spec 2 §3 activity items): static data of
// domain/licencia/catalogos.ts, served with the same envelope. Items are {id, label} plus extras.
const sobre = <T extends z.ZodType>(data: T) => z.object({ success: z.boolean(), message: z.string(), data });
const itemSchema = z.object({ id: z.number().int(), label: z.string() });
const giroSchema = itemSchema.extend({
  nombre: z.string(),
  req_patente: z.enum(['SI', 'NO']),
  riesgo: z.enum(['bajo', 'medio', 'alto']),
  sare: z.boolean(),
});
/** spec 2 §3: activity items carry id, id_giro, d_giro, descripcion and req_patente. */
const actividadSchema = itemSchema.extend({ id_giro: z.number().int(), d_giro: z.string(), descripcion: z.string(), req_patente: z.enum(['SI', 'NO']) });
const subtipoSchema = itemSchema.extend({ tipo_local_id: z.number().int() });
const mesSchema = z.object({ id: z.string(), label: z.string() });

const comoGiro = (g: GiroActividad) => ({ id: g.id, label: g.nombre, nombre: g.nombre, req_patente: g.req_patente, riesgo: g.riesgo, sare: g.sare });
const comoActividad = (g: GiroActividad) => ({ id: g.id, label: g.nombre, id_giro: g.id, d_giro: g.nombre, descripcion: g.nombre, req_patente: g.req_patente });
const ordenAlfabetico = <T extends { label: string }>(xs: T[]) => xs.sort((a, b) => a.label.localeCompare(b.label, 'es'));

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

  // ---- Licence form (spec 1 §7.4) ----
  const tags = ['catálogos'];
  app.get('/giroactividades', { schema: { tags, response: { 200: sobre(z.array(giroSchema)) } } }, async (_req, reply) => {
    reply.headers(cache);
    return ok(ordenAlfabetico(GIROS.map(comoGiro)));
  });
  app.get(
    '/giroactividades/:id',
    { schema: { tags, params: z.object({ id: num.positive() }), response: { 200: sobre(giroSchema) } } },
    async (req, reply) => {
      const giro = giroPorId(req.params.id);
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
        body: z.object({ giro_actividades_ids: z.array(num.positive()).max(100) }),
        response: { 200: sobre(z.array(giroSchema)) },
      },
    },
    async (req) => ok(girosPorIds(req.body.giro_actividades_ids).map(comoGiro)),
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
    { schema: { tags, params: z.object({ id: num.positive() }), response: { 200: sobre(z.array(subtipoSchema)) } } },
    async (req, reply) => {
      reply.headers(cache);
      return ok(ordenAlfabetico(subtiposDeLocal(req.params.id)));
    },
  );
  app.get('/cat/subtipolocal', { schema: { tags, response: { 200: sobre(z.array(subtipoSchema)) } } }, async (_req, reply) => {
    reply.headers(cache);
    return ok([...SUBTIPOS_LOCAL]);
  });
  app.get('/actividadeconomicas/list', { schema: { tags, response: { 200: sobre(z.array(actividadSchema)) } } }, async (_req, reply) => {
    reply.headers(cache);
    return ok(ordenAlfabetico(GIROS.map(comoActividad)));
  });
  app.get('/actividadeconomicassecundarias/list', { schema: { tags, response: { 200: sobre(z.array(actividadSchema)) } } }, async (_req, reply) => {
    reply.headers(cache);
    return ok(ordenAlfabetico(GIROS.map(comoActividad)));
  });
  app.get('/meses', { schema: { tags, response: { 200: sobre(z.array(mesSchema)) } } }, async (_req, reply) => {
    reply.headers(cache);
    return ok([...MESES]);
  });
};
