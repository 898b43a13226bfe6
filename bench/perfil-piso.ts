// The authenticated floor (issue 17, part `piso`): GET /api/session beside a bare Fastify route in
// the same process, 64 keep-alive connections from a client in another process (bench/cliente.ts).
// With PERFIL=1 the API's CPU is profiled during the session load only (node:inspector) and the
// self time is summed per function and per area (session lookup, serialization, rate limit…);
// the .cpuprofile goes to test-results/ for a flame graph (Chrome DevTools, speedscope).
//   DATABASE_URL=postgres://… [PERFIL=1] [BENCH_SECONDS=3] node --import tsx bench/perfil-piso.ts
import Fastify from 'fastify';
import { Session } from 'node:inspector/promises';
import { mkdirSync, writeFileSync } from 'node:fs';
import { migrar } from '../db/client';
import { DEMO_PASSWORD, sembrar } from '../db/seed';
import { apiDeBench, baseNueva, medirEnOtroProceso } from './comun';
import type { Resultado } from './http-carga';
import { resumir } from './perfil';

const medir = medirEnOtroProceso;
const url = await baseNueva('ventanilla_piso');
await migrar(url);
await sembrar(url, { demo: true });

const servidor = await apiDeBench(url, 10);
const api = servidor.origen;

const bare = Fastify({ logger: false });
bare.get('/vacio', async () => ({ success: true, message: '', data: null }));
await bare.listen({ host: '127.0.0.1', port: 0 });
const vacio = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/vacio`;

const login = async (username: string) => {
  const r = await fetch(`${api}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  return ((await r.json()) as { data: { token: string } }).data.token;
};
const tc = await login('GODE561231GR8');
const segundos = Number(process.env.BENCH_SECONDS ?? 3);
const concurrencia = 64;
const auth = { authorization: `Bearer ${tc}` };

const resultados: Resultado[] = [await medir('Fastify vacío (referencia)', vacio, { segundos, concurrencia })];
const perfilar = process.env.PERFIL === '1';
const sesion = new Session();
if (perfilar) {
  sesion.connect();
  await sesion.post('Profiler.enable');
  await sesion.post('Profiler.setSamplingInterval', { interval: 100 });
  await sesion.post('Profiler.start');
}
resultados.push(await medir('GET /api/session', `${api}/api/session`, { segundos, concurrencia, headers: auth }));
if (perfilar) {
  const { profile } = await sesion.post('Profiler.stop');
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/perfil-piso.cpuprofile', JSON.stringify(profile));
  resumir(profile);
}

console.log(`\nPiso — ${segundos} s por ruta, ${concurrencia} conexiones, cliente en otro proceso\n`);
const ref = resultados[0].rps;
console.table(resultados.map((r) => ({ ruta: r.nombre, 'req/s': r.rps, 'vs. vacío': `${((r.rps / ref) * 100).toFixed(1)} %`, 'p50 ms': r.p50, 'p99 ms': r.p99, errores: r.errores })));

await servidor.cerrar();
await bare.close();
