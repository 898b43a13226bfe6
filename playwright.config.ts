import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { MAPA_TILES_URL_E2E } from './tests/e2e/teselas';

// `npm test` exports DATABASE_URL (an admin URL: a throwaway cluster or the
// caller's server), TEMPORAL_ADDRESS and CHROMIUM_PATH; see scripts/test.mjs.
// E2E_PORT: another checkout's walks can run beside these on the same machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
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

// Every spec takes `test` from tests/e2e/fixtures.ts, whose guard fails a test on any console
// error, page error or CSP violation (issue 8 §1): a spec that imports it from @playwright/test
// would walk without it, so it is refused here, before anything runs.
const E2E_DIR = fileURLToPath(new URL('./tests/e2e/', import.meta.url));
for (const f of readdirSync(E2E_DIR).filter((x) => x.endsWith('.spec.ts'))) {
  if (/^import\s+(?!type\b)[^;]*from\s+['"]@playwright\/test['"]/m.test(readFileSync(E2E_DIR + f, 'utf8'))) {
    throw new Error(`tests/e2e/${f}: importe test y expect de './fixtures' (la guardia de consola y CSP), no de '@playwright/test'`);
  }
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
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' } },
    // The taxpayer's walk again on a 390×844 phone (issue 8: "on a desktop and a phone"); the other
    // walks are the same on any screen and run once, on the desktop.
    {
      name: 'telefono',
      testMatch: /recorrido\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  ],
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
          // The walks start from the accounts alone (GODE561231GR8's profile captured, not sent).
          SEED_SOLICITUDES: '0',
          SERVE_WEB: '1',
          // Not OpenStreetMap's own: the CSP and the map must both follow the setting (fixtures.ts serves it).
          MAPA_TILES_URL: MAPA_TILES_URL_E2E,
        },
      },
});
