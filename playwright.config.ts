import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { cuantosServidores, servidorE2e } from './tests/e2e/servidores';
import { MAPA_TILES_URL_E2E } from './tests/e2e/teselas';

// `npm test` exports DATABASE_URL (an admin URL: a throwaway cluster or the
// caller's server), TEMPORAL_ADDRESS, CHROMIUM_PATH and VENTANILLA_PLANTILLA (a database migrated
// and seeded with the demo accounts, which each server's database copies); see scripts/test.mjs.
// One server per worker (tests/e2e/servidores.ts).
const CREATE_DB = fileURLToPath(new URL('./scripts/create-db.mjs', import.meta.url));
const WORKERS = cuantosServidores();
const SERVIDORES = Array.from({ length: WORKERS }, (_, i) => servidorE2e(i));

// Every spec takes `test` from tests/e2e/fixtures.ts, whose guard fails a test on any console
// error, page error or CSP violation: a spec that imports it from @playwright/test
// would walk without it, so it is refused here, before anything runs.
const E2E_DIR = fileURLToPath(new URL('./tests/e2e/', import.meta.url));
for (const f of readdirSync(E2E_DIR).filter((x) => x.endsWith('.spec.ts'))) {
  if (/^import\s+(?!type\b)[^;]*from\s+['"]@playwright\/test['"]/m.test(readFileSync(E2E_DIR + f, 'utf8'))) {
    throw new Error(`tests/e2e/${f}: importe test y expect de './fixtures' (la guardia de consola y CSP), no de '@playwright/test'`);
  }
}

// The config is loaded again in every worker process: prepare once, in the runner,
// before the web servers start (their env is computed right here, at load).
if (!process.env.TEST_WORKER_INDEX && !process.env.VENTANILLA_E2E_PREPARED && !process.env.E2E_BASE_URL) {
  process.env.VENTANILLA_E2E_PREPARED = '1';
  for (const s of SERVIDORES) {
    rmSync(s.dataDir, { recursive: true, force: true });
    if (s.databaseUrl) {
      const plantilla = process.env.VENTANILLA_PLANTILLA ? [process.env.VENTANILLA_PLANTILLA] : [];
      execFileSync(process.execPath, [CREATE_DB, process.env.DATABASE_URL!, s.baseDeDatos, ...plantilla], { stdio: 'inherit' });
    }
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // Whole files to a worker: the tests of a file follow one another on the same data.
  fullyParallel: false,
  workers: WORKERS,
  timeout: 120_000,
  // An assertion waits for its condition; 5 s (the default) is how long a page may take to say it
  // on a quiet machine, and the walks share 2 cores with the integration files: a route that
  // loads its code and data in 3 s alone took more than 15 s beside them at a load of 15–20.
  // A guard against a page that never says it, not a measure of speed (npm run bench measures).
  expect: { timeout: 30_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    // Each worker's own server: fixtures.ts sets baseURL from the worker's index.
    baseURL: SERVIDORES[0]!.baseURL,
    screenshot: 'only-on-failure',
    // A click that can never happen (a dialog in the way) fails in seconds, not at the test's end.
    actionTimeout: 30_000,
    trace: 'retain-on-failure',
    locale: 'es-MX',
    timezoneId: 'America/Cancun',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Pages are drawn by Skia on the CPU, not through SwiftShader's emulated GPU (Playwright's
      // default): the same pixels for the screenshots, a tenth less CPU per walk (measured on
      // licencia.spec.ts: 3:49 against 4:12 of the run's CPU).
      ignoreDefaultArgs: ['--enable-gpu-rasterization', '--enable-unsafe-swiftshader'],
      // Root, no GPU and a closed network (machine notes).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-gpu-compositing',
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
    // The taxpayer's walk again on a 390×844 phone ("on a desktop and a phone"); the other
    // walks are the same on any screen and run once, on the desktop.
    {
      name: 'telefono',
      testMatch: /recorrido\.spec\.ts$/,
      use: { browserName: 'chromium', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : SERVIDORES.map((s) => ({
        command: 'node --import tsx tests/e2e/servidor.ts',
        url: `${s.baseURL}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe' as const,
        stderr: 'pipe' as const,
        gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
        env: {
          PORT: String(s.puerto),
          HOST: '127.0.0.1',
          ...(s.databaseUrl ? { DATABASE_URL: s.databaseUrl } : {}),
          ...(process.env.TEMPORAL_ADDRESS ? { TEMPORAL_ADDRESS: process.env.TEMPORAL_ADDRESS } : {}),
          TEMPORAL_NAMESPACE: s.namespace,
          DATA_DIR: s.dataDir,
          TASK_QUEUE: s.taskQueue,
          SEED_DEMO: '1',
          // The walks start from the accounts alone (GODE561231GR8's profile captured, not sent).
          SEED_SOLICITUDES: '0',
          SERVE_WEB: '1',
          // A line per request from two servers buried the walks' own lines (16,000 of them in a
          // run); warnings and errors still show. LOG_LEVEL=info brings the rest back.
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          // Not OpenStreetMap's own: the CSP and the map must both follow the setting (fixtures.ts serves it).
          MAPA_TILES_URL: MAPA_TILES_URL_E2E,
        },
      })),
});
