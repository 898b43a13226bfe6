import { NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import type { Context } from '@temporalio/activity';
import type { Db } from '../db/client';
import { createActivities } from '../activities';
import type { PadronMercadosAdapter } from '../activities/adapters/padron';
import { urlPublicaDesdeEntorno } from '../activities/url-publica';
import { workflowBundle } from './paquete';
import { tlsTemporalDesdeEntorno } from '../api/lib/temporal-tls';
import { iniciarTrazas } from '../api/lib/trazas';
import { makeWorkflowExporter, OpenTelemetryActivityInboundInterceptor, OpenTelemetryActivityOutboundInterceptor } from '@temporalio/interceptors-opentelemetry/lib/worker';

export { WORKFLOWS_PATH, workflowBundle } from './paquete';

/** The worker's capacity options an operator (or the bench) may set. */
export type OpcionesCapacidad = Pick<WorkerOptions, 'maxCachedWorkflows' | 'maxConcurrentWorkflowTaskExecutions' | 'maxConcurrentActivityTaskExecutions'>;

/**
 * The sticky cache keeps each open workflow's state in memory so the next task on it (an approval,
 * a payment) runs without replaying its history. The SDK sizes it from the V8 heap limit (about
 * 2,300 workflows with Node's default 4 GiB limit), so the worker's memory would depend on the
 * machine. Measured (bench/flujos.bench.ts, 2,000 open licences on 2 cores): a cache of 300 took
 * the worker to an RSS peak of 834 MB, 150 to 665 MB with as many sends per second (16 vs 14), so
 * 150 it is (docs/PERFORMANCE.md, "Many open procedures"). Those peaks predate worker/paquete.ts
 * (the bundle built in a child process, the domain modules shared by every workflow); since then
 * the same run peaks at 390–450 MB with 150 and at 420–440 MB with 300. A workflow outside the
 * cache is replayed from its (short) history when it is next touched, a few milliseconds. Concurrency is kept near what the machine and the database
 * pool (10) can really run: 8 workflow tasks and 16 activities at once, so a backlog waits at the
 * server instead of inside the worker, where an approval's task would queue behind it (2,000 starts
 * on 2 cores: approval p95 630 → 373 ms, peak RSS 662 → 587 MB, background sends 31 → 27/s; the
 * SDK's 40 and 100 before). WORKER_MAX_CACHED_WORKFLOWS, WORKER_MAX_WORKFLOW_TASKS and
 * WORKER_MAX_ACTIVITIES change them.
 */
export function capacidadDesdeEntorno(env: NodeJS.ProcessEnv = process.env): OpcionesCapacidad {
  const num = (v: string | undefined, porDefecto: number) => {
    const n = v === undefined || v === '' ? porDefecto : Number(v);
    if (!Number.isInteger(n) || n < 0) throw new Error(`Configuración inválida del worker: ${v} no es un entero válido`);
    return n;
  };
  return {
    maxCachedWorkflows: num(env.WORKER_MAX_CACHED_WORKFLOWS, 150),
    maxConcurrentWorkflowTaskExecutions: num(env.WORKER_MAX_WORKFLOW_TASKS, 8),
    maxConcurrentActivityTaskExecutions: num(env.WORKER_MAX_ACTIVITIES, 16),
  };
}

/**
 * Traces: each activity a child of its workflow's span, the workflow's spans exported through a
 * sink. The bundle always holds their interceptor (worker/paquete.ts), so every worker that runs it
 * must register the sink, a test's too: off, the processor drops the spans; without the sink, each
 * workflow task would log an error.
 */
export function opcionesDeTrazas(trazas = iniciarTrazas({ servicio: 'ventanilla-worker' })) {
  return {
    interceptors: {
      activity: [(ctx: Context) => ({ inbound: new OpenTelemetryActivityInboundInterceptor(ctx), outbound: new OpenTelemetryActivityOutboundInterceptor(ctx) })],
    },
    sinks: { exporter: makeWorkflowExporter(trazas.procesador, trazas.recurso) },
  };
}

export async function crearWorker(opts: {
  address: string;
  namespace?: string;
  taskQueue: string;
  db: Db;
  publicUrl?: string;
  padronMercados?: PadronMercadosAdapter;
  capacidad?: OpcionesCapacidad;
}) {
  const connection = await NativeConnection.connect({ address: opts.address, tls: tlsTemporalDesdeEntorno() });
  const trazas = iniciarTrazas({ servicio: 'ventanilla-worker' });
  const worker = await Worker.create({
    connection,
    namespace: opts.namespace ?? 'default',
    taskQueue: opts.taskQueue,
    workflowBundle: await workflowBundle(),
    // Links in e-mails point at the portal as the public sees it (PUBLIC_URL, required in production).
    activities: createActivities({ db: opts.db, publicUrl: opts.publicUrl ?? urlPublicaDesdeEntorno(process.env), padronMercados: opts.padronMercados }),
    ...(opts.capacidad ?? capacidadDesdeEntorno()),
    ...opcionesDeTrazas(trazas),
    // Let in-flight activities finish on Ctrl-C / SIGTERM instead of abandoning them.
    shutdownGraceTime: '10 seconds',
  });
  return { worker, connection };
}
