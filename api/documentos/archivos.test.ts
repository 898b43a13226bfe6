import { describe, expect, it } from 'vitest';
import { ejecutable, jpegValido, pdfValido, pngValido } from '../../sim/muestras';
import { contentDisposition, nombreDelTipo, validarArchivo } from './archivos';

describe('validarArchivo', () => {
  it('accepts whole PDF, PNG and JPEG files by their bytes', async () => {
    expect(await validarArchivo(pdfValido())).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    expect((await validarArchivo(pngValido())).mime).toBe('image/png');
    expect((await validarArchivo(jpegValido())).mime).toBe('image/jpeg');
  });

  it('refuses, with a Spanish message, what is cut short, empty, an executable or too big', async () => {
    const pdf = pdfValido();
    await expect(validarArchivo(pdf.subarray(0, pdf.length - 30))).rejects.toMatchObject({ statusCode: 400, message: 'El archivo está dañado o incompleto.' });
    const jpg = jpegValido();
    await expect(validarArchivo(jpg.subarray(0, jpg.length - 2))).rejects.toMatchObject({ message: 'El archivo está dañado o incompleto.' });
    await expect(validarArchivo(Buffer.alloc(0))).rejects.toMatchObject({ message: 'El tipo de archivo no está permitido' });
    await expect(validarArchivo(ejecutable())).rejects.toMatchObject({ message: 'El tipo de archivo no está permitido' });
    await expect(validarArchivo(Buffer.concat([pdf, Buffer.alloc(15 * 1024 * 1024)]))).rejects.toMatchObject({ message: 'El tamaño debe ser menor a 14 MB!' });
  });
});

describe('contentDisposition (RFC 6266, RFC 8187)', () => {
  it('keeps ASCII names and adds the UTF-8 form', () => {
    expect(contentDisposition('constancia SAT.pdf')).toBe(`inline; filename="constancia SAT.pdf"; filename*=UTF-8''constancia%20SAT.pdf`);
  });

  it('encodes Chinese, Cyrillic and accented names; the header stays ASCII', () => {
    for (const nombre of ['营业执照.pdf', 'Лицензия.pdf', 'Acta constitutiva — Pérez.pdf']) {
      const h = contentDisposition(nombre);
      expect(h).toMatch(/^[\x20-\x7e]+$/);
      const m = /filename\*=UTF-8''(.+)$/.exec(h);
      expect(decodeURIComponent(m![1])).toBe(nombre.replace('—', '_'));
    }
    expect(contentDisposition('Pérez.pdf')).toContain('filename="Perez.pdf"');
  });

  it('never lets a quote, a path or a control character through', () => {
    const h = contentDisposition('../../etc/"pass\r\nwd".pdf', 'attachment');
    expect(h.startsWith('attachment; filename="_pass__wd_.pdf"')).toBe(true);
    expect(h).not.toMatch(/[\r\n]/);
  });
});

describe('nombreDelTipo: a stored name ends in the extension of what the file is', () => {
  it('replaces an extension that is not the type\'s', () => {
    expect(nombreDelTipo('x.exe', 'application/pdf')).toBe('x.pdf');
    expect(nombreDelTipo('ine.png', 'image/jpeg')).toBe('ine.jpg');
    expect(nombreDelTipo('foto.PNG', 'image/png')).toBe('foto.PNG');
    expect(nombreDelTipo('foto.jpeg', 'image/jpeg')).toBe('foto.jpeg');
  });

  it('adds it to a name without one, and keeps a dot that is not an extension', () => {
    expect(nombreDelTipo('constancia', 'application/pdf')).toBe('constancia.pdf');
    expect(nombreDelTipo('acta.constitutiva', 'application/pdf')).toBe('acta.constitutiva.pdf');
    expect(nombreDelTipo('recibo.pdf. ', 'application/pdf')).toBe('recibo.pdf');
  });

  it('neutralises a right-to-left override that hid the real extension', () => {
    expect(nombreDelTipo('constancia\u202Efdp.exe', 'application/pdf')).toBe('constancia_fdp.pdf');
  });
});
