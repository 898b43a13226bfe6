// Production worker entry point (docker compose service "worker").
import { crearDb } from '../db/client';
import { crearWorker } from './create-worker';
import { iniciarEnvioCorreos } from './correo-sender';
import { urlPublicaDesdeEntorno } from '../activities/url-publica';

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL) throw new Error('Configuración inválida: DATABASE_URL es requerido');
// Before connecting: in production a missing PUBLIC_URL stops the worker with its message.
const publicUrl = urlPublicaDesdeEntorno(process.env);
const handle = crearDb(DATABASE_URL);
const { worker, connection } = await crearWorker({
  address: process.env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233',
  namespace: process.env.TEMPORAL_NAMESPACE ?? 'default',
  taskQueue: process.env.TASK_QUEUE ?? 'ventanilla',
  db: handle.db,
  publicUrl,
});
const detenerCorreos = process.env.SMTP_URL
  ? iniciarEnvioCorreos(handle.db, process.env.SMTP_URL, process.env.MAIL_FROM ?? 'Ventanilla <no-responder@opb.gob.mx>')
  : () => {};
console.log(`worker escuchando la cola ${process.env.TASK_QUEUE ?? 'ventanilla'}`);
await worker.run();
detenerCorreos();
await connection.close();
await handle.close();
