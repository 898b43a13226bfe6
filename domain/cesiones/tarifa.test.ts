import { describe, expect, it } from 'vitest';
import { CONCEPTO_CESION, sinRangoCesion, tarifaCesion } from './tarifa';

const rangos = [
  { id: 1, m2_desde: '0.00', m2_hasta: '10.00', cuota_mensual: '350.00' },
  { id: 2, m2_desde: '10.01', m2_hasta: '20.00', cuota_mensual: '600.10' },
  { id: 3, m2_desde: '20.01', m2_hasta: '40.00', cuota_mensual: '950.00' },
];

describe('tarifaCesion (service 1760: 12 × the monthly floor fee)', () => {
  it('charges twelve months of the range the surface falls in', () => {
    expect(tarifaCesion(rangos, 8)).toEqual({ conceptos: [{ concepto: `${CONCEPTO_CESION}: 12 × $350.00`, importe: '4200.00' }], total: '4200.00' });
    expect(tarifaCesion(rangos, 25.5)?.total).toBe('11400.00');
  });
  it('computes in cents (no float drift)', () => {
    expect(tarifaCesion(rangos, 12)?.total).toBe('7201.20');
  });
  it('includes both ends of a range', () => {
    expect(tarifaCesion(rangos, 10)?.total).toBe('4200.00');
    expect(tarifaCesion(rangos, 10.01)?.total).toBe('7201.20');
    expect(tarifaCesion(rangos, 40)?.total).toBe('11400.00');
  });
  it('answers null when no range holds the surface', () => {
    expect(tarifaCesion(rangos, 55)).toBeNull();
    expect(tarifaCesion([], 5)).toBeNull();
  });
  it('says in Spanish why the review cannot be approved', () => {
    expect(sinRangoCesion(55)).toBe('No hay un rango de cobro de piso para la superficie del local (55.00 m²). Registre el rango en Mercados antes de validar la solicitud.');
  });
});
