// The stack's PostgreSQL (Debian's binaries, as the tests use): one cluster holding the
// application's database and Temporal's two (persistence and visibility), each owned by its own
// role with its own password; fsync on, as in service. Backup and restore with pg_dump/pg_restore.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { ensurePostgres, isRoot, log } from '../lib/tools.mjs';

export const BASES = { ventanilla: 'ventanilla', temporal: 'temporal', temporal_visibility: 'temporal' };

function ids() {
  const id = (o) => Number(spawnSync('id', [o, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Runs one of PostgreSQL's programs (as the postgres user when this is root: initdb refuses root). */
export function pg(tool, args, { entrada, env } = {}) {
  const exe = path.join(ensurePostgres(), tool);
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8', input: entrada, env: { ...process.env, ...env }, maxBuffer: 64 * 2 ** 20 });
  if (r.error || r.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed (${r.status}):\n${[r.error?.message, r.stdout, r.stderr].filter(Boolean).join('\n')}`);
  return r.stdout;
}

const datos = (cfg) => path.join(cfg.rutas.pg, 'data');

/** A new cluster in <dir>/pg when there is none: scram passwords, loopback, the superuser's from secretos.json. */
export function inicializar(cfg, s) {
  if (fs.existsSync(path.join(datos(cfg), 'PG_VERSION'))) return false;
  fs.mkdirSync(cfg.rutas.pg, { recursive: true, mode: 0o700 });
  if (isRoot()) {
    const { uid, gid } = ids();
    fs.chownSync(cfg.rutas.pg, uid, gid);
  }
  const pwfile = path.join(cfg.rutas.pg, 'pwfile');
  fs.writeFileSync(pwfile, `${s.postgres}\n`, { mode: 0o600 });
  if (isRoot()) fs.chownSync(pwfile, ids().uid, ids().gid);
  try {
    pg('initdb', ['-D', datos(cfg), '-U', 'postgres', `--pwfile=${pwfile}`, '--auth-local=scram-sha-256', '--auth-host=scram-sha-256', '-E', 'UTF8', '--locale=C.UTF-8']);
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
  return true;
}

/** Starts the cluster (pg_ctl, waits until it accepts connections); returns its stop. */
export function iniciar(cfg) {
  const opciones = [
    `-p ${cfg.puertos.postgres}`,
    `-k ${cfg.rutas.pg}`,
    `-c listen_addresses=${cfg.host}`,
    // Two APIs and two workers with pools of 10, Temporal's own pools, the drills' checks.
    '-c max_connections=200',
    '-c shared_buffers=256MB',
  ].join(' ');
  const estado = spawnSync(isRoot() ? 'runuser' : path.join(ensurePostgres(), 'pg_ctl'), isRoot() ? ['-u', 'postgres', '--', path.join(ensurePostgres(), 'pg_ctl'), 'status', '-D', datos(cfg)] : ['status', '-D', datos(cfg)]);
  if (estado.status !== 0) pg('pg_ctl', ['start', '-D', datos(cfg), '-l', path.join(cfg.rutas.pg, 'postgres.log'), '-w', '-t', '60', '-o', opciones]);
  return () => detener(cfg);
}

export function detener(cfg, modo = 'fast') {
  try {
    pg('pg_ctl', ['stop', '-D', datos(cfg), '-m', modo, '-w', '-t', '60']);
  } catch (err) {
    if (!/not running|No such file|does not exist/i.test(err.message)) throw err;
  }
}

/** A connection as the superuser (setup, checks), or as another role to another database. */
export function conectar(cfg, s, { usuario = 'postgres', bd = 'postgres' } = {}) {
  return postgres({ host: cfg.host, port: cfg.puertos.postgres, user: usuario, password: s[usuario], database: bd, max: 2, onnotice: () => {} });
}

/** The roles and databases: ventanilla owns the application's, temporal owns Temporal's two. Idempotent. */
export async function crearBases(cfg, s) {
  const sql = conectar(cfg, s);
  try {
    for (const rol of ['ventanilla', 'temporal']) {
      const [r] = await sql`select 1 from pg_roles where rolname = ${rol}`;
      const clave = s[rol].replaceAll("'", "''");
      await sql.unsafe(r ? `alter role ${rol} login password '${clave}'` : `create role ${rol} login password '${clave}'`);
    }
    for (const [bd, dueno] of Object.entries(BASES)) {
      const [b] = await sql`select 1 from pg_database where datname = ${bd}`;
      if (!b) {
        await sql.unsafe(`create database ${bd} owner ${dueno} encoding 'UTF8'`);
        log(`database ${bd} created (owner ${dueno})`);
      }
    }
  } finally {
    await sql.end();
  }
}

/**
 * A base backup of the whole cluster (pg_basebackup, with the WAL it needs streamed alongside):
 * the application's database and Temporal's two as of one instant, so a workflow and the request
 * row it projects never disagree after a restore (dumps of each database would be taken at three
 * different instants). Taken while the stack runs; `-c fast` starts it at once.
 */
export function respaldar(cfg, s, destino) {
  fs.mkdirSync(path.dirname(destino), { recursive: true });
  if (isRoot()) {
    fs.mkdirSync(destino, { recursive: true, mode: 0o700 });
    fs.chownSync(destino, ids().uid, ids().gid);
  }
  const t0 = Date.now();
  pg('pg_basebackup', ['-h', cfg.host, '-p', String(cfg.puertos.postgres), '-U', 'postgres', '-D', destino, '-Fp', '-X', 'stream', '-c', 'fast'], { env: { PGPASSWORD: s.postgres } });
  const du = spawnSync('du', ['-sb', destino], { encoding: 'utf8' });
  return { ms: Date.now() - t0, bytes: Number(du.stdout.split(/\s/)[0]) };
}

/** A fresh stack's cluster from a respaldar(): the backup becomes its data directory (the stack's secretos.json must be the old one's). */
export function restaurar(cfg, origen) {
  if (fs.existsSync(path.join(datos(cfg), 'PG_VERSION'))) throw new Error(`${datos(cfg)} already holds a cluster: restore into a fresh stack directory`);
  const t0 = Date.now();
  fs.mkdirSync(cfg.rutas.pg, { recursive: true, mode: 0o700 });
  fs.cpSync(origen, datos(cfg), { recursive: true });
  fs.chmodSync(datos(cfg), 0o700);
  if (isRoot()) {
    const { uid, gid } = ids();
    spawnSync('chown', ['-R', `${uid}:${gid}`, cfg.rutas.pg]);
  }
  return { ms: Date.now() - t0 };
}
