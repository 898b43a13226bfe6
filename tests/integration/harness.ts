// A whole Ventanilla per test file: its own database (cloned from the seeded template), its own
// Temporal task queue and worker, the API built in-process (app.inject) and the padrón
// simulators listening on a loopback port as the real external systems would.
import Fastify, { type InjectOptions } from 'fastify';
import postgres from 'postgres';
import { and, eq } from 'drizzle-orm';
import { tareas } from '../../db/schema';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { buildApp } from '../../api/app';
import { cargarConfig, type Config } from '../../api/config';
import { crearDeps } from '../../api/deps';
import { crearDb, type DbHandle } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed';
import simOpb from '../../sim/opb.plugin';
import simMunicipio from '../../sim/municipio.plugin';
import simGeocodificador from '../../sim/geocodificador.plugin';
import { crearWorker } from '../../worker/create-worker';
import { createActivities } from '../../activities';
import { licencia } from '../../domain/licencia/definicion';
import type { EventoTramite } from '../../domain/tramite/definicion';
import { aplicarEvento, persistir } from '../../domain/tramite/maquina';
import { snapshotLicencia } from '../../api/licencias/licencia.dto';
import { createLicenciasRepository } from '../../api/licencias/licencias.repository';
import { pdfValido, pngValido } from '../../sim/muestras';
import { formularioLicenciaEjemplo, perfilFisicaEjemplo } from '../../sim/formularios';
import { urlConBase } from './plantilla';

/** Signs the test gateway's confirmations (tests sign their own with activities/adapters/pasarela firmar). */
export const SECRETO_PASARELA = 'secreto-pasarela-de-prueba';

export interface Entorno {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: DbHandle;
  config: Config;
  deps: Awaited<ReturnType<typeof crearDeps>>;
  taskQueue: string;
  iniciarWorker: () => Promise<void>;
  detenerWorker: () => Promise<void>;
  cerrar: () => Promise<void>;
}

/**
 * `conexiones`: the pool the API and the worker share (npm start's embedded PGlite serves exactly
 * one, so a read on the pool inside a transaction would wait for itself there).
 */
