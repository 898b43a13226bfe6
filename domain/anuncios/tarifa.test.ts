// The fee of service 1756 (domain/anuncios/tarifa.ts): by type, size, faces, pieces and time.
import { describe, expect, it } from 'vitest';
import { UMA_DIARIA_CENTAVOS } from '../licencia/tarifas';
import { TIPOS_ANUNCIO } from './catalogos';
import { TARIFA_ANUNCIO, importeFilaCentavos, tarifaAnuncios } from './tarifa';

const uma = (n: number) => Math.round(n * UMA_DIARIA_CENTAVOS);
const pesos = (c: number) => (c / 100).toFixed(2);

describe('tarifaAnuncios', () => {
  it('every type has a tariff', () => {
    for (const t of TIPOS_ANUNCIO) expect(TARIFA_ANUNCIO[t.id]).toBeDefined();
  });
  it('by area and faces: a self-supporting sign 3 × 2 m, two faces, 6 UMA per m²', () => {
    const r = tarifaAnuncios([{ tipo_anuncio_id: 2, largo: 3, ancho: 2, caras: 2 }]);
    expect(r.total).toBe(pesos(uma(6 * 2 * 6)));
    expect(r.conceptos).toEqual([{ concepto: 'Anuncio autosoportado: 3.00 × 2.00 m, 2 caras (6 UMA por m² y cara)', importe: pesos(uma(72)) }]);
  });
  it('by pieces: a lit box 1 × 1 m, 3 pieces', () => {
    expect(importeFilaCentavos({ tipo_anuncio_id: 5, largo: 1, ancho: 1, caras: 1, pieza: 3 })).toBe(uma(12));
  });
  it('a banner by months', () => {
    expect(importeFilaCentavos({ tipo_anuncio_id: 1, largo: 2, ancho: 1, caras: 1, pieza: 2, mes: 3 })).toBe(uma(0.5 * 2 * 2 * 3));
  });
  it('flyers by pieces and days, never under 1 UMA', () => {
    expect(importeFilaCentavos({ tipo_anuncio_id: 7, largo: 0.2, ancho: 0.1, caras: 2, pieza: 5000, dia: 3 })).toBe(uma(30));
    expect(importeFilaCentavos({ tipo_anuncio_id: 7, largo: 0.2, ancho: 0.1, caras: 1, pieza: 100, dia: 1 })).toBe(uma(1));
  });
  it('a small sign pays the minimum', () => {
    expect(importeFilaCentavos({ tipo_anuncio_id: 9, largo: 0.3, ancho: 0.3, caras: 1 })).toBe(uma(1));
  });
  it('several rows add up; lit adds 25 %', () => {
    const filas = [
      { tipo_anuncio_id: 3, largo: 2, ancho: 1, caras: 1 },
      { tipo_anuncio_id: 10, largo: 1, ancho: 1, caras: 1, pieza: 1 },
    ];
    const base = uma(6) + uma(10);
    expect(tarifaAnuncios(filas).totalCentavos).toBe(base);
    const lit = tarifaAnuncios(filas, { iluminado: true });
    expect(lit.totalCentavos).toBe(base + Math.round(base * 0.25));
    expect(lit.conceptos).toHaveLength(3);
    expect(lit.conceptos[2].concepto).toBe('Anuncio iluminado (25 %)');
  });
  it('an unknown type is an error', () => {
    expect(() => tarifaAnuncios([{ tipo_anuncio_id: 11, largo: 1, ancho: 1, caras: 1 }])).toThrow(RangeError);
  });
});
