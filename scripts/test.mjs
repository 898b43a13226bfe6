import './lib/node24.mjs'; // Node 24 LTS, the runtime production runs: fetched into .tools/ where this Node is older
// `npm test` (and `.ci/run`): the whole suite against real services.
//   npm test                      unit + integration + e2e, then stack
//   npm test -- unit|integration|e2e|stack [...]   a subset (scripts/lib/partes-prueba.mjs)
// Unit = vitest project `unit`; integration = vitest projects `integration` (files side by side)
// and `integration-serial` (after them, one at a time) against a real PostgreSQL (DATABASE_URL or
// a throwaway cluster) and a Temporal dev server (TEMPORAL_ADDRESS or one started here); e2e =
// Playwright in Debian's Chromium against the built web, one server per worker; stack = the
// production topology's drills (scripts/stack/simulacros.mjs, docs/OPERACION.md "Drills"), which
// start a stack of their own. Ends with the time of each part, the ten slowest files and
// `N passed, N failed[, N skipped]` alone on a line.
//
// The order (2 cores): the unit files run while the services start and the web app builds; then a
// template database (migrated, seeded) and the workflow bundle are made once, and the integration
// files and the walks run side by side on them. Both mostly wait (on Temporal's timers, on a
// browser), so together they take little more than the longer of the two. The drills come last,
// once the run's services are stopped: their stack is a PostgreSQL, a Temporal server, nginx, two
// APIs and two workers of its own, and they time what it does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ROOT,
  ensureChromium,
  ensureDockerCompose,
  ensureNodeModules,
  ensurePoppler,
  ensurePostgres,
  ensureSchemathesis,
  ensureTemporalCli,
  ensureTemporalTestServer,
  liveChildren,
  log,
  runProcess,
  viteBin,
} from './lib/tools.mjs';
import { archivosDePlaywright, archivosDeVitest, cronometro, masLentos, mmss, tablaDePartes, unirReportesVitest } from './lib/informe-pruebas.mjs';
import { medidorCpu } from './lib/cpu-arbol.mjs';
import { elegirPartes } from './lib/partes-prueba.mjs';

const RESULTS_DIR = path.join(ROOT, 'test-results');
const VITEST_JSON = path.join(RESULTS_DIR, 'vitest.json');
const vitestJson = (parte) => path.join(RESULTS_DIR, `vitest-${parte}.json`);
// Written by the json reporter configured in playwright.config.ts.
const PLAYWRIGHT_JSON = path.join(RESULTS_DIR, 'playwright.json');
// Written by scripts/stack/simulacros.mjs.
const STACK_JSON = path.join(RESULTS_DIR, 'stack.json');
/** The walks' servers, one per Playwright worker (tests/e2e/servidores.ts reads the same variable). */
const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

const eleccion = elegirPartes(process.argv.slice(2));
if (eleccion.error) {
  console.error(eleccion.error);
  process.exit(2);
}
const { filtros, opcionesVitest } = eleccion;
const suites = eleccion.partes;
const needServices = suites.has('integration') || suites.has('e2e');

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** A step that failed outside any test (build, runner crash) counts as one failed test. */
function stepFailed(what) {
  problems.push(what);
  totals.failed += 1;
}

