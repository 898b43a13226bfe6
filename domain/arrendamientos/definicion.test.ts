// The lease's definition: its folio, its steps and the two instants of its term.
import { describe, expect, it } from 'vitest';
import { AREA_MERCADOS, arrendamiento, avisoVencimientoArrendamiento, folioArrendamiento, FOLIO_ARRENDAMIENTO_RE, PASO_ARRENDAMIENTO, vencimientoArrendamiento } from './definicion';

describe('arrendamiento', () => {
  it('folios ARR-<year>-<id, 6 digits>', () => {
    expect(folioArrendamiento(2026, 123)).toBe('ARR-2026-000123');
    expect(FOLIO_ARRENDAMIENTO_RE.test(folioArrendamiento(2026, 1234567))).toBe(true);
  });
  it('Mercados (27) reviews the request, the contract and the payment; the contract is the taxpayer’s delivery', () => {
    expect(AREA_MERCADOS).toBe(27);
    expect(arrendamiento.pasos.map((p) => [p.clave, p.tipo])).toEqual([
      [PASO_ARRENDAMIENTO.SOLICITUD, 'revision'],
      [PASO_ARRENDAMIENTO.CONTRATO, 'entrega'],
      [PASO_ARRENDAMIENTO.REVISION_CONTRATO, 'revision'],
      [PASO_ARRENDAMIENTO.PAGO, 'pago'],
      [PASO_ARRENDAMIENTO.VALIDACION, 'revision'],
    ]);
    expect(arrendamiento.pasos.find((p) => p.clave === PASO_ARRENDAMIENTO.PAGO)?.servicio).toBe(1759);
  });
  it('the notice is 00:00 in Chetumal (UTC−5) 30 days before the end date; the expiry the last instant of that date', () => {
    expect(new Date(avisoVencimientoArrendamiento('2027-03-31')).toISOString()).toBe('2027-03-01T05:00:00.000Z');
    expect(new Date(avisoVencimientoArrendamiento('2027-01-15')).toISOString()).toBe('2026-12-16T05:00:00.000Z');
    const fin = vencimientoArrendamiento('2027-03-31');
    expect(fin).toBeGreaterThan(Date.parse('2027-04-01T04:59:00Z'));
    expect(fin).toBeLessThanOrEqual(Date.parse('2027-04-01T05:00:00Z'));
  });
});
