// The response serializer of every route with a `schema.response`. Each zod schema is turned once,
// at boot, into a JSON Schema and compiled with fast-json-stringify (what Fastify does for JSON
// Schema routes): encoding every answer with zod at runtime cost more than the rest of a trivial
// authenticated read (docs/PERFORMANCE.md, "The authenticated floor"). A schema whose JSON
// Schema cannot say what zod would write (transforms, codecs, dates: input and output differ, or
// no JSON Schema at all) keeps fastify-type-provider-zod's encoder. A `z.custom` is the exception:
// its value passes through zod's encoder untouched and is written by JSON.stringify, which is what
// fast-json-stringify does with an untyped schema, so it no longer sends the whole answer to zod.
//
// Either way a schema that misses a field drops it without a word: in strict mode (the
// integration tests) an answer must come out exactly as the code built it, so a field the schema
// forgot fails the test that reaches it instead of vanishing for users. Strict mode also runs the
// zod encoder, so a value of the wrong type still fails a test as it did before.
import fastJson from 'fast-json-stringify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Compilador = ReturnType<typeof createSerializerCompiler>;
type Serializar = (data: unknown) => string;
type Esquema = Record<string, unknown>;

/** The first path where `b` is not what `a` is, as JSON sees both; null when they are equal. */
export function primeraDiferencia(a: unknown, b: unknown, ruta = '$'): string | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return ruta;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${ruta}.length`;
    for (let i = 0; i < a.length; i++) {
      const d = primeraDiferencia(a[i], b[i], `${ruta}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const oa = a as Record<string, unknown>;
  const ob = b as Record<string, unknown>;
  for (const k of new Set([...Object.keys(oa), ...Object.keys(ob)])) {
    if (!(k in oa) || !(k in ob)) return `${ruta}.${k}`;
    const d = primeraDiferencia(oa[k], ob[k], `${ruta}.${k}`);
    if (d) return d;
  }
  return null;
}

/**
 * `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) as `type: [X's type, 'null']`, which
 * fast-json-stringify writes directly instead of trying each branch with a validator.
 */
function simplificar(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(simplificar);
  if (!s || typeof s !== 'object') return s;
  const o: Esquema = {};
  for (const [k, v] of Object.entries(s)) o[k] = simplificar(v);
  const fusionado = fusionarObjetos(o);
  if (fusionado !== o) return fusionado;
  const ramas = o.anyOf;
  if (Array.isArray(ramas) && ramas.length === 2 && Object.keys(o).length === 1) {
    const nulo = ramas.findIndex((r: Esquema) => r.type === 'null' && Object.keys(r).length === 1);
    const otra = ramas[1 - nulo] as Esquema | undefined;
    if (nulo >= 0 && otra && typeof otra.type === 'string' && otra.type !== 'null' && !('anyOf' in otra) && !('const' in otra) && !('enum' in otra)) {
      return { ...otra, type: [otra.type, 'null'] };
    }
  }
  return o;
}

const esObjetoEnLinea = (r: unknown): r is Esquema & { properties: Record<string, unknown> } =>
  !!r && typeof r === 'object' && (r as Esquema).type === 'object' && typeof (r as Esquema).properties === 'object' && !('$ref' in r);

/**
 * `oneOf`/`anyOf` of inline objects (zod's discriminated unions, such as a task's detail with one
 * shape per procedure) as one object: fast-json-stringify would pick the branch by running an Ajv
 * validator per branch, compiled on the first answer (10 s for the inbox's task with seventeen
 * procedures) and run on every one after. Properties all branches write alike keep their type;
 * the others are written as JSON.stringify writes them, which is what the branch would write, as
 * compilarRapido only compiles schemas without transforms (strict mode still compares with zod).
 */
