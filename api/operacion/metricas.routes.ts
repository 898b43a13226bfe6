// GET /api/metrics: the Prometheus exposition of the API and its workers, for root and operativo
// (the operator console's roles; docs/OPERACION.md says what each series means and which alerts to
// set). The workers' Temporal metrics listen on a private address (WORKER_METRICS_ADDRESS) and are
// fetched here, so nothing but the portal's login stands in front of any of them.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exigirRol } from '../auth/guards';
import { fusionarExposiciones, gauge } from '../lib/metricas';
import { respuestaArchivo } from '../lib/respuesta';
import { createMetricasRepository } from './metricas.repository';
import { ROLES_OPERACION } from './operacion.routes';

export const TIPO_EXPOSICION = 'text/plain; version=0.0.4; charset=utf-8';

// A worker that does not answer within it is reported down instead of holding the scrape.
const PLAZO_WORKER_MS = 2000;

async function leerWorker(url: string): Promise<string | null> {
  try {
    const r = await fetch(url, { signal: AbortSignal.timeout(PLAZO_WORKER_MS) });
    return r.ok ? await r.text() : null;
  } catch {
    return null;
  }
}

/**
 * A URL whose host is a name stands for every address it resolves to: the compose stack's `worker`
 * is each of its replicas (the network's DNS answers all of them), and each is read and labelled
 * on its own. A name that does not resolve is kept, and reported down.
 */
async function replicas(url: string): Promise<string[]> {
  const u = new URL(url);
  if (isIP(u.hostname.replace(/^\[|\]$/g, ''))) return [url];
  try {
    const direcciones = [...new Set((await lookup(u.hostname, { all: true, family: 4 })).map((d) => d.address))];
    return direcciones.map((a) => Object.assign(new URL(url), { hostname: a }).toString());
  } catch {
    return [url];
  }
}

export const metricasRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const repo = createMetricasRepository({ db: deps.db });

  app.get(
    '/metrics',
    { schema: { tags: ['operación'], response: respuestaArchivo([TIPO_EXPOSICION], 'Las series de Prometheus del API y de sus workers') }, config: { rateLimit: false } },
    async (req, reply) => {
      exigirRol(req, ROLES_OPERACION);
      const ahora = new Date();
      const urls = [...new Set((await Promise.all(deps.config.WORKER_METRICS_URL.map(replicas))).flat())];
      const [porArea, sare, workers] = await Promise.all([repo.tareasPorArea(ahora), repo.sareFueraDePlazo(ahora), Promise.all(urls.map(leerWorker))]);
      const texto = [
        deps.metricas.exponer(),
        gauge(
          'ventanilla_tareas_abiertas',
          'Tareas del personal pendientes en la bandeja de cada área.',
          porArea.map((a) => ({ etiquetas: { area: a.area }, valor: a.abiertas })),
        ),
        gauge(
          'ventanilla_tareas_vencidas',
          'Tareas pendientes cuyo plazo ya venció, por área.',
          porArea.map((a) => ({ etiquetas: { area: a.area }, valor: a.vencidas })),
        ),
        gauge('ventanilla_sare_fuera_de_plazo', 'Solicitudes SARE sin resolver que ya pasaron sus 72 horas hábiles.', [{ etiquetas: {}, valor: sare }]),
        gauge(
          'ventanilla_worker_metricas_arriba',
          'Si el endpoint de métricas de cada worker respondió a esta lectura (1) o no (0).',
          urls.map((u, i) => ({ etiquetas: { worker: new URL(u).host }, valor: workers[i] === null ? 0 : 1 })),
        ),
        fusionarExposiciones(urls.flatMap((u, i) => (workers[i] === null ? [] : [{ etiquetas: { worker: new URL(u).host }, texto: workers[i]! }]))),
      ]
        .filter(Boolean)
        .join('\n');
      return reply.type(TIPO_EXPOSICION).header('cache-control', 'no-store').send(Buffer.from(`${texto}\n`));
    },
  );
};
