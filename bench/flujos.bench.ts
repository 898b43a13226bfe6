// `npm run bench -- flujos` (part "Flujos"): (a) from the taxpayer's 'Enviar a revisión'
// of a licence (POST /api/licencia/:id/changestatus, the route the web calls) to its task on the
// first page of the area's inbox (GET /api/tareas?estado=pendiente), on the embedded default (PGlite,
// one connection, worker and API in one process as `npm start` runs them) and on PostgreSQL;
// (b) BENCH_FLUJOS_N (10,000) open licence workflows started on one Temporal dev server against a
// worker in its own process (bench/flujos-worker.ts): its RSS, the start rate, the rate the worker
// keeps up with (each start runs the 'sent' effects: projection, task, notice), and approvals through
// the API (POST /api/tareas/:id/resolver) meanwhile. Figures are printed, never asserted.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Connection } from '@temporalio/client';
import postgres from 'postgres';
import { migrar } from '../db/client';
import { DEMO_PASSWORD, sembrar } from '../db/seed';
import { iniciarBdEmbebida } from '../scripts/bd-embebida';
// @ts-expect-error plain ESM script without types
import { startTemporalDev } from '../scripts/temporal-server.mjs';
import { crearWorker } from '../worker/create-worker';
import type { EntradaTramite } from '../workflows/tramite/mensajes';
import type { EstadoWorker } from './flujos-worker';
import { apiDeBench, baseNueva } from './comun';
import { desde, hasta, registrar, type FilaBench } from './informe';

const N = Number(process.env.BENCH_FLUJOS_N ?? 10_000);
const ENVIOS = Number(process.env.BENCH_FLUJOS_ENVIOS ?? 40);
const APROBACIONES = Number(process.env.BENCH_FLUJOS_APROBACIONES ?? 150);
const CONCURRENCIA_INICIOS = Number(process.env.BENCH_FLUJOS_CONCURRENCIA ?? 32);
const CONTRIBUYENTE = 'GODE561231GR8';
/** SARE licences (tipo de proceso 2): their first step is Coordinación SARE's inbox. */
const REVISOR = 'coordinacion.sare';
const corrida = Date.now().toString(36);
const filas: FilaBench[] = [];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const r1 = (x: number) => Math.round(x * 10) / 10;
const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Borrador {
  licenciaId: number;
  solicitudId: number;
  folio: string;
  workflowId: string;
}

/** n SARE licence drafts of the demo taxpayer (set-based SQL, as bench/carga.bench.ts does). */
async function sembrarBorradores(url: string, prefijo: string, n: number): Promise<Borrador[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const clave = `${prefijo}-${corrida}`;
    await sql`
      insert into establecimientos (external_id, contribuyente_id, nombre_comercial, clave_catastral, tipo_proceso_id, tipo_propiedad_id, categoria_id,
        tipo_local_id, giro_actividad_id, superficie_m2, telefono_oficina, numero_empleados, cajones_estacionamiento, inversion_estimada, fecha_alta_hacienda, domicilio)
      select ${clave} || '-' || i, c.id, 'NEGOCIO ' || ${clave} || ' ' || i, '04001001012005000', 2, 1, 1, 1, 1, 80, '9831234567', 3, 1, 50000, '2026-11-02',
        jsonb_build_object('codigo_postal', '77000', 'entidad_id', 23, 'municipio_id', 4, 'localidad_id', 1, 'colonia_id', 1, 'calle_id', 1,
          'numero_exterior', '1', 'latitud', 18.5, 'longitud', -88.3, 'calle', 'AV. HÉROES', 'colonia', 'CENTRO')
      from contribuyentes c, generate_series(1, ${n}) i where c.rfc = ${CONTRIBUYENTE}`;
    await sql`
      insert into solicitudes (procedimiento, workflow_id, folio, contribuyente_id, locacion_id, titulo)
      select 'licencia', 'licencia-' || ${clave} || '-' || e.id, 'SARE-F' || ${prefijo} || lpad(e.id::text, 7, '0'), e.contribuyente_id, e.id, e.nombre_comercial
      from establecimientos e where e.external_id like ${clave + '-%'}`;
    await sql`insert into licencias (solicitud_id, locacion_id, anio) select s.id, s.locacion_id, 2026 from solicitudes s where s.workflow_id like ${'licencia-' + clave + '-%'}`;
    await sql`analyze`;
    return await sql<Borrador[]>`
      select l.id as "licenciaId", s.id as "solicitudId", s.folio, s.workflow_id as "workflowId"
      from licencias l join solicitudes s on s.id = l.solicitud_id where s.workflow_id like ${'licencia-' + clave + '-%'} order by l.id`;
  } finally {
    await sql.end();
  }
}

