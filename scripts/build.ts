// `npm run build:server`: what production runs, compiled once (docs/OPERACION.md, "Build").
//   dist/server/api.mjs      the API (api/main.ts)
//   dist/server/worker.mjs   the worker (worker/main.ts)
//   dist/server/migrate.mjs  the migration and catalogue job (db/migrate.ts)
//   dist/server/flujos.js    the workflow bundle (bundleWorkflowCode), which the worker loads
//                            instead of bundling at start (WORKFLOW_BUNDLE)
// Each entry is one ESM file with node_modules left outside (`npm ci --omit=dev` provides them),
// so production needs neither tsx nor webpack's TypeScript pass. The sources read a few files
// beside them (db/migrations, dist/web, a catalogue's JSON) through import.meta.url: each module's
// import.meta.url is rewritten to its source path under the app's root, so those reads find the
// same files in the image as in a checkout.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { builtinModules, createRequire } from 'node:module';
import { build, type Metafile, type Plugin } from 'esbuild';
import { bundleWorkflowCode } from '@temporalio/worker';
import { interceptoresTrazas, MODULOS_COMPARTIDOS, WORKFLOWS_PATH } from '../worker/paquete';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SALIDA_POR_DEFECTO = path.join(ROOT, 'dist', 'server');

const ENTRADAS = { api: 'api/main.ts', worker: 'worker/main.ts', migrate: 'db/migrate.ts' } as const;

