import { describe, expect, it } from 'vitest';
import { archivoDeFuente, esImagen, tipoParaMostrar } from './visor-fuente';

describe('archivoDeFuente', () => {
  it('a printout keeps its route, method and file name; GET by default', () => {
    expect(archivoDeFuente({ titulo: 'Licencia', ruta: '/api/licencia/4/getlicencia', nombreArchivo: 'licencia-7.pdf' })).toEqual({
      titulo: 'Licencia',
      nombreArchivo: 'licencia-7.pdf',
      ruta: '/api/licencia/4/getlicencia',
      metodo: 'GET',
      mime: null,
    });
    expect(archivoDeFuente({ titulo: 'Recibo', ruta: '/api/x', metodo: 'POST', nombreArchivo: 'r.pdf' }).metodo).toBe('POST');
  });

  it('a printout that is generated carries the toast its arrival shows', () => {
    const f = { titulo: 'Formato', ruta: '/api/anuncio/9/generateformatoautorizacion', metodo: 'POST' as const, nombreArchivo: 'f.pdf', exito: 'Formato de autorización generado.' };
    expect(archivoDeFuente(f).exito).toBe('Formato de autorización generado.');
  });

  it('a stored document is read from documentacion by id, titled by its name', () => {
    expect(archivoDeFuente({ id: 12, nombre: 'Identificación oficial', nombre_archivo: 'ine.png', mime: 'image/png' })).toEqual({
      titulo: 'Identificación oficial',
      nombreArchivo: 'ine.png',
      ruta: '/api/documentacion/12',
      metodo: 'GET',
      mime: 'image/png',
    });
  });
});

describe('tipoParaMostrar', () => {
  const printout = { mime: null };
  it('a printout is always shown as a PDF', () => {
    expect(tipoParaMostrar('application/octet-stream', printout)).toBe('application/pdf');
    expect(tipoParaMostrar('', printout)).toBe('application/pdf');
  });

  it("a stored file keeps the answer's type, or its recorded type when the answer has none", () => {
    expect(tipoParaMostrar('image/jpeg', { mime: 'application/pdf' })).toBe('image/jpeg');
    expect(tipoParaMostrar('', { mime: 'image/png' })).toBe('image/png');
  });

  it('only stored images are shown as images', () => {
    expect(esImagen({ mime: 'image/png' })).toBe(true);
    expect(esImagen({ mime: 'application/pdf' })).toBe(false);
    expect(esImagen(printout)).toBe(false);
  });
});
