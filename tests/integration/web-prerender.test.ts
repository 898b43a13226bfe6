// The public pages that need no session are drawn before any JavaScript: the build renders each
// (web/prerender/servidor.tsx, the same App on a memory router, signed out) into index.html's #root,
// and the API serves that page at its address. The addresses of the signed-in shell get its skeleton
// (components/layout/esqueleto-shell.tsx, prerendered the same way); every other keeps the bare index.html.
// Here the renderer runs over the real web/index.html into a stand-in dist/web, as vite.config.ts's
// prerender plugin does after the browser's bundle.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESQUELETO, paginaEsqueleto, paginaPrerenderizada, PRERENDERIZADAS, renderizarEsqueleto, renderizarRuta } from '../../web/prerender/servidor';
import { crearEntorno, type Entorno } from './harness';

const INDICE = readFileSync(fileURLToPath(new URL('../../web/index.html', import.meta.url)), 'utf8');

let dist: string;
let e: Entorno;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ventanilla-prerender-'));
  mkdirSync(join(dist, 'prerender'));
  writeFileSync(join(dist, 'index.html'), INDICE);
  for (const [ruta, nombre] of Object.entries(PRERENDERIZADAS)) {
    writeFileSync(join(dist, 'prerender', `${nombre}.html`), paginaPrerenderizada(INDICE, ruta, await renderizarRuta(ruta)));
  }
  // Under the name the build gives it, so the API must look it up by that same name.
  writeFileSync(join(dist, 'prerender', `${ESQUELETO}.html`), paginaEsqueleto(INDICE, await renderizarEsqueleto()));
  e = await crearEntorno({ SERVE_WEB: '1', WEB_DIST: dist }, { worker: false });
});

afterAll(async () => {
  await e?.cerrar();
  rmSync(dist, { recursive: true, force: true });
});

/** The text a person reads inside #root of the page served at `url` (tags dropped). */
async function textoDeRaiz(url: string): Promise<{ html: string; raiz: string; texto: string }> {
  const r = await e.app.inject({ method: 'GET', url });
  expect(r.statusCode, url).toBe(200);
  expect(r.headers['content-type'], url).toMatch(/text\/html/);
  const html = r.body;
  const raiz = /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';
  return { html, raiz, texto: raiz.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

describe('the prerendered public pages', () => {
  it('/signin holds the sign-in form itself: its heading, both labelled fields, «Recordarme» and the button', async () => {
    const { html, raiz, texto } = await textoDeRaiz('/signin');
    expect(html).toContain('<div id="root" data-prerender="/signin">');
    expect(html).toContain('<title>Iniciar sesión — Ventanilla en línea</title>');
    expect(raiz).toMatch(/<h1[^>]*>Iniciar sesión<\/h1>/);
    expect(raiz).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Usuario \(RFC o correo electrónico\)<\/label>/);
    const idUsuario = /<label[^>]*for="([^"]+)"[^>]*>Usuario/.exec(raiz)?.[1];
    expect(raiz).toContain(`id="${idUsuario}"`);
    expect(raiz).toMatch(/<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"[^>]*type="password"/);
    expect(raiz).toMatch(/<form[^>]*method="post"/);
    expect(texto).toContain('Contraseña');
    expect(texto).toContain('Recordarme');
    expect(texto).toContain('¿Olvidó su contraseña?');
    // Disabled until React takes the form over (web/lib/hidratado.ts): sent natively it would be lost.
    expect(raiz).toMatch(/<button[^>]*type="submit" disabled=""[^>]*>Iniciar sesión<\/button>/);
    expect(texto).toContain('Regístrese');
    expect(texto).not.toContain('Cargando…');
  });

  it('/signup holds the sign-up form: RFC, correo, contraseña and its confirmation, «Registrarme»', async () => {
    const { raiz, texto } = await textoDeRaiz('/signup');
    expect(raiz).toMatch(/<h1[^>]*>Crear cuenta<\/h1>/);
    for (const etiqueta of ['RFC', 'Correo electrónico', 'Contraseña', 'Confirmar contraseña']) expect(raiz).toMatch(new RegExp(`<label[^>]*>${etiqueta}</label>`));
    expect(texto).toContain('13 caracteres para persona física, 12 para persona moral.');
    expect(raiz).toMatch(/<button[^>]*type="submit" disabled=""[^>]*>Registrarme<\/button>/);
  });

  it('/verificar holds the folio search of the public check', async () => {
    const { raiz, texto } = await textoDeRaiz('/verificar');
    expect(raiz).toMatch(/<h1[^>]*>Verificación de licencia<\/h1>/);
    expect(texto).toContain('Escriba el folio impreso en la licencia de funcionamiento');
    expect(raiz).toMatch(/<label[^>]*>Folio de la licencia o constancia<\/label>/);
    expect(texto).toContain('Verificar');
  });

  it('/indicadores holds its heading and how the figures are reckoned; the figures come after', async () => {
    const { raiz, texto } = await textoDeRaiz('/indicadores?anio=2026');
    expect(raiz).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(texto).toContain('Cuántas solicitudes recibe y resuelve la ventanilla en línea cada mes');
    expect(texto).toContain('Las cifras son conteos: no incluyen folios, nombres ni datos personales.');
  });

  it('/estadoCuentaView holds the property-tax key form (spec 3 §2.10), its button not yet usable', async () => {
    const { html, raiz, texto } = await textoDeRaiz('/estadoCuentaView');
    expect(html).toContain('<div id="root" data-prerender="/estadoCuentaView">');
    expect(raiz).toMatch(/<h1[^>]*>Impuesto predial<\/h1>/);
    expect(raiz).toMatch(/<label[^>]*>Clave catastral/);
    expect(raiz).toMatch(/<form[^>]*method="post"/);
    // Sent natively before React listens, the form would reload the page and lose the key.
    expect(raiz).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>|<button[^>]*disabled=""[^>]*type="submit"[^>]*>/);
    expect(texto).toContain('Generar');
  });

  it('adds no inline script (the CSP allows only the bundle), only the one module script of index.html', async () => {
    for (const url of Object.keys(PRERENDERIZADAS)) {
      const { html } = await textoDeRaiz(url);
      expect(html.match(/<script\b[^>]*>/g), url).toEqual(['<script type="module" src="/main.tsx">']);
    }
  });

  it('a public page with data and an unknown address still get the bare index.html', async () => {
    // Their pages have no shell (the public check of a licence, the not-found page, sign-in's own): a
    // shell's skeleton there would be drawn only to be replaced by a different layout.
    for (const url of ['/verificar/LF-2026-0001', '/estadoCuentaView/x', '/', '/prerender', '/signin/extra', `/${ESQUELETO}`, '/admin/nueva-contrasena', '/administrador']) {
      const r = await e.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toBe(INDICE);
    }
  });
});

