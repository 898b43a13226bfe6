import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { count, desc, ilike } from 'drizzle-orm';
import { z } from 'zod';
import { correos } from '../../db/schema';
import { exigirRol } from '../auth/guards';
import { ok, paginado } from '../lib/respuesta';
import { patronContiene } from '../lib/busqueda';

/**
 * The outbox, readable by root only: every e-mail the portal sends passes through it (issue 9 §1).
 * Copies of messages that carried a secret are stored without it (api/auth/auth.routes.ts).
 */
export const correosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.get(
    '/correos',
    { schema: { querystring: z.object({ para: z.string().max(120).optional(), page: z.coerce.number().int().min(1).default(1) }), tags: ['operación'] } },
    async (req) => {
      exigirRol(req, ['root']);
      const where = req.query.para ? ilike(correos.para, patronContiene(req.query.para)) : undefined;
      const [{ total }] = await db.select({ total: count() }).from(correos).where(where);
      const filas = await db.select().from(correos).where(where).orderBy(desc(correos.id)).limit(20).offset((req.query.page - 1) * 20);
      return ok(
        paginado(
          filas.map((c) => ({ id: c.id, para: c.para, asunto: c.asunto, texto: c.texto, created_at: c.createdAt.toISOString(), enviado_at: c.enviadoAt?.toISOString() ?? null })),
          req.query.page,
          20,
          total,
        ),
      );
    },
  );
};
