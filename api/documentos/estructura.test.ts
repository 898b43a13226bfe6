import { describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import { renderizar } from '../../activities/pdf/motor';
import { jpegValido, pdfValido, pngValido } from '../../sim/muestras';
import { archivoIntegro, jpegIntegro, pdfIntegro, pngIntegro } from './estructura';

const cortar = (b: Buffer, n: number) => b.subarray(0, n);

describe('pdfIntegro (ISO 32000-1 §7.5)', () => {
  it('accepts a whole PDF, also one pdfmake writes', async () => {
    expect(pdfIntegro(pdfValido())).toBe(true);
    expect(pdfIntegro(await renderizar({ content: ['Ventanilla en línea'] }))).toBe(true);
  });

  it('refuses a PDF cut short anywhere, and headers alone', () => {
    const pdf = pdfValido();
    for (const n of [8, 100, pdf.length / 2, pdf.length - 20, pdf.length - 6]) expect(pdfIntegro(cortar(pdf, Math.floor(n))), String(n)).toBe(false);
    expect(pdfIntegro(Buffer.from('%PDF-1.7\n%%EOF\n'))).toBe(false);
  });

  it('refuses a table whose offsets do not point at objects, and a missing /Root', () => {
    const pdf = pdfValido().toString('latin1');
    expect(pdfIntegro(Buffer.from(pdf.replace(/0000000009 00000 n/, '0000000011 00000 n'), 'latin1'))).toBe(false);
    expect(pdfIntegro(Buffer.from(pdf.replace('/Root 1 0 R', '/Info 1 0 R'), 'latin1'))).toBe(false);
  });

  it('accepts a cross-reference stream (PDF 1.5)', () => {
    const cuerpo = '%PDF-1.5\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n';
    const xref = Buffer.byteLength(cuerpo, 'latin1');
    const pdf = `${cuerpo}2 0 obj\n<< /Type /XRef /Size 3 /Root 1 0 R /W [1 2 1] /Length 0 >>\nstream\n\nendstream\nendobj\nstartxref\n${xref}\n%%EOF\n`;
    expect(pdfIntegro(Buffer.from(pdf, 'latin1'))).toBe(true);
  });
});

describe('pngIntegro (RFC 2083)', () => {
  it('accepts a whole PNG', () => {
    expect(pngIntegro(pngValido())).toBe(true);
    expect(pngIntegro(pngValido(1, 1))).toBe(true);
  });

  it('refuses the 1×1 PNG the tests used to upload: its IDAT chunk is cut and has no CRC', () => {
    const viejo = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5f0000000049454e44ae426082', 'hex');
    expect(pngIntegro(viejo)).toBe(false);
  });

  it('refuses a PNG cut short, a bad CRC, and pixel data that does not fill the image', () => {
    const png = pngValido();
    for (const n of [8, 40, png.length - 12, png.length - 1]) expect(pngIntegro(cortar(png, n)), String(n)).toBe(false);
    const crc = Buffer.from(png);
    crc[40] ^= 0xff;
    expect(pngIntegro(crc)).toBe(false);
    const corto = pngValido(32, 16, Buffer.concat([Buffer.from([0]), Buffer.alloc(32 * 3)]));
    expect(pngIntegro(corto)).toBe(false);
  });

  it('refuses a decompression bomb before inflating it', () => {
    const bomba = pngValido(60_000, 60_000, deflateSync(Buffer.alloc(10)));
    expect(pngIntegro(bomba)).toBe(false);
  });
});

describe('jpegIntegro (ITU T.81 Annex B)', () => {
  it('accepts a whole baseline JPEG', () => {
    expect(jpegIntegro(jpegValido())).toBe(true);
  });

  it('refuses a JPEG cut before its end, or without a frame or a scan', () => {
    const jpg = jpegValido();
    for (let n = 2; n < jpg.length; n += 7) expect(jpegIntegro(cortar(jpg, n)), String(n)).toBe(false);
    expect(jpegIntegro(cortar(jpg, jpg.length - 2))).toBe(false);
    expect(jpegIntegro(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBe(false);
  });
});

describe('archivoIntegro', () => {
  it('checks by the detected type, and knows no other type', () => {
    expect(archivoIntegro('application/pdf', pdfValido())).toBe(true);
    expect(archivoIntegro('image/png', pdfValido())).toBe(false);
    expect(archivoIntegro('application/zip', pdfValido())).toBe(false);
  });
});
