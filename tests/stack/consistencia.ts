// "0 lost and 0 doubled, checked in both databases": the application's tables against Temporal's
// own record of its workflows (visibility, then each execution described). What each check means:
//   perdidas     a sent request (or an agreement) with no workflow, or one that failed or was terminated
//   huerfanos    a workflow no request names (a start the application did not record)
//   dobles       two runs of one request's workflow, two pending tasks of one request, a statement
//                paid by two payments, two statements for one (request, service, round)
//   desacuerdos  a workflow whose step (the Paso search attribute) is not the request's step
import { sql } from 'drizzle-orm';
import type { Connection } from '@temporalio/client';
import { Client } from '@temporalio/client';
import type { Db } from '../../db/client';
import { workflowIdConvenio } from '../../domain/convenios/reglas';

export interface Informe {
  solicitudes: number;
  flujos: number;
  perdidas: string[];
  huerfanos: string[];
  dobles: string[];
  desacuerdos: string[];
  porProcedimiento: Record<string, Record<string, number>>;
  /** workflow id → workflow type, as Temporal records it */
  tipos: Map<string, string>;
}

interface Fila {
  id: number;
  workflow_id: string;
  estado: string;
  paso_actual: string | null;
  procedimiento: string;
  folio: string;
}

async function unaVez(db: Db, conexion: Connection): Promise<Informe> {
  // The demo's service-level history (scripts/demo-niveles.ts, workflow ids 'historico-…') is rows
  // of closed requests that never had a workflow: not the stack's to account for.
  const filas = (await db.execute(sql`select id, workflow_id, estado, paso_actual, procedimiento, folio from solicitudes where workflow_id not like 'historico-%'`)) as unknown as Fila[];
  const cliente = new Client({ connection: conexion, namespace: 'default' });
  const ejecuciones = new Map<string, { status: string; paso: string | undefined }[]>();
  const tipos = new Map<string, string>();
  for await (const w of cliente.workflow.list({ query: '' })) {
    const lista = ejecuciones.get(w.workflowId) ?? [];
    lista.push({ status: w.status.name, paso: w.searchAttributes?.Paso?.[0] as string | undefined });
    ejecuciones.set(w.workflowId, lista);
    tipos.set(w.workflowId, w.type);
  }
  const perdidas: string[] = [];
  const dobles: string[] = [];
  const desacuerdos: string[] = [];
  const porProcedimiento: Informe['porProcedimiento'] = {};
  const conocidos = new Set<string>();
  for (const f of filas) {
    conocidos.add(f.workflow_id);
    const cuenta = (porProcedimiento[f.procedimiento] ??= {});
    cuenta[f.estado] = (cuenta[f.estado] ?? 0) + 1;
    const runs = ejecuciones.get(f.workflow_id) ?? [];
    if (f.estado === 'borrador' && runs.length === 0) continue;
    if (runs.length === 0) perdidas.push(`${f.folio} (${f.workflow_id}, ${f.estado}) has no workflow`);
    if (runs.length > 1) dobles.push(`${f.workflow_id}: ${runs.length} runs`);
    const ultimo = runs[0];
    if (!ultimo) continue;
    if (ultimo.status !== 'RUNNING' && ultimo.status !== 'COMPLETED') perdidas.push(`${f.folio}: workflow ${ultimo.status}`);
    const paso = f.paso_actual ?? 'ninguno';
    if (ultimo.paso !== undefined && ultimo.paso !== paso) desacuerdos.push(`${f.folio}: step ${paso} in the database, ${ultimo.paso} in Temporal`);
  }
  // An agreement's timer (workflows/convenios) belongs to its row in licencia_convenios, not to a request.
  for (const c of (await db.execute(sql`select id from licencia_convenios`)) as unknown as { id: number }[]) {
    const id = workflowIdConvenio(c.id);
    conocidos.add(id);
    if (!ejecuciones.has(id)) perdidas.push(`agreement ${c.id} has no timer workflow`);
  }
  const huerfanos = [...ejecuciones.keys()].filter((id) => !conocidos.has(id)).map((id) => `${id} has no request`);
  const repetidas = async (consulta: ReturnType<typeof sql>, que: string) => {
    for (const r of (await db.execute(consulta)) as unknown as { clave: string; n: number }[]) dobles.push(`${que} ${r.clave}: ${r.n}`);
  };
  await repetidas(sql`select solicitud_id::text as clave, count(*)::int as n from tareas where estado = 'pendiente' group by solicitud_id having count(*) > 1`, 'pending tasks of request');
  await repetidas(sql`select estado_cuenta_id::text as clave, count(*)::int as n from pagos where estado = 'pagado' group by estado_cuenta_id having count(*) > 1`, 'payments of statement');
  return { solicitudes: filas.length, flujos: ejecuciones.size, perdidas, huerfanos, dobles, desacuerdos, porProcedimiento, tipos };
}

/**
 * Visibility trails the workflows by a moment (and a projection trails its workflow by one
 * activity): the check is repeated until it holds or `ms` pass; the last answer is returned.
 */
export async function consistencia(db: Db, conexion: Connection, ms = 30_000): Promise<Informe> {
  const limite = Date.now() + ms;
  for (;;) {
    const i = await unaVez(db, conexion);
    const bien = !i.perdidas.length && !i.huerfanos.length && !i.dobles.length && !i.desacuerdos.length;
    if (bien || Date.now() > limite) return i;
    await new Promise((r) => setTimeout(r, 1000));
  }
}
