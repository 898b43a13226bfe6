// What several bench parts share: a fresh database on the bench's PostgreSQL, and one HTTP
// measurement run from a separate process (bench/cliente.ts) so the load generator never shares the
// server's event loop.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import postgres from 'postgres';
import { buildApp } from '../api/app';
import { cargarConfig } from '../api/config';
import { crearDeps } from '../api/deps';
import { crearDb } from '../db/client';
import { DEMO_PASSWORD } from '../db/seed';
import type { Resultado } from './http-carga';

const ejecutar = promisify(execFile);

/** Drops and recreates `nombre` on the server of DATABASE_URL; returns its URL. */
export async function baseNueva(nombre: string): Promise<string> {
  const admin = process.env.DATABASE_URL;
  if (!admin) throw new Error(`DATABASE_URL (un servidor PostgreSQL donde crear la base ${nombre})`);
  const s = postgres(admin, { max: 1, onnotice: () => {} });
  try {
    await s.unsafe(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
    await s.unsafe(`CREATE DATABASE ${nombre}`);
  } finally {
    await s.end();
  }
  const u = new URL(admin);
  u.pathname = `/${nombre}`;
  return u.toString();
}

/** One measurement of `url`, generated from another process. */
export async function medirEnOtroProceso(nombre: string, url: string, opts: Record<string, unknown>): Promise<Resultado> {
  const { stdout } = await ejecutar(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./cliente.ts', import.meta.url)), JSON.stringify({ nombre, url, ...opts })]);
  return JSON.parse(stdout) as Resultado;
}

/**
 * The API on a free loopback port for a bench: logs off, the web not served, rate limits out of the
 * way (the measure is the API, not the per-address limits of an office behind one address).
 */
export async function apiDeBench(url: string, poolMax: number, extra: Record<string, string | number> = {}) {
  const config = cargarConfig(process.env, {
    DATABASE_URL: url,
    SERVE_WEB: '0',
    LOG_LEVEL: 'silent',
    DEMO: '1',
    RATE_LIMIT_MAX: 10_000_000,
    RATE_LIMIT_AUTH_MAX: 10_000_000,
    ...extra,
  });
  const db = crearDb(url, { max: poolMax });
  const deps = await crearDeps(config, db);
  const app = await buildApp(deps, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const origen = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return {
    app,
    deps,
    db,
    origen,
    cerrar: async () => {
      await app.close();
      await deps.cerrar();
      await db.close();
    },
  };
}

/** The bare Fastify route every throughput is compared with, on a free loopback port. */
export async function rutaVacia(): Promise<{ url: string; cerrar: () => Promise<void> }> {
  const bare = Fastify({ logger: false });
  bare.get('/vacio', async () => ({ success: true, message: '', data: null }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/vacio`, cerrar: () => bare.close() };
}

/** Signs a demo account in through the API (`api`: its origin followed by /api); returns the bearer token. */
export async function entrar(api: string, usuario: string): Promise<string> {
  const r = await fetch(`${api}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: usuario, password: DEMO_PASSWORD }) });
  if (!r.ok) throw new Error(`login ${usuario}: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { data: { token: string } }).data.token;
}