/** The API on a loopback port (rate limits off: the measure is the flow, not an office behind one address). */
async function iniciarApi(url: string, poolMax: number, temporal: string, taskQueue: string) {
  const servidor = await apiDeBench(url, poolMax, { TEMPORAL_ADDRESS: temporal, TASK_QUEUE: taskQueue });
  const base = `${servidor.origen}/api`;
  const pedir = async <T = unknown>(token: string | null, metodo: string, ruta: string, cuerpo?: unknown): Promise<T> => {
    const r = await fetch(base + ruta, {
      method: metodo,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cuerpo ? { 'content-type': 'application/json' } : {}) },
      body: cuerpo ? JSON.stringify(cuerpo) : undefined,
    });
    const body = (await r.json()) as { data: T; message?: string };
    if (!r.ok) throw new Error(`${metodo} ${ruta}: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body.data;
  };
  const entrar = async (u: string) => (await pedir<{ token: string }>(null, 'POST', '/login', { username: u, password: DEMO_PASSWORD, remember: false })).token;
  return { db: servidor.db, temporal: servidor.deps.temporal, pedir, entrar, cerrar: servidor.cerrar };
}

/** Where a send's time goes on the server: each history event's offset from the start, in ms. */
async function desglose(client: Client, workflowId: string) {
  const h = await client.workflow.getHandle(workflowId).fetchHistory();
  const ev = h.events ?? [];
  const ms = (e: (typeof ev)[number]) => Number(e.eventTime?.seconds ?? 0) * 1000 + Math.round((e.eventTime?.nanos ?? 0) / 1e6);
  const t0 = ms(ev[0]);
  const nombreEv = (e: (typeof ev)[number]) => Object.keys(e).find((k) => k.endsWith('Attributes') && (e as Record<string, unknown>)[k]) ?? String(e.eventType);
  console.log(`  historia de ${workflowId}: ${ev.map((e) => `${nombreEv(e).replace(/EventAttributes$/, '')} +${ms(e) - t0}`).join(', ')}`);
}

/** (a) Enviar a revisión → the task on the first page of the area's inbox, one request at a time. */
async function medirEnvio(nombre: string, url: string, poolMax: number, temporal: string) {
  await migrar(url);
  await sembrar(url, { demo: true });
  const borradores = await sembrarBorradores(url, nombre.startsWith('PGlite') ? 'E' : 'P', ENVIOS + 5);
  const taskQueue = `flujos-a-${nombre.length}-${corrida}`;
  const api = await iniciarApi(url, poolMax, temporal, taskQueue);
  // The worker shares the API's connections, as scripts/embedded.ts runs it.
  const { worker, connection } = await crearWorker({ address: temporal, taskQueue, db: api.db.db });
  const corriendo = worker.run();
  const envio: number[] = [];
  const bandeja: number[] = [];
  const total: number[] = [];
  try {
    const [contribuyente, revisor] = [await api.entrar(CONTRIBUYENTE), await api.entrar(REVISOR)];
    for (const [i, b] of borradores.entries()) {
      const t0 = performance.now();
      await api.pedir(contribuyente, 'POST', `/licencia/${b.licenciaId}/changestatus`, { estatus_licencia: 10 });
      const t1 = performance.now();
      for (let intento = 0; ; intento++) {
        const p = await api.pedir<{ data: { folio: string }[] }>(revisor, 'GET', '/tareas?estado=pendiente');
        if (p.data.some((t) => t.folio === b.folio)) break;
        if (intento > 200) throw new Error(`la tarea de ${b.folio} no apareció en la bandeja`);
        await dormir(5);
      }
      const t2 = performance.now();
      if (i < 5) continue; // warm-up: the first workflows bundle contexts and warm the pool
      envio.push(t1 - t0);
      bandeja.push(t2 - t1);
      total.push(t2 - t0);
    }
    await desglose(api.temporal, borradores.at(-1)!.workflowId);
  } finally {
    worker.shutdown();
    await corriendo;
    await connection.close();
    await api.cerrar();
  }
  const p95 = pct(total, 95);
  console.log(
    `${nombre}: Enviar→bandeja p50 ${r1(pct(total, 50))} ms, p95 ${r1(p95)} ms, máx ${r1(Math.max(...total))} ms` +
      ` (POST changestatus p50 ${r1(pct(envio, 50))} / p95 ${r1(pct(envio, 95))} ms; GET /api/tareas p50 ${r1(pct(bandeja, 50))} ms) · ${total.length} envíos`,
  );
  filas.push(
    { grupo: 'Flujos', medida: `Enviar a revisión → bandeja p95 (${nombre})`, valor: r1(p95), unidad: 'ms', objetivo: '≤ 200 ms', cumple: hasta(p95, 200) },
    { grupo: 'Flujos', medida: `Enviar a revisión → bandeja p50 (${nombre})`, valor: r1(pct(total, 50)), unidad: 'ms', objetivo: '', cumple: null },
  );
}

/** (b) N open licence workflows against one worker process; approvals through the API meanwhile. */
async function muchosFlujos(url: string, temporal: string) {
  const taskQueue = `flujos-b-${corrida}`;
  const borradores = await sembrarBorradores(url, 'B', N + APROBACIONES + 20);
  const aAprobar = borradores.slice(0, APROBACIONES + 20);
  const masivos = borradores.slice(APROBACIONES + 20);

  let estado: EstadoWorker = { rssMB: 0, heapMB: 0, cacheados: 0, actividades: 0, tareasWf: 0 };
  let picoRss = 0;
  let picoCache = 0;
  const hijo = fork(new URL('./flujos-worker.ts', import.meta.url).pathname, [], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: url, TEMPORAL_ADDRESS: temporal, TASK_QUEUE: taskQueue },
  });
  const listo = new Promise<void>((res, rej) => {
    hijo.on('message', (m) => {
      if (m === 'listo') return res();
      estado = m as EstadoWorker;
      picoRss = Math.max(picoRss, estado.rssMB);
      picoCache = Math.max(picoCache, estado.cacheados);
    });
    hijo.once('exit', (c) => rej(new Error(`el worker terminó (${c})`)));
  });
  await listo;
  const gc = async () => {
    hijo.send('gc');
    await dormir(600);
    return estado;
  };
  const api = await iniciarApi(url, Number(process.env.DB_POOL_MAX ?? 10), temporal, taskQueue);
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const connection = await Connection.connect({ address: temporal });
  const client = new Client({ connection });
  try {
    const [contribuyente, revisor] = [await api.entrar(CONTRIBUYENTE), await api.entrar(REVISOR)];
    // The requests to approve, sent through the API; their tasks are what a reviewer opens.
    for (const b of aAprobar) await api.pedir(contribuyente, 'POST', `/licencia/${b.licenciaId}/changestatus`, { estatus_licencia: 10 });
    const ids = aAprobar.map((b) => b.solicitudId);
    const tareas = (await sql<{ id: number }[]>`select id from tareas where solicitud_id = any(${ids}) and estado = 'pendiente' order by id`).map((t) => t.id);
    let fallidas = 0;
    // A refused or timed-out approval (503 after UPDATE_TIMEOUT_MS) counts with the time it took.
    const aprobar = async (id: number) => {
      const t0 = performance.now();
      try {
        await api.pedir(revisor, 'POST', `/tareas/${id}/resolver`, { resultado: 'aprobado' });
      } catch (e) {
        fallidas += 1;
        console.log(`  aprobación ${id}: ${e instanceof Error ? e.message.slice(0, 120) : String(e)}`);
      }
      return performance.now() - t0;
    };
    const reposo: number[] = [];
    for (const id of tareas.splice(0, 20)) reposo.push(await aprobar(id));
    await dormir(1000);
    const base = await gc();
    console.log(`worker en reposo: RSS ${r1(base.rssMB)} MB, heap ${r1(base.heapMB)} MB, ${base.cacheados} flujos en caché; aprobación p95 ${r1(pct(reposo, 95))} ms`);

    // The mass start: fire-and-forget starts, each already sent (the same effects as the API's first send).
    const primero = masivos[0].solicitudId;
    const abiertas = async () => Number((await sql`select count(*)::int as n from tareas where solicitud_id >= ${primero}`)[0].n);
    const t0 = performance.now();
    let siguiente = 0;
    let finInicios = 0;
    const iniciar = async () => {
      while (siguiente < masivos.length) {
        const b = masivos[siguiente++];
        const input: EntradaTramite = { solicitudId: b.solicitudId, datos: { tipoProceso: 2, tieneUsoSuelo: true, fechaLimitePago: null }, eventosIniciales: [{ type: 'ENVIAR' }] };
        await client.workflow.start('licenciaWorkflow', { taskQueue, workflowId: b.workflowId, args: [input] });
      }
    };
    const inicios = Promise.all(Array.from({ length: CONCURRENCIA_INICIOS }, iniciar)).then(() => {
      finInicios = performance.now();
    });
    // Approvals one at a time, one every 250 ms, while the starts and their effects run.
    const durante: number[] = [];
    let abiertasAhora = 0;
    let todasAbiertas = 0;
    let ultimoConteo = 0;
    while (!todasAbiertas && performance.now() - t0 < 30 * 60_000) {
      if (tareas.length) durante.push(await aprobar(tareas.shift()!));
      if (performance.now() - ultimoConteo > 2000) {
        ultimoConteo = performance.now();
        abiertasAhora = await abiertas();
        if (abiertasAhora >= masivos.length) todasAbiertas = performance.now();
        const seg = (performance.now() - t0) / 1000;
        console.log(`  ${seg.toFixed(0)} s: ${siguiente} iniciados, ${abiertasAhora} tareas abiertas, worker RSS ${r1(estado.rssMB)} MB, caché ${estado.cacheados}`);
      }
      await dormir(250);
    }
    await inicios;
    const segInicios = (finInicios - t0) / 1000;
    const segAbiertas = ((todasAbiertas || performance.now()) - t0) / 1000;
    await dormir(2000);
    const fin = await gc();
    // Per cached workflow: only when the run added some to the cache (a cache already full at the base gives no slope).
    const porFlujoRssKB = fin.cacheados > base.cacheados ? ((fin.rssMB - base.rssMB) * 1024) / (fin.cacheados - base.cacheados) : NaN;
    const inicioPorS = masivos.length / segInicios;
    const abiertasPorS = abiertasAhora / segAbiertas;
    console.log(
      `${masivos.length} flujos: iniciados en ${r1(segInicios)} s (${r1(inicioPorS)}/s), tareas abiertas ${abiertasAhora} en ${r1(segAbiertas)} s (${r1(abiertasPorS)}/s)\n` +
        `worker: RSS pico ${r1(picoRss)} MB, al final ${r1(fin.rssMB)} MB (heap ${r1(fin.heapMB)} MB), caché ${fin.cacheados} flujos (pico ${picoCache}); ` +
        `por flujo en caché: RSS ${r1(porFlujoRssKB)} KB\n` +
        `aprobaciones durante la carga: ${durante.length} (${fallidas} fallidas), p50 ${r1(pct(durante, 50))} ms, p95 ${r1(pct(durante, 95))} ms, máx ${r1(Math.max(...durante))} ms`,
    );
    const p95 = pct(durante, 95);
    filas.push(
      { grupo: 'Flujos', medida: `RSS del worker, pico (${masivos.length} flujos abiertos)`, valor: r1(picoRss), unidad: 'MB', objetivo: '≤ 600 MB', cumple: hasta(picoRss, 600) },
      { grupo: 'Flujos', medida: 'Inicios de flujo sostenidos', valor: r1(inicioPorS), unidad: '/s', objetivo: '≥ 100 /s', cumple: desde(inicioPorS, 100) },
      { grupo: 'Flujos', medida: 'Flujos enviados con su tarea abierta (el worker al día)', valor: r1(abiertasPorS), unidad: '/s', objetivo: '', cumple: null },
      { grupo: 'Flujos', medida: 'Aprobación p95 durante los inicios', valor: r1(p95), unidad: 'ms', objetivo: '≤ 200 ms', cumple: hasta(p95, 200) },
      { grupo: 'Flujos', medida: 'Aprobación p95 en reposo', valor: r1(pct(reposo, 95)), unidad: 'ms', objetivo: '', cumple: null },
      { grupo: 'Flujos', medida: 'Caché sticky del worker (flujos)', valor: fin.cacheados, unidad: 'flujos', objetivo: '', cumple: null },
    );
    // Workflows live in the SDK's workflow thread (one shared V8 context): the main thread's heap misses them, RSS does not.
    if (Number.isFinite(porFlujoRssKB)) filas.push({ grupo: 'Flujos', medida: 'Memoria por flujo en caché (RSS)', valor: r1(porFlujoRssKB), unidad: 'KB', objetivo: '', cumple: null });
  } finally {
    hijo.send('fin');
    await new Promise((r) => hijo.once('exit', r));
    await connection.close();
    await sql.end();
    await api.cerrar();
  }
}

const temporal: { address: string; stop: () => Promise<void> } = await startTemporalDev({ headless: true, name: 'temporal-bench' });
try {
  if (process.env.BENCH_FLUJOS_PARTES !== 'b') {
    const dir = mkdtempSync(join(tmpdir(), 'ventanilla-flujos-'));
    const bd = await iniciarBdEmbebida({ dir: join(dir, 'pglite') });
    try {
      await medirEnvio('PGlite embebido', bd.url, 1, temporal.address);
    } finally {
      await bd.cerrar();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const u = new URL(await baseNueva('ventanilla_flujos'));
  if (process.env.BENCH_FLUJOS_PARTES !== 'b') await medirEnvio('PostgreSQL', u.toString(), Number(process.env.DB_POOL_MAX ?? 10), temporal.address);
  else {
    await migrar(u.toString());
    await sembrar(u.toString(), { demo: true });
  }
  if (process.env.BENCH_FLUJOS_PARTES !== 'a') await muchosFlujos(u.toString(), temporal.address);
} finally {
  await temporal.stop();
}
console.table(filas.map((f) => ({ medida: f.medida, valor: `${f.valor} ${f.unidad}`, objetivo: f.objetivo, cumple: f.cumple == null ? '' : f.cumple ? 'sí' : 'NO' })));
registrar('flujos', filas);
process.exit(0);
