// The Temporal SDK's own metrics of a worker process (task slots, schedule-to-start latency, the
// sticky cache, activity failures): Core serves them in Prometheus format on WORKER_METRICS_ADDRESS,
// which must be a loopback or private address. They are read by the API's /api/metrics, behind the
// portal's login (docs/OPERACION.md), never by anyone on the public network.
import { networkInterfaces } from 'node:os';
import { Runtime } from '@temporalio/worker';

/** Loopback, RFC 1918 and IPv6 unique-local addresses; not 0.0.0.0 (every interface, public ones too). */
export function esDireccionPrivada(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (h === '::1' || h === 'localhost') return true;
  if (/^f[cd][0-9a-f]{2}:/.test(h)) return true;
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/**
 * This machine's own private IPv4 address (a container's on its compose or cluster network), for
 * `*:port`: replicas of one service cannot each be given their address in advance.
 */
function direccionPrivadaPropia(interfaces = networkInterfaces()): string | null {
  for (const lista of Object.values(interfaces)) {
    for (const i of lista ?? []) if (i.family === 'IPv4' && !i.internal && esDireccionPrivada(i.address)) return i.address;
  }
  return null;
}

/**
 * host:port from WORKER_METRICS_ADDRESS, or null when unset; a public address stops the worker.
 * `*:port` is this machine's private address (each replica of the compose stack's worker).
 */
export function direccionMetricas(env: NodeJS.ProcessEnv = process.env, interfaces = networkInterfaces()): string | null {
  const v = env.WORKER_METRICS_ADDRESS?.trim();
  if (!v) return null;
  const m = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(v);
  if (!m || Number(m[2]) > 65535) throw new Error(`Configuración inválida del worker: WORKER_METRICS_ADDRESS=${v} no es dirección:puerto`);
  if (m[1] === '*') {
    const propia = direccionPrivadaPropia(interfaces);
    if (!propia) throw new Error(`Configuración inválida del worker: WORKER_METRICS_ADDRESS=${v}, pero esta máquina no tiene una dirección privada`);
    return `${propia}:${m[2]}`;
  }
  if (!esDireccionPrivada(m[1]!)) throw new Error(`Configuración inválida del worker: WORKER_METRICS_ADDRESS=${v} debe ser una dirección de loopback o privada`);
  // Core binds an IP, not a name.
  return m[1] === 'localhost' ? `127.0.0.1:${m[2]}` : v;
}

/**
 * Installs the SDK's runtime with the Prometheus exporter when an address is set. Once per process,
 * before the first connection to Temporal (the SDK refuses it afterwards).
 */
export function instalarMetricasWorker(env: NodeJS.ProcessEnv = process.env): string | null {
  const bindAddress = direccionMetricas(env);
  if (!bindAddress) return null;
  // Seconds and _total, as Prometheus names them; the prefix keeps the SDK's temporal_.
  Runtime.install({ telemetryOptions: { metrics: { prometheus: { bindAddress, countersTotalSuffix: true, useSecondsForDurations: true } } } });
  return `http://${bindAddress}/metrics`;
}
