// spec 1 §2.6, §4.7, §5.9: the pure parts of the card's cadastral certificate, surface and Zofemat actions.
import { describe, expect, it } from 'vitest';
import { citatorioMultaPdf, formatoPagoMultaPdf, puedeActualizarSuperficie, resumenZofemat, validarCedula } from './acciones';

describe('cédula catastral file (spec 1 §5.9, §9)', () => {
  it('only a PDF under 14 MB, by type or, without one, by name', () => {
    expect(validarCedula({ name: 'cedula.pdf', size: 2048, type: 'application/pdf' })).toBeNull();
    expect(validarCedula({ name: 'CEDULA.PDF', size: 2048, type: '' })).toBeNull();
    expect(validarCedula({ name: 'cedula.png', size: 2048, type: 'image/png' })).toBe('Para la cedula catastral solo se permiten archivos PDF');
    expect(validarCedula({ name: 'cedula.pdf', size: 14 * 1024 * 1024, type: 'application/pdf' })).toBe('El tamaño debe ser menor a 14 MB!');
  });
});

describe("'Actualizar superficie' on the card (spec 1 §7.4)", () => {
  it('with no licence, in draft or returned; not in review nor issued', () => {
    expect(puedeActualizarSuperficie(null)).toBe(true);
    expect(puedeActualizarSuperficie({ estatus_licencia: 1 })).toBe(true);
    expect(puedeActualizarSuperficie({ estatus_licencia: 5 })).toBe(true);
    for (const s of [3, 4, 10]) expect(puedeActualizarSuperficie({ estatus_licencia: s })).toBe(false);
  });
});

describe('Zofemat dialog (spec 1 §4.7, §8)', () => {
  it('says paid only when every file is PAGADO, with the spec strings', () => {
    expect(resumenZofemat([{ estatus_pago: 'PAGADO' }])).toEqual({ estado: 'pagado', mensaje: 'Impuestos pagados de Zona Federal' });
    expect(resumenZofemat([{ estatus_pago: 'PAGADO' }, { estatus_pago: 'PENDIENTE' }])).toEqual({ estado: 'pendiente', mensaje: 'Debe pagar tus impuestos de Zona Federal.' });
    expect(resumenZofemat([]).estado).toBe('sin_expediente');
  });

  it('prints the fine documents of the establishment', () => {
    expect(formatoPagoMultaPdf(7)).toMatchObject({ ruta: '/api/establecimientos/zofemat/7/formatoPago', titulo: 'Formato de pago de multa de Zona Federal' });
    expect(citatorioMultaPdf(7)).toMatchObject({ ruta: '/api/establecimientos/zofemat/7/citatorio', titulo: 'Citatorio de multa de Zona Federal' });
  });
});
