// `npm run bench -- api`: throughput and latency of the API's authenticated floor and its lists at
// municipal scale (bench/escala.ts: 20,000 taxpayers, 50,000 establishments, 10,000 open tasks,
// 200,000 notifications), 64 concurrent connections, beside a bare Fastify route in the same
// process, on loopback, against a real PostgreSQL (started by scripts/bench.mjs). Figures go to
// the combined table (bench/informe.ts); targets are printed, never asserted.
//   BENCH_SECONDS (3), BENCH_CONEXIONES (64), BENCH_EXPLAIN=1 (EXPLAIN ANALYZE of each list query,
//   also written to test-results/bench/explain-listas.txt), BENCH_SOLO_EXPLAIN=1 (no load).
import postgres from 'postgres';
import { drizzle } from 'drizzle-orm/postgres-js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createEstablecimientosRepository } from '../api/establecimientos/establecimientos.repository';
import { createNotificacionesRepository } from '../api/notificaciones/notificaciones.repository';
import { createTareasRepository } from '../api/tareas/tareas.repository';
import { migrar, type Db } from '../db/client';
import * as schema from '../db/schema';
import { DEMO_PASSWORD, sembrar } from '../db/seed';
import { apiDeBench, baseNueva, entrar, medirEnOtroProceso, rutaVacia } from './comun';
import { sembrarEscala } from './escala';
import type { Resultado } from './http-carga';
import { desde, registrar, type FilaBench } from './informe';

const medir = medirEnOtroProceso;
const url = await baseNueva('ventanilla_bench');
await migrar(url);
await sembrar(url, { demo: true });
const t0 = Date.now();
const escala = await sembrarEscala(url);
console.log(`Datos a escala sembrados en ${((Date.now() - t0) / 1000).toFixed(1)} s:`, escala.cuentas);

const servidor = await apiDeBench(url, 10);
const api = `${servidor.origen}/api`;

const { url: vacio, cerrar: cerrarVacia } = await rutaVacia();

const login = (usuario: string) => entrar(api, usuario);
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
const tGran = await login(escala.granRfc);
const tTipico = await login(escala.tipicoRfc);
const tRevisor = await login('revisor.padron');
const tRoot = await login('root');

// A folio, an RFC and a name that exist among the open tasks, to search for.
const sql = postgres(url, { max: 1, onnotice: () => {} });
const [muestra] = await sql<{ folio: string; rfc: string; area_id: number }[]>`
  select folio, rfc, area_id from tareas where estado = 'pendiente' and area_id = 1 order by id desc limit 1 offset 37`;
const [areaFiltro] = await sql<{ area_id: number }[]>`select area_id from tareas where estado = 'pendiente' group by 1 order by count(*) desc limit 1`;

