// `npm run bench`: starts a throwaway PostgreSQL (unless DATABASE_URL is set), runs the parts of
// bench/ one after another, then prints one table of every figure beside its target (and, for
// HTTP rows, its share of the bare Fastify route of the same run) and writes test-results/bench.json.
//   npm run bench                 every default part
//   npm run bench -- api pdf      only those parts
//   npm run bench -- carga        the 200-taxpayer load test, not in the default run
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureNodeModules, ensurePostgres, runProcess, log } from './lib/tools.mjs';
import { startPgCluster } from './pg-cluster.mjs';

/** The parts, in the order they run. bd: needs PostgreSQL. */
const PARTES = [
  { nombre: 'api', archivo: 'bench/api.bench.ts', bd: true, porDefecto: true },
  { nombre: 'flujos', archivo: 'bench/flujos.bench.ts', bd: true, porDefecto: true },
  { nombre: 'pdf', archivo: 'bench/pdf.bench.ts', bd: false, porDefecto: true },
  { nombre: 'predial', archivo: 'bench/predial-pdf.bench.ts', bd: false, porDefecto: true },
  { nombre: 'web', archivo: 'bench/web.bench.ts', bd: true, porDefecto: true },
  { nombre: 'carga', archivo: 'bench/carga.bench.ts', bd: true, porDefecto: false },
];

const pedidas = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const desconocidas = pedidas.filter((p) => !PARTES.some((x) => x.nombre === p));
if (desconocidas.length) {
  console.error(`Partes desconocidas: ${desconocidas.join(', ')}. Hay: ${PARTES.map((p) => p.nombre).join(', ')}`);
  process.exit(2);
}
const elegidas = PARTES.filter((p) => (pedidas.length ? pedidas.includes(p.nombre) : p.porDefecto)).filter((p) => existsSync(path.join(ROOT, p.archivo)));

ensureNodeModules();
const dirPartes = path.join(ROOT, 'test-results', 'bench', 'partes');
rmSync(dirPartes, { recursive: true, force: true });
mkdirSync(dirPartes, { recursive: true });

let cluster = null;
if (!process.env.DATABASE_URL && elegidas.some((p) => p.bd)) {
  ensurePostgres();
  cluster = await startPgCluster({ quiet: true });
  process.env.DATABASE_URL = cluster.url;
}

const inicio = Date.now();
let code = 0;
try {
  for (const parte of elegidas) {
    const t0 = Date.now();
    const r = await runProcess(`bench ${parte.nombre}`, process.execPath, ['--expose-gc', '--import', 'tsx', parte.archivo], { env: process.env });
    log(`bench ${parte.nombre}: ${r === 0 ? 'terminó' : `falló (${r})`} en ${Math.round((Date.now() - t0) / 1000)} s`);
    code ||= r;
  }
} catch (err) {
  log(`bench failed: ${err.message}`);
  code = 1;
} finally {
  await cluster?.stop();
}

// The combined table and its JSON copy.
const filas = [];
for (const f of existsSync(dirPartes) ? readdirSync(dirPartes).sort() : []) {
  if (f.endsWith('.json')) filas.push(...JSON.parse(readFileSync(path.join(dirPartes, f), 'utf8')).map((x) => ({ parte: f.replace(/\.json$/, ''), ...x })));
}
if (filas.length) {
  const orden = new Map(PARTES.map((p, i) => [p.nombre, i]));
  filas.sort((a, b) => (orden.get(a.parte) ?? 99) - (orden.get(b.parte) ?? 99));
  const cpus = os.cpus();
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    /* not a git checkout */
  }
  const maquina = { cpus: cpus.length, modelo: cpus[0]?.model ?? '', memoriaGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, so: `${os.type()} ${os.release()}` };
  console.log(`\nVentanilla — bench ${new Date().toISOString()} · ${commit} · ${maquina.cpus} núcleos (${maquina.modelo}), ${maquina.memoriaGiB} GiB, Node ${maquina.node}\n`);
  console.table(
    filas.map((f) => ({
      grupo: f.grupo,
      medida: f.medida,
      valor: `${f.valor} ${f.unidad}`,
      'vs. Fastify vacío': f.relativo == null ? '' : `${(f.relativo * 100).toFixed(1)} %`,
      objetivo: f.objetivo ?? '',
      cumple: f.cumple == null ? '' : f.cumple ? 'sí' : 'NO',
    })),
  );
  const conObjetivo = filas.filter((f) => f.cumple != null);
  console.log(`Objetivos cumplidos: ${conObjetivo.filter((f) => f.cumple).length} de ${conObjetivo.length}. Duración: ${Math.round((Date.now() - inicio) / 1000)} s`);
  mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'test-results', 'bench.json'),
    JSON.stringify({ fecha: new Date().toISOString(), commit, maquina, partes: elegidas.map((p) => p.nombre), filas }, null, 2),
  );
  log('test-results/bench.json escrito');
}
process.exit(code);
