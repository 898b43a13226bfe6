// What every test database and every test worker start from, made once per `npm test`:
//  - a template database, migrated and seeded with the demo accounts; each integration file and
//    each end-to-end server gets a copy (CREATE DATABASE … TEMPLATE, a file copy in the server,
//    a fraction of a second) instead of running the migrations again;
//  - the workflow bundle (webpack over workflows/, a few seconds of CPU), written to a file that
//    every test process reads instead of bundling the same code again (setup-paquete.ts).
// scripts/test.mjs runs this file before the integration files and the walks:
//   node --import tsx tests/integration/plantilla.ts <admin-url> <template> <bundle-file | ->
// ('-': no bundle, for the walks alone, whose servers bundle for themselves)
// and global-setup.ts calls the same functions when vitest runs on its own.
import { writeFileSync } from 'node:fs';
import postgres from 'postgres';
import { migrar } from '../../db/client';
import { sembrar } from '../../db/seed';
import { workflowBundle } from '../../worker/paquete';

export function urlConBase(url: string, base: string): string {
  const u = new URL(url);
  u.pathname = `/${base}`;
  return u.toString();
}

/** Drops (forcing out any session) and creates `nombre`, migrated and seeded with the demo accounts. */
export async function crearPlantilla(adminUrl: string, nombre: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(nombre)) throw new Error(`nombre de base no válido: ${nombre}`);
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
    await sql.unsafe(`CREATE DATABASE ${nombre}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  const url = urlConBase(adminUrl, nombre);
  await migrar(url);
  await sembrar(url, { demo: true });
}

export async function borrarBase(adminUrl: string, nombre: string): Promise<void> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Bundles the workflows once and writes the code to `archivo`. */
export async function escribirPaquete(archivo: string): Promise<void> {
  const { code } = await workflowBundle();
  writeFileSync(archivo, code);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [adminUrl, nombre, archivo] = process.argv.slice(2);
  if (!adminUrl || !nombre || !archivo) {
    console.error('uso: node --import tsx tests/integration/plantilla.ts <admin-url> <plantilla> <archivo-del-paquete | ->');
    process.exit(2);
  }
  await Promise.all([crearPlantilla(adminUrl, nombre), archivo === '-' ? null : escribirPaquete(archivo)]);
}