/** The list reads, as the web asks for them; `repo` runs the same read through the repository (EXPLAIN). */
interface Lista {
  grupo: string;
  medida: string;
  ruta: string;
  token: string;
  repo: (d: Db) => Promise<unknown>;
}
const tareas = (d: Db) => createTareasRepository({ db: d });
const ests = (d: Db) => createEstablecimientosRepository({ db: d });
const revisorAreas = [1];
const bandeja = { estado: 'pendiente' as const, page: 1, porPagina: 20 };
const paginaProfunda = Math.floor(10_000 / 9) - 1;
const listas: Lista[] = [
  { grupo: 'Listas', medida: 'Bandeja, primera página (revisor de Padrón)', ruta: '/tareas?estado=pendiente', token: tRevisor, repo: (d) => tareas(d).listar({ ...bandeja, areaIds: revisorAreas }) },
  { grupo: 'Listas', medida: 'Bandeja, todas las áreas (root)', ruta: '/tareas?estado=pendiente', token: tRoot, repo: (d) => tareas(d).listar({ ...bandeja, areaIds: null }) },
  { grupo: 'Listas', medida: 'Bandeja filtrada por área (root)', ruta: `/tareas?estado=pendiente&area_id=${areaFiltro.area_id}`, token: tRoot, repo: (d) => tareas(d).listar({ ...bandeja, areaIds: null, areaId: areaFiltro.area_id }) },
  { grupo: 'Listas', medida: 'Bandeja, página 50 (root)', ruta: '/tareas?estado=pendiente&page=50', token: tRoot, repo: (d) => tareas(d).listar({ ...bandeja, areaIds: null, page: 50 }) },
  { grupo: 'Listas', medida: 'Bandeja, búsqueda por folio (revisor)', ruta: `/tareas?estado=pendiente&q=${encodeURIComponent(muestra.folio)}`, token: tRevisor, repo: (d) => tareas(d).listar({ ...bandeja, areaIds: revisorAreas, q: muestra.folio }) },
  { grupo: 'Listas', medida: 'Bandeja, búsqueda por RFC (root)', ruta: `/tareas?estado=pendiente&q=${muestra.rfc}`, token: tRoot, repo: (d) => tareas(d).listar({ ...bandeja, areaIds: null, q: muestra.rfc }) },
  { grupo: 'Listas', medida: 'Bandeja, búsqueda por nombre (root)', ruta: '/tareas?estado=pendiente&q=canul', token: tRoot, repo: (d) => tareas(d).listar({ ...bandeja, areaIds: null, q: 'canul' }) },
  { grupo: 'Listas', medida: 'Mis establecimientos (contribuyente típico, 10)', ruta: `/establecimientos/contribuyente/${escala.tipicoId}?page=1`, token: tTipico, repo: (d) => ests(d).listar(escala.tipicoId, 0, { page: 1 }) },
  { grupo: 'Listas', medida: 'Establecimientos, 10 000 (pág. 1)', ruta: `/establecimientos/contribuyente/${escala.granId}?page=1`, token: tGran, repo: (d) => ests(d).listar(escala.granId, escala.granUsuarioId, { page: 1 }) },
  { grupo: 'Listas', medida: `Establecimientos, 10 000 (pág. ${paginaProfunda})`, ruta: `/establecimientos/contribuyente/${escala.granId}?page=${paginaProfunda}`, token: tGran, repo: (d) => ests(d).listar(escala.granId, escala.granUsuarioId, { page: paginaProfunda }) },
  { grupo: 'Listas', medida: 'Establecimientos, 10 000 (filtro por nombre)', ruta: `/establecimientos/contribuyente/${escala.granId}?page=1&nombre_comercial=farmacia%2099`, token: tGran, repo: (d) => ests(d).listar(escala.granId, escala.granUsuarioId, { page: 1, nombre_comercial: 'farmacia 99' }) },
  { grupo: 'Listas', medida: 'Notificaciones de un contribuyente (2 000)', ruta: `/notificaciones/${escala.granUsuarioId}`, token: tGran, repo: (d) => createNotificacionesRepository({ db: d }).deUsuario(escala.granUsuarioId) },
];

