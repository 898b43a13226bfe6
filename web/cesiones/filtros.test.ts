import { describe, expect, it } from 'vitest';
import { MSG_CESION } from '../../domain/cesiones/mensajes';
import { consultaCesiones, cuerpoMultipart, normalizarFiltros, pdfDe, validarFoto, validarPdf } from './filtros';

describe('consultaCesiones (spec 3 §7.7, §9)', () => {
  it('asks for 10 per page and leaves out empty filters', () => {
    expect(consultaCesiones({ external_id: ' ', nombre_comercial: '', id_estatus: null, page: 2 })).toBe('page=2&per_page=10');
  });
  it('sends the key upper-cased, the trimmed name and the status', () => {
    const q = new URLSearchParams(consultaCesiones({ external_id: ' mer-12 ', nombre_comercial: ' Frutas ', id_estatus: 10, page: 0 }));
    expect(Object.fromEntries(q)).toEqual({ page: '1', per_page: '10', external_id: 'MER-12', nombre_comercial: 'Frutas', id_estatus: '10' });
  });
  it('normalizes without losing the status', () => {
    expect(normalizarFiltros({ external_id: 'a', nombre_comercial: ' b ', id_estatus: 4 })).toEqual({ external_id: 'A', nombre_comercial: 'b', id_estatus: 4 });
  });
});

describe('the files of the form (spec 3 §5.6)', () => {
  it('takes the photo as png or jpeg only', () => {
    expect(validarFoto({ name: 'a.png', size: 10, type: 'image/png' })).toBeNull();
    expect(validarFoto({ name: 'a.JPG', size: 10, type: '' })).toBeNull();
    expect(validarFoto({ name: 'a.pdf', size: 10, type: 'application/pdf' })).toBe(MSG_CESION.fotoImagen);
  });
  it('takes the other files as PDF under 14 MB', () => {
    expect(validarPdf({ name: 'a.pdf', size: 10, type: 'application/pdf' })).toBeNull();
    expect(validarPdf({ name: 'a.png', size: 10, type: 'image/png' })).toBe(MSG_CESION.archivoPdf);
    expect(validarPdf({ name: 'a.pdf', size: 14 * 1024 * 1024, type: 'application/pdf' })).not.toBeNull();
  });
  it('builds the multipart body without empty fields', () => {
    const f = new File(['x'], 'x.pdf', { type: 'application/pdf' });
    const d = cuerpoMultipart({ locacion: 3, rfc: 'AAA', vacio: '', nada: null, familiar: 0 }, { docSolicitud: f, docFoto: null });
    expect([...d.keys()]).toEqual(['locacion', 'rfc', 'familiar', 'docSolicitud']);
  });
  it('names a stored PDF for the viewer', () => {
    expect(pdfDe('/api/documentacion/9', 'Solicitud de cesión', 'CES-2026-000001')).toEqual({
      titulo: 'Solicitud de cesión CES-2026-000001',
      ruta: '/api/documentacion/9',
      nombreArchivo: 'solicitud-de-cesion-ces-2026-000001.pdf',
    });
    expect(pdfDe(null, 'x', 'y')).toBeNull();
  });
});
