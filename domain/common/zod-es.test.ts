import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from './messages';
import './zod-es';

/** The first message zod gives for `valor` (the map is installed by the import above). */
const mensaje = (schema: z.ZodType, valor: unknown) => {
  const r = schema.safeParse(valor);
  if (r.success) throw new Error(`${JSON.stringify(valor)} pasó la validación`);
  return r.error.issues[0].message;
};

/** English that zod (or Fastify) would put in front of a person. */
const INGLES = /\b(invalid|expected|required|received|must|string|number|option|too (small|big)|input|should|unrecognized|greater|less|characters?|items?|element|union|key)\b/i;

describe('zod speaks Spanish where a schema gives no message', () => {
  it("an option that is not on the list names the list: the inbox's ?estado=todas", () => {
    expect(mensaje(z.enum(['pendiente', 'resuelta', 'cancelada']), 'todas')).toBe(
      'Opción no válida. Elija una de: pendiente, resuelta o cancelada',
    );
    expect(mensaje(z.enum(['H', 'M']), 'X')).toBe('Opción no válida. Elija entre: H o M');
    expect(mensaje(z.enum(Array.from({ length: 12 }, (_, n) => `op${n}`)), 'x')).toBe('Opción no válida');
    expect(mensaje(z.literal('CONTRIBUYENTE'), 'OTRO')).toBe('Valor no válido');
  });

  it('a missing field is the spec\'s required message, whatever its type', () => {
    const s = z.object({ nombre: z.string(), edad: z.number(), activo: z.boolean(), lista: z.array(z.string()), fecha: z.date() });
    const r = s.safeParse({ edad: null });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(Array(5).fill(MSG.requerido));
    expect(mensaje(z.string().min(1), '')).toBe('El campo es requerido');
  });

  it('a value of the wrong kind says which kind is wanted', () => {
    expect(mensaje(z.number(), 'diez')).toBe('Ingrese un número');
    expect(mensaje(z.coerce.number(), 'diez')).toBe('Ingrese un número');
    expect(mensaje(z.number().int(), 1.5)).toBe('Ingrese un número entero');
    expect(mensaje(z.string(), 12)).toBe('Ingrese un texto');
    expect(mensaje(z.boolean(), 'sí')).toBe('Indique sí o no');
    expect(mensaje(z.array(z.string()), 'a')).toBe('Se esperaba una lista de valores');
    expect(mensaje(z.object({ a: z.string() }), 'a')).toBe('Formato inválido');
    expect(mensaje(z.date(), 'ayer')).toBe('Ingrese una fecha válida');
  });

  it("lengths and bounds use the spec's shared messages (spec 1 §5.1)", () => {
    expect(mensaje(z.string().min(8), 'corta')).toBe('Mínimo 8 caracteres');
    expect(mensaje(z.string().max(3), 'larga')).toBe('Máximo: 3 caracteres');
    expect(mensaje(z.string().length(5), '123')).toBe('Debe proporcionar 5 caracteres');
    expect(mensaje(z.number().positive(), 0)).toBe(MSG.mayorACero);
    expect(mensaje(z.number().min(0), -1)).toBe('Ingrese un valor mayor o igual a 0');
    expect(mensaje(z.number().max(10), 11)).toBe('Ingrese un valor menor o igual a 10');
    expect(mensaje(z.number().lt(10), 10)).toBe('Ingrese un valor menor a 10');
    expect(mensaje(z.coerce.number().int().positive().max(2_147_483_647), '2147483648')).toBe('Ingrese un valor menor o igual a 2147483647');
    expect(mensaje(z.array(z.number()).min(1), [])).toBe('Seleccione al menos una opción');
    expect(mensaje(z.array(z.number()).min(3), [1])).toBe('Agregue al menos 3 elementos');
    expect(mensaje(z.array(z.number()).max(2), [1, 2, 3])).toBe('Máximo: 2 elementos');
    expect(mensaje(z.tuple([z.number()]), [1, 2])).toBe('Máximo: 1 elemento');
    expect(mensaje(z.number().multipleOf(0.01), 1.234)).toBe('Ingrese como máximo 2 decimales');
    expect(mensaje(z.number().multipleOf(5), 7)).toBe('Ingrese un múltiplo de 5');
    expect(mensaje(z.date().min(new Date('2026-01-15T12:00:00Z')), new Date('2026-01-01T12:00:00Z'))).toBe(
      'La fecha debe ser a partir del 15 de enero de 2026',
    );
  });

  it('formats: e-mail and patterns are the spec\'s words; dates and times say what is wanted', () => {
    expect(mensaje(z.email(), 'nada')).toBe('Correo no válido');
    expect(mensaje(z.string().regex(/^\d{5}$/), 'abc')).toBe('Formato inválido');
    expect(mensaje(z.iso.date(), '2026-13-45')).toBe('Ingrese una fecha válida');
    expect(mensaje(z.iso.datetime(), 'mañana')).toBe('Ingrese una fecha y hora válidas');
    expect(mensaje(z.url(), 'no es url')).toBe('Dirección web no válida');
    expect(mensaje(z.uuid(), 'x')).toBe('Formato inválido');
  });

  it('fields nobody asked for, unions and refinements without a message', () => {
    expect(mensaje(z.strictObject({ a: z.string() }), { a: 'x', extra: 1 })).toBe('Campo no permitido: extra');
    expect(mensaje(z.strictObject({}), { b: 1, c: 2 })).toBe('Campos no permitidos: b, c');
    const u = z.discriminatedUnion('tipo', [z.object({ tipo: z.literal('fisica') }), z.object({ tipo: z.literal('moral') })]);
    expect(mensaje(u, { tipo: 'otra' })).toBe('Opción no válida. Elija entre: fisica o moral');
    expect(mensaje(u, {})).toBe(MSG.requerido);
    expect(mensaje(z.union([z.string(), z.number()]), true)).toBe('Valor no válido');
    expect(mensaje(z.string().refine((v) => v === 'a'), 'b')).toBe('Valor no válido');
    expect(mensaje(z.record(z.string().regex(/^[a-z]+$/), z.number()), { A1: 1 })).toBe('Clave no válida');
  });

  it("a schema's own message wins over the map (the spec's strings stay as written)", () => {
    expect(mensaje(z.string().min(1, 'Debe indicar el motivo del rechazo'), '')).toBe('Debe indicar el motivo del rechazo');
    expect(mensaje(z.string({ error: 'Escriba su nombre' }), undefined)).toBe('Escriba su nombre');
    expect(mensaje(z.email({ error: 'Otro correo' }), 'x')).toBe('Otro correo');
  });

  it('no message of a broad set of schemas and wrong values has an English word', () => {
    const esquemas: z.ZodType[] = [
      z.string(), z.string().min(2).max(4), z.string().length(3), z.number(), z.number().int().min(1).max(9), z.bigint(),
      z.boolean(), z.date(), z.array(z.string()).min(1).max(2), z.set(z.number()), z.tuple([z.string()]), z.object({ a: z.string() }),
      z.strictObject({}), z.record(z.string(), z.number()), z.map(z.string(), z.number()), z.enum(['a', 'b']), z.literal(1),
      z.email(), z.url(), z.uuid(), z.iso.date(), z.iso.datetime(), z.iso.time(), z.string().startsWith('a'), z.string().includes('b'),
      z.union([z.string(), z.number()]), z.never(), z.null(), z.undefined(), z.nan(), z.symbol(), z.file(), z.instanceof(Date),
      z.string().optional().nonoptional(), z.custom<string>((v) => v === 'x'),
    ];
    const valores: unknown[] = [undefined, null, '', 'x', 'xxxxxxxxxx', 0, -1, 1.5, 99, 2n, true, [], ['a', 'b', 'c'], {}, { z: 1 }, new Date(0), Symbol('s'), NaN];
    const vistos = new Set<string>();
    for (const s of esquemas) {
      for (const v of valores) {
        const r = s.safeParse(v);
        if (!r.success) for (const i of r.error.issues) vistos.add(i.message);
      }
    }
    expect(vistos.size).toBeGreaterThan(15);
    expect([...vistos].filter((m) => INGLES.test(m))).toEqual([]);
    expect([...vistos].filter((m) => !/[a-záéíóúñ]/i.test(m))).toEqual([]);
  });
});
