// One Ventanilla per Playwright worker: the walks share the demo accounts (the same taxpayer opens
// requests in many walks, root resolves their tasks), so two walks at once against one server would
// see each other's requests. Worker i (its parallelIndex, which a restarted worker keeps) talks to
// server i: its own port (E2E_PORT + i), database, files, task queue and Temporal namespace
// (the servers seed the same accounts, so their workflow ids would meet in one namespace). All of
// them serve the one built web app (dist/) and use the run's PostgreSQL and Temporal servers.
// playwright.config.ts starts them (webServer); fixtures.ts gives each test its worker's.
import { fileURLToPath } from 'node:url';

export interface ServidorE2e {
  indice: number;
  puerto: number;
  baseURL: string;
  /** The database's name on DATABASE_URL's server; none with the embedded PGlite. */
  baseDeDatos: string;
  databaseUrl: string | undefined;
  dataDir: string;
  taskQueue: string;
  namespace: string;
}

/** E2E_PORT: another checkout's walks can run beside these on the same machine. */
const PUERTO_BASE = Number(process.env.E2E_PORT ?? 3100);
const RESULTADOS = fileURLToPath(new URL('../../test-results/', import.meta.url));

export function servidorE2e(indice: number): ServidorE2e {
  const puerto = PUERTO_BASE + indice;
  const baseDeDatos = `ventanilla_e2e_${indice}`;
  let databaseUrl: string | undefined;
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${baseDeDatos}`;
    databaseUrl = u.toString();
  }
  return {
    indice,
    puerto,
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${puerto}`,
    baseDeDatos,
    databaseUrl,
    // Files (uploads) of the server; PGlite too if no DATABASE_URL was given.
    dataDir: `${RESULTADOS}e2e-data/${indice}`,
    taskQueue: `ventanilla-e2e-${indice}`,
    namespace: `e2e-${indice}`,
  };
}

/** Servers (and workers): E2E_WORKERS, 2 by default; one when E2E_BASE_URL names a server already running. */
export function cuantosServidores(): number {
  if (process.env.E2E_BASE_URL) return 1;
  return Math.max(1, Number(process.env.E2E_WORKERS) || 2);
}
