import { describe, expect, it } from 'vitest';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compilarRapido, crearSerializador, primeraDiferencia } from './serializador';

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

describe('compilarRapido (fast-json-stringify from the zod schema)', () => {
  const sesion = z.object({
    id: z.number().int(),
    expires_at: z.iso.datetime(),
    rfc: z.string().nullable(),
    contribuyente: z.object({ id: z.number().int(), mercado: z.boolean() }).nullable(),
    areas: z.array(z.object({ id: z.number().int(), es_jefe: z.boolean() })),
    extra: z.looseObject({ success: z.literal(false) }).optional(),
  });

  it('writes what zod writes for plain schemas, nullable fields and loose objects included', () => {
    const rapido = compilarRapido(sesion);
    expect(rapido).not.toBeNull();
    const zod = crearSerializador()(ruta(sesion));
    for (const data of [
      { id: 1, expires_at: '2026-11-27T03:00:00.000Z', rfc: null, contribuyente: null, areas: [] },
      { id: 2, expires_at: '2026-11-27T03:00:00.000Z', rfc: 'X', contribuyente: { id: 3, mercado: true }, areas: [{ id: 1, es_jefe: false }], extra: { success: false, code: 'X' } },
    ]) {
      expect(JSON.parse(rapido!(data))).toEqual(JSON.parse(zod(data)));
    }
  });

  it('leaves schemas with a transform or another type without a JSON Schema to zod', () => {
    expect(compilarRapido(z.object({ a: z.string().transform((x) => x.length) }))).toBeNull();
    expect(compilarRapido(z.object({ d: z.date() }))).toBeNull();
    expect(compilarRapido(z.object({ d: z.date().nullable(), c: z.custom<object>() }))).toBeNull();
    expect(compilarRapido(z.object({ n: z.bigint() }))).toBeNull();
    expect(compilarRapido(z.object({ m: z.map(z.string(), z.number()) }))).toBeNull();
    expect(compilarRapido({ description: 'not zod' })).toBeNull();
  });

  it('compiles a z.custom value (a snapshot context) and writes exactly what zod writes', () => {
    // zod's own encoder (fastify-type-provider-zod), not crearSerializador, which would take the fast path.
    const zod = (s: z.ZodType) => createSerializerCompiler()(ruta(s));
    const snapshot = z.object({
      value: z.string(),
      context: z.custom<object>((v) => typeof v === 'object' && v !== null).meta({ description: 'contexto' }),
      extra: z.custom<object>().nullable().optional(),
      // Metadata that types a custom for the documentation must not reshape its value.
      bytes: z.custom<Buffer>((v) => Buffer.isBuffer(v)).meta({ type: 'string', format: 'binary' }).optional(),
    });
    const rapido = compilarRapido(snapshot);
    expect(rapido).not.toBeNull();
    const contexto = { datos: { nombre: 'Tortillería «Ñ»', montos: [1.5, 0, -2], vacío: null, u: undefined }, pasos: [{ id: 'a', fin: new Date(0) }], '\u2028': 'x\u2028"' };
    for (const data of [
      { value: 'borrador', context: contexto },
      { value: 'revision', context: {}, extra: null, bytes: Buffer.from('ab') },
      { value: 'pago', context: contexto, extra: { a: [[]] } },
    ]) {
      expect(rapido!(data)).toBe(zod(snapshot)(data));
    }
  });

  it('strict: the fast answer must also be the code\'s own, field by field', () => {
    const s = crearSerializador({ estricto: true })(ruta(sesion));
    expect(() => s({ id: 1, expires_at: '2026-11-27T03:00:00.000Z', rfc: 1, contribuyente: null, areas: [] })).toThrow();
  });

  it('writes a discriminated union of objects as one object, with no validator run per branch to choose it', () => {
    const tarea = z.object({ id: z.number().int(), titulo: z.string() });
    const union = z.discriminatedUnion(
      'procedimiento',
      ['licencia', 'anuncio', 'torre'].map((p, i) =>
        tarea.extend({ procedimiento: z.literal(p), detalle: z.object({ [`campo${i}`]: z.string(), comun: z.number().nullable() }).nullable() }),
      ) as never,
    );
    const schema = z.object({ success: z.boolean(), data: union });
    const rapido = compilarRapido(schema);
    expect(rapido).not.toBeNull();
    // fast-json-stringify picks an anyOf/oneOf branch with Ajv (compiled on the first answer: seconds
    // for the inbox's seventeen procedures); merged, the generated code has no such call.
    expect(String(rapido)).not.toMatch(/validate/);
    const zod = createSerializerCompiler()(ruta(schema));
    for (const data of [
      { success: true, data: { id: 1, titulo: 'a', procedimiento: 'licencia', detalle: { campo0: 'x', comun: null } } },
      { success: true, data: { id: 2, titulo: 'b', procedimiento: 'torre', detalle: null } },
    ]) {
      expect(JSON.parse(rapido!(data))).toEqual(JSON.parse(zod(data) as string));
    }
  });
});
