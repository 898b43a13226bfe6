// The rolling-upgrade drill (docs/OPERACION.md, "Upgrading"): with requests of every family in
// flight — the demo's, left at every step, signs authorized until 31 December, a lease until its
// end, an agreement in force, and two licences sent a moment before — the workers are replaced one
// by one with a build whose workflow code changed behind patched() (tests/stack/version-2), then
// the APIs, while a taxpayer keeps using the portal. Then every request in flight is walked on:
// those a person can move reach their end under the new code (their memo says so); those waiting
// for a date answer a query, which replays their whole history on the new code.
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@temporalio/client';
import { eq, notInArray } from 'drizzle-orm';
import { contribuyentes, establecimientos, solicitudes } from '../../db/schema';
import { CONTRIBUYENTES_DEMO } from '../../db/seed';
import { NEGOCIOS_DEMO } from '../../scripts/demo-negocios';
import { construirFlujos } from '../../scripts/build';
import { estadoQuery } from '../../workflows/tramite/mensajes';
import { clienteHttp } from './cliente';
import { consistencia } from './consistencia';
import { log, type EntornoStack } from './entorno';
import { recorrido } from './recorrido';

const RAIZ = fileURLToPath(new URL('../../', import.meta.url));

/** The running build with its workflow bundle rebuilt with the changed workflow code. */
export async function construirVersion2(origen: string, destino: string) {
  const t = Date.now();
  mkdirSync(destino, { recursive: true });
  for (const f of readdirSync(origen)) if (f !== 'flujos.js') cpSync(path.join(origen, f), path.join(destino, f));
  await construirFlujos(path.join(destino, 'flujos.js'), [path.join(RAIZ, 'tests/stack/version-2/interceptor.ts')]);
  return Date.now() - t;
}

export async function simulacroActualizacion(e: EntornoStack) {
  const t0 = Date.now();
  const db = e.db.db;
  const http = clienteHttp(e.stack.url);
  const r = recorrido(http, db, 300_000);
  const [gode] = CONTRIBUYENTES_DEMO;
  const [c] = await db.select({ id: contribuyentes.id }).from(contribuyentes).where(eq(contribuyentes.rfc, gode.rfc));

  // Two licences sent under the old build, left at their first step.
  const recientes = [];
  for (const [i, base] of [NEGOCIOS_DEMO.ceiba, NEGOCIOS_DEMO.floreria].entries()) recientes.push(await r.nuevaLicencia(gode.rfc, c.id, { ...base, nombre: `PAPELERÍA ACTUALIZACIÓN ${i + 1}` }));
  const enVuelo = await db
    .select({ id: solicitudes.id, workflowId: solicitudes.workflowId, procedimiento: solicitudes.procedimiento, paso: solicitudes.pasoActual, version: solicitudes.version, contribuyenteId: solicitudes.contribuyenteId, locacionId: solicitudes.locacionId })
    .from(solicitudes)
    .where(notInArray(solicitudes.estado, ['terminada', 'borrador', 'devuelta']));
  log(`upgrade: ${enVuelo.length} requests in flight: ${[...new Set(enVuelo.map((s) => s.procedimiento))].join(', ')}`);

  // Beside dist/server: the compiled files find node_modules and the app's files from there.
  const v2 = path.join(RAIZ, 'dist', 'simulacro-v2');
  const construirMs = await construirVersion2(e.stack.buildDe('worker-1'), v2);

  // A taxpayer keeps using the portal during the whole replacement: every call must answer.
  let activo = true;
  let consultas = 0;
  const trafico = (async () => {
    while (activo) {
      await r.exigir(gode.rfc, { method: 'GET', url: '/api/session' }, 'sesión durante la actualización');
      consultas += 1;
      // Four a second: a person's pace, well under the API's 600 a minute per address.
      await new Promise((res) => setTimeout(res, 250));
    }
  })();
  const reemplazos: Record<string, number> = {};
  for (const nombre of ['worker-1', 'worker-2', 'api-1', 'api-2']) {
    const t = Date.now();
    await e.stack.reemplazar(nombre, v2);
    reemplazos[nombre] = Date.now() - t;
    log(`upgrade: ${nombre} runs the new build (${reemplazos[nombre]} ms)`);
  }
  activo = false;
  await trafico;
  // A build that breaks at run time shows as a process the supervisor keeps starting again.
  const arranques = Object.fromEntries(['worker-1', 'worker-2', 'api-1', 'api-2'].map((n) => [n, e.stack.servicios.get(n)!.arranques()]));

  // Every request in flight goes on: walked to its end, or (waiting for a date) replayed by a query.
  const rfcs = new Map((await db.select({ id: contribuyentes.id, rfc: contribuyentes.rfc }).from(contribuyentes)).map((x) => [x.id, x.rfc]));
  const claves = new Map((await db.select({ id: establecimientos.id, clave: establecimientos.externalId }).from(establecimientos)).map((x) => [x.id, x.clave]));
  const cliente = new Client({ connection: e.temporal, namespace: 'default' });
  const terminadas: string[] = [];
  const esperando: string[] = [];
  const fallas: string[] = [];
  await Promise.all(
    enVuelo.map(async (s) => {
      try {
        const fin = await r.avanzar(rfcs.get(s.contribuyenteId) ?? gode.rfc, s.id, (x) => x.estado === 'terminada', s.locacionId ? (claves.get(s.locacionId) ?? '') : '', { inactividadMs: 20_000 });
        const h = cliente.workflow.getHandle(s.workflowId);
        // A person moved it after the upgrade: the new code handled that, and says so.
        const memo = (await h.describe()).memo ?? {};
        if (fin.version !== s.version && memo.version !== 'version-2') fallas.push(`${s.workflowId}: moved after the upgrade without the new code's mark (${JSON.stringify(memo)})`);
        if (fin.estado === 'terminada') terminadas.push(s.procedimiento);
        else {
          await h.query(estadoQuery);
          esperando.push(`${s.procedimiento}@${fin.pasoActual ?? fin.estado}`);
        }
      } catch (err) {
        fallas.push(`${s.procedimiento} ${s.workflowId}: ${(err as Error).message}`);
      }
    }),
  );
  for (const [n, antes] of Object.entries(arranques)) {
    const ahora = e.stack.servicios.get(n)!.arranques();
    if (ahora !== antes) fallas.push(`${n} exited ${ahora - antes} times on the new build (logs/${n}.log)`);
  }
  const informe = await consistencia(db, e.temporal);
  return { ms: Date.now() - t0, construirMs, reemplazos, consultas, enVuelo: enVuelo.length, recientes: recientes.length, terminadas, esperando, fallas, informe, reintentos: http.reintentos, fallidas: http.fallidas };
}
