// The production topology on this machine, without containers (docs/OPERACION.md,
// "Production topology"; ARCHITECTURE.md, "In service"):
//   nginx :4300 ─▶ API ×2 (:4301, :4302) ─▶ PostgreSQL :4320 (ventanilla, temporal, temporal_visibility)
//                     └─▶ Temporal server :4233 (mutual TLS) ◀─ worker ×2
//   the municipality's systems, each a process with its own token: gateway :4310, cadastre and
//   Zofemat :4311, property tax :4312, padrón :4313
// Compiled JavaScript (dist/server, built when stale) on Node 24, NODE_ENV=production, no DEMO.
// State in .stack/ (STACK_DIR); ports from STACK_BASE (4300). `npm run stack` (stack.mjs) runs it;
// the drills (drills.mjs) operate it through iniciarStack()'s handles.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, log, newestMtime, mtimeMs, runProcess, sleep, viteBin } from '../lib/tools.mjs';
import { configurar, entornoApp, secretos } from './config.mjs';
import { ensureNginx, ensureTemporalServer } from './herramientas.mjs';
import * as pg from './postgres.mjs';
import * as temporal from './temporal.mjs';
import * as nginx from './nginx.mjs';
import { apiSana, lanzar, puertoAbierto, servicio } from './procesos.mjs';

export const BUILD_POR_DEFECTO = path.join(ROOT, 'dist', 'server');

/** dist/server and dist/web, rebuilt when a source is newer than them. */
export async function asegurarBuilds({ log: decir = log } = {}) {
  const fuentes = ['api', 'worker', 'db', 'domain', 'activities', 'workflows', 'package-lock.json'].map((p) => path.join(ROOT, p));
  if (mtimeMs(path.join(BUILD_POR_DEFECTO, 'BUILD')) < newestMtime(fuentes)) {
    decir('building the server (npm run build:server)…');
    const code = await runProcess('build', process.execPath, ['--import', 'tsx', 'scripts/build.ts']);
    if (code !== 0) throw new Error(`npm run build:server failed (exit ${code})`);
  }
  const web = ['web', 'domain', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(ROOT, p));
  if (mtimeMs(path.join(ROOT, 'dist', 'web', 'index.html')) < newestMtime(web)) {
    decir('building the web app (vite build)…');
    const code = await runProcess('vite', process.execPath, [viteBin(), 'build']);
    if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
  }
}

/** Resolves when a worker of this pid polls the task queue (its identity is `<pid>@<host>`). */
async function workerListo(conexion, h, ms = 120_000) {
  const { temporal: api } = (await import('@temporalio/proto')).default;
  const limite = Date.now() + ms;
  while (Date.now() < limite) {
    if (!h.vivo()) return;
    const r = await conexion.workflowService.describeTaskQueue({
      namespace: 'default',
      taskQueue: { name: 'ventanilla', kind: api.api.enums.v1.TaskQueueKind.TASK_QUEUE_KIND_NORMAL },
      taskQueueType: api.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW,
    });
    if ((r.pollers ?? []).some((p) => String(p.identity ?? '').startsWith(`${h.pid}@`))) return;
    await sleep(300);
  }
  throw new Error(`${h.nombre} did not poll the task queue within ${ms / 1000} s`);
}

/**
 * Brings the whole topology up (setting up what is missing) and returns handles for operating it:
 * the drills kill, replace and restore through them.
 * @param {{ dir?: string, base?: number, build?: string, demo?: boolean, log?: (m: string) => void }} [opciones]
 */
