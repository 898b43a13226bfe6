// The authenticated floor (part `piso`): GET /api/session beside a bare Fastify route in
// the same process, 64 keep-alive connections from a client in another process (bench/cliente.ts).
// With PERFIL=1 the API's CPU is profiled during the session load only (node:inspector) and the
// self time is summed per function and per area (session lookup, serialization, rate limit…);
// the .cpuprofile goes to test-results/ for a flame graph (Chrome DevTools, speedscope).
//   DATABASE_URL=postgres://… [PERFIL=1] [BENCH_SECONDS=3] node --import tsx bench/perfil-piso.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { migrar } from '../db/client';
import { sembrar } from '../db/seed';
import { apiDeBench, baseNueva, entrar, medirEnOtroProceso, rutaVacia } from './comun';
import type { Resultado } from './http-carga';
import { iniciarPerfil, resumir, terminarPerfil } from './perfil';

const medir = medirEnOtroProceso;
const url = await baseNueva('ventanilla_piso');
await migrar(url);
await sembrar(url, { demo: true });

const servidor = await apiDeBench(url, 10);
const api = servidor.origen;

const { url: vacio, cerrar: cerrarVacia } = await rutaVacia();

const tc = await entrar(`${api}/api`, 'GODE561231GR8');
const segundos = Number(process.env.BENCH_SECONDS ?? 3);
const concurrencia = 64;
const auth = { authorization: `Bearer ${tc}` };

const resultados: Resultado[] = [await medir('Fastify vacío (referencia)', vacio, { segundos, concurrencia })];
const perfilar = process.env.PERFIL === '1';
const sesion = perfilar ? await iniciarPerfil() : null;
resultados.push(await medir('GET /api/session', `${api}/api/session`, { segundos, concurrencia, headers: auth }));
if (sesion) {
  const profile = await terminarPerfil(sesion);
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/perfil-piso.cpuprofile', JSON.stringify(profile));
  resumir(profile);
}

console.log(`\nPiso — ${segundos} s por ruta, ${concurrencia} conexiones, cliente en otro proceso\n`);
const ref = resultados[0].rps;
console.table(resultados.map((r) => ({ ruta: r.nombre, 'req/s': r.rps, 'vs. vacío': `${((r.rps / ref) * 100).toFixed(1)} %`, 'p50 ms': r.p50, 'p99 ms': r.p99, errores: r.errores })));

await servidor.cerrar();
await cerrarVacia();
