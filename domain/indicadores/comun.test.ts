import { describe, expect, it } from 'vitest';
import { anioCancun, diasEntre, limitesAnioCancun, mediana, mesCancun, percentil, proporcion, redondear } from './comun';

describe('comun', () => {
  it('median and percentiles', () => {
    expect(mediana([])).toBeNull();
    expect(mediana([5])).toBe(5);
    expect(mediana([3, 1, 2])).toBe(2);
    expect(mediana([4, 1, 3, 2])).toBe(2.5);
    expect(percentil([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1);
    expect(percentil([1, 2], 0)).toBe(1);
    expect(percentil([1, 2], 1)).toBe(2);
  });
  it('share and rounding', () => {
    expect(proporcion(1, 0)).toBeNull();
    expect(proporcion(1, 4)).toBe(0.25);
    expect(redondear(2.345, 1)).toBe(2.3);
    expect(redondear(2 / 3, 3)).toBe(0.667);
  });
  it('months on Chetumal’s calendar (UTC−5)', () => {
    // 1 Feb 2026 03:00 UTC is still 31 Jan in Chetumal.
    expect(mesCancun(new Date('2026-02-01T03:00:00Z'))).toEqual({ anio: 2026, mes: 1 });
    expect(mesCancun(new Date('2026-02-01T05:00:00Z'))).toEqual({ anio: 2026, mes: 2 });
    expect(mesCancun(new Date('2027-01-01T04:59:59Z'))).toEqual({ anio: 2026, mes: 12 });
    expect(anioCancun(new Date('2027-01-01T04:59:59Z'))).toBe(2026);
    const { desde, hasta } = limitesAnioCancun(2026);
    expect(desde.toISOString()).toBe('2026-01-01T05:00:00.000Z');
    expect(hasta.toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });
  it('days between instants', () => {
    expect(diasEntre(new Date('2026-03-01T00:00:00Z'), new Date('2026-03-03T12:00:00Z'))).toBe(2.5);
  });
});
