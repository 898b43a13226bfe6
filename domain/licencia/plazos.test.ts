import { describe, expect, it } from 'vitest';
import { diasRestantes, PLAZOS_SARE, plazosPara, sumarMeses } from './plazos';
import { conceptosDe } from './tarifas';

describe('due dates (issue 3 §5)', () => {
  it('SARE steps add up to the 72 business hours it promises', () => {
    expect(Object.values(PLAZOS_SARE).reduce((a, b) => a + b, 0)).toBe(72);
    expect(plazosPara(2, { validacion_datos: 1 })).toBe(PLAZOS_SARE);
  });
  it('Licencias steps are configurable', () => {
    expect(plazosPara(1, { validacion_datos: 24 }).validacion_datos).toBe(24);
    expect(plazosPara(1).firma_tesorero).toBe(16);
  });
  it('two calendar months, clamped to the end of a short month (spec 1 §4.8)', () => {
    expect(sumarMeses(new Date('2026-11-22T15:00:00Z'), 2).toISOString()).toBe('2027-01-22T15:00:00.000Z');
    expect(sumarMeses(new Date('2026-12-31T15:00:00Z'), 2).toISOString()).toBe('2027-02-28T15:00:00.000Z');
  });
  it('days left never go below zero', () => {
    expect(diasRestantes(new Date('2026-12-01T00:00:00Z'), new Date('2026-11-22T00:00:00Z'))).toBe(9);
    expect(diasRestantes(new Date('2026-11-01T00:00:00Z'), new Date('2026-11-22T00:00:00Z'))).toBe(0);
  });
});

describe('fees', () => {
  it('bills land use by surface, anuencia by risk, waste by remaining months', () => {
    expect(conceptosDe(1755, { superficieM2: 100, riesgo: 'bajo', mesPagoResiduos: '01' }).totalCentavos).toBe(11314 * 15);
    expect(conceptosDe(1752, { superficieM2: 100, riesgo: 'alto', mesPagoResiduos: '01' }).conceptos[0].importe).toBe('3394.20');
    const r = conceptosDe(1750, { superficieM2: 100, riesgo: 'bajo', mesPagoResiduos: '11' });
    expect(r.conceptos[0].concepto).toContain('noviembre a diciembre (2 meses');
    expect(r.totalCentavos).toBe(11314 * 4);
    expect(() => conceptosDe(1756, { superficieM2: 1, riesgo: 'bajo', mesPagoResiduos: '01' })).toThrow();
  });
});
