// GET /api/metrics (docs/OPERACION.md) against real PostgreSQL and Temporal: root and operativo read
// every named series — the API's latency histogram, the pool, open and overdue tasks per area, SARE
// requests past their 72 business hours (spec 1 §1), gateway errors, and the worker's Temporal SDK
// metrics fetched from its loopback endpoint — while a visitor, a taxpayer and a reviewer are refused.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { areas, solicitudes, tareas } from '../../db/schema';
import { createLicenciasRepository } from '../../api/licencias/licencias.repository';
import { instalarMetricasWorker } from '../../worker/telemetria';
import { cliente, contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, tareaAbierta, type Entorno } from './harness';

/** A port nobody listens on now (the worker's exporter binds it; the dead gateway answers nothing on another). */
function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The value of one sample of the exposition, or undefined when it is absent. */
function valor(texto: string, serie: string): number | undefined {
  const linea = texto.split('\n').find((l) => l.startsWith(`${serie} `));
  return linea === undefined ? undefined : Number(linea.slice(serie.length + 1));
}

let e: Entorno;

beforeAll(async () => {
  // Before the harness's worker connects: the SDK's runtime is installed once per process.
  const url = instalarMetricasWorker({ WORKER_METRICS_ADDRESS: `127.0.0.1:${await puertoLibre()}` });
  // Twice, once by a name: a name stands for every address it resolves to, and one worker is read once.
  e = await crearEntorno({ WORKER_METRICS_URL: `${url!},${url!.replace('127.0.0.1', 'localhost')}`, PASARELA_URL: `http://127.0.0.1:${await puertoLibre()}` });
});

afterAll(async () => {
  await e?.cerrar();
});

describe('GET /api/metrics', () => {
  it('answers every named series to root and operativo, counting what changed', async () => {
    const root = await entrar(e, 'root');
    const leer = async () => {
      const r = await root.raw({ method: 'GET', url: '/api/metrics' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain('text/plain; version=0.0.4');
      return r.body;
    };

    // A SARE request sent through its workflow (a workflow task and activities run on the worker),
    // then aged: sent thirty days ago (far past 72 business hours), its first task overdue.
    const t = await contribuyenteConPerfil(e);
    const alta = await t.post('/api/establecimientos', formularioLicencia());
    expect(alta.status).toBe(200);
    const licenciaId = alta.body.data.licencia[0].id as number;
    const antes = await leer();
    expect((await t.post(`/api/licencia/${licenciaId}/changestatus`, { estatus_licencia: 10 })).status).toBe(200);
    const { lic } = (await createLicenciasRepository({ db: e.db.db }).conEstablecimiento(licenciaId))!;
    const tarea = await tareaAbierta(e, lic.solicitudId, 'validacion_datos');
    await e.db.db.update(solicitudes).set({ enviadaAt: new Date(Date.now() - 30 * 86_400_000) }).where(eq(solicitudes.id, lic.solicitudId));
    await e.db.db.update(tareas).set({ venceAt: new Date(Date.now() - 3_600_000) }).where(eq(tareas.id, tarea.id));
    // The gateway is down: a reconciliation's look-up fails and is counted.
    await expect(e.deps.pasarela.consultarOrden('orden-sin-pasarela')).rejects.toThrow();

    const despues = await leer();
    const [{ area }] = await e.db.db.select({ area: areas.clave }).from(areas).where(eq(areas.id, tarea.areaId));
    expect(valor(despues, `ventanilla_tareas_abiertas{area="${area}"}`)).toBe((valor(antes, `ventanilla_tareas_abiertas{area="${area}"}`) ?? 0) + 1);
    expect(valor(despues, `ventanilla_tareas_vencidas{area="${area}"}`)).toBe((valor(antes, `ventanilla_tareas_vencidas{area="${area}"}`) ?? 0) + 1);
    expect(valor(despues, 'ventanilla_sare_fuera_de_plazo')).toBe(valor(antes, 'ventanilla_sare_fuera_de_plazo')! + 1);
    expect(valor(despues, 'ventanilla_pasarela_errores_total{operacion="consultar_orden"}')).toBe(1);

    // The latency of the answers above, by route pattern (never the URL with its id) and status.
    expect(despues).toMatch(/^ventanilla_http_request_duration_seconds_bucket\{method="POST",route="\/api\/establecimientos",status="200",le="\+Inf"\} [1-9]/m);
    expect(despues).toMatch(/^ventanilla_http_request_duration_seconds_count\{method="GET",route="\/api\/metrics",status="200"\} [1-9]/m);
    expect(valor(despues, 'ventanilla_db_pool_max')).toBe(5);
    expect(valor(despues, 'ventanilla_db_pool_en_uso')).toBeGreaterThanOrEqual(0);
    expect(valor(despues, 'ventanilla_db_pool_esperando')).toBe(0);

    // The worker's own Temporal metrics, read from its loopback endpoint and labelled with it.
    const host = new URL(e.config.WORKER_METRICS_URL[0]!).host;
    expect(valor(despues, `ventanilla_worker_metricas_arriba{worker="${host}"}`)).toBe(1);
    expect(despues.split('\n').filter((l) => l.startsWith('ventanilla_worker_metricas_arriba{'))).toHaveLength(1);
    for (const serie of ['temporal_worker_task_slots_available', 'temporal_sticky_cache_size', 'temporal_workflow_task_schedule_to_start_latency_bucket', 'temporal_activity_schedule_to_start_latency_bucket']) {
      expect(despues, serie).toMatch(new RegExp(`^${serie}\\{[^}]*worker="${host.replace(/\./g, '\\.')}"`, 'm'));
    }
    // One family each, as Prometheus requires.
    const tipos = despues.split('\n').filter((l) => l.startsWith('# TYPE '));
    expect(new Set(tipos).size).toBe(tipos.length);

    const operativo = await entrar(e, 'operativo');
    expect((await operativo.raw({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(200);
  });

  it('refuses a visitor, a taxpayer and a reviewer', async () => {
    expect((await cliente(e).raw({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    const [t, revisor] = await Promise.all([contribuyenteConPerfil(e), entrar(e, 'revisor.licencias')]);
    expect((await t.raw({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(403);
    expect((await revisor.raw({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(403);
  });
});
