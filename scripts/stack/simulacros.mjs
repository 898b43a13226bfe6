import '../lib/node24.mjs'; // Node 24 LTS, the runtime production runs: fetched into .tools/ where this Node is older
// The production topology's drills (docs/OPERACION.md, "Drills"): vitest with
// vitest.stack.config.ts, which starts the stack itself. `npm test -- stack` runs them through
// correrSimulacros(); `node scripts/stack/simulacros.mjs [-t failover]` on their own, ending with
// `N passed, N failed` alone on a line. Extra arguments go to vitest.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, ensureNodeModules, runProcess } from '../lib/tools.mjs';
import { ensureNginx, ensureTemporalServer } from './herramientas.mjs';

/**
 * Installs or builds what the stack needs (before any drill's clock starts), runs the drills, stops
 * whatever a dead test process left running, and counts.
 * @param {string[]} [args] extra vitest arguments
 * @returns {Promise<{ passed: number, failed: number }>}
 */
export async function correrSimulacros(args = []) {
  ensureNodeModules();
  ensureTemporalServer();
  ensureNginx();
  const salida = path.join(ROOT, 'test-results', 'stack.json');
  fs.mkdirSync(path.dirname(salida), { recursive: true });
  fs.rmSync(salida, { force: true });
  // Each stack the drills start is listed here; whatever one left running is stopped after.
  const registro = path.join(ROOT, 'test-results', 'stack-dirs.txt');
  fs.writeFileSync(registro, '');
  const vitest = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
  const code = await runProcess('vitest', process.execPath, [vitest, 'run', '--config', 'vitest.stack.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${salida}`, ...args], {
    env: { ...process.env, STACK_REGISTRO: registro },
  });
  const { detenerHuerfanos } = await import('./topologia.mjs');
  for (const dir of fs.readFileSync(registro, 'utf8').split('\n').filter(Boolean)) detenerHuerfanos(dir);
  let passed = 0;
  let failed;
  try {
    const r = JSON.parse(fs.readFileSync(salida, 'utf8'));
    passed = r.numPassedTests;
    // A suite that failed outside any test (the stack did not come up) counts as one failure.
    failed = r.numFailedTests + (r.numFailedTestSuites && !r.numFailedTests ? r.numFailedTestSuites : 0);
  } catch {
    failed = 1;
  }
  if (code !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { passed, failed } = await correrSimulacros(process.argv.slice(2).filter((a) => a !== '--'));
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