const reloj = cronometro();
const cpu = medidorCpu();
const services = [];
let interrupted = false;
let stopping = null;
async function stopAll() {
  stopping ??= (async () => {
    // Test runners first, then the services they were using.
    for (const child of liveChildren()) {
      if (!services.some((s) => s.pid === child.pid)) await child.stop(10_000);
    }
    for (const svc of services.reverse()) {
      try {
        await svc.stop();
      } catch (err) {
        console.error(`[ventanilla] stopping ${svc.name}: ${err.message}`);
      }
    }
    for (const child of liveChildren()) await child.stop(5_000);
  })();
  return stopping;
}
// Ctrl-C: stop the running steps' processes now; main() then stops at its next
// checkInterrupted() and the services are stopped on the way out. This way a
// service that was starting at that moment is registered first and not orphaned.
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${sig}: stopping…`);
    for (const child of liveChildren()) {
      if (!services.some((s) => s.pid === child.pid)) void child.stop(10_000);
    }
    // Should main() hang anyway, do not stay around.
    setTimeout(() => void stopAll().then(() => process.exit(130)), 60_000).unref();
  });
}
/** Between steps: after Ctrl-C, start nothing new. */
function checkInterrupted() {
  if (interrupted) throw new Error('interrupted');
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** One vitest run of `projects`; its report goes to test-results/vitest-<parte>.json. */
async function runVitest(parte, projects, env, { prefix = false } = {}) {
  const json = vitestJson(parte);
  fs.rmSync(json, { force: true });
  const args = [
    path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    ...projects.map((p) => `--project=${p}`),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.relative(ROOT, json)}`,
    ...opcionesVitest,
    ...filtros.vitest,
  ];
  log(`vitest (${parte})…`);
  const code = await runProcess(parte, process.execPath, args, { env, prefix });
  const report = readJson(json);
  if (!report) {
    stepFailed(`vitest (${parte}) wrote no report (exit ${code})`);
    return;
  }
  let failed = report.numFailedTests ?? 0;
  // A file that fails to load has no test results of its own.
  for (const file of report.testResults ?? []) {
    const anyFailed = (file.assertionResults ?? []).some((a) => a.status === 'failed');
    if (file.status === 'failed' && !anyFailed) {
      failed += 1;
      problems.push(`vitest: ${path.relative(ROOT, file.name)} failed to run`);
    }
  }
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += failed;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  if (code !== 0 && failed === 0) stepFailed(`vitest (${parte}) exited with ${code} (unhandled errors?)`);
}

