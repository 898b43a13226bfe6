// No English reaches a person: '/admin/bandeja?estado=todas' showed 'Invalid option:
// expected one of …'. Every operation of the API, read from its own OpenAPI document, gets a
// battery of malformed requests (wrong enums, wrong types, missing fields, strings too long, bad
// ids in path and query, bodies that are not objects), as a taxpayer and as root; every text of
// every 4xx answer must be free of English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { contribuyenteConPerfil, crearEntorno, entrar, type Entorno } from './harness';
import { TOPE_BATERIA_MS, enPlazo } from './en-plazo';

let e: Entorno;
beforeAll(async () => {
  // Thousands of requests from one address: the general limit would answer 429 (in Spanish too)
  // before the validation this test is about.
  e = await crearEntorno({ RATE_LIMIT_MAX: 1_000_000, RATE_LIMIT_AUTH_MAX: 1_000_000 }, { worker: false });
});
afterAll(async () => e?.cerrar());

/** English words of zod, Fastify, Ajv and busboy messages. Spanish has none of them as words. */
const INGLES =
  /\b(the|is|are|of|invalid|expected|required|received|must|should|string|number|integer|boolean|object|array|options?|too (small|big|long|short)|input|unrecognized|greater|less|than|characters?|items?|not (found|allowed|valid|acceptable)|bad request|unsupported|media type|payload|route|body|querystring|params|field|format|pattern|match(es)?|missing|unexpected|json|failed|unknown|cannot|undefined|null|nan)\b/i;

interface Esquema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Esquema;
  properties?: Record<string, Esquema>;
  required?: string[];
  anyOf?: Esquema[];
  oneOf?: Esquema[];
  allOf?: Esquema[];
}
interface Parametro {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Esquema;
}
interface Operacion {
  parameters?: Parametro[];
  requestBody?: { content?: Record<string, { schema?: Esquema }> };
}

const tipos = (s: Esquema): string[] => {
  const variantes = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
  const propios = s.type === undefined ? [] : Array.isArray(s.type) ? s.type : [s.type];
  return [...new Set([...propios, ...variantes.flatMap(tipos)])].filter((t) => t !== 'null');
};
const variantes = (s: Esquema): Esquema[] => [s, ...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];

/** Wrong values for a JSON value of schema `s`: another type, an unknown option, past its bounds. */
function malosJson(s: Esquema): unknown[] {
  const t = tipos(s);
  const out: unknown[] = [];
  if (!t.includes('string')) out.push('texto');
  if (!t.includes('number') && !t.includes('integer')) out.push(12345);
  if (!t.includes('boolean')) out.push(true);
  if (!t.includes('array')) out.push(['x']);
  if (!t.includes('object')) out.push({ x: 1 });
  out.push(null);
  for (const v of variantes(s)) {
    if (v.enum || v.const !== undefined) out.push('todas');
    if (v.pattern || v.format) out.push('¿formato?');
    if (v.maxLength !== undefined) out.push('x'.repeat(v.maxLength + 1));
    if (v.minLength !== undefined && v.minLength > 0) out.push('');
    if (t.includes('integer')) out.push(1.5);
    if (v.maximum !== undefined) out.push(v.maximum + 1);
    if (v.exclusiveMaximum !== undefined) out.push(v.exclusiveMaximum);
    if (v.minimum !== undefined) out.push(v.minimum - 1);
    if (v.exclusiveMinimum !== undefined) out.push(v.exclusiveMinimum);
    if (v.maxItems !== undefined) out.push(Array.from({ length: v.maxItems + 1 }, () => 1));
    if (v.minItems !== undefined && v.minItems > 0) out.push([]);
    if (v.items) out.push(...malosJson(v.items).slice(0, 6).map((m) => [m]));
  }
  return out;
}

/** Wrong texts for a path or query parameter of schema `s`. */
function malosTexto(s: Esquema | undefined): string[] {
  const out = ['abc', '-1', '0', '1.5', '2147483648', '99999999999999999999', 'x'.repeat(300), 'todas', '%20'];
  for (const v of variantes(s ?? {})) if (v.maxLength !== undefined) out.push('x'.repeat(v.maxLength + 1));
  return out;
}

/** Bodies that break one field at a time (the others missing), nested one level, and non-objects. */
function cuerposMalos(s: Esquema): unknown[] {
  const cuerpos: unknown[] = [{}, [], 'texto', 12];
  for (const v of variantes(s)) {
    for (const [campo, sub] of Object.entries(v.properties ?? {})) {
      for (const malo of malosJson(sub)) cuerpos.push({ [campo]: malo });
      for (const interno of variantes(sub)) {
        for (const [campo2, sub2] of Object.entries(interno.properties ?? {})) {
          for (const malo of malosJson(sub2).slice(0, 8)) cuerpos.push({ [campo]: { [campo2]: malo } });
        }
        const item = interno.items;
        for (const [campo2, sub2] of Object.entries(item?.properties ?? {})) {
          for (const malo of malosJson(sub2).slice(0, 4)) cuerpos.push({ [campo]: [{ [campo2]: malo }] });
        }
      }
    }
  }
  return cuerpos;
}

/** Every text of an answer a person could read: its message and field errors, not its codes. */
function textos(valor: unknown, clave = ''): string[] {
  if (typeof valor === 'string') return clave === 'code' ? [] : [valor];
  if (Array.isArray(valor)) return valor.flatMap((v) => textos(v));
  if (valor && typeof valor === 'object') return Object.entries(valor).flatMap(([k, v]) => textos(v, k));
  return [];
}

