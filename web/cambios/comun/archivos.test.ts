import { describe, expect, it } from 'vitest';
import { aceptarDe, archivoDe, documentoVisible, validarArchivoCambio } from './archivos';

const MB = 1024 * 1024;

describe('validarArchivoCambio', () => {
  it('takes PNG or JPEG in a photo slot and refuses anything else with the spec message', () => {
    expect(validarArchivoCambio({ name: 'frente.png', size: 2048, type: 'image/png' }, true)).toBeNull();
    expect(validarArchivoCambio({ name: 'frente.jpg', size: 2048, type: 'image/jpeg' }, true)).toBeNull();
    expect(validarArchivoCambio({ name: 'frente.JPEG', size: 2048, type: '' }, true)).toBeNull();
    expect(validarArchivoCambio({ name: 'frente.pdf', size: 2048, type: 'application/pdf' }, true)).toBe('El archivo debe ser una imagen (png, jpg, jpeg).');
    expect(validarArchivoCambio({ name: 'frente.gif', size: 2048, type: 'image/gif' }, true)).toBe('El archivo debe ser una imagen (png, jpg, jpeg).');
  });

  it('takes only a PDF in a document slot', () => {
    expect(validarArchivoCambio({ name: 'ine.pdf', size: 2048, type: 'application/pdf' }, false)).toBeNull();
    expect(validarArchivoCambio({ name: 'ine.pdf', size: 2048, type: '' }, false)).toBeNull();
    expect(validarArchivoCambio({ name: 'ine.png', size: 2048, type: 'image/png' }, false)).toBe('Solo se permiten archivos PDF');
  });

  it('refuses 14 MB or more with the spec message, in both kinds of slot', () => {
    expect(validarArchivoCambio({ name: 'ine.pdf', size: 14 * MB, type: 'application/pdf' }, false)).toBe('El tamaño debe ser menor a 14 MB!');
    expect(validarArchivoCambio({ name: 'frente.png', size: 20 * MB, type: 'image/png' }, true)).toBe('El tamaño debe ser menor a 14 MB!');
    expect(validarArchivoCambio({ name: 'ine.pdf', size: 14 * MB - 1, type: 'application/pdf' }, false)).toBeNull();
  });

  it('offers the browser the matching file types', () => {
    expect(aceptarDe(true)).toContain('image/png');
    expect(aceptarDe(true)).not.toContain('pdf');
    expect(aceptarDe(false)).toBe('.pdf,application/pdf');
  });
});

describe('archivoDe', () => {
  const a = (id: number, tipo_archivo: string) => ({ id, tipo_archivo });
  it('answers the newest stored file of the slot, or null', () => {
    const lista = [a(3, 'frente'), a(9, 'scd_constancia'), a(7, 'frente')];
    expect(archivoDe(lista, 'frente')?.id).toBe(7);
    expect(archivoDe(lista, 'scd_constancia')?.id).toBe(9);
    expect(archivoDe(lista, 'wc')).toBeNull();
  });
});

describe('documentoVisible', () => {
  it('names the document by its slot and keeps the file name and type for the viewer', () => {
    expect(documentoVisible({ id: 5, etiqueta: 'Identificación oficial', nombre: 'ine.pdf', mime: 'application/pdf' })).toEqual({
      id: 5,
      nombre: 'Identificación oficial',
      nombre_archivo: 'ine.pdf',
      mime: 'application/pdf',
    });
  });
});
