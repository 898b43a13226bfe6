// The public pages that need no session are drawn before any JavaScript: the build renders each
// (web/prerender/servidor.tsx, the same App on a memory router, signed out) into index.html's #root,
// and the API serves that page at its address; every other address keeps the bare index.html.
// Here the renderer runs over the real web/index.html into a stand-in dist/web, as vite.config.ts's
// prerender plugin does after the browser's bundle.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paginaPrerenderizada, PRERENDERIZADAS, renderizarRuta } from '../../web/prerender/servidor';
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

  it('adds no inline script (the CSP allows only the bundle), only the one module script of index.html', async () => {
    for (const url of Object.keys(PRERENDERIZADAS)) {
      const { html } = await textoDeRaiz(url);
      expect(html.match(/<script\b[^>]*>/g), url).toEqual(['<script type="module" src="/main.tsx">']);
    }
  });

  it('a signed-in page, a public page with data and an unknown address still get the bare index.html', async () => {
    for (const url of ['/admin/dashboard', '/verificar/LF-2026-0001', '/', '/prerender', '/signin/extra']) {
      const r = await e.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toBe(INDICE);
    }
  });
});
