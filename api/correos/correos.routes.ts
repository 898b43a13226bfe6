import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exigirRol } from '../auth/guards';
import { ok, paginado, paginadoSchema, sobre } from '../lib/respuesta';
import { createCorreosRepository } from './correos.repository';
import { correoSchema } from './correos.schemas';

const POR_PAGINA = 20;

/**
 * The outbox, readable by root only: every e-mail the portal sends passes through it.
 * Copies of messages that carried a secret are stored without it (api/auth/auth.routes.ts).
 */
export const correosRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createCorreosRepository({ db: app.deps.db });
  app.get(
    '/correos',
    {
      schema: {
        querystring: z.object({ para: z.string().max(120).optional(), page: z.coerce.number().int().min(1).default(1) }),
        tags: ['operación'],
        response: { 200: sobre(paginadoSchema(correoSchema)) },
      },
    },
    async (req) => {
      exigirRol(req, ['root']);
      const { total, items } = await repo.listar({ para: req.query.para, page: req.query.page, porPagina: POR_PAGINA });
      return ok(paginado(items, req.query.page, POR_PAGINA, total));
    },
  );
};
