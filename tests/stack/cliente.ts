// The drills' client: app.inject's shape over real HTTP through the stack's proxy, so the demo's
// own walk (scripts/demo-solicitudes.ts) drives the stack the way a browser does. A call that the
// network or the proxy failed (refused, reset, 502/503/504) is retried once, as the web's client
// does, and counted: the failover drill asserts no call needed more than that one retry.
// `antes` runs before each call is sent: the drills kill a process at an exact moment with it.
import type { FastifyInstance, InjectOptions } from 'fastify';

export interface Reintento {
  metodo: string;
  url: string;
  motivo: string;
}

export interface ClienteHttp {
  app: FastifyInstance;
  /** the portal's address (sessions are kept per portal) */
  base: string;
  reintentos: Reintento[];
  /** calls that failed again on their retry */
  fallidas: Reintento[];
  llamadas: () => number;
}

const PASARELA_O_RED = new Set([502, 503, 504]);

function cuerpo(opts: InjectOptions): { body?: BodyInit; headers: Record<string, string> } {
  const headers = Object.fromEntries(Object.entries(opts.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]));
  const p = opts.payload as unknown;
  if (p === undefined || p === null) return { headers };
  if (typeof p === 'string' || Buffer.isBuffer(p)) return { body: p as BodyInit, headers };
  headers['content-type'] ??= 'application/json';
  return { body: JSON.stringify(p), headers };
}

export function clienteHttp(base: string, antes?: (opts: InjectOptions) => Promise<void> | void): ClienteHttp {
  const reintentos: Reintento[] = [];
  const fallidas: Reintento[] = [];
  let n = 0;
  const una = async (metodo: string, url: URL, b: ReturnType<typeof cuerpo>) => {
    try {
      const r = await fetch(url, { method: metodo, headers: b.headers, body: b.body, signal: AbortSignal.timeout(90_000) });
      const texto = await r.text();
      return { r, texto, error: null as string | null };
    } catch (err) {
      const causa = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
      return { r: null, texto: '', error: causa };
    }
  };
  const inject = async (opts: InjectOptions) => {
    n += 1;
    await antes?.(opts);
    const metodo = String(opts.method ?? 'GET');
    const url = new URL(String(opts.url), base);
    const b = cuerpo(opts);
    let intento = await una(metodo, url, b);
    const fallo = (i: typeof intento) => i.error ?? (i.r && PASARELA_O_RED.has(i.r.status) ? `HTTP ${i.r.status} ${i.texto.slice(0, 160)}` : null);
    const primero = fallo(intento);
    if (primero) {
      reintentos.push({ metodo, url: url.pathname, motivo: primero });
      await new Promise((r) => setTimeout(r, 500));
      intento = await una(metodo, url, b);
      const segundo = fallo(intento);
      if (segundo) fallidas.push({ metodo, url: url.pathname, motivo: segundo });
    }
    if (!intento.r) throw new Error(`${metodo} ${url.pathname}: ${intento.error}`);
    const { r, texto } = intento;
    return {
      statusCode: r.status,
      headers: Object.fromEntries(r.headers.entries()),
      body: texto,
      payload: texto,
      json: () => JSON.parse(texto) as unknown,
    };
  };
  return { app: { inject } as unknown as FastifyInstance, base, reintentos, fallidas, llamadas: () => n };
}
