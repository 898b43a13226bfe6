import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Pure parts are tested beside the code (unit); what needs PostgreSQL and
// Temporal lives in tests/integration (run by `npm test`, which starts them).
const UNIT_DIRS = ['domain', 'db', 'api', 'web', 'sim', 'activities', 'workflows', 'worker', 'scripts'];
const INTEGRATION_SETUP = 'tests/integration/global-setup.ts';
const CORES = availableParallelism();

/**
 * Integration files that do not share the machine: they run after the others, one at a time.
 * caos.test.ts kills and restarts its own API, worker and Temporal server and waits for each to
 * come back, with deadlines a starved machine would miss for reasons that are not the product's.
 * The batteries over every route (schemathesis, espanol, hostiles) are CPU-bound and the longest
 * files, but guard against a hang by silence, not by a bound on the whole (en-plazo.ts, the
 * silence of Schemathesis): they start first beside the others (LARGOS below) instead of adding
 * their minutes one after another at the end.
 */
export const INTEGRACION_EN_SERIE = ['tests/integration/caos.test.ts'];

/**
 * Integration files at a time (each has its own database, task queue, simulators and time-skipping
 * server). As many as cores: beside the walks of the e2e part, more files than cores made every
 * hook and walk wait its turn for the CPU past its guard, and finished no sooner; VENTANILLA_IT_WORKERS
 * overrides it.
 */
const INTEGRACION_A_LA_VEZ = Number(process.env.VENTANILLA_IT_WORKERS) || Math.max(2, CORES);

// The order the files start in. With files side by side the run lasts at least as long as its
// longest file plus whatever started before it, so the long ones go first. vitest already runs
// the longest first when its cache (node_modules/.vite) has the last run's durations; a fresh
// clone has none and would start them by size, and schemathesis.test.ts (small, minutes long)
// started last and ran alone at the end. LARGOS names the files measured longest (npm test prints
// the ten slowest at the end of every run): they start first, in this order, then the rest in
// vitest's own order.
const LARGOS = [
  'tests/integration/schemathesis.test.ts',
  'tests/integration/conformidad-workflow.test.ts',
  'tests/integration/permisos.test.ts',
  'tests/integration/espanol.test.ts',
  'tests/integration/auth.test.ts',
  'tests/integration/hostiles.test.ts',
  'tests/integration/recordatorios-tramites.test.ts',
  'tests/integration/uso-suelo.test.ts',
];

class LargosPrimero extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const orden = await super.sort(files);
    const rango = (f: TestSpecification) => {
      const i = LARGOS.findIndex((l) => f.moduleId.endsWith(l));
      return i < 0 ? LARGOS.length : i;
    };
    // Stable: within a project (vitest keeps projects and their group order apart) only the named files move.
    return orden
      .map((f, i) => ({ f, i }))
      .sort((a, b) => {
        const grupo = a.f.project.config.sequence.groupOrder - b.f.project.config.sequence.groupOrder;
        if (grupo !== 0 || a.f.project.name !== b.f.project.name) return a.i - b.i;
        return rango(a.f) - rango(b.f) || a.i - b.i;
      })
      .map(({ f }) => f);
  }
}

const integracion = {
  environment: 'node' as const,
  exclude: ['**/node_modules/**'],
  globalSetup: existsSync(INTEGRATION_SETUP) ? [INTEGRATION_SETUP] : [],
  // One bundle of the workflows for the whole run (setup-paquete.ts).
  setupFiles: ['tests/integration/setup-paquete.ts'],
  testTimeout: 120_000,
  // A test and a file's beforeAll (its database from the template, its worker, its first workflows)
  // wait their turn for the CPU beside the walks on 2 cores: guards against a hang, not measures.
  hookTimeout: 300_000,
};

export default defineConfig({
  test: {
    // A layer with no tests yet is not a failure; `npm test` prints the totals.
    passWithNoTests: true,
    // The longest integration files start first (LargosPrimero, above).
    sequence: { sequencer: LargosPrimero },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: UNIT_DIRS.flatMap((dir) => [`${dir}/**/*.test.ts`, `${dir}/**/*.test.tsx`]),
          exclude: ['**/node_modules/**', 'tests/**', 'dist/**', '.data/**', '.tools/**'],
          // The unit files hold no state between them (no module mocks; fake timers are put back
          // after each test), so they share worker threads instead of a fresh process each: the
          // part's CPU time falls to a third (about 67 s → 22 s measured), most of it having been
          // the start of a process and the import of the same modules for each of 165 files.
          pool: 'threads',
          isolate: false,
          maxWorkers: CORES,
          sequence: { groupOrder: 0 },
          // The default 5 s is a guard against a hang, not a measure: the PDF engine's tests take
          // 2–3 s alone and several times that beside the other parts of `npm test` on 2 cores.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          ...integracion,
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...integracion.exclude, ...INTEGRACION_EN_SERIE],
          maxWorkers: INTEGRACION_A_LA_VEZ,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          ...integracion,
          name: 'integration-serial',
          include: INTEGRACION_EN_SERIE,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