interface Hallazgo {
  peticion: string;
  status: number;
  texto: string;
}

async function bateria(token: string | undefined) {
  const doc = e.app.swagger() as unknown as { paths: Record<string, Record<string, Operacion>> };
  const peticiones: InjectOptions[] = [];
  let operaciones = 0;
  for (const [ruta, ops] of Object.entries(doc.paths)) {
    if (!ruta.startsWith('/api/')) continue;
    for (const [metodo, op] of Object.entries(ops)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(metodo)) continue;
      operaciones += 1;
      const method = metodo.toUpperCase() as InjectOptions['method'];
      const params = op.parameters ?? [];
      const enRuta = params.filter((p) => p.in === 'path');
      const enConsulta = params.filter((p) => p.in === 'query');
      const url = (valores: Record<string, string>, consulta: Record<string, string> = {}) => {
        const camino = ruta.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(valores[n] ?? '1'));
        const q = new URLSearchParams(consulta).toString();
        return q ? `${camino}?${q}` : camino;
      };
      const jsonBody = op.requestBody?.content?.['application/json']?.schema;
      const base = { method, headers: token ? { authorization: `Bearer ${token}` } : {} };
      // Bad ids and texts in the path, one parameter at a time.
      for (const p of enRuta) for (const malo of malosTexto(p.schema)) peticiones.push({ ...base, url: url({ [p.name]: malo }), ...(jsonBody ? { payload: {} } : {}) });
      // Bad query parameters, one at a time, the path well formed.
      for (const p of enConsulta) for (const malo of malosTexto(p.schema)) peticiones.push({ ...base, url: url({}, { [p.name]: malo }) });
      // Bad bodies, the path well formed.
      if (jsonBody) {
        for (const cuerpo of cuerposMalos(jsonBody)) {
          peticiones.push({ ...base, url: url({}), payload: JSON.stringify(cuerpo), headers: { ...base.headers, 'content-type': 'application/json' } });
        }
        peticiones.push({ ...base, url: url({}), payload: '{"sin cerrar": ', headers: { ...base.headers, 'content-type': 'application/json' } });
      } else if (method !== 'GET' && method !== 'DELETE') {
        // Uploads and calls without a JSON body: a JSON body, a multipart without its boundary, a cut one.
        peticiones.push({ ...base, url: url({}), payload: { x: 1 } });
        peticiones.push({ ...base, url: url({}), payload: 'x', headers: { ...base.headers, 'content-type': 'multipart/form-data' } });
        peticiones.push({ ...base, url: url({}), payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF', headers: { ...base.headers, 'content-type': 'multipart/form-data; boundary=b' } });
      }
    }
  }

  const ingles: Hallazgo[] = [];
  const servidor: Hallazgo[] = [];
  let rechazos = 0;
  for (const p of peticiones) {
    const nombre = `${p.method} ${p.url} ${typeof p.payload === 'string' ? p.payload.slice(0, 120) : ''}`;
    const r = await enPlazo(e.app.inject(p), nombre);
    if (r.statusCode < 400) continue;
    if (r.statusCode >= 500) servidor.push({ peticion: nombre, status: r.statusCode, texto: r.body.slice(0, 300) });
    rechazos += 1;
    let cuerpo: unknown = r.body;
    try {
      cuerpo = JSON.parse(r.body);
    } catch {
      // a text answer is read whole
    }
    for (const texto of textos(cuerpo)) if (INGLES.test(texto)) ingles.push({ peticion: nombre, status: r.statusCode, texto });
  }
  return { operaciones, peticiones: peticiones.length, rechazos, ingles, servidor };
}

describe('no English in any 4xx answer of the API', () => {
  it("the inbox's ?estado=todas names the options in Spanish", async () => {
    const root = await entrar(e, 'root');
    const r = await root.get('/api/tareas?estado=todas');
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('Los datos enviados son inválidos');
    expect(r.body.errors).toEqual({ estado: ['Opción no válida. Elija una de: pendiente, resuelta o cancelada'] });
    const pagina = await root.get('/api/tareas?page=abc');
    expect(pagina.body.errors).toEqual({ page: ['Ingrese un número'] });
  });

  it('malformed requests to every operation, as a taxpayer, as root and without a session', async () => {
    const contribuyente = await contribuyenteConPerfil(e);
    const root = await entrar(e, 'root');
    const resultados = [];
    for (const token of [contribuyente.token, root.token, undefined]) resultados.push(await bateria(token));

    const [comoContribuyente] = resultados;
    // The battery reached every operation and was refused many times over: it tested something.
    expect(comoContribuyente.operaciones).toBeGreaterThan(80);
    expect(comoContribuyente.rechazos).toBeGreaterThan(1000);
    const ingles = resultados.flatMap((r) => r.ingles);
    // One line per distinct English text, with the first request that got it.
    const distintos = [...new Map(ingles.map((h) => [h.texto, `${h.status} ${h.texto} ← ${h.peticion}`])).values()];
    expect(distintos).toEqual([]);
    expect(resultados.flatMap((r) => r.servidor).map((h) => `${h.status} ${h.peticion} → ${h.texto}`)).toEqual([]);
    // Thousands of requests over every operation, three times: it grows with the routes, not with a
    // slow answer. Each request has its own guard (en-plazo.ts); this bound only caps the run.
  }, TOPE_BATERIA_MS);
});
