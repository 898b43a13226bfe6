// `npm run bench -- carga`: 200 taxpayers at once for 60 s against the API, on the
// embedded default (PGlite, one connection, as `npm start` runs it) and on PostgreSQL (a pool).
// Each signs in with their own account, then works as a taxpayer does: the session, their
// establishments, one establishment, their profile, their notifications, and now and then marks
// them read. Reported per operation: requests, errors, 5xx, p50/p99. Targets (0 errors, p99 < 1 s)
// are measured and printed, never asserted.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { migrar } from '../db/client';
import { DEMO_PASSWORD, sembrar } from '../db/seed';
import { iniciarBdEmbebida } from '../scripts/bd-embebida';
import type { InformeCarga } from './cliente-carga';
import { apiDeBench, baseNueva } from './comun';

const ejecutar = promisify(execFile);
const USUARIOS = Number(process.env.BENCH_CARGA_USUARIOS ?? 200);
const SEGUNDOS = Number(process.env.BENCH_CARGA_SEGUNDOS ?? 60);

/** USUARIOS taxpayers with a complete profile and one establishment (its licence draft a request of the kit). */
async function poblar(url: string): Promise<string[]> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [{ hash }] = await sql<{ hash: string }[]>`select password_hash as hash from usuarios where username = 'GODE561231GR8'`;
    const rfcs = Array.from({ length: USUARIOS }, (_, i) => `CARG800101${String(i).padStart(3, '0')}`);
    await sql`
      insert into usuarios (username, email, password_hash, rol, nombre, apellido1, rfc)
      select r, lower(r) || '@example.mx', ${hash}, 'contribuyente', 'CARGA', 'PRUEBA', r from unnest(${rfcs}::text[]) r`;
    await sql`
      insert into contribuyentes (usuario_id, tipo_persona, rfc, nombre, apellido1, email, telefono_movil, es_externo, domicilio, perfil_completo)
      select u.id, 1, u.rfc, 'CARGA', 'PRUEBA', u.email, '9831234567', false,
        '{"codigo_postal":"77000","localidad_id":1,"colonia_id":1,"calle_id":100,"numero_exterior":"1"}'::jsonb, true
      from usuarios u where u.username like 'CARG800101%'`;
    await sql`
      insert into establecimientos (external_id, contribuyente_id, nombre_comercial, clave_catastral, tipo_proceso_id, tipo_propiedad_id, categoria_id,
        tipo_local_id, giro_actividad_id, superficie_m2, telefono_oficina, numero_empleados, cajones_estacionamiento, inversion_estimada, fecha_alta_hacienda, domicilio)
      select 'CARGA-' || c.id, c.id, 'NEGOCIO ' || c.rfc, '04001001012005000', 2, 1, 1, 1, 1, 80, '9831234567', 3, 1, 50000, '2026-11-02',
        jsonb_build_object('codigo_postal', '77000', 'entidad_id', 23, 'municipio_id', 4, 'localidad_id', 1, 'colonia_id', 1, 'calle_id', 1,
          'numero_exterior', '1', 'latitud', 18.5, 'longitud', -88.3, 'calle', 'AV. HÉROES', 'colonia', 'CENTRO')
      from contribuyentes c where c.rfc like 'CARG800101%'`;
    await sql`
      insert into solicitudes (procedimiento, workflow_id, folio, contribuyente_id, locacion_id, titulo)
      select 'licencia', 'licencia-carga-' || e.id, 'SARE-2026-C' || lpad(e.id::text, 6, '0'), e.contribuyente_id, e.id, e.nombre_comercial
      from establecimientos e where e.external_id like 'CARGA-%'`;
    await sql`insert into licencias (solicitud_id, locacion_id, anio) select s.id, s.locacion_id, 2026 from solicitudes s where s.workflow_id like 'licencia-carga-%'`;
    await sql`analyze`;
    return rfcs;
  } finally {
    await sql.end();
  }
}

async function correr(nombre: string, url: string, poolMax: number): Promise<InformeCarga> {
  await migrar(url);
  await sembrar(url, { demo: true });
  const rfcs = await poblar(url);
  const servidor = await apiDeBench(url, poolMax);
  const api = servidor.origen;
  try {
    // The load comes from another process, as real clients would.
    const { stdout } = await ejecutar(
      process.execPath,
      ['--import', 'tsx', new URL('./cliente-carga.ts', import.meta.url).pathname, JSON.stringify({ nombre, api, rfcs, password: DEMO_PASSWORD, segundos: SEGUNDOS })],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return JSON.parse(stdout) as InformeCarga;
  } finally {
    await servidor.cerrar();
  }
}

const informes: InformeCarga[] = [];

// The embedded default, as `npm start` runs it: PGlite behind its socket, one connection.
const dir = mkdtempSync(join(tmpdir(), 'ventanilla-carga-'));
const bd = await iniciarBdEmbebida({ dir: join(dir, 'pglite') });
try {
  informes.push(await correr('PGlite embebido (npm start)', bd.url, 1));
} finally {
  await bd.cerrar();
  rmSync(dir, { recursive: true, force: true });
}

// PostgreSQL (scripts/bench.mjs started a cluster, or DATABASE_URL), with the API's pool.
informes.push(await correr('PostgreSQL', await baseNueva('ventanilla_carga'), Number(process.env.DB_POOL_MAX ?? 10)));

const fila = (cols: (string | number)[]) => `| ${cols.join(' | ')} |`;
console.log(`\nCarga: ${USUARIOS} contribuyentes simultáneos durante ${SEGUNDOS} s (metas: 0 errores, p99 < 1 s)\n`);
for (const inf of informes) {
  console.log(`### ${inf.nombre}`);
  console.log(fila(['operación', 'peticiones', 'errores', '5xx', 'p50 ms', 'p99 ms']));
  console.log(fila(['---', '---', '---', '---', '---', '---']));
  for (const o of [...inf.operaciones, inf.total]) console.log(fila([o.nombre, o.peticiones, o.errores, o.servidor, o.p50.toFixed(1), o.p99.toFixed(1)]));
  console.log(`\n${inf.total.errores === 0 && inf.total.p99 < 1000 ? 'Metas cumplidas' : 'Metas NO cumplidas'} · ${(inf.total.peticiones / SEGUNDOS).toFixed(0)} peticiones/s\n`);
}
mkdirSync('test-results', { recursive: true });
writeFileSync('test-results/bench-carga.json', JSON.stringify({ fecha: new Date().toISOString(), usuarios: USUARIOS, segundos: SEGUNDOS, informes }, null, 2));
