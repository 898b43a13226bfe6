// The all-in-one process behind `npm start` (and the e2e web server): an embedded PostgreSQL
// (PGlite over a local socket) unless DATABASE_URL names a real server, migrations, seed,
// the Temporal worker and the API serving the built web app.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { crearDb, migrar } from '../db/client';
import { CUENTAS_DEMO, DEMO_PASSWORD, sembrar } from '../db/seed';
import { cargarConfig, comprobarSeguridad, mensajeDeSeguridad } from '../api/config';
import { crearDeps } from '../api/deps';
import { buildApp } from '../api/app';
import { destinoDeLog } from '../api/lib/consola';
import { iniciarTrazas } from '../api/lib/trazas';
import { crearWorker } from '../worker/create-worker';
import { instalarMetricasWorker } from '../worker/telemetria';
import { iniciarEnvioCorreos } from '../worker/correo-sender';
import { iniciarBdEmbebida } from './bd-embebida';
import { sembrarSolicitudesDemo } from './demo-solicitudes';

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const paraCerrar: (() => Promise<unknown>)[] = [];

/** PGlite behind a random password on a free loopback port (scripts/bd-embebida.ts). */
async function bdEmbebida(): Promise<string> {
  const dir = resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // The database files are the taxpayers' data: the starting user's alone.
  chmodSync(dir, 0o700);
  const puerto = process.env.PGLITE_PORT ? Number(process.env.PGLITE_PORT) : 0;
  const bd = await iniciarBdEmbebida({ dir, puerto });
  paraCerrar.push(() => bd.cerrar());
  // For psql while the portal is stopped or between its sessions: readable by this user only.
  writeFileSync(resolve(dataDir, 'pglite.url'), `${bd.url}\n`, { mode: 0o600 });
  return bd.url;
}

// The worker runs in this process: its Temporal metrics join the API's /api/metrics by themselves.
const metricasWorker = instalarMetricasWorker();
// One tracing for the API and the worker of this process (off unless OTEL_EXPORTER_OTLP_ENDPOINT).
iniciarTrazas({ servicio: 'ventanilla' });
const embebida = !process.env.DATABASE_URL;
const DATABASE_URL = process.env.DATABASE_URL ?? (await bdEmbebida());
// npm start is the demonstration: its simulators are allowed unless DEMO=0 says otherwise.
const config = cargarConfig(process.env, { DATABASE_URL, DEMO: process.env.DEMO ?? '1', ...(metricasWorker && !process.env.WORKER_METRICS_URL ? { WORKER_METRICS_URL: metricasWorker } : {}) });
const problemas = comprobarSeguridad(config);
if (problemas.length) {
  console.error(mensajeDeSeguridad(problemas));
  for (const f of paraCerrar) await f().catch(() => {});
  process.exit(1);
}

await migrar(DATABASE_URL);
const demo = process.env.SEED_DEMO !== '0';
await sembrar(DATABASE_URL, { demo });

// PGlite serves one connection at a time (scripts/bd-embebida.ts); a real server gets a pool.
const handle = crearDb(DATABASE_URL, { max: embebida ? 1 : config.DB_POOL_MAX });
paraCerrar.unshift(() => handle.close());

const { worker, connection } = await crearWorker({
  address: config.TEMPORAL_ADDRESS,
  namespace: config.TEMPORAL_NAMESPACE,
  taskQueue: config.TASK_QUEUE,
  db: handle.db,
  publicUrl: config.PUBLIC_URL,
});
const workerListo = worker.run();
paraCerrar.unshift(async () => {
  if (worker.getState() === 'RUNNING') worker.shutdown();
  await workerListo;
  await connection.close();
});
if (config.SMTP_URL) {
  const detener = iniciarEnvioCorreos(handle.db, config.SMTP_URL, config.MAIL_FROM);
  paraCerrar.unshift(async () => detener());
}

const deps = await crearDeps(config, handle);
// npm start's terminal is read by a person: readable lines unless production or LOG_FORMAT=json.
const destinoLog = destinoDeLog(config, 'consola');
const app = await buildApp(deps, destinoLog ? { destinoLog } : {});
await app.listen({ host: config.HOST, port: config.PORT });
paraCerrar.unshift(async () => {
  await app.close();
  await deps.cerrar();
});

const url = `http://localhost:${config.PORT}`;
console.log(`\nVentanilla lista en ${url}  (API: ${url}/api/docs)`);
console.log(
  `Base de datos: ${
    embebida
      ? `PGlite embebido en ${resolve(dataDir, 'pglite')}, 127.0.0.1:${new URL(DATABASE_URL).port} (contraseña de esta ejecución en ${resolve(dataDir, 'pglite.url')})`
      : 'DATABASE_URL'
  }`,
);
if (demo) {
  console.log(`\nCuentas de demostración (contraseña para todas: ${DEMO_PASSWORD}):`);
  for (const c of CUENTAS_DEMO) console.log(`  ${c.usuario.padEnd(20)} ${c.rol.padEnd(20)} ${c.descripcion}`);
  console.log('');
}
// The demo requests go through the running API and workflows, so they come once both are up;
// SEED_SOLICITUDES=0 leaves the accounts as db/seed.ts made them (the e2e walks start from there).
if (demo && process.env.SEED_SOLICITUDES !== '0') {
  void sembrarSolicitudesDemo(app, handle.db, { publicUrl: config.PUBLIC_URL, log: (l) => console.log(l) }).catch((err: unknown) => {
    if (!cerrando) console.error(`No se pudieron preparar todas las solicitudes de demostración: ${err instanceof Error ? err.message : String(err)}`);
  });
}

let cerrando = false;
async function cerrar() {
  if (cerrando) return;
  cerrando = true;
  for (const f of paraCerrar) await f().catch((e: unknown) => console.error(e));
  process.exit(0);
}
process.once('SIGINT', () => void cerrar());
process.once('SIGTERM', () => void cerrar());
