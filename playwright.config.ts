import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// `npm test` exports DATABASE_URL (an admin URL: a throwaway cluster or the
// caller's server), TEMPORAL_ADDRESS and CHROMIUM_PATH; see scripts/test.mjs.
const PORT = 3100;
const E2E_DB = 'ventanilla_e2e';
// Files (uploads) of the e2e server; PGlite too if no DATABASE_URL was given.
const DATA_DIR = fileURLToPath(new URL('./test-results/e2e-data', import.meta.url));
const CREATE_DB = fileURLToPath(new URL('./scripts/create-db.mjs', import.meta.url));

function e2eDatabaseUrl(adminUrl: string | undefined): string | undefined {
  if (!adminUrl) return undefined;
  const url = new URL(adminUrl);
  url.pathname = `/${E2E_DB}`;
  return url.toString();
}

const databaseUrl = e2eDatabaseUrl(process.env.DATABASE_URL);
if (databaseUrl) process.env.E2E_DATABASE_URL = databaseUrl;

// The config is loaded again in every worker process: prepare once, in the runner,
// before the web server starts (its env is computed right here, at load).
if (!process.env.TEST_WORKER_INDEX && !process.env.VENTANILLA_E2E_PREPARED) {
  process.env.VENTANILLA_E2E_PREPARED = '1';
  rmSync(DATA_DIR, { recursive: true, force: true });
  if (databaseUrl) {
    execFileSync(process.execPath, [CREATE_DB, process.env.DATABASE_URL!, E2E_DB], {
      stdio: 'inherit',
    });
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  timeout: 120_000,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    // A click that can never happen (a dialog in the way) fails in seconds, not at the test's end.
    actionTimeout: 20_000,
    trace: 'retain-on-failure',
    locale: 'es-MX',
    timezoneId: 'America/Cancun',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Root, no GPU and a closed network (machine notes, issue 2).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node --import tsx scripts/embedded.ts',
        url: `http://127.0.0.1:${PORT}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          ...(process.env.TEMPORAL_ADDRESS ? { TEMPORAL_ADDRESS: process.env.TEMPORAL_ADDRESS } : {}),
          DATA_DIR,
          TASK_QUEUE: 'ventanilla-e2e',
          SEED_DEMO: '1',
          SERVE_WEB: '1',
        },
      },
});
