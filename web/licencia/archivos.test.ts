import { describe, expect, it } from 'vitest';
import { mimeDe, nombreDocumento } from './archivos';

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
