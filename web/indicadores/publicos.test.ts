import { describe, expect, it } from 'vitest';
import { anioDeEnlace, conActividad, formatoDias, formatoEntero, formatoPorcentaje } from './publicos';

describe('indicadores públicos (web)', () => {
  it('writes figures for people', () => {
    expect(formatoEntero(1234)).toBe('1,234');
    expect(formatoDias(2.5)).toBe('2.5');
    expect(formatoDias(null)).toBe('—');
    expect(formatoPorcentaje(null)).toBe('—');
    expect(formatoPorcentaje(0.75)).toBe('75.0%');
  });
  it('reads the year from the link', () => {
    expect(anioDeEnlace('2026')).toBe(2026);
    expect(anioDeEnlace(null)).toBeNull();
    expect(anioDeEnlace('abc')).toBeNull();
    expect(anioDeEnlace('1999')).toBeNull();
  });
  it('a procedure with activity', () => {
    const t = (recibidas: number, resueltas: number) => ({ total: { mes: 0, recibidas, resueltas, aprobadas: 0, rechazadas: 0, mediana_dias: null, dentro_plazo: null } });
    expect(conActividad(t(0, 0))).toBe(false);
    expect(conActividad(t(1, 0))).toBe(true);
    expect(conActividad(t(0, 1))).toBe(true);
  });
});