/** import.meta.url of each source module → the file URL of that source under the running app's root. */
function urlDeOrigen(salida: string): Plugin {
  // From dist/server/x.mjs back to the root, whatever --salida was (relative, so the tree can move).
  const haciaRaiz = path.relative(salida, ROOT).split(path.sep).join('/') || '.';
  return {
    name: 'url-de-origen',
    setup(b) {
      b.onLoad({ filter: /\.(ts|tsx|mts)$/ }, (args) => {
        const fuente = readFileSync(args.path, 'utf8');
        if (!fuente.includes('import.meta.url')) return undefined;
        const relativa = path.relative(ROOT, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(relativa)}, new URL(${JSON.stringify(`${haciaRaiz}/`)}, import.meta.url)).href`;
        return { contents: fuente.replaceAll('import.meta.url', url), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * The image installs `dependencies` only (npm ci --omit=dev): a package the compiled server imports
 * from devDependencies would be missing there, so the build fails here instead of the server there.
 */
function comprobarExternos(metafile: Metafile) {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const faltan = new Set<string>();
  const sinArchivo = new Set<string>();
  // A package's folder without asking its `exports` map (which may not export package.json).
  const raizDe = (nombre: string) => path.join(ROOT, 'node_modules', nombre);
  const tieneExports = (nombre: string) => {
    try {
      return 'exports' in (JSON.parse(readFileSync(path.join(raizDe(nombre), 'package.json'), 'utf8')) as object);
    } catch {
      return true;
    }
  };
  for (const salida of Object.values(metafile.outputs)) {
    for (const imp of salida.imports) {
      if (!imp.external || imp.path.startsWith('node:') || builtinModules.includes(imp.path)) continue;
      const nombre = imp.path.startsWith('@') ? imp.path.split('/').slice(0, 2).join('/') : imp.path.split('/')[0];
      if (!(nombre in pkg.dependencies)) faltan.add(nombre);
      // Node's ESM loader takes a deep path into a package without `exports` literally: the file must exist as written.
      const resto = imp.path.slice(nombre.length + 1);
      if (resto && !tieneExports(nombre) && !existsSync(path.join(raizDe(nombre), resto))) sinArchivo.add(imp.path);
    }
  }
  if (faltan.size) throw new Error(`the compiled server imports packages that are not in "dependencies": ${[...faltan].join(', ')}`);
  if (sinArchivo.size) throw new Error(`the compiled server imports files Node's ESM loader would not find: ${[...sinArchivo].join(', ')}`);
}

/**
 * A deep import into a package without an `exports` map (`@temporalio/common/lib/time`) works under
 * tsx and esbuild, which guess the extension, but not under Node's ESM loader: the import is kept
 * external with the file it resolves to (`…/lib/time.js`, `…/lib/client/index.js`).
 */
const conExtension: Plugin = {
  name: 'con-extension',
  setup(b) {
    const requerir = createRequire(path.join(ROOT, 'package.json'));
    b.onResolve({ filter: /^(@[^/]+\/)?[^./@][^/]*\/.+/ }, (args) => {
      if (args.kind !== 'import-statement' && args.kind !== 'dynamic-import') return undefined;
      const partes = args.path.split('/');
      const nombre = args.path.startsWith('@') ? partes.slice(0, 2).join('/') : partes[0];
      let pkg: { exports?: unknown };
      try {
        pkg = JSON.parse(readFileSync(requerir.resolve(`${nombre}/package.json`), 'utf8')) as { exports?: unknown };
      } catch {
        return undefined;
      }
      if (pkg.exports || path.extname(args.path)) return undefined;
      // A directory (`…/lib/client`) resolves to its index file, which the ESM loader does not guess either.
      const archivo = requerir.resolve(args.path);
      const paquete = path.dirname(requerir.resolve(`${nombre}/package.json`));
      return { path: `${nombre}/${path.relative(paquete, archivo).split(path.sep).join('/')}`, external: true };
    });
  },
};

export interface OpcionesBuild {
  /** where the files go (dist/server) */
  salida?: string;
  /** only the workflow bundle (the upgrade drill builds another one) */
  soloFlujos?: boolean;
  /** workflow interceptor modules added to the bundle (the upgrade drill's changed workflow code) */
  interceptores?: string[];
  log?: (linea: string) => void;
}

/** The workflow bundle exactly as the worker would build it at start (worker/paquete.ts), written to a file. */
export async function construirFlujos(archivo: string, interceptores: string[] = []): Promise<void> {
  const { code } = await bundleWorkflowCode({
    workflowsPath: WORKFLOWS_PATH,
    preloadModules: MODULOS_COMPARTIDOS.map((m) => path.join(ROOT, `${m}.ts`)),
    // The traces' workflow side, as worker/paquete.ts bundles it, then the drill's own.
    workflowInterceptorModules: [interceptoresTrazas(), ...interceptores],
    logger: { log() {}, trace() {}, debug() {}, info() {}, warn: console.warn, error: console.error },
  });
  const tmp = `${archivo}.tmp`;
  writeFileSync(tmp, code);
  renameSync(tmp, archivo);
}

export async function construirServidor(opciones: OpcionesBuild = {}): Promise<{ salida: string; ms: number }> {
  const salida = path.resolve(opciones.salida ?? SALIDA_POR_DEFECTO);
  const log = opciones.log ?? ((l: string) => console.log(`[build] ${l}`));
  const t0 = Date.now();
  mkdirSync(salida, { recursive: true });
  if (!opciones.soloFlujos) {
    const resultado = await build({
      absWorkingDir: ROOT,
      entryPoints: Object.fromEntries(Object.entries(ENTRADAS).map(([n, e]) => [n, path.join(ROOT, e)])),
      outdir: salida,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      packages: 'external',
      sourcemap: 'linked',
      logLevel: 'warning',
      metafile: true,
      plugins: [urlDeOrigen(salida), conExtension],
    });
    comprobarExternos(resultado.metafile);
    log(`api, worker, migrate → ${path.relative(ROOT, salida)}/ (${Date.now() - t0} ms)`);
  }
  const t1 = Date.now();
  await construirFlujos(path.join(salida, 'flujos.js'), opciones.interceptores);
  log(`workflow bundle → ${path.relative(ROOT, path.join(salida, 'flujos.js'))} (${Date.now() - t1} ms)`);
  writeFileSync(path.join(salida, 'BUILD'), `${new Date().toISOString()}\n`);
  return { salida, ms: Date.now() - t0 };
}

// `node --import tsx scripts/build.ts [--salida dir]`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--salida');
  await construirServidor({ salida: i > 0 ? process.argv[i + 1] : undefined });
}
