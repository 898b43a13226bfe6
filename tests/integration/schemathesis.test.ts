// Schemathesis (from PyPI, installed by scripts/lib/tools.mjs into .tools/venv) over the API's own
// OpenAPI, served by this file's API on a loopback port ("Tests that keep it closed"): every
// operation with schema-valid and schema-breaking inputs, as anonymous and as a signed-in taxpayer
// who has a profile, an establishment and a licence. Not one answer may be a server error (5xx).
// The harness runs the API in strict mode, so an answer that does not fit its declared schema is a
// 500 here too. Bounded: a fixed number of cases per operation and a time budget per run.
//
// What each run spends its cases on (Schemathesis's CPU, more than the API's, is most of this
// file's cost; its coverage phase makes every case the schema defines, whatever --max-examples):
// - anonymous, an operation that needs a session: the examples and fuzzing phases only. Its guard
//   (api/app.ts, `autenticar` on onRequest) answers 401 before the body, query or path is read,
//   so the coverage phase's ~40 input variants per operation all walked that one path (12,000 of
//   the run's 18,000 requests); the matrix (permisos.test.ts) proves each such operation refuses
//   anonymous. The public operations (security: []) get every phase.
// - signed in: every phase on every operation (the run that reaches the handlers).
// Neither keeps Hypothesis's example database (--generation-database none).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contribuyenteConPerfil, crearEntorno, formularioLicencia, type Entorno } from './harness';

const ST = process.env.SCHEMATHESIS_PATH ?? path.resolve('.tools/venv/bin/st');
/** Cases per operation and phase (over 100 operations). */
const CASOS = 8;
/** Anonymous, per operation that needs a session: its guard's one path, with the URL and headers drawn anew. */
const CASOS_GUARDIA = 3;
/**
 * Hypothesis's caches, kept beside the venv: its tables of Unicode and of the codec's characters
 * and the constants it reads from source files (keyed by their hash), seconds of CPU per process to
 * make again and the same every time. Nothing of a run's cases: the example database is off
 * (--generation-database none), so no run replays or stores another's.
 */
const CACHE_HYPOTHESIS = path.resolve(path.dirname(ST), '..', '..', 'hypothesis');
/**
 * The guard against a hang: a run that for this long neither calls the API nor writes a line is
 * stopped and counted as a failure. Not a bound on the whole run, which the cases per operation
 * bound: about three minutes alone on 2 cores, over ten beside the other integration files and the
 * walks on a loaded machine (a bound of ten minutes on the whole stopped it mid-way, twice).
 */
const SILENCIO_S = 180;
/** Caps a run all the same (the test's own timeout). */
const TOPE_MS = 3_600_000;

