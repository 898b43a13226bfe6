// The first page: the JavaScript each page loads before its first paint, from the
// built module graph (dist/web/.vite/manifest.json), gzipped and brotli'd as the server sends it
// (the precompressed .gz/.br files the build writes), against the budgets: sign-in ≤ 130 KB, the
// taxpayer's home ≤ 170 KB and the licence form's first step ≤ 200 KB gzipped (KB = 1000 bytes, as
// Vite prints sizes). Then, when
// bench/lighthouse.ts is there (part 6), its Lighthouse rows, and bench/escritura.ts's: how long a
// keystroke in the licence form waits for the screen (Event Timing, CPU ×4). Figures are printed,
// never asserted.
//
//   node --import tsx bench/web.bench.ts          builds the web into dist/web, then measures
//   WEB_DIST=/tmp/x/dist BENCH_WEB_SIN_BUILD=1 …  measures a build made elsewhere
//   BENCH_WEB_SIN_LIGHTHOUSE=1 …                  only the budgets (no Lighthouse, no typing)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { hasta, registrar, type FilaBench } from './informe';

const RAIZ = fileURLToPath(new URL('..', import.meta.url));
const DIST = process.env.WEB_DIST ?? join(RAIZ, 'dist', 'web');
const KB = 1000;

interface EntradaManifiesto {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifiesto = Record<string, EntradaManifiesto>;

/** A page: the route modules (keys of the manifest, relative to web/) its first paint waits for. */
export interface PaginaWeb {
  nombre: string;
  ruta: string;
  modulos: string[];
  /** gzipped budget, KB */
  presupuestoKB: number | null;
}

/**
 * The guard and its lazy route modules: react-router loads every matched route's `lazy` at once
 * and renders the page when all of them have arrived, so they are part of the first paint.
 */
export const PAGINAS_WEB: PaginaWeb[] = [
  { nombre: 'Inicio de sesión', ruta: '/signin', modulos: ['auth/signin-page.tsx'], presupuestoKB: 130 },
  { nombre: 'Inicio del contribuyente', ruta: '/admin/dashboard', modulos: ['components/layout/shell.tsx', 'inicio/dashboard-page.tsx'], presupuestoKB: 170 },
  { nombre: 'Solicitud de licencia', ruta: '/admin/establecimientos/solicitud', modulos: ['components/layout/shell.tsx', 'licencia/solicitud/solicitud-page.tsx'], presupuestoKB: 200 },
  { nombre: 'Bandeja del personal', ruta: '/admin/bandeja', modulos: ['components/layout/shell.tsx', 'bandeja/bandeja-page.tsx'], presupuestoKB: null },
];

export interface CargaInicial {
  pagina: PaginaWeb;
  /** the JS files, in the order found */
  archivos: string[];
  crudo: number;
  gzip: number;
  brotli: number;
  css: number;
  /** the largest file of the first load and its gzipped size */
  mayor: { archivo: string; gzip: number };
}

function tamano(archivo: string, tipo: 'gz' | 'br'): number {
  const ruta = join(DIST, archivo);
  // The size the server sends: the build's own .gz/.br when it wrote one, else the file as it is.
  if (existsSync(`${ruta}.${tipo}`)) return readFileSync(`${ruta}.${tipo}`).length;
  const datos = readFileSync(ruta);
  if (process.env.BENCH_WEB_COMPRIMIR !== '1') return datos.length;
  return tipo === 'gz' ? gzipSync(datos, { level: 9 }).length : brotliCompressSync(datos, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

export function leerManifiesto(dist = DIST): Manifiesto {
  const ruta = join(dist, '.vite', 'manifest.json');
  if (!existsSync(ruta)) throw new Error(`no hay ${ruta}: construya la web (vite build con build.manifest)`);
  return JSON.parse(readFileSync(ruta, 'utf8')) as Manifiesto;
}

/** The entry (index.html's script) plus each route module, with their static imports, transitively. */
export function cargaInicial(m: Manifiesto, pagina: PaginaWeb): CargaInicial {
  const entrada = Object.keys(m).find((k) => m[k]!.isEntry);
  if (!entrada) throw new Error('el manifiesto no tiene entrada');
  const vistos = new Set<string>();
  const css = new Set<string>();
  const pendientes = [entrada, ...pagina.modulos.filter((k) => m[k])];
  while (pendientes.length) {
    const k = pendientes.shift()!;
    if (vistos.has(k)) continue;
    vistos.add(k);
    for (const c of m[k]!.css ?? []) css.add(c);
    pendientes.push(...(m[k]!.imports ?? []));
  }
  const archivos = [...vistos].map((k) => m[k]!.file).filter((f) => f.endsWith('.js'));
  let crudo = 0;
  let gzip = 0;
  let brotli = 0;
  let mayor = { archivo: '', gzip: 0 };
  for (const f of archivos) {
    crudo += readFileSync(join(DIST, f)).length;
    const g = tamano(f, 'gz');
    gzip += g;
    brotli += tamano(f, 'br');
    if (g > mayor.gzip) mayor = { archivo: f, gzip: g };
  }
  let bytesCss = 0;
  for (const c of css) bytesCss += tamano(c, 'gz');
  return { pagina, archivos, crudo, gzip, brotli, css: bytesCss, mayor };
}

export function filasWeb(cargas: CargaInicial[]): FilaBench[] {
  const filas: FilaBench[] = [];
  const kb = (n: number) => Math.round(n / 100) / 10;
  for (const c of cargas) {
    const p = c.pagina;
    filas.push({
      grupo: 'Web',
      medida: `${p.nombre}: JS inicial gzip`,
      valor: kb(c.gzip),
      unidad: 'KB',
      objetivo: p.presupuestoKB ? `≤ ${p.presupuestoKB} KB` : undefined,
      cumple: p.presupuestoKB ? hasta(c.gzip / KB, p.presupuestoKB) : null,
    });
    filas.push({ grupo: 'Web', medida: `${p.nombre}: JS inicial brotli (${c.archivos.length} archivos)`, valor: kb(c.brotli), unidad: 'KB', cumple: null });
  }
  return filas;
}

function construir(): void {
  const vite = join(RAIZ, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--logLevel', 'warn', ...(process.env.WEB_DIST ? ['--outDir', DIST, '--emptyOutDir'] : [])];
  const r = spawnSync(process.execPath, args, { cwd: RAIZ, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`vite build falló (${r.status})`);
}

async function lighthouse(): Promise<FilaBench[]> {
  const archivo = join(RAIZ, 'bench', 'lighthouse.ts');
  if (process.env.BENCH_WEB_SIN_LIGHTHOUSE === '1' || !existsSync(archivo)) return [];
  process.env.LIGHTHOUSE_DIST ??= DIST;
  try {
    // Part 6's module; imported by path so this part still runs (and typechecks) without it.
    const mod = (await import(pathToFileURL(archivo).href)) as { medirLighthouse?: () => Promise<FilaBench[]> };
    return mod.medirLighthouse ? await mod.medirLighthouse() : [];
  } catch (err) {
    console.error(`Lighthouse no pudo medir: ${(err as Error).message}`);
    return [];
  }
}

/** Typing in the licence form (bench/escritura.ts), in the browser like Lighthouse: skipped with it. */
async function escritura(): Promise<FilaBench[]> {
  if (process.env.BENCH_WEB_SIN_LIGHTHOUSE === '1') return [];
  process.env.LIGHTHOUSE_DIST ??= DIST;
  try {
    const mod = (await import(pathToFileURL(join(RAIZ, 'bench', 'escritura.ts')).href)) as { medirRespuestaEscritura: () => Promise<FilaBench[]> };
    return await mod.medirRespuestaEscritura();
  } catch (err) {
    console.error(`La respuesta al escribir no pudo medirse: ${(err as Error).message}`);
    return [];
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_WEB_SIN_BUILD !== '1') construir();
  const m = leerManifiesto();
  const cargas = PAGINAS_WEB.map((p) => cargaInicial(m, p));
  console.table(
    cargas.map((c) => ({
      pagina: c.pagina.nombre,
      archivos: c.archivos.length,
      'crudo KB': Math.round(c.crudo / KB),
      'gzip KB': Math.round(c.gzip / 100) / 10,
      'brotli KB': Math.round(c.brotli / 100) / 10,
      'css gzip KB': Math.round(c.css / 100) / 10,
      mayor: `${c.mayor.archivo} (${Math.round(c.mayor.gzip / 100) / 10} KB)`,
      presupuesto: c.pagina.presupuestoKB ? `≤ ${c.pagina.presupuestoKB} KB` : '',
    })),
  );
  const filas = [...filasWeb(cargas), ...(await lighthouse()), ...(await escritura())];
  registrar('web', filas);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