// EXPLAIN ANALYZE of every query each list read sends, captured from drizzle's logger.
if (process.env.BENCH_EXPLAIN === '1' || process.env.BENCH_SOLO_EXPLAIN === '1') {
  const capturadas: { query: string; params: unknown[] }[] = [];
  const cliente = postgres(url, { max: 4, onnotice: () => {} });
  const dx = drizzle(cliente, { schema, logger: { logQuery: (query, params) => capturadas.push({ query, params }) } }) as unknown as Db;
  const salida: string[] = [];
  for (const l of listas) {
    capturadas.length = 0;
    await l.repo(dx);
    for (const q of [...capturadas]) {
      const plan = await cliente.unsafe(`explain (analyze, buffers, costs off, summary on) ${q.query}`, q.params as never[]);
      salida.push(`### ${l.medida}\n\n\`\`\`sql\n${q.query}\n-- ${JSON.stringify(q.params)}\n\`\`\`\n\n\`\`\`\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\`\n`);
    }
  }
  await cliente.end();
  const dir = fileURLToPath(new URL('../test-results/bench', import.meta.url));
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/explain-listas.txt`, salida.join('\n'));
  console.log(salida.join('\n'));
}
await sql.end();

const filas: FilaBench[] = [];
if (process.env.BENCH_SOLO_EXPLAIN !== '1') {
  const segundos = Number(process.env.BENCH_SECONDS ?? 3);
  const conexiones = Number(process.env.BENCH_CONEXIONES ?? 64);
  const carga = { segundos, concurrencia: conexiones };
  const resultados: Resultado[] = [];
  const ref = await medir('Fastify vacío (referencia)', vacio, carga);
  resultados.push(ref);
  // Targets as shares of the bare route in the same run (absolute req/s and p99 move with the
  // machine, and on two shared cores the load client takes the API's CPU): the session ≥ 40 %,
  // every list and search ≥ 10 %. The p99 is printed beside, with no target.
  const fila = (grupo: string, medida: string, r: Resultado, minimo?: number) => {
    const relativo = ref.rps ? +(r.rps / ref.rps).toFixed(4) : null;
    filas.push({
      grupo,
      medida: `${medida}, req/s`,
      valor: r.rps,
      unidad: 'req/s',
      relativo,
      ...(minimo ? { objetivo: `≥ ${minimo * 100} % del vacío`, cumple: relativo !== null && desde(relativo, minimo) && r.errores === 0 } : {}),
    });
    filas.push({ grupo, medida: `${medida}, p99 (${conexiones} conexiones)`, valor: r.p99, unidad: 'ms', cumple: null });
  };
  fila('Piso', 'Fastify vacío (referencia)', ref);
  const sesion = await medir('GET /api/session', `${api}/session`, { ...carga, headers: bearer(tTipico) });
  resultados.push(sesion);
  fila('Piso', 'GET /api/session', sesion, 0.4);
  for (const l of listas) {
    const r = await medir(l.medida, `${api}${l.ruta}`, { ...carga, headers: bearer(l.token) });
    resultados.push(r);
    fila(l.grupo, l.medida, r, 0.1);
  }
  const lg = await medir('POST /api/login (argon2id, 4 conexiones)', `${api}/login`, {
    segundos,
    concurrencia: 4,
    metodo: 'POST',
    headers: { 'content-type': 'application/json' },
    cuerpo: JSON.stringify({ username: escala.tipicoRfc, password: DEMO_PASSWORD }),
  });
  resultados.push(lg);
  filas.push({ grupo: 'Piso', medida: 'POST /api/login (argon2id, 4 conexiones), req/s', valor: lg.rps, unidad: 'req/s', relativo: ref.rps ? +(lg.rps / ref.rps).toFixed(4) : null });
  filas.push({ grupo: 'Piso', medida: 'POST /api/login (argon2id, 4 conexiones), p99', valor: lg.p99, unidad: 'ms' });

  console.log(`\nVentanilla — bench del API (${segundos} s por ruta, loopback, cliente en otro proceso, ${conexiones} conexiones; login 4)\n`);
  console.table(
    resultados.map((r) => ({ ruta: r.nombre, 'req/s': r.rps, '% vacío': `${((r.rps / ref.rps) * 100).toFixed(1)}`, 'p50 ms': r.p50, 'p99 ms': r.p99, 'max ms': r.max, errores: r.errores })),
  );
  const rss = Math.round(process.memoryUsage().rss / 1024 / 1024);
  console.log(`RSS del proceso del API tras la carga: ${rss} MiB`);
  filas.push({ grupo: 'Piso', medida: 'RSS del proceso del API tras la carga', valor: rss, unidad: 'MB' });
  registrar('api', filas);
}

await servidor.cerrar();
await cerrarVacia();
