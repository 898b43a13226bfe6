import { describe, expect, it } from 'vitest';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { MSG_PAGO } from '../../domain/tramite/mensajes';
import { validarArchivo, validarComprobante } from './archivos';
import { paginasVisibles } from './paginacion';

const MB = 1024 * 1024;

describe('validarArchivo (spec 1 §5.1)', () => {
  it('rejects 14 MB and more', () => {
    expect(validarArchivo({ name: 'a.pdf', size: 14 * MB, type: 'application/pdf' })).toBe(MSG.tamanoArchivo);
    expect(validarArchivo({ name: 'a.pdf', size: 14 * MB - 1, type: 'application/pdf' })).toBeNull();
  });
  it('accepts PDF, PNG and JPEG only', () => {
    expect(validarArchivo({ name: 'a.png', size: 10, type: 'image/png' })).toBeNull();
    expect(validarArchivo({ name: 'a.jpg', size: 10, type: 'image/jpeg' })).toBeNull();
    expect(validarArchivo({ name: 'a.docx', size: 10, type: 'application/msword' })).toBe(MSG_EXTRA.archivoTipo);
    expect(validarArchivo({ name: 'a.pdf', size: 10, type: '' })).toBeNull();
    expect(validarArchivo({ name: 'a.exe', size: 10, type: '' })).toBe(MSG_EXTRA.archivoTipo);
  });
});

describe('paginasVisibles (spec 1 §9)', () => {
  it('shows every page up to 10', () => {
    expect(paginasVisibles(1, 3)).toEqual([1, 2, 3]);
    expect(paginasVisibles(1, 0)).toEqual([1]);
  });
  it('shows a window of 10 around the current page', () => {
    expect(paginasVisibles(1, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(paginasVisibles(15, 30)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(paginasVisibles(30, 30)).toEqual([21, 22, 23, 24, 25, 26, 27, 28, 29, 30]);
  });
});

describe('payment proof (spec 1 §5.9)', () => {
  it('only PDF, under 14 MB', () => {
    expect(validarComprobante({ name: 'pago.pdf', size: 1000, type: 'application/pdf' })).toBeNull();
    expect(validarComprobante({ name: 'pago.PDF', size: 1000, type: '' })).toBeNull();
    expect(validarComprobante({ name: 'pago.png', size: 1000, type: 'image/png' })).toBe(MSG_PAGO.comprobantePdf);
    expect(validarComprobante({ name: 'pago.pdf', size: 14 * 1024 * 1024, type: 'application/pdf' })).toBe(MSG.tamanoArchivo);
  });
});
