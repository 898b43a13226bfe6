// Integration tests run against a real PostgreSQL server and a real Temporal server, both
// started by `npm test` (scripts/test.mjs) and handed over as DATABASE_URL / TEMPORAL_ADDRESS.
// Here: one template database with migrations and seed, which each test file clones, and one
// workflow bundle, which each test file's workers load (plantilla.ts). `npm test` makes both
// before vitest starts and names them in VENTANILLA_PLANTILLA / VENTANILLA_PAQUETE (the
// end-to-end servers clone the same template); vitest run on its own makes its own here.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { borrarBase, crearPlantilla, escribirPaquete } from './plantilla';

export { urlConBase } from './plantilla';

export default async function setup(project: TestProject) {
  const admin = process.env.DATABASE_URL;
  if (!admin || !process.env.TEMPORAL_ADDRESS) {
    throw new Error('Las pruebas de integración necesitan DATABASE_URL y TEMPORAL_ADDRESS: ejecútelas con `npm test`.');
  }
  const limpiar: (() => Promise<void>)[] = [];
  let plantilla = process.env.VENTANILLA_PLANTILLA;
  let paquete = process.env.VENTANILLA_PAQUETE;
  const hacer: Promise<void>[] = [];
  if (!plantilla) {
    const nombre = `ventanilla_tpl_${process.pid}_${project.name.replace(/[^a-z0-9]/g, '_')}`;
    plantilla = nombre;
    hacer.push(crearPlantilla(admin, nombre));
    limpiar.push(() => borrarBase(admin, nombre));
  }
  if (!paquete) {
    const dir = mkdtempSync(path.join(tmpdir(), 'ventanilla-paquete-'));
    paquete = path.join(dir, 'flujos.js');
    hacer.push(escribirPaquete(paquete));
    limpiar.push(async () => rmSync(dir, { recursive: true, force: true }));
  }
  await Promise.all(hacer);
  project.provide('templateDb', plantilla);
  project.provide('paqueteFlujos', paquete);
  return async () => {
    for (const f of limpiar) await f();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
    /** The workflow bundle's code, in a file (setup-paquete.ts). */
    paqueteFlujos: string;
  }
}
