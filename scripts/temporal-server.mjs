// The Temporal dev server (`temporal server start-dev`) for `npm start` (persisted
// under .data/temporal, Web UI on 127.0.0.1:8233 under /temporal, served to operators by the portal)
// and `npm test` (in memory, headless, free ports). Frontend and UI listen on the loopback only.
import fs from 'node:fs';
import path from 'node:path';
import {
  ensureTemporalCli,
  freePort,
  isPortOpen,
  log,
  probe,
  sleep,
  startProcess,
  waitForPort,
} from './lib/tools.mjs';

/**
 * Search attributes the procedures set, so an operator can find a request (ARCHITECTURE.md), with
 * their types: the current step and its task's due time let the Web UI list overdue requests.
 */
export const SEARCH_ATTRIBUTES = {
  Folio: 'Keyword',
  RFC: 'Keyword',
  Procedimiento: 'Keyword',
  Estatus: 'Keyword',
  Area: 'Keyword',
  Paso: 'Keyword',
  VenceTarea: 'Datetime',
};

const HOST = '127.0.0.1';

/**
 * `namespaces`: registered besides `default`, with the same search attributes (npm test's e2e
 * servers each use one of their own).
 * @param {{persistDir?: string, port?: number, uiPort?: number, headless?: boolean, name?: string, namespaces?: string[]}} opts
 * @returns {Promise<{address: string, uiUrl: string | null, pid: number, stop: () => Promise<void>}>}
 */
export async function startTemporalDev(opts = {}) {
  // A port found free can be taken by another process before the server binds it (tests of
  // other checkouts run on this machine too): with chosen-at-random ports, try again.
  const attempts = opts.port ? 1 : 3;
  for (let i = 1; ; i++) {
    try {
      return await startOnce(opts);
    } catch (err) {
      if (i >= attempts) throw err;
      console.warn(`[temporal] start-up failed (${err.message}); retrying on other ports (${i}/${attempts - 1})`);
    }
  }
}

async function startOnce({ persistDir, port, uiPort, headless = false, name = 'temporal', namespaces = [] } = {}) {
  const cli = ensureTemporalCli();
  port ??= await freePort();
  if (!headless) uiPort ??= port + 1000;
  for (const p of headless ? [port] : [port, uiPort]) {
    if (await isPortOpen(HOST, p)) {
      throw new Error(
        `port ${p} is already in use (another Temporal server?); stop it, or set TEMPORAL_PORT/TEMPORAL_UI_PORT, or TEMPORAL_ADDRESS to use a running server`,
      );
    }
  }

  const args = [
    'server', 'start-dev',
    '--ip', HOST,
    '--port', String(port),
    '--log-level', 'warn',
    '--namespace', 'default',
    ...namespaces.flatMap((ns) => ['--namespace', ns]),
    ...Object.entries(SEARCH_ATTRIBUTES).flatMap(([sa, tipo]) => ['--search-attribute', `${sa}=${tipo}`]),
  ];
  if (persistDir) {
    fs.mkdirSync(persistDir, { recursive: true });
    args.push('--db-filename', path.join(persistDir, 'temporal.db'));
  }
  if (headless) {
    args.push('--headless');
  } else {
    // The machine has no internet: the UI's news feed would only fail. The UI has no sign-in of its
    // own: it listens on the loopback, under the path the portal serves it at (api/operacion/temporal-ui.ts).
    args.push('--ui-ip', HOST, '--ui-port', String(uiPort), '--ui-public-path', '/temporal', '--ui-disable-news-fetch');
  }

  const proc = startProcess(name, cli, args, {
    quietOnStop: true,
    // A fresh dev server always says this once; it is not something to act on.
    filter: (line) => !line.includes('Cluster Id in Cluster Metadata config is not a valid uuid'),
  });
  const address = `${HOST}:${port}`;
  const stop = async () => {
    await proc.stop(15_000);
  };
  try {
    await waitForPort(HOST, port, 60_000, proc.running);
    // The frontend accepts connections before the search attributes are
    // registered; workflows that upsert them would fail until then.
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (!proc.running()) throw new Error('temporal server exited during start-up');
      const res = probe(cli, ['operator', 'search-attribute', 'list', '--address', address, '--namespace', 'default'], {
        timeout: 10_000,
      });
      if (res.ok && Object.entries(SEARCH_ATTRIBUTES).every(([sa, tipo]) => new RegExp(`^\\s*${sa}\\s+${tipo}`, 'mi').test(res.stdout))) break;
      if (Date.now() > deadline) {
        throw new Error(`search attributes not registered after 60 s:\n${res.stdout}${res.stderr}`);
      }
      await sleep(500);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  /** the UI's origin on the loopback: the portal's TEMPORAL_UI_UPSTREAM, never a browser's address */
  const uiUrl = headless ? null : `http://${HOST}:${uiPort}`;
  log(`Temporal dev server at ${address}${persistDir ? ` (data in ${persistDir})` : ' (in memory)'}${uiUrl ? `, Web UI on ${uiUrl}/temporal/ (loopback; the portal serves it)` : ''}`);
  return { address, uiUrl, pid: proc.pid, stop };
}

// `node scripts/temporal-server.mjs`: a headless in-memory server by hand; Ctrl-C stops it.
if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startTemporalDev({ headless: true });
  console.log(server.address);
  const shutdown = () => {
    void server.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
