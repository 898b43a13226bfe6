// The CPU time a run of `npm test` costs, which on a shared machine says more than its wall time:
// every process of its tree — runners, services, the walks' servers and browsers, the drills'
// stack, and those that outlive their parent (PostgreSQL's daemon, a browser its runner killed) —
// sampled from /proc once a second. A process's CPU is read from its own utime + stime only (the
// children's totals would count a child twice); one that lives less than a sample is missed.
// Linux only: elsewhere totalMs() answers null. Plain Node ESM (built-ins only).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * One line of /proc/<pid>/stat: pid, parent, start (ticks since boot: with the pid, a process's
 * identity), CPU (ticks of utime + stime). The command's name may hold spaces and parentheses.
 */
export function leerStat(texto) {
  const cierre = texto.lastIndexOf(')');
  const campos = texto.slice(cierre + 2).split(' ');
  // proc(5) field n is campos[n - 3]: ppid 4, utime 14, stime 15, starttime 22.
  return {
    pid: Number(texto.slice(0, texto.indexOf(' '))),
    ppid: Number(campos[1]),
    inicio: Number(campos[19]),
    cpu: Number(campos[11]) + Number(campos[12]),
  };
}

/** Which of `procesos` belong to the tree: the root, those known from before, and their descendants. */
export function delArbol(procesos, raiz, conocidos) {
  const clave = (p) => `${p.pid}:${p.inicio}`;
  const nuestros = new Set(procesos.filter((p) => p.pid === raiz || conocidos.has(clave(p))).map((p) => p.pid));
  for (let cambio = true; cambio; ) {
    cambio = false;
    for (const p of procesos) {
      if (!nuestros.has(p.pid) && nuestros.has(p.ppid)) {
        nuestros.add(p.pid);
        cambio = true;
      }
    }
  }
  return procesos.filter((p) => nuestros.has(p.pid));
}

function procesosVivos() {
  const procesos = [];
  for (const nombre of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(nombre)) continue;
    try {
      procesos.push(leerStat(fs.readFileSync(`/proc/${nombre}/stat`, 'utf8')));
    } catch {
      // gone between the listing and the read
    }
  }
  return procesos;
}

/**
 * Starts sampling the tree of `raiz` (this process by default). adoptar(pid) adds a process that
 * is not a descendant (a daemon); totalMs() takes a last sample and answers the CPU so far.
 */
export function medidorCpu(raiz = process.pid, { cadaMs = 1000 } = {}) {
  if (!fs.existsSync('/proc/self/stat')) return { adoptar() {}, totalMs: () => null, parar() {} };
  const porSegundo = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;
  /** `${pid}:${inicio}` → the last CPU ticks seen */
  const vistos = new Map();
  const muestra = () => {
    for (const p of delArbol(procesosVivos(), raiz, vistos)) vistos.set(`${p.pid}:${p.inicio}`, p.cpu);
  };
  muestra();
  const reloj = setInterval(muestra, cadaMs);
  reloj.unref();
  return {
    adoptar(pid) {
      try {
        const p = leerStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
        vistos.set(`${p.pid}:${p.inicio}`, p.cpu);
      } catch {
        // already gone
      }
    },
    totalMs() {
      muestra();
      let ticks = 0;
      for (const t of vistos.values()) ticks += t;
      return (ticks * 1000) / porSegundo;
    },
    parar: () => clearInterval(reloj),
  };
}
