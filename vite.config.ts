import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { build, defineConfig, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The SPA lives in web/ and is built into dist/web, which the API serves with an SPA fallback.
// In development Vite proxies /api to the Fastify server so the browser sees one origin.
const api = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

/** What the browser downloads as text; source maps only reach developer tools, so they stay as they are. */
const COMPRIMIBLES = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside `archivo`, each only when smaller
 * (the API sends the file itself otherwise).
 */
async function comprimirJunto(archivo: string): Promise<void> {
  const datos = await readFile(archivo);
  const [br, gzip9] = await Promise.all([
    brotli(datos, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: datos.length } }),
    gz(datos, { level: 9 }),
  ]);
  if (br.length < datos.length) await writeFile(`${archivo}.br`, br);
  if (gzip9.length < datos.length) await writeFile(`${archivo}.gz`, gzip9);
}

type Servidor = typeof import('./web/prerender/servidor');

/**
 * The prerender of the public pages (web/prerender/servidor.tsx), inside the web's `vite build`, so
 * that `npm start`, the e2e build, the stack and `npm run build` all write it. After the browser's
 * bundle: a server bundle of web/prerender/servidor.tsx with this same config (the same plugins:
 * zod's configuration, React), then, for each public address, the page's markup inside
 * dist/web/index.html, written to dist/web/prerender/<name>.html with its brotli and gzip copies;
 * and the signed-in shell's skeleton, as prerender/_esqueleto.html. The API serves each page at its
 * address, the skeleton at the shell's addresses (api/lib/estaticos.ts).
 */
function prerenderizar(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ventanilla:prerender',
    // Not in the server bundle this plugin builds itself (same config file).
    apply: (c, entorno) => entorno.command === 'build' && !c.build?.ssr,
    configResolved(c) {
      config = c;
    },
    async closeBundle() {
      const dist = config.build.outDir;
      // Inside the checkout (dist/), so that Node finds node_modules from the server bundle.
      const salida = join(dirname(dist), '.prerender-servidor');
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: join(config.root, 'prerender', 'servidor.tsx'),
            outDir: salida,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            copyPublicDir: false,
            minify: false,
          },
        });
        const servidor = (await import(pathToFileURL(join(salida, 'servidor.js')).href)) as Servidor;
        const indice = await readFile(join(dist, 'index.html'), 'utf8');
        await mkdir(join(dist, 'prerender'), { recursive: true });
        for (const [ruta, nombre] of Object.entries(servidor.PRERENDERIZADAS)) {
          const archivo = join(dist, 'prerender', `${nombre}.html`);
          await writeFile(archivo, servidor.paginaPrerenderizada(indice, ruta, await servidor.renderizarRuta(ruta)));
          await comprimirJunto(archivo);
        }
        const esqueleto = join(dist, 'prerender', `${servidor.ESQUELETO}.html`);
        await writeFile(esqueleto, servidor.paginaEsqueleto(indice, await servidor.renderizarEsqueleto()));
        await comprimirJunto(esqueleto);
        config.logger.info(`prerendered ${Object.keys(servidor.PRERENDERIZADAS).join(', ')} and the shell's skeleton into ${join(dist, 'prerender')}`);
      } finally {
        await rm(salida, { recursive: true, force: true });
      }
    },
  };
}

async function archivos(dir: string): Promise<string[]> {
  const entradas = await readdir(dir, { withFileTypes: true, recursive: true });
  return entradas.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the build, once,
 * at build time; the API serves them (@fastify/static preCompressed) without compressing per request.
 * A copy that would not be smaller is not written (the server then sends the file as it is).
 */
function precomprimir(): Plugin {
  return {
    name: 'ventanilla:precomprimir',
    // Not the prerender's server bundle (prerenderizar, below), which no browser downloads.
    apply: (c, entorno) => entorno.command === 'build' && !c.build?.ssr,
    async writeBundle(opciones) {
      if (!opciones.dir) return;
      const lista = (await archivos(opciones.dir)).filter((f) => COMPRIMIBLES.test(f) && !f.includes('/.vite/'));
      await Promise.all(lista.map(comprimirJunto));
    },
  };
}

const ZOD_CONFIGURADO = fileURLToPath(new URL('./web/zod-configurado.ts', import.meta.url));

/**
 * `import … from 'zod'` anywhere in the web's graph (web/ and the domain/ modules it bundles) gets
 * web/zod-configurado.ts, which configures zod (jitless under the CSP, Spanish messages) before any
 * schema is built; only that module itself reaches the real package. The pages that build schemas
 * load zod; the entry does not (docs/PERFORMANCE.md "The first page").
 */
function zodConfigurado(): Plugin {
  return {
    name: 'ventanilla:zod-configurado',
    enforce: 'pre',
    async resolveId(fuente, importador, opciones) {
      if (fuente !== 'zod' || !importador || importador === ZOD_CONFIGURADO) return null;
      return this.resolve(ZOD_CONFIGURADO, importador, { ...opciones, skipSelf: true });
    },
  };
}

/**
 * Libraries every page loads before its first paint, in chunks of their own: they change far less
 * often than the app's code, so a release keeps them cached (immutable, one year). Only libraries
 * on the first load belong here — a group pulls its modules into the first load wherever they are used.
 */
const GRUPOS = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'vendor-router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 20 },
  { name: 'vendor-datos', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 10 },
  // sonner is not on the first load (web/lib/avisos.ts loads it after the first render); a chunk
  // of its own, cached across releases like the others.
  { name: 'vendor-avisos', test: /[\\/]node_modules[\\/]sonner[\\/]/, priority: 10 },
  // The rest of the entry's static graph (API client, guard, session) in one chunk, not a dozen.
  { name: 'inicial', tags: ['$initial' as const], priority: 5 },
  // Icons: one chunk per set of pages that use them, tiny sets merged into a neighbour — not one
  // chunk of 300 bytes per icon, which over HTTP/1.1 (six connections per host) makes a page wait
  // for waves of requests.
  { name: 'iconos', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 3, entriesAware: true, entriesAwareMergeThreshold: 4000 },
];

export default defineConfig({
  root: fileURLToPath(new URL('./web', import.meta.url)),
  plugins: [zodConfigurado(), react(), tailwindcss(), precomprimir(), prerenderizar()],
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the module graph bench/web.bench.ts measures each page's first load from.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: GRUPOS } } },
  },
  server: { host: '127.0.0.1', port: 5173, proxy: api },
  preview: { host: '127.0.0.1', port: 4173, proxy: api },
});
