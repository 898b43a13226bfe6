import './lib/node24.mjs'; // Node 24 LTS, the runtime production runs: fetched into .tools/ where this Node is older
// `npm start`: everything from a fresh clone.
// npm packages → Temporal CLI → Temporal dev server (persisted under .data/temporal,
// Web UI on the loopback under /temporal, which the portal serves to root and operativo) → web build when stale → scripts/embedded.ts (PGlite unless
// DATABASE_URL, migrations, seed, worker, API serving the web on PORT).
// Ctrl-C / SIGTERM stops every child started here, by pid, and waits for them. A child that
// dies (Temporal, the app) is started again with growing waits, and the terminal says so.
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT,
  ensureNodeModules,
  ensureTemporalCli,
  isPortOpen,
  liveChildren,
  log,
  mtimeMs,
  newestMtime,
  runProcess,
  sleep,
  startProcess,
  viteBin,
} from './lib/tools.mjs';
import { supervisar } from './lib/supervisor.mjs';

const DATA_DIR = path.join(ROOT, '.data');
const PORT = Number(process.env.PORT ?? 3000);
// A second portal (another checkout, another PORT) gets its own Temporal ports: 7233 + (PORT - 3000).
const derivado = 7233 + (PORT - 3000);
const TEMPORAL_PORT = Number(process.env.TEMPORAL_PORT ?? (derivado >= 1024 && derivado <= 64_000 ? derivado : 7233));
const TEMPORAL_UI_PORT = Number(process.env.TEMPORAL_UI_PORT ?? TEMPORAL_PORT + 1000);

/** Services to stop, newest first (app before Temporal). */
const stoppers = [];
let shuttingDown = false;

async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  log('stopping…');
  for (const stop of stoppers.reverse()) {
    try {
      await stop();
    } catch (err) {
      console.error(`[ventanilla] ${err.message}`);
    }
  }
  // Anything still starting when the signal came (vite, a Temporal not yet up).
  for (const child of liveChildren()) await child.stop(10_000);
  log('stopped');
  process.exit(code);
}

// npm forwards the terminal's Ctrl-C as well, so a second signal is expected and ignored.
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(143));

function webBuildIsStale() {
  const built = mtimeMs(path.join(ROOT, 'dist', 'web', 'index.html'));
  if (built < 0) return true;
  // The web bundle also holds domain/ (shared zod schemas and machines).
  const sources = ['web', 'domain', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) =>
    path.join(ROOT, p),
  );
  return newestMtime(sources) > built;
}

/** One `npm start` per checkout: two would open the same PGlite and Temporal files. */
function reservarDatos() {
  const candado = path.join(DATA_DIR, 'npm-start.pid');
  try {
    const otro = Number(fs.readFileSync(candado, 'utf8'));
    if (otro && otro !== process.pid) {
      let vivo = true;
      try {
        process.kill(otro, 0);
      } catch (err) {
        vivo = err.code === 'EPERM';
      }
      if (vivo) throw new Error(`another npm start (pid ${otro}) uses ${path.relative(ROOT, DATA_DIR)}/; stop it, or run the second portal from another checkout with its own PORT`);
    }
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(candado, String(process.pid));
  stoppers.unshift(async () => fs.rmSync(candado, { force: true }));
}

async function main() {
  ensureNodeModules();
  fs.mkdirSync(DATA_DIR, { recursive: true });
  reservarDatos();

  let temporalAddress = process.env.TEMPORAL_ADDRESS;
  let temporalUi = process.env.TEMPORAL_UI_URL ?? null;
  /** the dev server's UI on the loopback, which the portal serves under /temporal/ to root and operativo */
  let temporalUiUpstream = process.env.TEMPORAL_UI_UPSTREAM ?? null;
  if (!temporalAddress) {
    ensureTemporalCli();
    const { startTemporalDev } = await import('./temporal-server.mjs');
    const temporalPort = TEMPORAL_PORT;
    const uiPort = TEMPORAL_UI_PORT;
    let primero = null;
    const temporal = supervisar({
      nombre: 'Temporal',
      log,
      iniciar: async () => {
        // Same ports and data on every restart: the app reconnects to the same address.
        const t = await startTemporalDev({ persistDir: path.join(DATA_DIR, 'temporal'), port: temporalPort, uiPort });
        primero ??= t;
        const hijo = liveChildren().find((c) => c.pid === t.pid);
        return { exited: hijo ? hijo.exited : Promise.resolve({ code: null, signal: null }), stop: t.stop };
      },
    });
    stoppers.push(() => temporal.detener());
    await temporal.primero;
    temporalAddress = primero.address;
    temporalUiUpstream = primero.uiUrl;
    temporalUi = `http://localhost:${PORT}/temporal/`;
  }
  if (shuttingDown) return;

  if (webBuildIsStale()) {
    log('building the web app (vite build)…');
    const code = await runProcess('vite', process.execPath, [viteBin(), 'build']);
    if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
  }
  if (shuttingDown) return;

  if (await isPortOpen('127.0.0.1', PORT)) {
    throw new Error(`port ${PORT} is already in use; set PORT to use another`);
  }
  if (shuttingDown) return;
  const env = {
    ...process.env,
    TEMPORAL_ADDRESS: temporalAddress,
    ...(process.env.TEMPORAL_UI_URL ? { TEMPORAL_UI_URL: process.env.TEMPORAL_UI_URL } : {}),
    ...(temporalUiUpstream ? { TEMPORAL_UI_UPSTREAM: temporalUiUpstream } : {}),
    PORT: String(PORT),
    DATA_DIR,
    SERVE_WEB: process.env.SERVE_WEB ?? '1',
  };
  const supervisorApp = supervisar({
    nombre: 'the app',
    log,
    iniciar: async () => {
      // A restarted app may find its old port still closing.
      for (let i = 0; i < 20 && (await isPortOpen('127.0.0.1', PORT)); i++) await sleep(500);
      const app = startProcess('app', process.execPath, ['--import', 'tsx', 'scripts/embedded.ts'], { prefix: false, env });
      return { exited: app.exited, stop: () => app.stop(20_000) };
    },
  });
  stoppers.push(() => supervisorApp.detener());
  await supervisorApp.primero;

  // Tell the URLs once the portal answers.
  const deadline = Date.now() + 180_000;
  while (!shuttingDown && Date.now() < deadline) {
    if (await isPortOpen('127.0.0.1', PORT)) {
      const lines = [
        '',
        '  Ventanilla is running',
        `  Portal:          http://localhost:${PORT}`,
        temporalUi ? `  Temporal Web UI: ${temporalUi} (root y operativo, desde Operación)` : null,
        `  Temporal:        ${temporalAddress}`,
        `  Data:            ${path.relative(ROOT, DATA_DIR)}/`,
        '  Ctrl-C stops everything; a part that stops by itself is started again.',
        '',
      ].filter((l) => l !== null);
      console.log(lines.join('\n'));
      return;
    }
    await sleep(500);
  }
  if (!shuttingDown) log(`the portal did not open port ${PORT} within 180 s; still waiting`);
}

main().catch((err) => {
  console.error(`[ventanilla] npm start failed: ${err.message}`);
  void shutdown(1);
});