function fusionarObjetos(o: Esquema): Esquema {
  const clave = Array.isArray(o.oneOf) ? 'oneOf' : Array.isArray(o.anyOf) ? 'anyOf' : null;
  if (!clave) return o;
  const ramas = o[clave] as unknown[];
  if (ramas.length < 2 || !ramas.every(esObjetoEnLinea)) return o;
  const objetos = ramas as (Esquema & { properties: Record<string, unknown> })[];
  const propiedades: Record<string, unknown> = {};
  for (const nombre of new Set(objetos.flatMap((r) => Object.keys(r.properties)))) {
    const formas = new Set(objetos.map((r) => (nombre in r.properties ? JSON.stringify(r.properties[nombre]) : null)));
    propiedades[nombre] = formas.size === 1 ? objetos[0].properties[nombre] : {};
  }
  const requeridas = objetos.map((r) => new Set(Array.isArray(r.required) ? (r.required as string[]) : []));
  const { [clave]: _ramas, ...resto } = o;
  return { ...resto, type: 'object', properties: propiedades, required: [...requeridas[0]].filter((n) => requeridas.every((r) => r.has(n))) };
}

/** JSON.stringify replacer: `additionalProperties: false`, which only the output side states, left out. */
const abiertos = (k: string, v: unknown) => (k === 'additionalProperties' && v === false ? undefined : v);

/** Keywords that only describe a schema: fast-json-stringify writes a schema of only these with JSON.stringify. */
const anotaciones = new Set(['description', 'title', 'examples', 'deprecated', 'readOnly', 'writeOnly', '$comment']);
type Nodo = { zodSchema: { _zod: { def: { type: string } } } };
const esCustom = (n: Nodo) => n.zodSchema._zod.def.type === 'custom';

/**
 * z.toJSONSchema's options for the serializer. A `z.custom` (a value that passes through as it is,
 * like a procedure machine's snapshot context: the 10,000-establishment list spent 12 % of its CPU
 * in zod's encoder because of one) becomes a schema without a type; any other type without a JSON
 * Schema (dates, transforms, bigint, maps, …) still throws, so zod keeps encoding that answer.
 */
const opciones = (io: 'input' | 'output') =>
  ({
    io,
    target: 'draft-7',
    unrepresentable: (n: Nodo) => (esCustom(n) ? 'any' : 'throw'),
    // The custom's metadata is merged in afterwards and may give it a type for the documentation
    // (lib/respuesta.ts: a Buffer is `type: string, format: binary`): fast-json-stringify would then
    // reshape the value, so only the annotations stay and JSON.stringify writes it as zod would.
    override: (n: Nodo & { jsonSchema: Record<string, unknown> }) => {
      if (!esCustom(n)) return;
      for (const k of Object.keys(n.jsonSchema)) if (!anotaciones.has(k)) delete n.jsonSchema[k];
    },
  }) as const;

/** fast-json-stringify's function for a zod schema, or null when zod must keep encoding it. */
export function compilarRapido(schema: unknown): Serializar | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const salida = z.toJSONSchema(schema, opciones('output'));
    const entrada = z.toJSONSchema(schema, opciones('input'));
    // encode() writes the input side: where the two differ (beyond the output's closed objects)
    // a transform, codec or default is at work.
    if (JSON.stringify(salida, abiertos) !== JSON.stringify(entrada, abiertos)) return null;
    return fastJson(simplificar(salida) as Parameters<typeof fastJson>[0]) as Serializar;
  } catch {
    return null;
  }
}

export function crearSerializador(opts: { estricto?: boolean } = {}): Compilador {
  const zod = createSerializerCompiler();
  return (ruta) => {
    const rapido = compilarRapido(ruta.schema);
    if (!opts.estricto) return rapido ?? zod(ruta);
    const conZod = zod(ruta);
    return (data) => {
      // zod still checks every value's type; the answer is the one production sends.
      const json = conZod(data);
      const enviado = rapido ? rapido(data) : json;
      const d = primeraDiferencia(JSON.parse(JSON.stringify(data)), JSON.parse(enviado)) ?? (rapido ? primeraDiferencia(JSON.parse(json), JSON.parse(enviado)) : null);
      if (d) {
        // Tests build the app without a logger: the reason is printed where the failing test runs.
        const error = new Error(`${ruta.method} ${ruta.url}: la respuesta no coincide con su esquema en ${d}`);
        console.error(error.message);
        throw error;
      }
      return enviado;
    };
  };
}