export async function crearEntorno(overrides: Partial<Record<keyof Config, unknown>> = {}, opts: { worker?: boolean; conexiones?: number } = {}): Promise<Entorno> {
  const admin = process.env.DATABASE_URL!;
  const nombre = `t_${randomBytes(6).toString('hex')}`;
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  await sql.unsafe(`CREATE DATABASE ${nombre} TEMPLATE ${inject('templateDb')}`);
  await sql.end();
  const url = urlConBase(admin, nombre);
  // Workflow ids are business keys (perfil-<id>) and the Temporal server outlives each test
  // database: every clone starts its sequences at a random offset so ids never meet an old run.
  const local = postgres(url, { max: 1, onnotice: () => {} });
  const base = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
  for (const { schemaname, sequencename } of await local<{ schemaname: string; sequencename: string }[]>`select schemaname, sequencename from pg_sequences`) {
    await local.unsafe(`ALTER SEQUENCE "${schemaname}"."${sequencename}" RESTART WITH ${base}`);
  }
  await local.end();

  const sim = Fastify({ logger: false });
  await sim.register(simOpb, { prefix: '/sim', token: 'token-de-prueba' });
  await sim.register(simMunicipio, { prefix: '/sim', token: 'token-de-prueba', secretoPasarela: SECRETO_PASARELA });
  await sim.register(simGeocodificador, { prefix: '/sim', token: 'token-de-prueba' });
  await sim.listen({ host: '127.0.0.1', port: 0 });
  const simUrl = `http://127.0.0.1:${(sim.server.address() as { port: number }).port}/sim`;

  const taskQueue = `it-${nombre}`;
  const config = cargarConfig(process.env, {
    DATABASE_URL: url,
    TASK_QUEUE: taskQueue,
    SERVE_WEB: '0',
    SIM: '0',
    OPB_URL: simUrl,
    OPB_TOKEN: 'token-de-prueba',
    MERCADOS_URL: simUrl,
    MERCADOS_TOKEN: 'token-de-prueba',
    CATASTRO_URL: simUrl,
    CATASTRO_TOKEN: 'token-de-prueba',
    PREDIAL_URL: simUrl,
    PREDIAL_TOKEN: 'token-de-prueba',
    ZOFEMAT_URL: simUrl,
    ZOFEMAT_TOKEN: 'token-de-prueba',
    PASARELA_URL: simUrl,
    PASARELA_TOKEN: 'token-de-prueba',
    GEOCODER_URL: simUrl,
    GEOCODER_TOKEN: 'token-de-prueba',
    PASARELA_SECRET: SECRETO_PASARELA,
    RATE_LIMIT_AUTH_MAX: 1000,
    RATE_LIMIT_MAX: 10000,
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  const db = crearDb(url, { max: opts.conexiones ?? 5 });
  const deps = await crearDeps(config, db);
  // Strict: an answer that its route's response schema would change fails the test (api/lib/serializador.ts).
  const app = await buildApp(deps, { logger: false, respuestasEstrictas: true });
  await app.ready();

  let worker: Awaited<ReturnType<typeof crearWorker>> | null = null;
  let corriendo: Promise<void> | null = null;
  const iniciarWorker = async () => {
    worker = await crearWorker({ address: config.TEMPORAL_ADDRESS, taskQueue, db: db.db, publicUrl: 'https://ventanilla.opb.gob.mx', padronMercados: deps.padronMercados });
    corriendo = worker.worker.run();
  };
  const detenerWorker = async () => {
    if (!worker) return;
    worker.worker.shutdown();
    await corriendo;
    await worker.connection.close();
    worker = null;
  };
  if (opts.worker !== false) await iniciarWorker();

  return {
    app,
    db,
    config,
    deps,
    taskQueue,
    iniciarWorker,
    detenerWorker,
    cerrar: async () => {
      await detenerWorker();
      await app.close();
      await deps.cerrar();
      await db.close();
      await sim.close();
      const s = postgres(admin, { max: 1, onnotice: () => {} });
      await s.unsafe(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
      await s.end();
    },
  };
}

export interface Respuesta<T = any> {
  status: number;
  body: { success: boolean; message: string; data: T; errors?: Record<string, string[]>; perfil_completo?: boolean };
}

/** A small client over app.inject that speaks the API's envelope. */
export function cliente(e: Entorno, token?: string) {
  const req = async <T = any>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Respuesta<T>> => {
    const r = await e.app.inject({
      method,
      url,
      payload: payload as never,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    return { status: r.statusCode, body: r.headers['content-type']?.toString().includes('json') ? r.json() : (r.body as never) };
  };
  return {
    token,
    get: <T = any>(url: string) => req<T>('GET', url),
    post: <T = any>(url: string, body?: unknown) => req<T>('POST', url, body ?? {}),
    put: <T = any>(url: string, body?: unknown) => req<T>('PUT', url, body ?? {}),
    del: <T = any>(url: string) => req<T>('DELETE', url),
    raw: (opts: InjectOptions) => e.app.inject({ ...opts, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(opts.headers ?? {}) } }),
  };
}

export async function entrar(e: Entorno, username: string, password = DEMO_PASSWORD) {
  const r = await cliente(e).post('/api/login', { username, password, remember: false });
  if (r.status !== 200) throw new Error(`login ${username}: ${r.status} ${JSON.stringify(r.body)}`);
  const s = cliente(e, r.body.data.token);
  const sesion = (await s.get('/api/session')).body.data;
  return { ...s, sesion, userId: r.body.data.id as number, contribuyenteId: sesion.contribuyente?.id as number | undefined };
}

let secuencia = 0;
/** A fresh taxpayer account (física) with a valid RFC shape; returns the signed-in client. */
export async function nuevoContribuyente(e: Entorno, opts: { moral?: boolean } = {}) {
  secuencia += 1;
  const n = String(1000 + secuencia + Math.floor(Math.random() * 8000)).padStart(4, '0');
  const dia = String((secuencia % 27) + 1).padStart(2, '0');
  const rfc = opts.moral ? `ABC${'90'}01${dia}${n.slice(0, 2)}${n.slice(2, 3)}`.slice(0, 12) : `PRUE8001${dia}${n.slice(0, 3)}`;
  const email = `prueba${secuencia}.${n}@example.mx`;
  const r = await cliente(e).post('/api/signup', { rfc, email, password: 'ClaveSegura1' });
  if (r.status !== 200) throw new Error(`signup ${rfc}: ${r.status} ${JSON.stringify(r.body)}`);
  const c = await entrar(e, rfc, 'ClaveSegura1');
  return { ...c, rfc, email };
}

/** A complete, valid profile body for a persona física. */
export const perfilFisica = perfilFisicaEjemplo;

/**
 * Small but whole files: the server checks bytes, not names, and reads the structure (a PDF's
 * cross-reference table, a PNG's chunks), so fixtures must be real files (tests/muestras.ts).
 */
export const ARCHIVOS = {
  pdf: pdfValido(),
  png: pngValido(),
  texto: Buffer.from('esto no es un pdf, solo texto con extensión .pdf'),
};

/** multipart/form-data body for app.inject. */
export function multipart(campos: Record<string, string>, archivo?: { nombre: string; tipo: string; contenido: Buffer }) {
  const limite = `----ventanilla${randomBytes(8).toString('hex')}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos)) {
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (archivo) {
    partes.push(Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="file"; filename="${archivo.nombre}"\r\nContent-Type: ${archivo.tipo}\r\n\r\n`));
    partes.push(archivo.contenido, Buffer.from('\r\n'));
  }
  partes.push(Buffer.from(`--${limite}--\r\n`));
  return { payload: Buffer.concat(partes), headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

/** A taxpayer whose profile is complete (PUT contribuyentes): may register establishments. */
export async function contribuyenteConPerfil(e: Entorno) {
  const t = await nuevoContribuyente(e);
  const r = await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc));
  if (r.status !== 200) throw new Error(`perfil ${r.status} ${JSON.stringify(r.body)}`);
  return t;
}

/** A valid SARE licence request on the demo key whose property tax is paid (spec 1 §2.10). */
export const formularioLicencia = formularioLicenciaEjemplo;

/**
 * Moves a licence's request through its machine without a workflow and projects it with the real
 * projection activity (tests of the API's rules that need a request in a given state).
 */
export async function moverLicencia(e: Entorno, licenciaId: number, eventos: EventoTramite[]) {
  const f = await createLicenciasRepository({ db: e.db.db }).conEstablecimiento(licenciaId);
  if (!f) throw new Error(`licencia ${licenciaId} no existe`);
  let s = snapshotLicencia(f.lic, f.est);
  for (const ev of eventos) {
    const n = aplicarEvento(licencia, s, ev);
    if (!n) throw new Error(`la licencia ${licenciaId} no acepta ${ev.type} en ${String(s.value)}`);
    s = n;
  }
  await createActivities({ db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx' }).proyectarSolicitud({
    solicitudId: f.lic.solicitudId,
    snapshot: persistir(s),
    version: f.lic.solicitud.version + 1,
  });
  return s;
}

/** The open task of a request's step, once its workflow has opened it (the inbox reads the same row). */
export async function tareaAbierta(e: Entorno, solicitudId: number, paso: string) {
  for (let i = 0; i < 150; i++) {
    const [t] = await e.db.db
      .select()
      .from(tareas)
      .where(and(eq(tareas.solicitudId, solicitudId), eq(tareas.paso, paso), eq(tareas.estado, 'pendiente')));
    if (t) return t;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no se abrió la tarea ${paso}`);
}

/**
 * A taxpayer's establishment with its licence issued (the start of every change request):
 * created through the API, then walked to the end through the licence's machine without a workflow
 * (each staff step approved, each fee paid) and projected with the real projection activity.
 */
export async function establecimientoConLicencia(e: Entorno, t: ReturnType<typeof cliente>, overrides: Record<string, unknown> = {}) {
  const r = await t.post('/api/establecimientos', formularioLicencia(overrides));
  if (r.status !== 200) throw new Error(`alta ${r.status} ${JSON.stringify(r.body)}`);
  const id = r.body.data.id as number;
  const licenciaId = r.body.data.licencia[0].id as number;
  const f = await createLicenciasRepository({ db: e.db.db }).conEstablecimiento(licenciaId);
  let s = aplicarEvento(licencia, snapshotLicencia(f!.lic, f!.est), { type: 'ENVIAR' });
  for (let i = 0; s && s.value !== 'terminada' && i < 40; i++) {
    const paso = licencia.pasos.find((p) => p.clave === s!.context.actual)!;
    const ev: EventoTramite = paso.tipo === 'pago' ? { type: 'PAGO_CONFIRMADO', servicio: paso.servicio! } : { type: 'APROBAR', paso: paso.clave, revisorId: 1 };
    s = aplicarEvento(licencia, s, ev);
  }
  if (!s || s.value !== 'terminada') throw new Error(`la licencia ${licenciaId} no llegó a emitirse`);
  await createActivities({ db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx' }).proyectarSolicitud({
    solicitudId: f!.lic.solicitudId,
    snapshot: persistir(s),
    version: f!.lic.solicitud.version + 1,
  });
  return { id, licenciaId, externalId: r.body.data.external_id as string, nombre: r.body.data.nombre_comercial as string };
}