export async function iniciarStack(opciones = {}) {
  const decir = opciones.log ?? log;
  const t0 = Date.now();
  const cfg = configurar({ dir: opciones.dir, base: opciones.base });
  fs.mkdirSync(cfg.dir, { recursive: true, mode: 0o755 });
  // PostgreSQL runs as its own user: it must reach its data directory inside (secrets and keys stay 0600/0700).
  fs.chmodSync(cfg.dir, 0o755);
  const s = secretos(cfg);
  const { server, sqlTool } = ensureTemporalServer();
  const nginxBin = ensureNginx();
  if (!opciones.build) await asegurarBuilds({ log: decir });
  /** The build each app process runs; the rolling upgrade changes it one process at a time. */
  const builds = new Map();
  const buildDe = (nombre) => builds.get(nombre) ?? opciones.build ?? BUILD_POR_DEFECTO;
  const servicios = new Map();
  const paradas = [];
  const detener = async () => {
    for (const parar of paradas.splice(0).reverse()) {
      try {
        await parar();
      } catch (err) {
        decir(`stopping: ${err.message}`);
      }
    }
  };
  const tiempos = {};
  const marca = (que, desde) => (tiempos[que] = Date.now() - desde);

  try {
    let t = Date.now();
    if (pg.inicializar(cfg, s)) decir(`PostgreSQL cluster initialised in ${path.relative(ROOT, cfg.rutas.pg) || cfg.rutas.pg}`);
    pg.iniciar(cfg);
    paradas.push(async () => pg.detener(cfg));
    await pg.crearBases(cfg, s);
    marca('postgres', t);

    t = Date.now();
    temporal.certificados(cfg);
    const archivo = temporal.escribirConfig(cfg, s);
    await temporal.esquema(cfg, s, sqlTool);
    // Every live pid, rewritten at each start: detenerHuerfanos() stops a stack whose parent died.
    const registrar = () => {
      const pids = Object.fromEntries([...servicios].map(([n, svc]) => [n, svc.actual()?.pid]).filter(([, pid]) => pid));
      fs.writeFileSync(path.join(cfg.dir, 'procesos.json'), `${JSON.stringify(pids)}\n`);
    };
    const agregar = (svc) => {
      servicios.set(svc.nombre, svc);
      paradas.push(() => svc.detener());
      return svc.primero;
    };
    const logs = cfg.rutas.logs;
    await agregar(
      servicio({
        nombre: 'temporal',
        logs,
        log: decir,
        alArrancar: () => registrar(),
        definir: () => ({ cmd: server, args: ['--config-file', archivo, '--allow-no-auth', 'start'], env: process.env }),
        listo: (h) => puertoAbierto(h, cfg.host, cfg.puertos.temporal.frontend),
      }),
    );
    await temporal.namespace(cfg);
    marca('temporal', t);

    const entorno = (nombre, extra = {}) => ({ ...process.env, ...entornoApp(cfg, s, { build: buildDe(nombre) }), ...extra });
    t = Date.now();
    const migrar = lanzar('migrate', process.execPath, [path.join(buildDe('migrate'), 'migrate.mjs')], { env: entorno('migrate', { SEED_DEMO: opciones.demo === false ? '0' : '1' }), logs });
    const fin = await migrar.exited;
    if (fin.code !== 0) throw new Error(`the migration job failed (${fin.signal ?? `code ${fin.code}`}); see ${path.join(logs, 'migrate.log')}`);
    marca('migrate', t);

    t = Date.now();
    const sistemas = [];
    for (const sistema of ['pasarela', 'catastro', 'predial', 'padron']) {
      sistemas.push(
        agregar(
          servicio({
            nombre: sistema,
            logs,
            log: decir,
            alArrancar: () => registrar(),
            definir: () => ({
              cmd: process.execPath,
              args: ['--import', 'tsx', path.join(ROOT, 'scripts', 'stack', 'sistema.ts'), sistema, String(cfg.puertos[sistema])],
              env: { ...process.env, NODE_ENV: 'production', SISTEMA_TOKEN: s.tokens[sistema], PASARELA_SECRET: s.pasarelaSecret, SISTEMA_DATOS: path.join(cfg.dir, 'pasarela') },
            }),
            listo: (h) => puertoAbierto(h, cfg.host, cfg.puertos[sistema]),
          }),
        ),
      );
    }
    await Promise.all(sistemas);
    marca('sistemas', t);

    t = Date.now();
    const conexion = await temporal.conectarTemporal(cfg);
    paradas.push(() => conexion.close());
    const apps = [];
    for (let i = 1; i <= cfg.workers; i++) {
      const nombre = `worker-${i}`;
      apps.push(agregar(servicio({ nombre, logs, log: decir, alArrancar: () => registrar(), definir: () => ({ cmd: process.execPath, args: [path.join(buildDe(nombre), 'worker.mjs')], env: entorno(nombre, { WORKER_METRICS_ADDRESS: `${cfg.host}:${cfg.puertos.metricasWorkers[i - 1]}` }) }), listo: (h) => workerListo(conexion, h) })));
    }
    cfg.puertos.apis.forEach((puerto, i) => {
      const nombre = `api-${i + 1}`;
      apps.push(
        agregar(
          servicio({
            nombre,
            logs,
            log: decir,
            alArrancar: () => registrar(),
            definir: () => ({ cmd: process.execPath, args: [path.join(buildDe(nombre), 'api.mjs')], env: entorno(nombre, { PORT: String(puerto) }) }),
            listo: (h) => apiSana(h, `http://${cfg.host}:${puerto}`),
          }),
        ),
      );
    });
    await Promise.all(apps);
    marca('apps', t);

    t = Date.now();
    const conf = nginx.escribirConfig(cfg);
    await agregar(
      servicio({
        nombre: 'nginx',
        logs,
        log: decir,
        alArrancar: () => registrar(),
        definir: () => ({ cmd: nginxBin, args: ['-c', conf, '-p', cfg.rutas.nginx, '-g', 'daemon off;'], env: process.env }),
        listo: (h) => puertoAbierto(h, cfg.host, cfg.puertos.proxy),
      }),
    );
    marca('nginx', t);
  } catch (err) {
    await detener();
    throw err;
  }
  tiempos.total = Date.now() - t0;

  return {
    cfg,
    secretos: s,
    url: `http://${cfg.host}:${cfg.puertos.proxy}`,
    servicios,
    tiempos,
    detener,
    buildDe,
    /**
     * Replaces one app process with another build: SIGTERM (it finishes what it holds), and the
     * supervisor starts it again on `build`; resolves once the new one serves.
     */
    async reemplazar(nombre, build) {
      const svc = servicios.get(nombre);
      builds.set(nombre, build);
      const siguiente = svc.siguiente();
      await svc.actual().stop(30_000);
      const nuevo = await siguiente;
      // nginx set the old one aside while it was down (fail_timeout, 2 s): only once that has
      // passed does it send it requests again, and only then may the other API go down.
      if (nombre.startsWith('api-')) await sleep(3000);
      return nuevo;
    },
  };
}

/**
 * Stops what a stack in `dir` left running when the process that started it died without stopping
 * it (the drills' runner calls this after them): each service's process group, then PostgreSQL.
 */
export function detenerHuerfanos(dir) {
  const cfg = configurar({ dir });
  let pids = {};
  try {
    pids = JSON.parse(fs.readFileSync(path.join(cfg.dir, 'procesos.json'), 'utf8'));
  } catch {
    /* never started */
  }
  for (const pid of Object.values(pids)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  if (fs.existsSync(path.join(cfg.rutas.pg, 'data', 'postmaster.pid'))) pg.detener(cfg, 'immediate');
}
