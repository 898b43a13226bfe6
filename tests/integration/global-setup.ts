// Integration tests run against a real PostgreSQL server and a real Temporal server, both
// started by `npm test` (scripts/test.mjs) and handed over as DATABASE_URL / TEMPORAL_ADDRESS.
// Here: one template database with migrations and seed; each test file clones it.
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { migrar } from '../../db/client';
import { sembrar } from '../../db/seed';

export function urlConBase(url: string, base: string): string {
  const u = new URL(url);
  u.pathname = `/${base}`;
  return u.toString();
}

const TEMPLATE = `ventanilla_tpl_${process.pid}`;

export default async function setup(project: TestProject) {
  const admin = process.env.DATABASE_URL;
  if (!admin || !process.env.TEMPORAL_ADDRESS) {
    throw new Error('Las pruebas de integración necesitan DATABASE_URL y TEMPORAL_ADDRESS: ejecútelas con `npm test`.');
  }
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  await sql.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE}`);
  await sql.unsafe(`CREATE DATABASE ${TEMPLATE}`);
  const url = urlConBase(admin, TEMPLATE);
  await migrar(url);
  await sembrar(url, { demo: true });
  project.provide('templateDb', TEMPLATE);
  return async () => {
    await sql.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await sql.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
  }
}