let e: Entorno;
let base = '';
let dir = '';
beforeAll(async () => {
  // Two runs of thousands of calls from one address within a minute: on a fast machine they passed
  // the harness's 10,000 a minute and the closing session check got 429. Limits are proven in auth.test.ts.
  e = await crearEntorno({ RATE_LIMIT_MAX: 1_000_000 });
  await e.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = e.app.server.address() as { port: number };
  base = `http://127.0.0.1:${port}`;
  dir = mkdtempSync(path.join(tmpdir(), 'schemathesis-'));
});
afterAll(async () => {
  await e?.cerrar();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Resultado {
  codigo: number | null;
  salida: string;
  /** the operations it tested */
  operaciones: number;
  /** one line per failing operation ('GET /api/x') */
  fallas: string[];
}

/** The anonymous run's schemathesis.toml: an operation without `security: []` (it needs a session) gets no coverage phase and fewer cases. */
const SIN_SESION = `[[operations]]
include-by = "/security != []"
phases.coverage.enabled = false
generation.max-examples = ${CASOS_GUARDIA}
`;

/** Runs schemathesis against an OpenAPI; the failures come from its JUnit report. `config`: a schemathesis.toml. */
function schemathesis(nombre: string, extra: string[], { config = '', openapi = `${base}/api/docs/json`, url = base, servidor = e.app.server } = {}): Promise<Resultado> {
  const junit = path.join(dir, `${nombre}.xml`);
  const toml = path.join(dir, `${nombre}.toml`);
  writeFileSync(toml, config);
  const args = [
    '--config-file',
    toml,
    'run',
    openapi,
    '--url',
    url,
    '--checks',
    'not_a_server_error',
    '--phases',
    'examples,coverage,fuzzing',
    '--max-examples',
    String(CASOS),
    '--seed',
    '2026',
    // One worker: Python 3.11's ast.parse is not thread-safe, and hypothesis calls it while drawing
    // (SystemError: AST constructor recursion depth mismatch with two).
    '--workers',
    '1',
    '--request-timeout',
    '30',
    '--no-shrink',
    // No example database: nothing is replayed from a past run, and Hypothesis keeps no Pareto
    // front of the cases to store in it (a tenth of the anonymous fuzzing phase's profile).
    '--generation-database',
    'none',
    '--suppress-health-check',
    'all',
    '--warnings',
    'off',
    '--report',
    'junit',
    '--report-junit-path',
    junit,
    ...extra,
  ];
  return new Promise((resolve, reject) => {
    // In the run's own directory: Schemathesis keeps a cache of past crashes (.schemathesis/) beside it,
    // which must neither land in the work tree nor replay one run's cases in the next.
    const p = spawn(ST, args, { cwd: dir, env: { ...process.env, NO_COLOR: '1', SCHEMATHESIS_HOOKS: '', HYPOTHESIS_STORAGE_DIRECTORY: CACHE_HYPOTHESIS }, stdio: ['ignore', 'pipe', 'pipe'] });
    let salida = '';
    let ultimaSenal = Date.now();
    const senal = () => (ultimaSenal = Date.now());
    servidor.on('request', senal);
    const leer = (d: Buffer) => {
      salida += d.toString();
      senal();
    };
    p.stdout.on('data', leer);
    p.stderr.on('data', leer);
    const vigia = setInterval(() => {
      if (Date.now() - ultimaSenal < SILENCIO_S * 1000) return;
      salida += `\n[prueba] ${SILENCIO_S} s sin peticiones ni salida: detenido\n`;
      p.kill('SIGKILL');
    }, 5_000);
    p.once('error', reject);
    p.once('exit', (codigo) => {
      clearInterval(vigia);
      servidor.off('request', senal);
      const xml = existsSync(junit) ? readFileSync(junit, 'utf8') : '';
      const fallas = [...xml.matchAll(/<testcase[^>]*name="([^"]+)"[^>]*>\s*<(failure|error)/g)].map((m) => m[1]);
      resolve({ codigo, salida, fallas, operaciones: Number(/<testsuite [^>]*tests="(\d+)"/.exec(xml)?.[1] ?? 0) });
    });
  });
}

const resumen = (r: Resultado) => `${r.fallas.join('\n')}\n---\n${r.salida.slice(-6000)}`;

describe('schemathesis over the OpenAPI: no server errors', () => {
  it('is installed by npm test (scripts/lib/tools.mjs ensureSchemathesis)', () => {
    expect(existsSync(ST), `${ST} does not exist: run \`npm test\`, which installs schemathesis into .tools/venv`).toBe(true);
  });

  it('catches a server error: an API with one route that answers 500 fails the run', { timeout: 60_000 }, async () => {
    const roto = Fastify({ logger: false });
    const doc = {
      openapi: '3.0.3',
      info: { title: 'sonda', version: '1' },
      paths: {
        '/bien/{id}': { get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }], responses: { 200: { description: 'ok' } } } },
        '/roto/{id}': { get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }], responses: { 200: { description: 'ok' } } } },
      },
    };
    roto.get('/openapi.json', async () => doc);
    roto.get('/bien/:id', async () => ({ ok: true }));
    roto.get('/roto/:id', async (_req, reply) => reply.code(500).send({ error: 'falla' }));
    await roto.listen({ host: '127.0.0.1', port: 0 });
    try {
      const url = `http://127.0.0.1:${(roto.server.address() as { port: number }).port}`;
      const r = await schemathesis('sonda', [], { openapi: `${url}/openapi.json`, url, servidor: roto.server });
      expect(r.fallas, resumen(r)).toEqual(['GET /roto/{id}']);
      expect(r.codigo).not.toBe(0);
    } finally {
      await roto.close();
    }
  });

  it('as anonymous', { timeout: TOPE_MS }, async () => {
    const r = await schemathesis('anonimo', [], { config: SIN_SESION });
    expect(r.fallas, resumen(r)).toEqual([]);
    expect(r.codigo, resumen(r)).toBe(0);
    expect(r.operaciones, 'every operation of the OpenAPI was tried').toBeGreaterThan(80);
  });

  it('as a signed-in taxpayer with a profile, an establishment and a licence', { timeout: TOPE_MS }, async () => {
    const t = await contribuyenteConPerfil(e);
    expect((await t.post('/api/establecimientos', formularioLicencia())).status).toBe(200);
    // Schemathesis reuses ids it reads in answers (the session's user id): signing out would leave the
    // rest of the run anonymous, so that one operation is left to the anonymous run and the matrix.
    const r = await schemathesis('contribuyente', ['--header', `Authorization: Bearer ${t.token}`, '--exclude-path', '/api/logout/{id}']);
    expect(r.fallas, resumen(r)).toEqual([]);
    expect(r.codigo, resumen(r)).toBe(0);
    expect(r.operaciones, 'every operation but sign-out was tried').toBeGreaterThan(80);
    // The session survived the run: the calls were made signed in, not refused as anonymous.
    expect((await t.get('/api/session')).status).toBe(200);
  });
});
