import { describe, expect, it } from 'vitest';
import { campoConNul, errorDeDatos, esMultipartMalformado } from './entrada';

describe('campoConNul', () => {
  it('finds a NUL byte in nested text and keys, and nothing in clean input', () => {
    expect(campoConNul({ username: 'root\u0000', password: 'x' })).toBe('username');
    expect(campoConNul({ a: [{ b: 'ok' }, { c: 'x\u0000y' }] })).toBe('a.1.c');
    expect(campoConNul({ ['k\u0000']: 1 })).toBe('k');
    expect(campoConNul('\u0000')).toBe('_');
    expect(campoConNul({ a: 'ñandú 營業', n: 1, b: null, c: [true] })).toBeNull();
    expect(campoConNul(undefined)).toBeNull();
  });
});

describe('esMultipartMalformado', () => {
  it("recognises busboy's errors and the plugin's 4xx codes, not a server bug", () => {
    expect(esMultipartMalformado(new Error('Multipart: Boundary not found'))).toBe(true);
    expect(esMultipartMalformado(new Error('Unexpected end of multipart data'))).toBe(true);
    expect(esMultipartMalformado(new Error('Part terminated early due to unexpected end of multipart data'))).toBe(true);
    expect(esMultipartMalformado({ code: 'FST_INVALID_MULTIPART_CONTENT_TYPE', statusCode: 406 })).toBe(true);
    expect(esMultipartMalformado(new Error('connection terminated'))).toBe(false);
  });
});

describe('errorDeDatos', () => {
  it('maps the data exceptions a client value causes, also wrapped by drizzle', () => {
    expect(errorDeDatos({ code: '22003' })).toBe('22003');
    expect(errorDeDatos({ message: 'Failed query', cause: { code: '22021' } })).toBe('22021');
    expect(errorDeDatos({ code: '23505' })).toBeNull();
    expect(errorDeDatos({ code: '57P01' })).toBeNull();
    expect(errorDeDatos(null)).toBeNull();
  });
});
