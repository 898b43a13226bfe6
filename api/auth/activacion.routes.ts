// The owner's side of a link to choose a password (domain/usuarios/activacion.ts): /activar asks
// what the link is, then sends the password the owner chose. Public: the token is the credential.
// It travels in the body, never in a URL a log would keep.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordConfirmSchema } from '../../domain/auth/schema';
import { ESTADOS_ENLACE, MENSAJE_ESTADO, MSG_ACTIVACION, TIPOS_ENLACE, estadoEnlace } from '../../domain/usuarios/activacion';
import { HttpError } from '../lib/errors';
import { fechaHoraIso, ok, rechazoSchema, sobre } from '../lib/respuesta';
import { createEnlacesRepository, EnlaceNoVigente } from './enlaces.repository';
import { hashPassword } from './passwords';

const token = z.string().trim().min(20).max(200);

const estadoSchema = z.object({
  estado: z.enum(ESTADOS_ENLACE),
  /** for a link that still works: whose account, and until when */
  username: z.string().nullable(),
  tipo: z.enum(TIPOS_ENLACE).nullable(),
  expira_at: fechaHoraIso.nullable(),
});

export const activacionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const enlaces = createEnlacesRepository({ db });
  const estricto = { rateLimit: { max: config.RATE_LIMIT_AUTH_MAX, timeWindow: '1 minute' } };
  const tags = ['auth'];

  const leer = async (t: string) => {
    const f = await enlaces.buscar(t);
    return { f, estado: estadoEnlace(f?.enlace ?? null, new Date()) };
  };

  // A look-up: a link that no longer works is an answer (success false and why), not an error.
  app.post('/activacion/estado', { schema: { body: z.object({ token }), tags, response: { 200: sobre(estadoSchema) } }, config: estricto }, async (req) => {
    const { f, estado } = await leer(req.body.token);
    if (estado !== 'vigente' || !f) return { success: false, message: MENSAJE_ESTADO[estado === 'vigente' ? 'invalido' : estado], data: { estado, username: null, tipo: null, expira_at: null } };
    return ok({ estado, username: f.usuario.username, tipo: f.enlace.tipo as (typeof TIPOS_ENLACE)[number], expira_at: f.enlace.expiraAt.toISOString() });
  });

  app.post(
    '/activacion',
    {
      schema: {
        body: passwordConfirmSchema.safeExtend({ token }),
        tags,
        response: { 200: sobre(z.object({ username: z.string() })), 404: rechazoSchema, 410: rechazoSchema },
      },
      config: estricto,
    },
    async (req) => {
      const { f, estado } = await leer(req.body.token);
      if (!f || estado === 'invalido') throw new HttpError(404, MSG_ACTIVACION.invalido, 'ENLACE_INVALIDO');
      // 410 Gone: the link existed and will never work again.
      const gone = (e: Exclude<typeof estado, 'vigente' | 'invalido'>) => new HttpError(410, MENSAJE_ESTADO[e], `ENLACE_${e.toUpperCase()}`);
      if (estado !== 'vigente') throw gone(estado);
      try {
        await enlaces.usar(f.enlace, await hashPassword(req.body.password));
      } catch (e) {
        if (!(e instanceof EnlaceNoVigente)) throw e;
        const ahora = (await leer(req.body.token)).estado;
        throw gone(ahora === 'vigente' || ahora === 'invalido' ? 'usado' : ahora);
      }
      return ok({ username: f.usuario.username }, MSG_ACTIVACION.guardada);
    },
  );
};
