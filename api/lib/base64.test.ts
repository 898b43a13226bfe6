// spec 1 §7.4: uploads sent as base64 in a JSON body (a data: URL accepted).
import { describe, expect, it } from 'vitest';
import { pdfValido } from '../../sim/muestras';
import { desdeBase64 } from './base64';

describe('desdeBase64', () => {
  const pdf = pdfValido();
  const b64 = pdf.toString('base64');

  it('reads bare base64 and a data: URL with or without parameters', () => {
    expect(desdeBase64(b64).equals(pdf)).toBe(true);
    expect(desdeBase64(`data:application/pdf;base64,${b64}`).equals(pdf)).toBe(true);
    expect(desdeBase64(`DATA:application/pdf;name=cédula.pdf;base64,${b64}`).equals(pdf)).toBe(true);
  });

  it('tolerates the line breaks of MIME-wrapped base64', () => {
    const envuelto = b64.replace(/(.{76})/g, '$1\r\n');
    expect(desdeBase64(envuelto).equals(pdf)).toBe(true);
  });

  it('never throws on text that is not base64: the bytes are simply not a PDF', () => {
    const basura = desdeBase64('esto no es base64 ¿verdad?');
    expect(basura.subarray(0, 4).toString('latin1')).not.toBe('%PDF');
    expect(desdeBase64('').length).toBe(0);
  });
});
