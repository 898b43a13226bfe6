// The first page: the API's JSON answers over 1 KiB go out compressed when the browser
// accepts it (brotli, else gzip), are sent as they are otherwise, and files a person uploaded go
// back byte for byte, never recompressed. No Temporal worker is needed.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfValido } from '../../sim/muestras';
import { crearEntorno, multipart, nuevoContribuyente, type Entorno } from './harness';

let e: Entorno;
let t: Awaited<ReturnType<typeof nuevoContribuyente>>;
beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
  t = await nuevoContribuyente(e);
});
afterAll(async () => e?.cerrar());

const pedir = (url: string, encoding?: string) => t.raw({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('API answers: compressed for browsers that accept it', () => {
  it('a catalogue the licence form loads goes out as brotli to a browser, the same JSON once decoded', async () => {
    const plano = await pedir('/api/giroactividades');
    expect(plano.statusCode).toBe(200);
    expect(plano.headers['content-encoding']).toBeUndefined();
    expect(plano.rawPayload.length).toBeGreaterThan(1024);

    const br = await pedir('/api/giroactividades', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/application\/json/);
    // The security headers still reach a compressed answer.
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['content-security-policy']).toBeTruthy();
    const texto = brotliDecompressSync(br.rawPayload).toString();
    expect(JSON.parse(texto)).toEqual(plano.json());
    expect(br.rawPayload.length).toBeLessThan(plano.rawPayload.length / 3);
  });

  it('gzip when brotli is not accepted', async () => {
    const gz = await pedir('/api/giroactividades', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).success).toBe(true);
  });

  it('a small answer is not worth compressing and goes out as it is', async () => {
    const r = await pedir('/api/session', 'br, gzip');
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.length).toBeLessThan(1024);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.json().data.rfc).toBe(t.sesion.rfc);
  });

  it('an error answer in the envelope is still readable, compressed or not', async () => {
    const r = await e.app.inject({ method: 'GET', url: '/api/giroactividades', headers: { 'accept-encoding': 'br' } });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ success: false, message: 'Token de sesión inválido' });
  });

  it('an uploaded PDF comes back byte for byte, never recompressed', async () => {
    // Past the 1 KiB threshold and very compressible: only its type keeps it as it is.
    const pdf = pdfValido('Constancia de situacion fiscal (prueba) '.repeat(80));
    expect(pdf.length).toBeGreaterThan(2048);
    const m = multipart({ codigo: 'constancia' }, { nombre: 'constancia.pdf', tipo: 'application/pdf', contenido: pdf });
    const subida = await t.raw({ method: 'POST', url: `/api/contribuyentes/${t.contribuyenteId}/documentos`, payload: m.payload, headers: m.headers });
    expect(subida.statusCode, subida.body).toBe(200);
    const r = await pedir(`/api/documentacion/${subida.json().data.id}`, 'br, gzip');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/application\/pdf/);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(r.rawPayload, pdf)).toBe(0);
  });
});
