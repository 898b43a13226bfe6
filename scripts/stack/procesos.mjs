// The stack's long-running processes: each in its own process group, its output appended to
// <dir>/logs/<name>.log, and kept running by scripts/lib/supervisor.mjs (a process that dies —
// kill -9 included — is started again after 1, 2, 4 … s, as a service manager would).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, isPortOpen, sleep } from '../lib/tools.mjs';
import { supervisar } from '../lib/supervisor.mjs';

/** Starts one process; returns {pid, exited, stop(ms), kill9()}. */
export function lanzar(nombre, cmd, args, { env, logs, cwd = ROOT }) {
  fs.mkdirSync(logs, { recursive: true });
  const fd = fs.openSync(path.join(logs, `${nombre}.log`), 'a');
  const hijo = spawn(cmd, args, { cwd, env, detached: true, stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  let resultado = null;
  const exited = new Promise((resolve) => {
    hijo.once('error', (err) => resolve((resultado ??= { code: 127, signal: null, error: err })));
    hijo.once('exit', (code, signal) => resolve((resultado ??= { code, signal })));
  });
  const senal = (s) => {
    try {
      process.kill(-hijo.pid, s);
    } catch {
      try {
        process.kill(hijo.pid, s);
      } catch {
        /* gone */
      }
    }
  };
  return {
    nombre,
    pid: hijo.pid,
    exited,
    vivo: () => resultado === null,
    /** SIGTERM (graceful: the API finishes its requests, the worker its tasks), SIGKILL after ms. */
    async stop(ms = 20_000) {
      if (resultado) return resultado;
      senal('SIGTERM');
      const t = setTimeout(() => senal('SIGKILL'), ms);
      const r = await exited;
      clearTimeout(t);
      senal('SIGKILL');
      return r;
    },
    /** What the failover drill does: no warning, no cleanup. */
    kill9() {
      senal('SIGKILL');
      return exited;
    },
  };
}

/**
 * A supervised service: `definir()` gives the command to run *now* (the rolling upgrade changes
 * the build between two starts), `listo(handle)` resolves when it serves.
 */
export function servicio({ nombre, definir, listo, logs, log, alArrancar = () => {} }) {
  let actual = null;
  let arranques = 0;
  const esperasListo = [];
  const iniciar = async () => {
    const { cmd, args, env } = definir();
    const h = lanzar(nombre, cmd, args, { env, logs });
    actual = h;
    arranques += 1;
    alArrancar();
    await Promise.race([
      listo(h),
      h.exited.then((r) => {
        throw new Error(`${nombre} exited while starting (${r.signal ?? `code ${r.code}`}); see ${path.join(logs, `${nombre}.log`)}`);
      }),
    ]);
    for (const r of esperasListo.splice(0)) r(h);
    return { exited: h.exited, stop: () => h.stop() };
  };
  const sup = supervisar({ nombre, iniciar, log, esperaInicialMs: 500, esperaMaxMs: 10_000 });
  return {
    nombre,
    primero: sup.primero,
    actual: () => actual,
    arranques: () => arranques,
    detener: () => sup.detener(),
    /** Resolves with the next start that serves (after a kill or a replacement). */
    siguiente: () => new Promise((r) => esperasListo.push(r)),
  };
}

/** Resolves when host:port accepts connections (and the process still lives). */
export async function puertoAbierto(h, host, port, ms = 120_000) {
  const limite = Date.now() + ms;
  while (Date.now() < limite) {
    if (!h.vivo()) return;
    if (await isPortOpen(host, port, 500)) return;
    await sleep(200);
  }
  throw new Error(`${h.nombre}: ${host}:${port} did not open within ${ms / 1000} s`);
}

/** Resolves when the API answers /api/health with 200 (its database and Temporal reachable). */
export async function apiSana(h, url, ms = 120_000) {
  const limite = Date.now() + ms;
  while (Date.now() < limite) {
    if (!h.vivo()) return;
    try {
      const r = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (r.ok) return;
    } catch {
      /* not yet */
    }
    await sleep(300);
  }
  throw new Error(`${h.nombre}: ${url}/api/health did not answer 200 within ${ms / 1000} s`);
}
