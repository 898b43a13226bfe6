// A throwaway PostgreSQL cluster from Debian's binaries, for `npm test`
// (integration and e2e need a real server; PGlite is only the `npm start` default).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePostgres, freePort, isRoot, log } from './lib/tools.mjs';

function postgresIds() {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * Starts a fresh cluster in a mkdtemp dir: trust auth, fsync off (it is
 * thrown away), listening on 127.0.0.1:<free port> and a socket in the dir.
 * `pid`: the server's (pg_ctl's daemon, not this process's child).
 * @returns {Promise<{url: string, port: number, dir: string, pid: number, stop: () => Promise<void>}>}
 */
export async function startPgCluster({ quiet = false } = {}) {
  const bin = ensurePostgres();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ventanilla-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  // initdb refuses to run as root: run the server tools as the postgres user.
  const asRoot = isRoot();
  if (asRoot) {
    const { uid, gid } = postgresIds();
    fs.chownSync(dir, uid, gid);
  }
  const pg = (tool, args) => {
    const exe = path.join(bin, tool);
    const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
    const res = spawnSync(cmd, argv, { encoding: 'utf8', cwd: dir });
    if (res.error || res.status !== 0) {
      const detail = [res.error?.message, res.stdout, res.stderr].filter(Boolean).join('\n');
      throw new Error(`${tool} failed (${res.status}):\n${detail}`);
    }
    return res.stdout;
  };

  let started = false;
  try {
    pg('initdb', [
      '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync',
    ]);
    const port = await freePort();
    const serverOpts = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    pg('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOpts]);
    started = true;
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    if (!quiet) log(`PostgreSQL ${path.basename(path.dirname(bin))} cluster at ${url} (${dir})`);

    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      try {
        pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w', '-t', '30']);
      } catch (err) {
        console.error(`[pg] ${err.message}`);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    };
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { url, port, dir, pid, stop };
  } catch (err) {
    if (fs.existsSync(logFile)) {
      console.error(`[pg] server log:\n${fs.readFileSync(logFile, 'utf8')}`);
    }
    if (started) {
      try {
        pg('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate']);
      } catch {
        /* best effort */
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

// `node scripts/pg-cluster.mjs`: start a cluster by hand, print its URL, stop on Ctrl-C.
if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startPgCluster();
  console.log(cluster.url);
  const shutdown = () => {
    void cluster.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  setInterval(() => {}, 1 << 30);
}
