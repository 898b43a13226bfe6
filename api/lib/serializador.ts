// The response serializer of every route with a `schema.response` (fastify-type-provider-zod's,
// which encodes the answer with its zod schema). A schema that misses a field drops it without a
// word: in strict mode (the integration tests) an answer must come out exactly as the code built
// it, so a field the schema forgot fails the test that reaches it instead of vanishing for users.
import { createSerializerCompiler } from 'fastify-type-provider-zod';

type Compilador = ReturnType<typeof createSerializerCompiler>;

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

export function crearSerializador(opts: { estricto?: boolean } = {}): Compilador {
  const zod = createSerializerCompiler();
  if (!opts.estricto) return zod;
  return (ruta) => {
    const serializar = zod(ruta);
    return (data) => {
      const json = serializar(data);
      const d = primeraDiferencia(JSON.parse(JSON.stringify(data)), JSON.parse(json));
      if (d) {
        // Tests build the app without a logger: the reason is printed where the failing test runs.
        const error = new Error(`${ruta.method} ${ruta.url}: la respuesta no coincide con su esquema en ${d}`);
        console.error(error.message);
        throw error;
      }
      return json;
    };
  };
}
