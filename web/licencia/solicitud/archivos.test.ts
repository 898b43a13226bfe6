import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/common/messages';
import { MSG_LIC } from '../../../domain/licencia/mensajes';
import { formDataArchivos, lotesSolicitud, mimeDeNombre, validadorDe, validarFoto } from './archivos';

const MB = 1024 * 1024;

describe('validarFoto (spec 1 §5.1)', () => {
  it('accepts png, jpg and jpeg under 14 MB', () => {
    expect(validarFoto({ name: 'frente.png', size: MB, type: 'image/png' })).toBeNull();
    expect(validarFoto({ name: 'frente.jpg', size: MB, type: 'image/jpeg' })).toBeNull();
    expect(validarFoto({ name: 'frente.JPEG', size: MB, type: '' })).toBeNull();
  });

  it('refuses anything else with the spec message, and 14 MB or more', () => {
    expect(validarFoto({ name: 'frente.pdf', size: MB, type: 'application/pdf' })).toBe(MSG.imagenInvalida);
    expect(validarFoto({ name: 'frente.gif', size: MB, type: 'image/gif' })).toBe(MSG.imagenInvalida);
    expect(validarFoto({ name: 'frente.png', size: 14 * MB, type: 'image/png' })).toBe(MSG.tamanoArchivo);
  });

  it('documents take PDF too; photos do not', () => {
    const pdf = { name: 'sat.pdf', size: MB, type: 'application/pdf' };
    expect(validadorDe('constancia_sat')(pdf)).toBeNull();
    expect(validadorDe('interior')(pdf)).toBe(MSG.imagenInvalida);
  });
});

describe('formDataArchivos (spec 1 §7.4)', () => {
  it('numbers every file with its code and names the taxpayer and the establishment', () => {
    const a = new File(['%PDF-1.4'], 'sat.pdf', { type: 'application/pdf' });
    const b = new File(['x'], 'anexo.pdf', { type: 'application/pdf' });
    const fd = formDataArchivos([{ codigo: 'constancia_sat', archivo: a }, { codigo: 'documento_anexo', archivo: b }], { contribuyenteId: 7, locacionId: 5 });
    expect(fd.get('documento[0][code]')).toBe('constancia_sat');
    expect((fd.get('documento[0][file]') as File).name).toBe('sat.pdf');
    expect(fd.get('documento[1][code]')).toBe('documento_anexo');
    expect(fd.get('contribuyente_id')).toBe('7');
    expect(fd.get('locacion_id')).toBe('5');
  });

  it('sends the ids before the files: the server checks the owner before it reads a file', () => {
    const a = new File(['%PDF-1.4'], 'sat.pdf', { type: 'application/pdf' });
    const nombres = [...formDataArchivos([{ codigo: 'constancia_sat', archivo: a }], { contribuyenteId: 7, locacionId: 5 }).keys()];
    expect(nombres).toEqual(['contribuyente_id', 'locacion_id', 'documento[0][file]', 'documento[0][code]']);
  });
});

describe('lotesSolicitud (spec 1 §7.4)', () => {
  const ids = { contribuyenteId: 7, locacionId: 5 };
  it('documents go in one request and photos in another, each with its message', () => {
    const sat = { clave: 'constancia_sat', archivo: new File(['x'], 'sat.pdf') };
    const frente = { clave: 'frente', archivo: new File(['x'], 'frente.png') };
    const { lotes } = lotesSolicitud([frente, sat], ids);
    expect(lotes.map((l) => [l.ruta, l.archivos, l.exito])).toEqual([
      ['/api/establecimientos/storage/files', [sat], MSG_LIC.documentosAdjuntados],
      ['/api/establecimientos/storage/files', [frente], MSG_LIC.fotosAdjuntadas],
    ]);
    expect(lotes[1].datos.get('documento[0][code]')).toBe('frente');
    expect(lotes[1].datos.get('locacion_id')).toBe('5');
  });

  it('no request for a kind with no files', () => {
    expect(lotesSolicitud([], ids).lotes).toEqual([]);
    expect(lotesSolicitud([{ clave: 'wc', archivo: new File(['x'], 'wc.jpg') }], ids).lotes).toHaveLength(1);
  });
});

describe('mimeDeNombre', () => {
  it('guesses the viewer type from the extension', () => {
    expect(mimeDeNombre('a.PNG')).toBe('image/png');
    expect(mimeDeNombre('a.jpeg')).toBe('image/jpeg');
    expect(mimeDeNombre('a.pdf')).toBe('application/pdf');
    expect(mimeDeNombre(null)).toBe('application/pdf');
  });
});
