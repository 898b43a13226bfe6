import { describe, expect, it } from 'vitest';
import { MAX_REFERENCIA, referenciaPago } from './referencia-pago';

const segmentos = (t: string) => [...new Intl.Segmenter('es', { granularity: 'grapheme' }).segment(t)].map((s) => s.segment);

describe('referenciaPago (spec 1 §7.5: the gateway order reference)', () => {
  it('keeps folio and name whole when they fit', () => {
    expect(referenciaPago('EC-1755-000123-1', 'ABARROTES DOÑA CHAYO')).toBe('EC-1755-000123-1 · ABARROTES DOÑA CHAYO');
  });

  it('cuts a lease title that passes the gateway limit, keeping the folio that identifies the payment', () => {
    const titulo = 'Arrendamiento del local A-15 (Mercado Lázaro Cárdenas del Río) — FRUTAS Y LEGUMBRES DOÑA CHAYO DEL CENTRO HISTÓRICO';
    const r = referenciaPago('EC-1759-001234567-1', titulo);
    expect(r.length).toBeLessThanOrEqual(MAX_REFERENCIA);
    expect(r.startsWith('EC-1759-001234567-1 · Arrendamiento del local A-15')).toBe(true);
    expect(r.endsWith('…')).toBe(true);
  });

  it('never splits a letter from its accent, an emoji or a surrogate pair', () => {
    // Decomposed accents (NFD, as some keyboards send them) are composed first; the rest stay whole.
    const nombre = `${'CAFÉ '.normalize('NFD')}${'👩‍🌾🇲🇽Ñ'.repeat(30)}`;
    for (let max = 30; max <= 100; max++) {
      const r = referenciaPago('EC-1756-000001-1', nombre, max);
      expect(r.length).toBeLessThanOrEqual(max);
      expect(r).toBe(r.normalize('NFC'));
      expect(/\p{Cs}/u.test(r)).toBe(false);
      const cuerpo = r.slice('EC-1756-000001-1 · '.length).replace(/…$/, '');
      const entero = segmentos(`CAFÉ ${'👩‍🌾🇲🇽Ñ'.repeat(30)}`);
      expect(entero.slice(0, segmentos(cuerpo).length)).toEqual(segmentos(cuerpo));
    }
  });

  it('one line, trimmed: line breaks and control characters are spaces; a lone surrogate is replaced', () => {
    expect(referenciaPago(' EC-1 ', 'LA\nESTRELLA\t\u0000 \ud800 ')).toBe('EC-1 · LA ESTRELLA \uFFFD');
  });

  it('a name with nothing left is the folio alone; a folio longer than the limit is cut to it', () => {
    expect(referenciaPago('EC-2', '  \n ')).toBe('EC-2');
    expect(referenciaPago('X'.repeat(120), 'NOMBRE')).toBe('X'.repeat(MAX_REFERENCIA));
  });
});
