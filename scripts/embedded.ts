// The all-in-one process behind `npm start` (and the e2e web server): an embedded PostgreSQL
// (PGlite over a local socket) unless DATABASE_URL names a real server, migrations, seed,
// the Temporal worker and the API serving the built web app.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { crearDb, migrar } from '../db/client';
import { CUENTAS_DEMO, DEMO_PASSWORD, sembrar } from '../db/seed';
import { cargarConfig } from '../api/config';
import { crearDeps } from '../api/deps';
import { buildApp } from '../api/app';
import { crearWorker } from '../worker/create-worker';
import { iniciarEnvioCorreos } from '../worker/correo-sender';

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const paraCerrar: (() => Promise<unknown>)[] = [];

async function bdEmbebida(): Promise<string> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const dir = resolve(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(dir);
  const port = Number(process.env.PGLITE_PORT ?? 54329);
  // One server connection multiplexed by pglite-socket; this process keeps its pool at 1 so
  // transactions never interleave on PGlite's single backend.
  const server = new PGLiteSocketServer({ db: pg, host: '127.0.0.1', port, maxConnections: 4 });
  await server.start();
  paraCerrar.push(async () => {
    await server.stop();
    await pg.close();
  });
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
}

const embebida = !process.env.DATABASE_URL;
const DATABASE_URL = process.env.DATABASE_URL ?? (await bdEmbebida());
const config = cargarConfig(process.env, { DATABASE_URL });

await migrar(DATABASE_URL);
const demo = process.env.SEED_DEMO !== '0';
await sembrar(DATABASE_URL, { demo });

const handle = crearDb(DATABASE_URL, { max: embebida ? 1 : 10 });
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
if (process.env.SMTP_URL) {
  const detener = iniciarEnvioCorreos(handle.db, process.env.SMTP_URL, process.env.MAIL_FROM ?? 'Ventanilla <no-responder@opb.gob.mx>');
  paraCerrar.unshift(async () => detener());
}

const deps = await crearDeps(config, handle);
const app = await buildApp(deps);
await app.listen({ host: config.HOST, port: config.PORT });
paraCerrar.unshift(async () => {
  await app.close();
  await deps.cerrar();
});

const url = `http://localhost:${config.PORT}`;
console.log(`\nVentanilla lista en ${url}  (API: ${url}/api/docs)`);
console.log(`Base de datos: ${embebida ? `PGlite embebido en ${resolve(dataDir, 'pglite')}` : 'DATABASE_URL'}`);
if (demo) {
  console.log(`\nCuentas de demostración (contraseña para todas: ${DEMO_PASSWORD}):`);
  for (const c of CUENTAS_DEMO) console.log(`  ${c.usuario.padEnd(20)} ${c.rol.padEnd(20)} ${c.descripcion}`);
  console.log('');
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
