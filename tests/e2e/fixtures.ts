// The one `test` every spec uses (playwright.config.ts refuses a spec that imports it from
// @playwright/test). Each test fails on any console error, uncaught page error or CSP violation in
// any page of any browser context it opens: the default page, a second person's
// session, the gateway's popup. It also serves the map's tiles (teselas.ts).
//
// One kind of console error is the browser's, not the page's: Chromium logs every HTTP error
// answer ('Failed to load resource: the server responded with a status of 400'), also the API's
// designed refusals that the portal shows as a Spanish message (a wrong password). A test that
// provokes one says so with `guardia.permitirRespuesta(401, '/api/login')`; any other stays an error.
//
// Each worker has a server of its own (servidores.ts): `servidor` says which, and `baseURL` (pages,
// `request`, the contexts a test opens) points at it.
import { expect, test as base, type Browser, type BrowserContext } from '@playwright/test';
import { pngMinimo } from './helpers';
import { servidorE2e, type ServidorE2e } from './servidores';
import { ORIGEN_TESELAS } from './teselas';

export { expect };

/**
 * 'servidas': a plain light tile for every request, as the municipality's tile server would answer.
 * 'caidas': every tile fails (the map box must say so). They fail as an answer the
 * browser cannot draw, not as a refused connection: Chromium logs each failed request itself
 * ('Failed to load resource: net::ERR_…', something the page cannot silence), and the guard
 * below would then fail the test for a reason that is not the portal's. Leaflet sees the same
 * tile error either way, which is what the portal reacts to.
 */
export type ModoTeselas = 'servidas' | 'caidas';

const TESELA = pngMinimo(256, 256);
const NO_IMAGEN = Buffer.from('esto no es una imagen');

declare global {
  interface Window {
    __ventanillaCsp?: (texto: string) => void;
  }
}

/** What a test expects the API to refuse on purpose: the status and the path (no query). */
interface RespuestaEsperada {
  estado: number;
  ruta: string;
}

export interface Guardia {
  /** This test provokes that refusal on purpose: the browser's log line of it is no error. */
  permitirRespuesta(estado: number, ruta: string): void;
}

function esperada(texto: string, url: string, permitidas: readonly RespuestaEsperada[]): boolean {
  const m = /^Failed to load resource: the server responded with a status of (\d{3})\b/.exec(texto);
  if (!m || !url) return false;
  const ruta = new URL(url).pathname;
  // A path ending in '/' stands for every path under it (a route with an id: /api/notificaciones/48).
  return permitidas.some((p) => p.estado === Number(m[1]) && (p.ruta.endsWith('/') ? ruta.startsWith(p.ruta) : p.ruta === ruta));
}

/** Listens to one browser context; what goes wrong is pushed to `problemas`. */
async function vigilar(ctx: BrowserContext, problemas: string[], teselas: ModoTeselas, permitidas: readonly RespuestaEsperada[]): Promise<void> {
  ctx.on('console', (m) => {
    if (m.type() !== 'error' || esperada(m.text(), m.location().url, permitidas)) return;
    problemas.push(`consola (${m.location().url || m.page()?.url() || '?'}): ${m.text()}`);
  });
  const alPagina = (p: import('@playwright/test').Page) => p.on('pageerror', (e) => problemas.push(`error sin capturar (${p.url()}): ${e.message}`));
  ctx.pages().forEach(alPagina);
  ctx.on('page', alPagina);
  // Chromium also logs a violation to the console; the event says it whatever the console does.
  await ctx.exposeBinding('__ventanillaCsp', (_fuente, texto: string) => problemas.push(`CSP: ${texto}`));
  await ctx.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__ventanillaCsp?.(`${e.effectiveDirective} bloqueó ${e.blockedURI || '(en línea)'} en ${e.documentURI}`);
    });
  });
  await ctx.route(`${ORIGEN_TESELAS}/**`, (r) =>
    teselas === 'servidas'
      ? r.fulfill({ status: 200, contentType: 'image/png', body: TESELA })
      : r.fulfill({ status: 200, contentType: 'image/png', body: NO_IMAGEN }),
  );
}

export const test = base.extend<{ teselas: ModoTeselas; guardia: Guardia }, { servidor: ServidorE2e }>({
  // parallelIndex: a worker started again after a failure keeps its index, and so its server.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
  servidor: [async ({}, use, info) => use(servidorE2e(info.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ servidor }, use) => use(servidor.baseURL),
  teselas: ['servidas', { option: true }],
  guardia: [
    async ({ context, browser, teselas }, use) => {
      const problemas: string[] = [];
      const permitidas: RespuestaEsperada[] = [];
      await vigilar(context, problemas, teselas, permitidas);
      // A context the test opens itself (a staff member's session) is watched the same way.
      const nuevoContexto = browser.newContext.bind(browser);
      const b = browser as Browser & { newContext: Browser['newContext'] };
      b.newContext = async (...args) => {
        const c = await nuevoContexto(...args);
        await vigilar(c, problemas, teselas, permitidas);
        return c;
      };
      try {
        await use({ permitirRespuesta: (estado, ruta) => permitidas.push({ estado, ruta }) });
      } finally {
        b.newContext = nuevoContexto;
      }
      expect(problemas, `La página registró ${problemas.length} error(es) de consola, de página o de CSP:\n${problemas.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});
