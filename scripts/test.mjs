import './lib/node24.mjs'; // Node 24 LTS, the runtime production runs: fetched into .tools/ where this Node is older
// `npm test` (and `.ci/run`): the whole suite against real services (issue 2 §2).
//   npm test                      unit + integration + e2e
//   npm test -- unit|integration|e2e [...]   a subset
// Unit = vitest project `unit`; integration = vitest project `integration` against
// a real PostgreSQL (DATABASE_URL or a throwaway cluster) and a Temporal dev server
// (TEMPORAL_ADDRESS or one started here); e2e = Playwright in Debian's Chromium
// against the built web. Ends with `N passed, N failed[, N skipped]` alone on a line.
import fs from 'node:fs';
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

const SUITES = ['unit', 'integration', 'e2e'];
const RESULTS_DIR = path.join(ROOT, 'test-results');
const VITEST_JSON = path.join(RESULTS_DIR, 'vitest.json');
// Written by the json reporter configured in playwright.config.ts.
const PLAYWRIGHT_JSON = path.join(RESULTS_DIR, 'playwright.json');

const args = process.argv.slice(2).filter((a) => a !== '--');
// File filters (e.g. `npm test -- integration tests/integration/licencia`) narrow vitest's run.
const filtros = args.filter((a) => a.includes('/') || a.includes('.test'));
const requested = args.filter((a) => !filtros.includes(a));
/** `npm test -- e2e tests/e2e/licencia` runs one spec; such paths go to Playwright, the rest to vitest. */
const esFiltroE2e = (f) => f.includes('e2e/') || f.endsWith('.spec.ts');
for (const s of requested) {
  if (!SUITES.includes(s)) {
    console.error(`unknown suite "${s}"; use: npm test -- ${SUITES.join('|')}`);
    process.exit(2);
  }
}
const suites = new Set(requested.length ? requested : SUITES);
const needServices = suites.has('integration') || suites.has('e2e');

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** A step that failed outside any test (build, runner crash) counts as one failed test. */
function stepFailed(what) {
  problems.push(what);
  totals.failed += 1;
}

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
// Ctrl-C: stop the running step's processes now; main() then stops at its next
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

async function runVitest(env, { prefix = false } = {}) {
  const projects = ['unit', 'integration'].filter((p) => suites.has(p));
  if (!projects.length) return;
  fs.rmSync(VITEST_JSON, { force: true });
  const args = [
    path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    ...(projects.length === 2 ? [] : projects.map((p) => `--project=${p}`)),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.relative(ROOT, VITEST_JSON)}`,
    ...filtros.filter((f) => !esFiltroE2e(f)),
  ];
  log(`vitest (${projects.join(' + ')})…`);
  const code = await runProcess('vitest', process.execPath, args, { env, prefix });
  const report = readJson(VITEST_JSON);
  if (!report) {
    stepFailed(`vitest wrote no report (exit ${code})`);
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
  if (code !== 0 && failed === 0) stepFailed(`vitest exited with ${code} (unhandled errors?)`);
}

async function runPlaywright(env, { prefix = false } = {}) {
  fs.rmSync(PLAYWRIGHT_JSON, { force: true });
  const args = [path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '--pass-with-no-tests', ...filtros.filter(esFiltroE2e)];
  log('playwright (e2e)…');
  const code = await runProcess('playwright', process.execPath, args, { env, prefix });
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

async function main() {
  ensureNodeModules();
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const env = { ...process.env };
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
    // The e2e server runs the Temporal CLI's dev server itself: the CLI is always needed.
    env.TEMPORAL_CLI_PATH = ensureTemporalCli();
    const { elegirServicios, motorDeContenedores, postgresEnContenedor, temporalEnContenedor } = await import('./lib/servicios.mjs');
    const eleccion = elegirServicios({ env, motorResponde: motorDeContenedores });
    log(`services: ${eleccion.motivo}`);

    if (eleccion.postgres === 'contenedor') {
      const pg = await postgresEnContenedor();
      services.push({ name: 'postgres (contenedor)', pid: -1, stop: pg.stop });
      env.DATABASE_URL = pg.url;
    } else if (eleccion.postgres === 'binarios') {
      ensurePostgres();
      const { startPgCluster } = await import('./pg-cluster.mjs');
      const pg = await startPgCluster();
      services.push({ name: 'postgres', pid: -1, stop: pg.stop });
      env.DATABASE_URL = pg.url;
    } else {
      log(`using DATABASE_URL from the environment`);
    }
    checkInterrupted();
    if (eleccion.temporal === 'contenedor') {
      const t = await temporalEnContenedor();
      services.push({ name: 'temporal (contenedor)', pid: -1, stop: t.stop });
      env.TEMPORAL_ADDRESS = t.address;
    } else if (eleccion.temporal === 'binarios') {
      const { startTemporalDev } = await import('./temporal-server.mjs');
      const temporal = await startTemporalDev({ headless: true });
      services.push({ name: 'temporal', pid: temporal.pid, stop: temporal.stop });
      env.TEMPORAL_ADDRESS = temporal.address;
    } else {
      log(`using TEMPORAL_ADDRESS=${env.TEMPORAL_ADDRESS} from the environment`);
    }
  }

  let webBuilt = false;
  checkInterrupted();
  if (suites.has('e2e')) {
    log('building the web app (vite build)…');
    const code = await runProcess('vite', process.execPath, [viteBin(), 'build'], { env });
    webBuilt = code === 0;
    if (!webBuilt) stepFailed(`vite build failed (exit ${code}); e2e not run`);
  }

  checkInterrupted();
  const vitestSuites = suites.has('unit') || suites.has('integration');
  const e2e = suites.has('e2e') && webBuilt;
  // Only with the Temporal binary started here: a second one is then as cheap to start.
  const temporalPropio = services.some((s) => s.name === 'temporal');
  if (vitestSuites && e2e && temporalPropio && process.env.VENTANILLA_TEST_PARALELO === '1') {
    // Side by side (issue 17: npm test toward 30 minutes): the walks wait on a browser and the
    // integration files on Temporal's timers, so together they take little more than the longer of
    // the two (25–29 min here instead of about 55). They share PostgreSQL (separate databases) but
    // not Temporal: the e2e server gets a dev server of its own, as both seed the same demo accounts
    // and so the same workflow ids. Opt-in: on 2 cores, one run in three had a load-sensitive
    // failure (the chaos walk's deadlines, a tower task answered twice), so CI runs them in turn.
    const { startTemporalDev } = await import('./temporal-server.mjs');
    const t = await startTemporalDev({ headless: true, name: 'temporal-e2e' });
    services.push({ name: 'temporal-e2e', pid: t.pid, stop: t.stop });
    const e2eEnv = { ...env, TEMPORAL_ADDRESS: t.address };
    checkInterrupted();
    log('vitest and playwright side by side (VENTANILLA_TEST_PARALELO=1)…');
    await Promise.all([runVitest(env, { prefix: true }), runPlaywright(e2eEnv, { prefix: true })]);
  } else {
    await runVitest(env);
    checkInterrupted();
    if (e2e) await runPlaywright(env);
  }
  checkInterrupted();
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

if (problems.length) {
  console.log('\nProblems outside the tests:');
  for (const p of problems) console.log(`  - ${p}`);
}
const summary = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
console.log(`\n${summary}`);
process.exit(totals.failed > 0 || crashed ? 1 : 0);
