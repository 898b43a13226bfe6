// The checklists per type of visit (Catálogos → Listas de verificación). The gate (root or area
// 90) is the parent plugin's. A visit copies the active items when it is ordered, so an edit here
// applies to visits ordered after it and never changes one already on its way.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { catListasVerificacion } from '../../db/schema';
import { MSG_CATALOGOS as M } from '../../domain/catalogos/admin.mensajes';
import { claveDePregunta, listaQuery, puntoListaCrearBody, puntoListaEditarBody, puntoListaSchema } from '../../domain/visitas/catalogo';
import { actual } from '../auth/guards';
import { idParam } from '../lib/params';
import { ok, rechazoSchema, sobre } from '../lib/respuesta';
import { noEncontrado } from './basicos.repository';

const tags = ['catálogos (administración)'];
const dto = (r: typeof catListasVerificacion.$inferSelect) => ({ id: r.id, tipo: r.tipo, clave: r.clave, pregunta: r.pregunta, orden: r.orden, activo: r.activo });

export const listasVerificacionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/catalogos/listas-verificacion', { schema: { querystring: listaQuery, tags, response: { 200: sobre(z.array(puntoListaSchema)) } } }, async (req) => {
    const filas = await db
      .select()
      .from(catListasVerificacion)
      .where(eq(catListasVerificacion.tipo, req.query.tipo))
      .orderBy(asc(catListasVerificacion.orden), asc(catListasVerificacion.id));
    return ok(filas.map(dto));
  });

  app.post('/catalogos/listas-verificacion', { schema: { body: puntoListaCrearBody, tags, response: { 200: sobre(puntoListaSchema), 400: rechazoSchema } } }, async (req) => {
    const autorId = actual(req).usuario.id;
    // The type's rows locked while the key is chosen, so two additions of one question get two keys.
    const fila = await db.transaction(async (tx) => {
      const existentes = await tx.select().from(catListasVerificacion).where(eq(catListasVerificacion.tipo, req.body.tipo)).for('update');
      const clave = claveDePregunta(req.body.pregunta, new Set(existentes.map((x) => x.clave)));
      const orden = Math.max(0, ...existentes.map((x) => x.orden)) + 1;
      const [r] = await tx.insert(catListasVerificacion).values({ tipo: req.body.tipo, clave, pregunta: req.body.pregunta, orden, autorId }).returning();
      return r;
    });
    return ok(dto(fila), M.registrado);
  });

  app.put(
    '/catalogos/listas-verificacion/:id',
    { schema: { params: idParam, body: puntoListaEditarBody, tags, response: { 200: sobre(puntoListaSchema), 404: rechazoSchema } } },
    async (req) => {
      const [r] = await db
        .update(catListasVerificacion)
        .set({ ...req.body, autorId: actual(req).usuario.id })
        .where(and(eq(catListasVerificacion.id, req.params.id)))
        .returning();
      if (!r) throw noEncontrado();
      return ok(dto(r), M.actualizado);
    },
  );
};
