// The build's prerender (vite.config.ts, plugin ventanilla:prerender): the public pages that need no
// session rendered to HTML, so a phone paints the form before the JavaScript arrives; web/main.tsx
// takes the markup over with hydrateRoot. The same App, routes and providers as the browser's, at
// one address on a memory router, signed out and with no other data (no inline state: the CSP
// allows no inline script, api/app.ts). Also the signed-in shell's skeleton, which every address
// of the shell paints before its JavaScript (components/layout/esqueleto-shell.tsx).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App, crearQueryClient } from '../app';
import { EsqueletoShell } from '../components/layout/esqueleto-shell';
import { qk } from '../lib/consultas';
import { cargarRutasIniciales } from '../lib/rutas-iniciales';
import { rutas } from '../rutas';

/** Address → file name under dist/web/prerender/ (the API serves prerender/<name>.html at /<name>). */
export const PRERENDERIZADAS = {
  '/signin': 'signin',
  '/signup': 'signup',
  '/verificar': 'verificar',
  // the public indicators paint their heading and how they are reckoned; the figures arrive after
  '/indicadores': 'indicadores',
  // spec 3 §2.10: the public property-tax page, its key form
  '/estadoCuentaView': 'estadoCuentaView',
} as const;

/**
 * The shell's skeleton (components/layout/esqueleto-shell.tsx), written as prerender/<this>.html and
 * served at every address the shell draws (api/lib/estaticos.ts names the same file). The
 * underscore keeps it out of the one-segment lookup of the pages above: no address serves it by name.
 */
export const ESQUELETO = '_esqueleto';

/** The markup of the app at `ruta`, signed out: what goes inside #root. */
export async function renderizarRuta(ruta: string): Promise<string> {
  await cargarRutasIniciales(rutas, ruta);
  const client = crearQueryClient();
  // "No session" is an answer, not a wait: the guard then renders the page, not "Cargando…".
  client.setQueryData(qk.sesion, null);
  const router = createMemoryRouter(rutas, { initialEntries: [ruta] });
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} client={client} />
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  router.dispose();
  client.clear();
  return html;
}

/** The markup of the shell's skeleton: no router, no session, nothing the role decides. */
export async function renderizarEsqueleto(): Promise<string> {
  const { prelude } = await prerender(<EsqueletoShell />);
  return new Response(prelude).text();
}

/**
 * index.html with `markup` inside #root (in place of the "Cargando…" placeholder), #root carrying
 * `atributo`. The preloads React puts first (the brand's image) go into <head>: inside #root they
 * are nodes the browser's render has not.
 */
function enRaiz(indexHtml: string, atributo: string, markup: string): { html: string; cuerpo: string } {
  const raiz = /<div id="root">[\s\S]*?<\/div>(?=\s*<noscript>)/;
  if (!raiz.test(indexHtml)) throw new Error('index.html: no <div id="root"> before <noscript> to prerender into');
  const enlaces = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? '';
  const cuerpo = markup.slice(enlaces.length);
  const html = indexHtml.replace(raiz, () => `<div id="root" ${atributo}>${cuerpo}</div>`);
  return { html: enlaces ? html.replace('</head>', () => `  ${enlaces}\n  </head>`) : html, cuerpo };
}

/**
 * The prerendered page at `ruta`: #root marked with the address it was rendered at (web/main.tsx
 * hydrates it there) and the page's title (the h1, as PantallaPublica sets it).
 */
export function paginaPrerenderizada(indexHtml: string, ruta: string, markup: string): string {
  const { html, cuerpo } = enRaiz(indexHtml, `data-prerender="${ruta}"`, markup);
  const h1 = /<h1[^>]*>([^<]+)<\/h1>/.exec(cuerpo)?.[1];
  return h1 ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${h1} — Ventanilla en línea</title>`) : html;
}

/**
 * The skeleton's page: #root marked data-esqueleto, never data-prerender, so web/main.tsx renders
 * afresh over it (createRoot) as it did over «Cargando…»: nothing to hydrate, no session assumed.
 */
export function paginaEsqueleto(indexHtml: string, markup: string): string {
  return enRaiz(indexHtml, 'data-esqueleto=""', markup).html;
}
