// The backup-and-restore drill (docs/OPERACION.md, "Backup and restore"): while two licences are
// being walked, a base backup of the cluster (the application's database and Temporal's two at one
// instant); the walks go on and finish; the stack is lost; a fresh stack (another directory, as
// another machine would be) starts on the backup with the same settings and secrets, and every
// request that was open at the backup's instant is walked to its end there, or (waiting for a date) answers a query. Measured: the
// backup, the restore and the fresh stack's start (the RTO), and what the backup did not hold (RPO).
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@temporalio/client';
import { and, eq, like, notInArray } from 'drizzle-orm';
import { contribuyentes, establecimientos, solicitudes } from '../../db/schema';
import { CONTRIBUYENTES_DEMO } from '../../db/seed';
import { NEGOCIOS_DEMO } from '../../scripts/demo-negocios';
import { configurar } from '../../scripts/stack/config.mjs';
import * as pg from '../../scripts/stack/postgres.mjs';
import { estadoQuery } from '../../workflows/tramite/mensajes';
import { clienteHttp } from './cliente';
import { consistencia } from './consistencia';
import { levantar, log, type EntornoStack } from './entorno';
import { recorrido } from './recorrido';

const abiertas = (e: EntornoStack) =>
  e.db.db
    .select({ id: solicitudes.id, workflowId: solicitudes.workflowId, procedimiento: solicitudes.procedimiento, contribuyenteId: solicitudes.contribuyenteId, locacionId: solicitudes.locacionId })
    .from(solicitudes)
    .where(notInArray(solicitudes.estado, ['terminada', 'borrador', 'devuelta']));

export async function simulacroRespaldo(e: EntornoStack) {
  // The same ports: Temporal keeps its cluster's addresses in its database, so a restore runs with
  // the configuration it was taken under (another machine, the same settings).
  const base = e.stack.cfg.base;
  const db = e.db.db;
  const r = recorrido(clienteHttp(e.stack.url), db, 300_000);
  const [gode] = CONTRIBUYENTES_DEMO;
  const [c] = await db.select({ id: contribuyentes.id }).from(contribuyentes).where(eq(contribuyentes.rfc, gode.rfc));

  // Two licences under way while the backup runs.
  const enCurso = [NEGOCIOS_DEMO.ceiba, NEGOCIOS_DEMO.loncheria].map(async (n, i) => {
    const l = await r.nuevaLicencia(gode.rfc, c.id, { ...n, nombre: `TIENDA RESPALDO ${i + 1}` });
    return r.avanzar(gode.rfc, l.solicitudId, (s) => s.estado === 'terminada', l.clave);
  });
  // Both sent and in someone's hands when the backup starts.
  await r.esperar(
    async () =>
      (
        await db
          .select({ id: solicitudes.id })
          .from(solicitudes)
          .innerJoin(establecimientos, eq(establecimientos.id, solicitudes.locacionId))
          .where(and(like(establecimientos.nombreComercial, 'TIENDA RESPALDO %'), notInArray(solicitudes.estado, ['borrador', 'terminada'])))
      ).length === 2,
    'las dos tiendas enviadas',
  );
  const destino = path.join(e.stack.cfg.rutas.respaldos, new Date().toISOString().replace(/[:.]/g, '-'));
  const respaldo = pg.respaldar(e.stack.cfg, e.stack.secretos, destino);
  copyFileSync(e.stack.cfg.rutas.secretos, path.join(path.dirname(destino), 'secretos.json'));
  const instante = Date.now();
  log(`backup: base backup in ${respaldo.ms} ms, ${(respaldo.bytes / 2 ** 20).toFixed(1)} MiB`);
  await Promise.all(enCurso);
  const trasRespaldo = (await db.select({ id: solicitudes.id }).from(solicitudes)).length;
  const perdidoMs = Date.now() - instante;

  // The disaster: the whole stack is gone. A fresh one starts on the backup.
  const build = e.stack.buildDe('worker-1');
  await e.cerrar(true);
  const t0 = Date.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'ventanilla-restaurada-'));
  const cfg = configurar({ dir, base });
  mkdirSync(cfg.dir, { recursive: true });
  copyFileSync(path.join(path.dirname(destino), 'secretos.json'), cfg.rutas.secretos);
  const restaurado = pg.restaurar(cfg, destino);
  // The lost stack's directory held the backup: laid down, it goes (unless the drills keep their files).
  if (process.env.STACK_CONSERVAR !== '1') rmSync(e.stack.cfg.dir, { recursive: true, force: true });
  // The release that wrote the backup (the upgrade drill's): an older one would meet the markers
  // the newer left in the histories and stop on a nondeterminism error (docs/OPERACION.md).
  const nuevo = await levantar(base, { dir, build });
  const rtoMs = Date.now() - t0;
  log(`backup: restored in ${restaurado.ms} ms; the fresh stack served after ${rtoMs} ms (RTO)`);

  // Every request open at the backup's instant is finished there, or answers from its replayed history.
  const db2 = nuevo.db.db;
  const r2 = recorrido(clienteHttp(nuevo.stack.url), db2, 300_000);
  const rfcs = new Map((await db2.select({ id: contribuyentes.id, rfc: contribuyentes.rfc }).from(contribuyentes)).map((x) => [x.id, x.rfc]));
  const claves = new Map((await db2.select({ id: establecimientos.id, clave: establecimientos.externalId }).from(establecimientos)).map((x) => [x.id, x.clave]));
  const cliente = new Client({ connection: nuevo.temporal, namespace: 'default' });
  const open = await abiertas(nuevo);
  const terminadas: string[] = [];
  const esperando: string[] = [];
  const fallas: string[] = [];
  await Promise.all(
    open.map(async (s) => {
      try {
        const fin = await r2.avanzar(rfcs.get(s.contribuyenteId) ?? gode.rfc, s.id, (x) => x.estado === 'terminada', s.locacionId ? (claves.get(s.locacionId) ?? '') : '', { inactividadMs: 20_000 });
        if (fin.estado === 'terminada') terminadas.push(s.procedimiento);
        else {
          await cliente.workflow.getHandle(s.workflowId).query(estadoQuery);
          esperando.push(`${s.procedimiento}@${fin.pasoActual ?? fin.estado}`);
        }
      } catch (err) {
        fallas.push(`${s.procedimiento} ${s.workflowId}: ${(err as Error).message}`);
      }
    }),
  );
  // Every workflow still running there (licences until their reminders, signs until 31 December,
  // the lease until its end, the agreement) answers a query: its history, restored, replays.
  let corriendo = 0;
  for await (const w of cliente.workflow.list({ query: 'ExecutionStatus = "Running"' })) {
    try {
      await cliente.workflow.getHandle(w.workflowId).query(estadoQuery);
      corriendo += 1;
    } catch (err) {
      if (w.type !== 'vigenciaConvenioWorkflow') fallas.push(`${w.workflowId} (restored, running) did not answer: ${(err as Error).message}`);
      else corriendo += 1;
    }
  }
  const restauradas = (await db2.select({ id: solicitudes.id }).from(solicitudes)).length;
  const informe = await consistencia(db2, nuevo.temporal);
  return { nuevo, respaldo, restaurado, rtoMs, perdidoMs, trasRespaldo, restauradas, abiertas: open.length, terminadas, esperando, fallas, informe, corriendo };
}
