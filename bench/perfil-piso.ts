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

interface Nodo {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Self time per function and per area of the code, as a share of the sampled time. */
function resumir(profile: { nodes: Nodo[]; samples?: number[]; timeDeltas?: number[] }) {
  const porNodo = new Map<number, number>();
  (profile.samples ?? []).forEach((id, i) => porNodo.set(id, (porNodo.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
  const total = [...porNodo.values()].reduce((a, b) => a + b, 0);
  const nodos = new Map(profile.nodes.map((n) => [n.id, n]));
  const padre = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) padre.set(c, n.id);
  const areas: [string, RegExp][] = [
    ['zod (validation/serialization)', /node_modules\/zod|fastify-type-provider-zod|api\/lib\/serializador/],
    ['postgres.js driver', /node_modules\/postgres\//],
    ['drizzle-orm', /node_modules\/drizzle-orm/],
    ['rate limit', /@fastify\/rate-limit|toad-cache/],
    ['session lookup (api/auth)', /api\/auth\//],
    ['fastify core / router', /node_modules\/(fastify|find-my-way|light-my-request|avvio|@fastify\/(error|fast-json-stringify-compiler))\//],
    ['logging (pino)', /pino/],
    ['app hooks (app.ts, lib)', /api\/app\.ts|api\/lib\//],
    ['node http/net', /^node:(_http|http|net|stream|internal\/(http|streams|stream_base))|node:_http/],
  ];
  const porArea = new Map<string, number>();
  const porFuncion = new Map<string, number>();
  for (const [id, t] of porNodo) {
    const n = nodos.get(id)!;
    const f = `${n.callFrame.functionName || '(anónima)'} ${n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/work\/main\//, '')}:${n.callFrame.lineNumber + 1}`;
    porFuncion.set(f, (porFuncion.get(f) ?? 0) + t);
    // The area of the nearest frame (this one or a caller) with a known url: node's internals called by a package count for it.
    let area = n.callFrame.url ? 'other' : n.callFrame.functionName === '(garbage collector)' ? 'GC' : n.callFrame.functionName === '(idle)' ? 'idle' : 'native/other';
    for (let x: number | undefined = id; x !== undefined; x = padre.get(x)) {
      const u = nodos.get(x)!.callFrame.url;
      const a = areas.find(([, re]) => re.test(u));
      if (a) {
        area = a[0];
        break;
      }
    }
    porArea.set(area, (porArea.get(area) ?? 0) + t);
  }
  const tabla = (m: Map<string, number>, n: number) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => ({ nombre: k, '%': +((v / total) * 100).toFixed(1), ms: Math.round(v / 1000) }));
  console.log('\nTiempo propio por área (la primera con URL conocida de la pila)');
  console.table(tabla(porArea, 20));
  console.log('Funciones con más tiempo propio');
  console.table(tabla(porFuncion, 25));
}
