// The first page: the API sends the web's precompressed copies (brotli, gzip) as the
// build wrote them, caches hashed assets immutably for a year and revalidates index.html. The web
// here is a small stand-in for dist/web laid out as `vite build` leaves it (vite.config.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_INMUTABLE } from '../../api/lib/estaticos';
import { crearEntorno, type Entorno } from './harness';

const JS = `export const saludo = ${JSON.stringify('Ventanilla en línea '.repeat(200))};\n`;
const HTML = `<!doctype html><html lang="es"><head><script type="module" src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div>${'<!-- relleno -->'.repeat(50)}</body></html>`;

let dist: string;
let e: Entorno;

function escribir(ruta: string, texto: string, comprimir = true): void {
  writeFileSync(join(dist, ruta), texto);
  if (!comprimir) return;
  writeFileSync(join(dist, `${ruta}.br`), brotliCompressSync(texto));
  writeFileSync(join(dist, `${ruta}.gz`), gzipSync(texto));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ventanilla-web-'));
  mkdirSync(join(dist, 'assets'));
  escribir('index.html', HTML);
  escribir('assets/index-AbCd1234.js', JS);
  escribir('assets/pequeno-Xy98Zw76.js', 'export {};\n', false);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  e = await crearEntorno({ SERVE_WEB: '1', WEB_DIST: dist }, { worker: false });
});

afterAll(async () => {
  await e?.cerrar();
  rmSync(dist, { recursive: true, force: true });
});

const pedir = (url: string, encoding?: string) => e.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the web app: precompressed files and caching', () => {
  it('sends the brotli copy to a browser that accepts it, cached for a year', async () => {
    const r = await pedir('/assets/index-AbCd1234.js', 'gzip, deflate, br, zstd');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['cache-control']).toBe(CACHE_INMUTABLE);
    expect(r.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(JS);
  });

  it('sends the gzip copy when brotli is not accepted, and the file itself when nothing is', async () => {
    const gz = await pedir('/assets/index-AbCd1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(CACHE_INMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);

    const plano = await pedir('/assets/index-AbCd1234.js');
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.headers['cache-control']).toBe(CACHE_INMUTABLE);
    expect(plano.body).toBe(JS);
  });

  it('a file the build left uncompressed (too small to gain) goes out as it is, still immutable', async () => {
    const r = await pedir('/assets/pequeno-Xy98Zw76.js', 'br, gzip');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers['cache-control']).toBe(CACHE_INMUTABLE);
  });

  it('index.html is compressed too but revalidated on every use, at / and at any route of the app', async () => {
    for (const url of ['/', '/signin', '/admin/dashboard']) {
      const r = await pedir(url, 'br, gzip');
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-encoding'], url).toBe('br');
      expect(r.headers['cache-control'], url).toBe('no-cache');
      expect(r.headers['content-type'], url).toMatch(/text\/html/);
      expect(brotliDecompressSync(r.rawPayload).toString(), url).toBe(HTML);
    }
  });

  it('unhashed files are revalidated; a missing asset is a 404, never the page', async () => {
    const icono = await pedir('/favicon.svg', 'br');
    expect(icono.statusCode).toBe(200);
    expect(icono.headers['cache-control']).toBe('no-cache');

    const viejo = await pedir('/assets/index-Viejo000.js', 'br, gzip');
    expect(viejo.statusCode).toBe(404);
    expect(viejo.headers['content-type']).toMatch(/json/);
  });
});
