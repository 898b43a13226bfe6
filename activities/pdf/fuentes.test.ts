// The per-process font caches of fuentes.ts: the fast subset encoder writes fontkit's exact bytes,
// leaves no code-point-less glyph in fontkit's cache, and shared shaping hands out fresh positions.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compartirLayout, subsetDe, subsetRapido, type FuenteFontkit } from './fuentes';

const require = createRequire(import.meta.url);
const desdePdfmake = createRequire(require.resolve('pdfmake/package.json'));
const fontkit = createRequire(desdePdfmake.resolve('pdfkit'))('fontkit') as { create(b: Uint8Array): FuenteFontkit };
const carpeta = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const CARAS = ['Roboto-Regular.ttf', 'Roboto-Medium.ttf', 'Roboto-Italic.ttf', 'Roboto-MediumItalic.ttf'];

const TEXTOS = [
  'a',
  'Licencia de Funcionamiento permanente LF-2026-000123',
  'ÜÑÁÉÍÓÚ üñáéíóú ¿Qué? ¡Sí! «Año» — $1,234.50 MXN 86.5 m²',
  'Xóchitl Quetzalli Balam Pech · Zoé Kú · José Ángel Öztürk · fi ff ffi',
  Array.from({ length: 200 }, (_, i) => String.fromCodePoint(32 + i)).join(''),
];

describe('subsetRapido', () => {
  for (const cara of CARAS) {
    it(`escribe los mismos bytes que fontkit (${cara})`, () => {
      const datos = readFileSync(join(carpeta, cara));
      const rapida = fontkit.create(datos);
      const normal = fontkit.create(datos);
      expect(subsetRapido(rapida)).toBe(true);
      for (const texto of TEXTOS) {
        const a = Buffer.from(subsetDe(rapida, texto).encode());
        const b = Buffer.from(subsetDe(normal, texto).encode());
        expect(a.equals(b), texto).toBe(true);
      }
    });
  }

  it('no deja en la caché de fontkit glifos sin puntos de código (la U de la Ü)', () => {
    const fuente = fontkit.create(readFileSync(join(carpeta, CARAS[0])));
    subsetRapido(fuente);
    const u = fuente.glyphForCodePoint('U'.codePointAt(0)!).id;
    delete fuente._glyphs[u];
    subsetDe(fuente, 'Ü').encode();
    expect(fuente._glyphs[u]).toBeUndefined();
    expect((fuente.glyphForCodePoint('U'.codePointAt(0)!) as unknown as { codePoints: number[] }).codePoints).toEqual([0x55]);
  });
});

describe('compartirLayout', () => {
  it('da posiciones nuevas en cada llamada (pdfkit las escala en su lugar)', () => {
    const fuente = fontkit.create(readFileSync(join(carpeta, CARAS[0])));
    const antes = fontkit.create(readFileSync(join(carpeta, CARAS[0]))).layout('Tesorería') as unknown as { advanceWidth: number };
    compartirLayout(fuente);
    const primera = fuente.layout('Tesorería') as unknown as { positions: { xAdvance: number }[]; advanceWidth: number };
    for (const p of primera.positions) p.xAdvance *= 10;
    const segunda = fuente.layout('Tesorería') as unknown as { advanceWidth: number; glyphs: unknown[] };
    expect(segunda.advanceWidth).toBe(antes.advanceWidth);
    expect(segunda.glyphs).toHaveLength(9);
  });
});
