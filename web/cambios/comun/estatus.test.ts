import { describe, expect, it } from 'vitest';
import { avisoCambio, varianteCambio } from './estatus';

describe('varianteCambio', () => {
  it('paints approved green, returned red, draft orange and sent or in review blue (spec 2 §4)', () => {
    expect(varianteCambio(4)).toBe('success');
    expect(varianteCambio(5)).toBe('destructive');
    expect(varianteCambio(1)).toBe('warning');
    expect(varianteCambio(10)).toBe('info');
    expect(varianteCambio(3)).toBe('info');
    expect(varianteCambio(99)).toBe('outline');
  });
});

describe('avisoCambio', () => {
  it('a draft says it was not sent; a returned request asks for corrections; otherwise nothing (spec 2 §4)', () => {
    expect(avisoCambio({ estatus_id: 1, enviable: true })).toMatchObject({ variante: 'warning', titulo: 'Borrador: aún no se ha enviado' });
    expect(avisoCambio({ estatus_id: 5, enviable: true })).toMatchObject({ variante: 'destructive', titulo: 'Solicitud devuelta' });
    expect(avisoCambio({ estatus_id: 10, enviable: false })).toBeNull();
    expect(avisoCambio({ estatus_id: 4, enviable: false })).toBeNull();
  });
});
