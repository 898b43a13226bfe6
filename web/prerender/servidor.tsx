// The build's prerender (vite.config.ts, plugin ventanilla:prerender): the public pages that need no
// session rendered to HTML, so a phone paints the form before the JavaScript arrives; web/main.tsx
// takes the markup over with hydrateRoot. The same App, routes and providers as the browser's, at
// one address on a memory router, signed out and with no other data (no inline state: the CSP
// allows no inline script, api/app.ts).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App, crearQueryClient } from '../app';
import { qk } from '../lib/consultas';
import { cargarRutasIniciales } from '../lib/rutas-iniciales';
import { rutas } from '../rutas';

/** Address → file name under dist/web/prerender/ (the API serves prerender/<name>.html at /<name>). */
export const PRERENDERIZADAS = { '/signin': 'signin', '/signup': 'signup', '/verificar': 'verificar' } as const;

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

/**
 * index.html with `markup` inside #root (in place of the "Cargando…" placeholder), #root marked with
 * the address it was rendered at, and the page's title (the h1, as PantallaPublica sets it). The
 * preloads React puts first (the header's image) go into <head>: inside #root they are nodes the
 * browser's render has not.
 */
export function paginaPrerenderizada(indexHtml: string, ruta: string, markup: string): string {
  const raiz = /<div id="root">[\s\S]*?<\/div>(?=\s*<noscript>)/;
  if (!raiz.test(indexHtml)) throw new Error('index.html: no <div id="root"> before <noscript> to prerender into');
  const enlaces = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? '';
  const cuerpo = markup.slice(enlaces.length);
  const h1 = /<h1[^>]*>([^<]+)<\/h1>/.exec(cuerpo)?.[1];
  let html = indexHtml.replace(raiz, () => `<div id="root" data-prerender="${ruta}">${cuerpo}</div>`);
  if (enlaces) html = html.replace('</head>', () => `  ${enlaces}\n  </head>`);
  return h1 ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${h1} — Ventanilla en línea</title>`) : html;
}
