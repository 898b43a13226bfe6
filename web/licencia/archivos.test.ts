import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/common/messages';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { mimeDe, nombreDocumento, validarComprobante } from './archivos';

describe('payment proof (spec 1 §5.9)', () => {
  it('only PDF, under 14 MB', () => {
    expect(validarComprobante({ name: 'pago.pdf', size: 1000, type: 'application/pdf' })).toBeNull();
    expect(validarComprobante({ name: 'pago.PDF', size: 1000, type: '' })).toBeNull();
    expect(validarComprobante({ name: 'pago.png', size: 1000, type: 'image/png' })).toBe(MSG_LIC.comprobantePdf);
    expect(validarComprobante({ name: 'pago.pdf', size: 14 * 1024 * 1024, type: 'application/pdf' })).toBe(MSG.tamanoArchivo);
  });
});

describe('establishment files', () => {
  it('MIME from the stored name, photos default to images', () => {
    expect(mimeDe('frente.png')).toBe('image/png');
    expect(mimeDe('x.JPEG')).toBe('image/jpeg');
    expect(mimeDe('acta.pdf')).toBe('application/pdf');
    expect(mimeDe('sin-extension', 'interior')).toBe('image/jpeg');
    expect(mimeDe(null, 'constancia_sat')).toBe('application/pdf');
  });

  it('names documents by code', () => {
    expect(nombreDocumento('licencia')).toBe('Licencia de bebidas alcohólicas');
    expect(nombreDocumento('recibo_pago_extemporaneo')).toBe('Recibo de pago extemporáneo');
    expect(nombreDocumento('desconocido')).toBe('desconocido');
  });
});
