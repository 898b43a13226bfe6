import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { crearSerializador, primeraDiferencia } from './serializador';

const ruta = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as never;

describe('primeraDiferencia', () => {
  it('names the first path where the two differ, key order aside', () => {
    expect(primeraDiferencia({ a: 1, b: [{ c: 'x' }] }, { b: [{ c: 'x' }], a: 1 })).toBeNull();
    expect(primeraDiferencia({ a: 1, b: [{ c: 'x', d: null }] }, { a: 1, b: [{ c: 'x' }] })).toBe('$.b[0].d');
    expect(primeraDiferencia([1, 2], [1])).toBe('$.length');
    expect(primeraDiferencia({ a: '1' }, { a: 1 })).toBe('$.a');
  });
});

describe('crearSerializador', () => {
  const schema = z.object({ a: z.number(), b: z.string().nullable() });

  it('drops a field the schema does not declare, as the library does', () => {
    expect(crearSerializador()(ruta(schema))({ a: 1, b: null, c: 2 })).toBe('{"a":1,"b":null}');
  });

  it('strict: refuses an answer the schema would change', () => {
    const s = crearSerializador({ estricto: true })(ruta(schema));
    expect(s({ a: 1, b: 'x', sinDeclarar: undefined })).toBe('{"a":1,"b":"x"}');
    expect(() => s({ a: 1, b: null, c: 2 })).toThrow(/\$\.c/);
    expect(() => s({ a: '1', b: null })).toThrow();
  });
});