describe("the signed-in shell's skeleton", () => {
  it("is what a signed-in address gets: the municipality's names, a busy main region, no menu link", async () => {
    for (const url of ['/admin/dashboard', '/admin', '/admin/bandeja/123?pagina=2', '/admin/catalogos/giros/']) {
      const { html, raiz, texto } = await textoDeRaiz(url);
      expect(html, url).toContain('<div id="root" data-esqueleto="">');
      // Never data-prerender: web/main.tsx renders afresh (createRoot) instead of hydrating it.
      expect(html, url).not.toContain('data-prerender');
      expect(html, url).toContain('<title>Ventanilla en línea — Othón P. Blanco</title>');
      expect(texto, url).toContain('Ventanilla en línea Othón P. Blanco');
      expect(texto, url).toContain('H. Ayuntamiento de Othón P. Blanco');
      expect(texto, url).toContain('Chetumal, Quintana Roo');
      expect(raiz, url).toMatch(/<aside aria-label="Navegación"/);
      expect(raiz, url).toMatch(/<main id="contenido"[^>]*aria-busy="true"/);
      // What a screen reader is told while the page loads.
      expect(raiz, url).toMatch(/<div role="status"[^>]*><span class="sr-only">Cargando…<\/span>/);
      expect(raiz, url).toContain('<header');
      expect(raiz, url).toContain('<footer');
    }
    const { raiz, texto } = await textoDeRaiz('/admin/dashboard');
    // The menu depends on the role, unknown at build time: no navigation, no page link, no button,
    // none of the role's words — only the skip link and the footer's privacy notice.
    expect(raiz).not.toContain('<nav');
    expect(raiz).not.toContain('<button');
    expect([...raiz.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual(['#contenido', '/docs/aviso-de-privacidad.pdf']);
    for (const palabra of ['Inicio', 'Bandeja', 'Cerrar sesión', 'Cambiar contraseña', 'Perfil', 'Usuarios', 'Establecimientos']) expect(texto).not.toContain(palabra);
    expect(raiz).not.toMatch(/<h1/);
  });

  it('adds no inline script or style: the CSP allows only the bundle and the stylesheet', async () => {
    const { html } = await textoDeRaiz('/admin/dashboard');
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="module" src="/main.tsx">']);
    expect(html).not.toMatch(/<style\b| style="/);
  });
});
