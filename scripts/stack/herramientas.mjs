// The tools of the production topology (`npm run stack`) that are not npm packages: Temporal's own
// server and its SQL schema tool, built from their Go module, and Debian's nginx. Like
// scripts/lib/tools.mjs: plain Node, idempotent, cached under .tools/ (keyed by version).
import fs from 'node:fs';
import path from 'node:path';
import { TOOLS_DIR, isRoot, log, run } from '../lib/tools.mjs';

/** The server a municipality runs (not the CLI's dev server): persistence and visibility on PostgreSQL. */
export const TEMPORAL_SERVER_VERSION = 'v1.32.2';
/** The Go release the server's module asks for; the machine's Go fetches it from the module proxy. */
const GOTOOLCHAIN = 'go1.27.3';

function ejecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * `temporal-server` and `temporal-sql-tool` in .tools/temporal-server-<version>/. The first build
 * takes several minutes of CPU (a few hundred Go packages); later runs find the binaries.
 * TEMPORAL_SERVER_BIN_DIR names a directory that already holds both (an operator's own build).
 */
export function ensureTemporalServer() {
  const desdeEntorno = process.env.TEMPORAL_SERVER_BIN_DIR;
  const dir = desdeEntorno ? path.resolve(desdeEntorno) : path.join(TOOLS_DIR, `temporal-server-${TEMPORAL_SERVER_VERSION}`);
  const server = path.join(dir, 'temporal-server');
  const sqlTool = path.join(dir, 'temporal-sql-tool');
  if (ejecutable(server) && ejecutable(sqlTool)) return { server, sqlTool, version: TEMPORAL_SERVER_VERSION };
  if (desdeEntorno) throw new Error(`TEMPORAL_SERVER_BIN_DIR=${desdeEntorno} lacks temporal-server or temporal-sql-tool`);
  // Built in a scratch GOBIN, then renamed: an interrupted build never leaves half a tool behind.
  const tmp = `${dir}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  const env = { ...process.env, GOBIN: tmp, GOTOOLCHAIN, CGO_ENABLED: '0', GOFLAGS: '-trimpath' };
  log(`building Temporal server ${TEMPORAL_SERVER_VERSION} from its Go module into ${path.relative(process.cwd(), dir)}/ (first run only; several minutes)…`);
  const t0 = Date.now();
  try {
    run('go', ['install', '-ldflags', '-s -w', `go.temporal.io/server/cmd/server@${TEMPORAL_SERVER_VERSION}`, `go.temporal.io/server/cmd/tools/sql@${TEMPORAL_SERVER_VERSION}`], { env });
    fs.renameSync(path.join(tmp, 'server'), path.join(tmp, 'temporal-server'));
    fs.renameSync(path.join(tmp, 'sql'), path.join(tmp, 'temporal-sql-tool'));
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tmp, dir);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
  log(`Temporal server built in ${Math.round((Date.now() - t0) / 1000)} s`);
  return { server, sqlTool, version: TEMPORAL_SERVER_VERSION };
}

/** Debian's nginx binary (the reverse proxy in front of the two APIs). */
export function ensureNginx() {
  const candidatos = [process.env.NGINX_PATH, '/usr/sbin/nginx'].filter(Boolean);
  for (const c of candidatos) if (ejecutable(c)) return c;
  if (!isRoot()) throw new Error('nginx is missing: install it with apt-get (as root) or set NGINX_PATH');
  // RUNLEVEL=1: the package's own service (port 80, every interface) is not started; the stack
  // runs its own nginx with its own configuration on loopback.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  log('apt-get install nginx…');
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { env });
  if (!ejecutable('/usr/sbin/nginx')) throw new Error('apt-get installed no /usr/sbin/nginx');
  return '/usr/sbin/nginx';
}

// `node scripts/stack/herramientas.mjs`: build or find the tools and print where they are.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureTemporalServer());
  console.log(ensureNginx());
}
