// The stack the drills run against: the production topology (scripts/stack/topologia.mjs) in a
// scratch directory on its own ports (STACK_DRILL_BASE, 4500), the application's database as the
// ventanilla role, and a connection to Temporal's frontend with the application's certificate.
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Connection } from '@temporalio/client';
import { crearDb, type DbHandle } from '../../db/client';
import { iniciarStack, type Stack } from '../../scripts/stack/topologia.mjs';
import { urlBd } from '../../scripts/stack/config.mjs';
import { conectarTemporal } from '../../scripts/stack/temporal.mjs';

export type { Stack };

export interface EntornoStack {
  stack: Stack;
  db: DbHandle;
  temporal: Connection;
  /** stops everything; the directory (logs included) stays when the drills failed */
  cerrar: (conservar?: boolean) => Promise<void>;
}

export const log = (m: string) => console.log(`[simulacro] ${m}`);

export async function levantar(base = Number(process.env.STACK_DRILL_BASE ?? 4500), opciones: { dir?: string; build?: string } = {}): Promise<EntornoStack> {
  const dir = opciones.dir ?? mkdtempSync(path.join(tmpdir(), 'ventanilla-stack-'));
  // The runner (scripts/stack/simulacros.mjs) stops whatever a dead test process left running here.
  if (process.env.STACK_REGISTRO) appendFileSync(process.env.STACK_REGISTRO, `${dir}\n`);
  const t0 = Date.now();
  const stack = await iniciarStack({ dir, base, log, build: opciones.build });
  log(`stack up in ${((Date.now() - t0) / 1000).toFixed(1)} s (${dir}): ${JSON.stringify(stack.tiempos)}`);
  const db = crearDb(urlBd(stack.cfg, stack.secretos), { max: 4 });
  const temporal = await conectarTemporal(stack.cfg);
  return {
    stack,
    db,
    temporal,
    async cerrar(conservar = false) {
      await temporal.close().catch(() => {});
      await db.close().catch(() => {});
      await stack.detener();
      if (conservar) log(`kept ${dir} (logs in ${path.join(dir, 'logs')})`);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}
