import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';
import { instrumentarPool, type EstadoPool } from './instrumentacion';

export type Db = PostgresJsDatabase<typeof schema>;
export interface DbHandle {
  db: Db;
  sql: postgres.Sql;
  close: () => Promise<void>;
  /** what the pool holds now (db/instrumentacion.ts) */
  pool: () => EstadoPool;
}

export function crearDb(url: string, opts: { max?: number } = {}): DbHandle {
  const max = opts.max ?? 10;
  const sql = postgres(url, {
    max,
    // PGlite (embedded default) has no SSL and a single backend; notices are noise in logs.
    onnotice: () => {},
    connection: { application_name: 'ventanilla' },
  });
  const pool = instrumentarPool(sql, max);
  const db = drizzle(sql, { schema });
  return { db, sql, close: () => sql.end({ timeout: 5 }), pool };
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrar(url: string): Promise<void> {
  const { db, close } = crearDb(url, { max: 1 });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await close();
  }
}
