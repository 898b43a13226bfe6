// A small closed-loop HTTP load generator for loopback benchmarks: N concurrent clients with
// keep-alive, each sending the next request when the previous answers, for a fixed time.
import http from 'node:http';
import { percentil } from './informe';

export interface Resultado {
  nombre: string;
  peticiones: number;
  errores: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

export async function medir(
  nombre: string,
  url: string,
  opts: { concurrencia?: number; segundos?: number; headers?: Record<string, string>; metodo?: string; cuerpo?: string } = {},
): Promise<Resultado> {
  const concurrencia = opts.concurrencia ?? 16;
  const duracionMs = (opts.segundos ?? 5) * 1000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrencia });
  const lat: number[] = [];
  let errores = 0;
  const u = new URL(url);
  const una = () =>
    new Promise<void>((resolve) => {
      const t0 = process.hrtime.bigint();
      const req = http.request(
        { host: u.hostname, port: u.port, path: u.pathname + u.search, method: opts.metodo ?? 'GET', agent, headers: opts.headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            if ((res.statusCode ?? 500) >= 400) errores++;
            lat.push(Number(process.hrtime.bigint() - t0) / 1e6);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errores++;
        resolve();
      });
      if (opts.cuerpo) req.end(opts.cuerpo);
      else req.end();
    });
  // warm-up
  for (let i = 0; i < 50; i++) await una();
  lat.length = 0;
  errores = 0;
  const fin = Date.now() + duracionMs;
  const inicio = Date.now();
  await Promise.all(
    Array.from({ length: concurrencia }, async () => {
      while (Date.now() < fin) await una();
    }),
  );
  const segundos = (Date.now() - inicio) / 1000;
  agent.destroy();
  const ord = [...lat].sort((a, b) => a - b);
  return {
    nombre,
    peticiones: lat.length,
    errores,
    rps: Math.round(lat.length / segundos),
    p50: +percentil(ord, 50).toFixed(2),
    p90: +percentil(ord, 90).toFixed(2),
    p99: +percentil(ord, 99).toFixed(2),
    max: +(ord[ord.length - 1] ?? 0).toFixed(2),
  };
}
