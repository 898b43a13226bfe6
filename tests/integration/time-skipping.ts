// Temporal's time-skipping test server with recording activities: month-long deadlines are proven
// by skipping time, never by shortened constants. Shared by the workflow tests of every procedure.
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { NativeConnection, Worker } from '@temporalio/worker';
import type { Actividades } from '../../activities';
import { opcionesDeTrazas, workflowBundle } from '../../worker/create-worker';
import { SEARCH_ATTRIBUTES_TIPOS } from '../../workflows/search-attributes';

/**
 * The SDK's client pings every 30 s even when idle; the test server (grpc-java) tolerates one ping
 * per 5 minutes and, after two strikes, answers GOAWAY 'excess pings' — about 90 s into a file, the
 * client's long poll for a result is cut and time stops skipping (the file hangs). Its one
 * constructor that takes connection options is private, so it is reached by name; the pings then go
 * every 10 minutes, longer than any file here.
 */
type ConOpciones = { create(o: Record<string, unknown>): Promise<TestWorkflowEnvironment> };
const PING_CADA_MS = 10 * 60_000;

/**
 * One server per test (beforeEach / afterEach), not per file: the server's clock and its
 * time-skipping lock are shared by everything on it. Seen with the integration files side by side
 * (each test then slower): after a test that terminated its workflow mid-review, the next test's
 * `env.sleep()` over a year stopped skipping and waited in real time (the clock moved 5 s in 5 s)
 * until the test's timeout; alone, the same test passes in 2 s. A server starts in about 0.2 s, and
 * each test then starts at today's date with nothing left over from another.
 */
export async function crearEntornoTiempo(): Promise<TestWorkflowEnvironment> {
  const path = process.env.TEMPORAL_TEST_SERVER_PATH;
  const env = await (TestWorkflowEnvironment as unknown as ConOpciones).create({
    server: { type: 'time-skipping', ...(path ? { executable: { type: 'existing-path', path } } : {}) },
    supportsTimeSkipping: true,
    connectionOptions: { channelArgs: { 'grpc.keepalive_time_ms': PING_CADA_MS, 'grpc.keepalive_permit_without_calls': 0 } },
  });
  // The workflows upsert the operators' search attributes; the test server must know them too.
  const TIPO = { Keyword: 2, Datetime: 6 } as const; // temporal.api.enums.v1.IndexedValueType
  await env.connection.operatorService.addSearchAttributes({
    namespace: env.namespace ?? 'default',
    searchAttributes: Object.fromEntries(Object.entries(SEARCH_ATTRIBUTES_TIPOS).map(([n, t]) => [n, TIPO[t]])),
  });
  return env;
}

export interface Llamada {
  nombre: keyof Actividades;
  args: Record<string, unknown>;
}

/** Activities that record every call (tasks get ids from 100, due times as proposed). */
export function actividadesQueRegistran() {
  const llamadas: Llamada[] = [];
  let siguienteTarea = 100;
  const tareas = new Map<string, { id: number; venceAt: string }>();
  const reg =
    <K extends keyof Actividades>(nombre: K) =>
    async (a: unknown) => {
      llamadas.push({ nombre, args: a as Record<string, unknown> });
    };
  const acts: Actividades = {
    proyectarSolicitud: reg('proyectarSolicitud'),
    abrirTarea: async (a) => {
      llamadas.push({ nombre: 'abrirTarea', args: a });
      // Idempotent like the real one: the same (step, round) is the same task.
      const clave = `${a.solicitudId}:${a.paso}:${a.ronda}`;
      if (!tareas.has(clave)) tareas.set(clave, { id: siguienteTarea++, venceAt: a.venceAt });
      return tareas.get(clave)!;
    },
    generarEstadoCuenta: async (a) => {
      llamadas.push({ nombre: 'generarEstadoCuenta', args: a });
      return { id: a.servicio, folio: `EC-${a.servicio}`, total: '100.00' };
    },
    notificarTramite: reg('notificarTramite'),
    cerrarTarea: reg('cerrarTarea'),
    cancelarTareas: reg('cancelarTareas'),
    escalarTarea: reg('escalarTarea'),
    enviarRecordatorio: reg('enviarRecordatorio'),
    referenciaSolicitud: async (a) => {
      llamadas.push({ nombre: 'referenciaSolicitud', args: a });
      return { solicitudId: a.solicitudId, locacionId: a.solicitudId, contribuyenteId: 1 };
    },
  };
  const de = (nombre: keyof Actividades) => llamadas.filter((l) => l.nombre === nombre).map((l) => l.args);
  return { acts, llamadas, de };
}

/**
 * Runs `fn` with a worker on a task queue, then shuts the worker down. `sinCache`: no sticky
 * execution, so every workflow task is replayed from history by whichever worker picks it up (a
 * worker replaced mid-way is then not waited for on its own sticky queue).
 */
export async function conWorker<T>(
  env: TestWorkflowEnvironment,
  acts: Actividades | object,
  fn: (taskQueue: string) => Promise<T>,
  taskQueue = `ts-${Math.random().toString(36).slice(2)}`,
  opts: { sinCache?: boolean } = {},
): Promise<T> {
  // A connection of its own, closed with the worker: the worker's core pings every 30 s, and the
  // test server answers a connection that pings that often with GOAWAY about 90 s after it opened
  // (see PING_CADA_MS). env.nativeConnection lives as long as the file, which on a loaded full run
  // outlasts that; a test's own connection does not.
  const connection = await NativeConnection.connect({ address: env.address });
  try {
    const worker = await Worker.create({
      ...opcionesDeTrazas(),
      connection,
      taskQueue,
      workflowBundle: await workflowBundle(),
      activities: acts,
      ...(opts.sinCache ? { maxCachedWorkflows: 0 } : {}),
    });
    return await worker.runUntil(fn(taskQueue));
  } finally {
    await connection.close();
  }
}

/** Effects of a signal land asynchronously: poll the workflow's state as staff would see the inbox. */
export async function esperar<T>(leer: () => Promise<T>, listo: (v: T) => boolean, intentos = 200): Promise<T> {
  let v = await leer();
  for (let i = 0; i < intentos && !listo(v); i++) {
    await new Promise((r) => setTimeout(r, 25));
    v = await leer();
  }
  return v;
}
