// The worker of `bench/flujos.bench.ts` part (b), alone in its own process as production runs it
// (worker/main.ts), so its memory is its own: every 250 ms it tells the parent (IPC) its RSS, V8
// heap and how many workflows its sticky cache holds. Options come from the environment
// (worker/create-worker.ts capacidadDesdeEntorno).
import { crearDb } from '../db/client';
import { crearWorker } from '../worker/create-worker';

export interface EstadoWorker {
  rssMB: number;
  heapMB: number;
  cacheados: number;
  actividades: number;
  tareasWf: number;
}

const handle = crearDb(process.env.DATABASE_URL!, { max: Number(process.env.DB_POOL_MAX ?? 10) });
const { worker, connection } = await crearWorker({ address: process.env.TEMPORAL_ADDRESS!, taskQueue: process.env.TASK_QUEUE!, db: handle.db });
const MB = 2 ** 20;
const informar = () => {
  const s = worker.getStatus();
  const m = process.memoryUsage();
  const e: EstadoWorker = {
    rssMB: m.rss / MB,
    heapMB: m.heapUsed / MB,
    cacheados: s.numCachedWorkflows,
    actividades: s.numInFlightActivities,
    tareasWf: s.numInFlightWorkflowActivations,
  };
  process.send?.(e);
};
const timer = setInterval(informar, 250);
process.on('message', (m) => {
  if (m === 'gc') {
    (globalThis as { gc?: () => void }).gc?.();
    informar();
  }
  if (m === 'fin') worker.shutdown();
});
const corriendo = worker.run();
process.send?.('listo');
await corriendo;
clearInterval(timer);
await connection.close();
await handle.close();
process.exit(0);
