// The "works" drill: the demo's requests of every procedure family, made through the proxy as
// people make them (scripts/demo-solicitudes.ts over tests/stack/cliente.ts), then every family
// without a finished request has one walked to its end; both databases must agree.
import { readFileSync } from 'node:fs';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { solicitudes, establecimientos } from '../../db/schema';
import { CONTRIBUYENTES_DEMO } from '../../db/seed';
import { sembrarSolicitudesDemo } from '../../scripts/demo-solicitudes';
import { clienteHttp } from './cliente';
import { consistencia } from './consistencia';
import { log, type EntornoStack } from './entorno';
import { recorrido } from './recorrido';

/** Each workflow type and its family (the folder of workflows/ it lives in), from workflows/index.ts. */
export function familias(): Map<string, string> {
  const indice = readFileSync(new URL('../../workflows/index.ts', import.meta.url), 'utf8');
  return new Map([...indice.matchAll(/export \{ (\w+) \} from '\.\/([\w-]+)\//g)].map((m) => [m[1], m[2]]));
}

export async function simulacroFunciona(e: EntornoStack) {
  const tiempos: Record<string, number> = {};
  const http = clienteHttp(e.stack.url);
  const db = e.db.db;
  let t = Date.now();
  const resumen = await sembrarSolicitudesDemo(http.app, db, { publicUrl: e.stack.url, log, plazoMs: 120_000 });
  tiempos.demoMs = Date.now() - t;
  log(`works: demo requests made through the proxy in ${tiempos.demoMs} ms (${resumen.hechos.length} scenarios, ${http.llamadas()} calls)`);

  // The procedure of each family that finished: one is enough; else the first open one is walked to the end.
  t = Date.now();
  const r = recorrido(http, db, 180_000);
  const gode = CONTRIBUYENTES_DEMO[0].rfc;
  const porFamilia = new Map<string, string[]>();
  for (const [tipo, familia] of familias()) porFamilia.set(familia, [...(porFamilia.get(familia) ?? []), tipo]);
  const filas = await db.select({ id: solicitudes.id, procedimiento: solicitudes.procedimiento, estado: solicitudes.estado, locacionId: solicitudes.locacionId, workflowId: solicitudes.workflowId }).from(solicitudes);
  const { tipos } = await consistencia(db, e.temporal, 0);
  const familiaDe = familias();
  const sinTerminar: string[] = [];
  const terminadas: Record<string, string> = {};
  for (const familia of porFamilia.keys()) {
    // An agreement is no request: its end to end is its registration through the API and its
    // validity timer running in Temporal (consistencia() checks that each agreement has one).
    const flujosDeFamilia = [...tipos].filter(([, tipo]) => familiaDe.get(tipo) === familia);
    if (!filas.some((f) => familiaDe.get(tipos.get(f.workflowId) ?? '') === familia) && flujosDeFamilia.length) {
      terminadas[familia] = `${flujosDeFamilia.length} ${flujosDeFamilia[0][1]}`;
      continue;
    }
    const deFamilia = filas.filter((f) => familiaDe.get(tipos.get(f.workflowId) ?? '') === familia);
    const hecha = deFamilia.find((f) => f.estado === 'terminada');
    if (hecha) {
      terminadas[familia] = hecha.procedimiento;
      continue;
    }
    const abierta = deFamilia.find((f) => !['borrador', 'devuelta', 'terminada'].includes(f.estado));
    if (!abierta) {
      sinTerminar.push(`${familia}: no request was made`);
      continue;
    }
    try {
      const [est] = abierta.locacionId ? await db.select({ clave: establecimientos.externalId }).from(establecimientos).where(eq(establecimientos.id, abierta.locacionId)) : [];
      const fin = await r.avanzar(gode, abierta.id, (s) => s.estado === 'terminada', est?.clave ?? '', { inactividadMs: 20_000 });
      if (fin.estado === 'terminada') terminadas[familia] = abierta.procedimiento;
      else sinTerminar.push(`${familia} (${abierta.procedimiento} ${abierta.id}): waits at ${fin.pasoActual ?? fin.estado} (${fin.turno}) for a step this walk does not take`);
    } catch (err) {
      sinTerminar.push(`${familia} (${abierta.procedimiento} ${abierta.id}): ${(err as Error).message}`);
    }
  }
  tiempos.completarMs = Date.now() - t;
  log(`works: finished per family ${JSON.stringify(terminadas)}`);

  const informe = await consistencia(db, e.temporal);
  log(`works: ${informe.solicitudes} requests, ${informe.flujos} workflows; ${JSON.stringify(informe.porProcedimiento)}`);
  // What the requests weigh (docs/ESCALA.md sizes a state's PostgreSQL from these).
  const tamanos = (await db.execute(sql`select datname as bd, pg_database_size(datname)::bigint as bytes from pg_database where datname in ('ventanilla', 'temporal', 'temporal_visibility')`)) as unknown as { bd: string; bytes: string }[];
  log(`works: database sizes ${tamanos.map((t) => `${t.bd} ${(Number(t.bytes) / 2 ** 20).toFixed(1)} MiB`).join(', ')} for ${informe.solicitudes} requests`);
  const abiertas = await db.select({ id: solicitudes.id }).from(solicitudes).where(and(notInArray(solicitudes.estado, ['terminada', 'borrador', 'devuelta'])));
  return { tiempos, informe, sinTerminar, fallidas: http.fallidas, reintentos: http.reintentos, abiertas: abiertas.length };
}
