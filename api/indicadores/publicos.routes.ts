// The ventanilla's public indicators (/indicadores): no session. Per procedure of the
// registry and month, counts and times only (domain/indicadores/publicos.ts); never a folio, a
// name or an RFC. The answer of a year is computed once and kept in memory for 10 minutes, and
// browsers and proxies may keep it as long (Cache-Control: public, max-age=600).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { anioCancun } from '../../domain/indicadores/comun';
import { indicadoresPublicos } from '../../domain/indicadores/publicos';
import { TRAMITES } from '../../domain/tramites';
import { sobre } from '../lib/respuesta';
import { createIndicadoresPublicosRepository } from './publicos.repository';
import { indicadoresPublicosSchema, indicadoresQuerySchema, type IndicadoresPublicos } from './publicos.schemas';

export const CACHE_INDICADORES_MS = 10 * 60_000;
export const CACHE_CONTROL_INDICADORES = 'public, max-age=600';

export const indicadoresPublicosRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createIndicadoresPublicosRepository({ db: app.deps.db });
  const tramites = Object.values(TRAMITES).map((d) => ({ clave: d.clave, nombre: d.nombre }));
  /** By year: the answer (or its computation in flight, so simultaneous callers share one) and when it was started. */
  const cache = new Map<number, { en: number; valor: Promise<IndicadoresPublicos> }>();

  const calcular = async (anio: number): Promise<IndicadoresPublicos> => {
    const [historias, conDatos] = await Promise.all([repo.historias(anio), repo.anios()]);
    const anios = [...new Set([...conDatos, anioCancun(), anio])].sort((a, b) => b - a);
    return { ...indicadoresPublicos(anio, tramites, historias), anios, calculado_at: new Date().toISOString() };
  };

  app.get(
    '/publico/indicadores',
    {
      schema: {
        description:
          'Indicadores públicos de la ventanilla por trámite y mes de un año: solicitudes recibidas, resueltas, mediana de días hasta la resolución y proporción resuelta en plazo. Solo conteos; se calculan a lo más cada 10 minutos.',
        querystring: indicadoresQuerySchema,
        tags: ['indicadores'],
        security: [],
        response: { 200: sobre(indicadoresPublicosSchema) },
      },
    },
    async (req, reply) => {
      const anio = req.query.anio ?? anioCancun();
      const ahora = Date.now();
      let entrada = cache.get(anio);
      if (!entrada || ahora - entrada.en >= CACHE_INDICADORES_MS) {
        entrada = { en: ahora, valor: calcular(anio) };
        cache.set(anio, entrada);
        // A failed computation is not kept: the next caller tries again.
        entrada.valor.catch(() => cache.delete(anio));
      }
      const data = await entrada.valor;
      reply.header('Cache-Control', CACHE_CONTROL_INDICADORES);
      return { success: true, message: '', data };
    },
  );
};
