import { describe, expect, it } from 'vitest';
import { antiguedad, formatearHoras, formatearMes, formatearPorcentaje } from './niveles-formato';

describe('service-level figures as the page reads them', () => {
  it('hours, shares and months in es-MX', () => {
    expect(formatearHoras(4.5)).toBe('4.5 h');
    expect(formatearHoras(1234)).toBe('1,234 h');
    expect(formatearHoras(null)).toBe('—');
    expect(formatearPorcentaje(66.7)).toBe('66.7 %');
    expect(formatearMes('2026-11')).toBe('Noviembre de 2026');
  });
  it('how long a request has waited', () => {
    const ahora = new Date('2026-11-25T17:00:00Z');
    expect(antiguedad('2026-11-25T10:00:00Z', ahora)).toBe('hoy');
    expect(antiguedad('2026-11-24T10:00:00Z', ahora)).toBe('hace 1 día');
    expect(antiguedad('2026-11-10T10:00:00Z', ahora)).toBe('hace 15 días');
  });
});