async function runPlaywright(env, { prefix = false } = {}) {
  fs.rmSync(PLAYWRIGHT_JSON, { force: true });
  const args = [path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--pass-with-no-tests', ...filtros.e2e];
  log(`playwright (e2e, ${E2E_WORKERS} workers)…`);
  const code = await runProcess('e2e', process.execPath, args, { env, prefix });
  const report = readJson(PLAYWRIGHT_JSON);
  if (!report) {
    stepFailed(`playwright wrote no report (exit ${code})`);
    return;
  }
  const stats = report.stats ?? {};
  const failed = stats.unexpected ?? 0;
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += failed;
  totals.skipped += stats.skipped ?? 0;
  // Errors outside tests: global setup, the web server not starting…
  for (const err of report.errors ?? []) {
    stepFailed(`playwright: ${(err.message ?? String(err)).split('\n')[0]}`);
  }
  if (code !== 0 && failed === 0 && !(report.errors ?? []).length) {
    stepFailed(`playwright exited with ${code}`);
  }
}

/**
 * The production topology's drills. Their tools come first and are timed apart: Temporal's own
 * server is built from its Go module into .tools/ the first time (minutes of CPU on 2 cores; later
 * runs find it), and nginx comes from apt-get. The drills' stack listens on STACK_DRILL_BASE
 * (4500: the proxy 4500, APIs 4501–4502, the systems 4510–4513, PostgreSQL 4520, Temporal
 * 4433–4443), none of the ports of the other parts.
 */
async function runStack() {
  await reloj.medir('stack setup', async () => {
    const { ensureNginx, ensureTemporalServer } = await import('./stack/herramientas.mjs');
    ensureTemporalServer();
    ensureNginx();
  });
  checkInterrupted();
  await reloj.medir('stack', async () => {
    log("the production topology's drills (scripts/stack/simulacros.mjs)…");
    const { correrSimulacros } = await import('./stack/simulacros.mjs');
    const r = await correrSimulacros([...opcionesVitest, ...filtros.stack]);
    totals.passed += r.passed;
    totals.failed += r.failed;
    const informe = readJson(STACK_JSON);
    if (!informe) problems.push('stack: the drills wrote no report');
    totals.skipped += (informe?.numPendingTests ?? 0) + (informe?.numTodoTests ?? 0);
  });
}

/** PostgreSQL and Temporal: from the environment, in containers or from local binaries. */
async function startServices(env) {
  const { elegirServicios, motorDeContenedores, postgresEnContenedor, temporalEnContenedor } = await import('./lib/servicios.mjs');
  const eleccion = elegirServicios({ env, motorResponde: motorDeContenedores });
  log(`services: ${eleccion.motivo}`);
  // The walks' servers each have a Temporal namespace (tests/e2e/servidores.ts).
  const namespaces = suites.has('e2e') ? Array.from({ length: E2E_WORKERS }, (_, i) => `e2e-${i}`) : [];
  const postgres = async () => {
    if (eleccion.postgres === 'contenedor') {
      const pg = await postgresEnContenedor();
      services.push({ name: 'postgres (contenedor)', pid: -1, stop: pg.stop });
      env.DATABASE_URL = pg.url;
    } else if (eleccion.postgres === 'binarios') {
      ensurePostgres();
      const { startPgCluster } = await import('./pg-cluster.mjs');
      const pg = await startPgCluster();
      services.push({ name: 'postgres', pid: -1, stop: pg.stop });
      // pg_ctl's daemon is no child of this process.
      cpu.adoptar(pg.pid);
      env.DATABASE_URL = pg.url;
    } else {
      log(`using DATABASE_URL from the environment`);
    }
  };
  const temporal = async () => {
    if (eleccion.temporal === 'contenedor') {
      const t = await temporalEnContenedor({ namespaces });
      services.push({ name: 'temporal (contenedor)', pid: -1, stop: t.stop });
      env.TEMPORAL_ADDRESS = t.address;
    } else if (eleccion.temporal === 'binarios') {
      const { startTemporalDev } = await import('./temporal-server.mjs');
      const t = await startTemporalDev({ headless: true, namespaces });
      services.push({ name: 'temporal', pid: t.pid, stop: t.stop });
      env.TEMPORAL_ADDRESS = t.address;
    } else {
      log(`using TEMPORAL_ADDRESS=${env.TEMPORAL_ADDRESS} from the environment (the walks' namespaces are registered by their servers)`);
    }
  };
  // Each registers itself in `services` as soon as it is up, so a failure of the other stops it.
  const [a, b] = await Promise.allSettled([postgres(), temporal()]);
  for (const r of [a, b]) if (r.status === 'rejected') throw r.reason;
}

/**
 * The template database every integration file and walk server copies, and the workflow bundle the
 * integration files' workers load (tests/integration/plantilla.ts), made once for the run.
 */
async function prepare(env) {
  const plantilla = `ventanilla_tpl_${process.pid}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ventanilla-prueba-'));
  const paquete = path.join(dir, 'flujos.js');
  services.push({
    name: 'plantilla',
    pid: -1,
    stop: async () => {
      fs.rmSync(dir, { recursive: true, force: true });
      const { default: postgres } = await import('postgres');
      const sql = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
      try {
        await sql.unsafe(`DROP DATABASE IF EXISTS ${plantilla} WITH (FORCE)`);
      } finally {
        await sql.end({ timeout: 5 });
      }
    },
  });
  log('template database and workflow bundle…');
  const conPaquete = suites.has('integration');
  const code = await runProcess('plantilla', process.execPath, ['--import', 'tsx', 'tests/integration/plantilla.ts', env.DATABASE_URL, plantilla, conPaquete ? paquete : '-'], { env });
  if (code !== 0) throw new Error(`tests/integration/plantilla.ts exited with ${code}`);
  env.VENTANILLA_PLANTILLA = plantilla;
  if (conPaquete) env.VENTANILLA_PAQUETE = paquete;
}

async function main() {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  for (const f of [VITEST_JSON, vitestJson('unit'), vitestJson('integration'), PLAYWRIGHT_JSON, STACK_JSON]) fs.rmSync(f, { force: true });
  const env = { ...process.env };

  await reloj.medir('install checks', async () => {
    ensureNodeModules();
    // pdfsig validates the e.firma signatures of the signed PDFs (unit, integration and e2e).
    env.PDFSIG_PATH = ensurePoppler();
    if (suites.has('unit')) {
      // scripts/compose.test.ts validates docker-compose.yml with Compose v2.
      const compose = ensureDockerCompose();
      if (compose.cmd !== 'docker') env.DOCKER_COMPOSE_PATH = compose.cmd;
    }
    if (needServices) {
      env.TEMPORAL_TEST_SERVER_PATH = ensureTemporalTestServer();
      // tests/integration/schemathesis.test.ts runs it against the API's OpenAPI.
      if (suites.has('integration')) env.SCHEMATHESIS_PATH = ensureSchemathesis();
      if (suites.has('e2e')) env.CHROMIUM_PATH = ensureChromium();
      // The Temporal CLI: the run's dev server, and the one tests/integration/caos.test.ts starts itself.
      env.TEMPORAL_CLI_PATH = ensureTemporalCli();
    }
  });
  checkInterrupted();

  // While the services start and the web app builds, the unit files run (none needs either).
  const unit = suites.has('unit') ? reloj.medir('unit', () => runVitest('unit', ['unit'], env, { prefix: needServices })) : null;
  const built = suites.has('e2e')
    ? reloj.medir('build (vite)', async () => {
        log('building the web app (vite build)…');
        const code = await runProcess('vite', process.execPath, [viteBin(), 'build'], { env, prefix: true, filter: (l) => !/^\s*(dist\/|computing gzip|transforming|rendering chunks)/.test(l) });
        if (code !== 0) stepFailed(`vite build failed (exit ${code}); e2e not run`);
        return code === 0;
      })
    : Promise.resolve(false);
  const ready = needServices
    ? (async () => {
        await reloj.medir('services', () => startServices(env));
        checkInterrupted();
        await reloj.medir('template + bundle', () => prepare(env));
      })()
    : Promise.resolve();
  // Let every branch settle before deciding (a failed one must not leave the others running unseen).
  const [u, b, r] = await Promise.allSettled([unit, built, ready]);
  for (const x of [u, b, r]) if (x.status === 'rejected') throw x.reason;
  checkInterrupted();

  const side = [];
  if (suites.has('integration')) side.push(() => reloj.medir('integration', () => runVitest('integration', ['integration', 'integration-serial'], env, { prefix: true })));
  if (suites.has('e2e') && b.value) side.push(() => reloj.medir('e2e', () => runPlaywright(env, { prefix: true })));
  if (side.length) log(side.length > 1 ? 'integration and e2e side by side (lines prefixed [integration] and [e2e])…' : 'running…');
  await Promise.all(side.map((f) => f()));
  checkInterrupted();

  if (suites.has('stack')) {
    // The run's PostgreSQL and Temporal are done with: the drills' stack gets the machine.
    await stopAll();
    stopping = null;
    services.length = 0;
    checkInterrupted();
    await runStack();
    checkInterrupted();
  }
}

function report() {
  const vitest = unirReportesVitest([readJson(vitestJson('unit')), readJson(vitestJson('integration'))]);
  if (vitest) fs.writeFileSync(VITEST_JSON, JSON.stringify(vitest));
  const archivos = [
    ...archivosDeVitest(readJson(vitestJson('unit')), ROOT, 'unit'),
    ...archivosDeVitest(readJson(vitestJson('integration')), ROOT, 'integration'),
    ...archivosDePlaywright(readJson(PLAYWRIGHT_JSON)),
    ...archivosDeVitest(readJson(STACK_JSON), ROOT, 'stack'),
  ];
  console.log('\nTime of each part (m:ss from the start; parts overlap):');
  for (const l of tablaDePartes(reloj.partes(), reloj.total())) console.log(l);
  const total = cpu.totalMs();
  if (total !== null) {
    const nucleos = os.availableParallelism();
    console.log(`\nCPU: ${mmss(total)} (user + system of the run's processes; on ${nucleos} idle cores, at least ${mmss(total / nucleos)} of wall time)`);
  }
  if (archivos.length) {
    console.log('\nSlowest files:');
    for (const f of masLentos(archivos)) console.log(`  ${mmss(f.ms).padStart(5)}  ${f.parte.padEnd(11)}  ${f.archivo}`);
  }
}

let crashed = false;
try {
  await main();
} catch (err) {
  crashed = true;
  if (interrupted) {
    await stopAll();
    process.exit(130);
  }
  console.error(`[ventanilla] npm test failed: ${err.stack ?? err.message}`);
  stepFailed(`harness: ${err.message.split('\n')[0]}`);
} finally {
  await stopAll();
}

report();
if (problems.length) {
  console.log('\nProblems outside the tests:');
  for (const p of problems) console.log(`  - ${p}`);
}
const summary = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
console.log(`\n${summary}`);
process.exit(totals.failed > 0 || crashed ? 1 : 0);
