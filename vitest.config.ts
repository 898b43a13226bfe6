import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Pure parts are tested beside the code (unit); what needs PostgreSQL and
// Temporal lives in tests/integration (run by `npm test`, which starts them).
const UNIT_DIRS = ['domain', 'api', 'web', 'sim', 'activities', 'workflows', 'worker', 'scripts'];
const INTEGRATION_SETUP = 'tests/integration/global-setup.ts';

export default defineConfig({
  test: {
    // A layer with no tests yet is not a failure; `npm test` prints the totals.
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: UNIT_DIRS.flatMap((dir) => [`${dir}/**/*.test.ts`, `${dir}/**/*.test.tsx`]),
          exclude: ['**/node_modules/**', 'tests/**', 'dist/**', '.data/**', '.tools/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: existsSync(INTEGRATION_SETUP) ? [INTEGRATION_SETUP] : [],
          // One shared database and Temporal server: files run one after another.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
