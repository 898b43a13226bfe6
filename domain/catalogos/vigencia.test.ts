import { describe, expect, it } from 'vitest';
import { enVigor, estaEnVigor, vigentePorClave } from './vigencia';

const d = (s: string) => new Date(`2026-${s}T00:00:00Z`);
const filas = [
  { id: 1, k: 'a', vigenteDesde: d('01-01'), vigenteHasta: d('03-01') },
  { id: 2, k: 'a', vigenteDesde: d('03-01'), vigenteHasta: null },
  { id: 3, k: 'b', vigenteDesde: d('02-01'), vigenteHasta: null },
];

describe('enVigor', () => {
  it('keeps the rows whose half-open window holds the date', () => {
    expect(enVigor(filas, d('01-15')).map((f) => f.id)).toEqual([1]);
    expect(enVigor(filas, d('02-15')).map((f) => f.id)).toEqual([1, 3]);
    // The closing instant belongs to the successor, never to both.
    expect(enVigor(filas, d('03-01')).map((f) => f.id)).toEqual([2, 3]);
  });
  it('nothing before the first version', () => expect(enVigor(filas, new Date(d('01-01').getTime() - 1))).toEqual([]));
  it('estaEnVigor of an open row', () => expect(estaEnVigor(filas[1], d('12-31'))).toBe(true));
});

describe('vigentePorClave', () => {
  it('one row per key; of overlapping rows the latest start wins', () => {
    const solapadas = [...filas, { id: 4, k: 'b', vigenteDesde: d('02-10'), vigenteHasta: null }];
    const m = vigentePorClave(solapadas, d('02-15'), (f) => f.k);
    expect([...m.entries()].map(([k, f]) => [k, f.id])).toEqual([
      ['a', 1],
      ['b', 4],
    ]);
  });
});
