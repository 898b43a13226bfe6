// `npm run bench`: throughput and latency of the API's hot reads beside a bare Fastify route
// in the same process, on loopback, against a real PostgreSQL (started by scripts/bench.mjs).
// Numbers are for comparison between runs on the same machine, never asserted in tests.
import Fastify from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../api/app';
import { cargarConfig } from '../api/config';
import { crearDeps } from '../api/deps';
import { crearDb, migrar } from '../db/client';
import { DEMO_PASSWORD, sembrar } from '../db/seed';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Resultado } from './http-carga';

const ejecutar = promisify(execFile);
/** One measurement, generated from a separate process (bench/cliente.ts). */
async function medir(nombre: string, url: string, opts: Record<string, unknown>): Promise<Resultado> {
  const { stdout } = await ejecutar(process.execPath, ['--import', 'tsx', new URL('./cliente.ts', import.meta.url).pathname, JSON.stringify({ nombre, url, ...opts })]);
  return JSON.parse(stdout) as Resultado;
}

const admin = process.env.DATABASE_URL!;
const base = 'ventanilla_bench';
const s = postgres(admin, { max: 1, onnotice: () => {} });
await s.unsafe(`DROP DATABASE IF EXISTS ${base} WITH (FORCE)`);
await s.unsafe(`CREATE DATABASE ${base}`);
await s.end();
const u = new URL(admin);
u.pathname = `/${base}`;
const url = u.toString();
await migrar(url);
await sembrar(url, { demo: true });

const config = cargarConfig(process.env, { DATABASE_URL: url, SERVE_WEB: '0', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: 10_000_000, RATE_LIMIT_AUTH_MAX: 10_000_000 });
const db = crearDb(url, { max: 10 });
const deps = await crearDeps(config, db);
const app = await buildApp(deps, { logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const api = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const bare = Fastify({ logger: false });
bare.get('/vacio', async () => ({ success: true, message: '', data: null }));
await bare.listen({ host: '127.0.0.1', port: 0 });
const vacio = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/vacio`;

const login = async (username: string) => {
  const r = await fetch(`${api}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
  return ((await r.json()) as { data: { token: string } }).data.token;
};
const tc = await login('GODE561231GR8');

// 10,000 establishments (and their licence drafts) for the demo taxpayer, as issue 3 §8 asks.
const sql = postgres(url, { max: 1, onnotice: () => {} });
const [{ id: contribuyenteId }] = await sql<{ id: number }[]>`select id from contribuyentes where rfc = 'GODE561231GR8'`;
const N = Number(process.env.BENCH_ESTABLECIMIENTOS ?? 10_000);
await sql`
  insert into establecimientos (external_id, contribuyente_id, nombre_comercial, clave_catastral, tipo_proceso_id, tipo_propiedad_id, categoria_id,
    tipo_local_id, giro_actividad_id, superficie_m2, telefono_oficina, numero_empleados, cajones_estacionamiento, inversion_estimada, fecha_alta_hacienda, domicilio)
  select 'BENCH-' || lpad(g::text, 6, '0'), ${contribuyenteId}, 'ESTABLECIMIENTO ' || g, lpad((4001001000000000 + g)::text, 17, '0'), 1, 1, 1,
    1, 1, 80, '9831234567', 3, 1, 50000, '2026-01-15',
    jsonb_build_object('codigo_postal', '77000', 'entidad_id', 23, 'municipio_id', 4, 'localidad_id', 1, 'colonia_id', 1, 'calle_id', 1,
      'numero_exterior', g::text, 'latitud', 18.5, 'longitud', -88.3, 'calle', 'AV. HÉROES', 'colonia', 'CENTRO')
  from generate_series(1, ${N}) g`;
// Each draft licence is a request of the kit (snapshot null: drafts are read from the form's data).
await sql`
  insert into solicitudes (procedimiento, workflow_id, folio, contribuyente_id, locacion_id, titulo)
  select 'licencia', 'licencia-bench-' || id, 'LF-2026-B' || lpad(id::text, 6, '0'), contribuyente_id, id, nombre_comercial
  from establecimientos where external_id like 'BENCH-%'`;
await sql`
  insert into licencias (solicitud_id, locacion_id, anio)
  select s.id, s.locacion_id, 2026 from solicitudes s where s.workflow_id like 'licencia-bench-%'`;
await sql`analyze`;
await sql.end();
const tr = await login('revisor.padron');
const segundos = Number(process.env.BENCH_SECONDS ?? 5);

const resultados: Resultado[] = [];
resultados.push(await medir('Fastify vacío (referencia)', vacio, { segundos }));
resultados.push(await medir('GET /api/session', `${api}/api/session`, { segundos, headers: { authorization: `Bearer ${tc}` } }));
resultados.push(await medir('GET /api/contribuyentes/getByID/1', `${api}/api/contribuyentes/getByID/1`, { segundos, headers: { authorization: `Bearer ${tc}` } }));
resultados.push(
  await medir(`GET establecimientos/contribuyente (${N} est., pág. 1)`, `${api}/api/establecimientos/contribuyente/${contribuyenteId}?page=1`, {
    segundos,
    headers: { authorization: `Bearer ${tc}` },
  }),
);
resultados.push(
  await medir(`GET establecimientos/contribuyente (pág. 1000)`, `${api}/api/establecimientos/contribuyente/${contribuyenteId}?page=1000`, {
    segundos,
    headers: { authorization: `Bearer ${tc}` },
  }),
);
resultados.push(
  await medir(`GET establecimientos/contribuyente (filtro nombre)`, `${api}/api/establecimientos/contribuyente/${contribuyenteId}?page=1&nombre_comercial=ESTABLECIMIENTO%2099`, {
    segundos,
    headers: { authorization: `Bearer ${tc}` },
  }),
);
resultados.push(await medir('GET /api/tareas (bandeja)', `${api}/api/tareas?estado=pendiente`, { segundos, headers: { authorization: `Bearer ${tr}` } }));
resultados.push(
  await medir('POST /api/login (argon2id)', `${api}/api/login`, {
    segundos,
    concurrencia: 4,
    metodo: 'POST',
    headers: { 'content-type': 'application/json' },
    cuerpo: JSON.stringify({ username: 'GODE561231GR8', password: DEMO_PASSWORD }),
  }),
);

console.log(`\nVentanilla — bench (${segundos} s por ruta, loopback, cliente en otro proceso, concurrencia 16; login 4)\n`);
console.table(resultados.map((r) => ({ ruta: r.nombre, 'req/s': r.rps, 'p50 ms': r.p50, 'p90 ms': r.p90, 'p99 ms': r.p99, 'max ms': r.max, errores: r.errores })));
console.log(`RSS del proceso del API tras la carga: ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MiB`);

await app.close();
await bare.close();
await deps.cerrar();
await db.close();
