// The failover drill: three new licences walked at once through the proxy while processes are
// killed with SIGKILL at chosen moments (the supervisor starts each again, as a service manager
// would): an API while requests run, a worker right after the gateway confirmed a payment, the
// other worker as a reviewer decides, Temporal's server as a reviewer approves. Afterwards no call
// needed more than one retry, and both databases hold each licence once, finished, each charge as
// exactly one payment.
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { contribuyentes, pagos, estadosCuenta, solicitudes } from '../../db/schema';
import { CONTRIBUYENTES_DEMO } from '../../db/seed';
import { NEGOCIOS_DEMO } from '../../scripts/demo-negocios';
import { clienteHttp } from './cliente';
import { consistencia } from './consistencia';
import { log, type EntornoStack } from './entorno';
import { recorrido } from './recorrido';

export interface Muerte {
  proceso: string;
  cuando: string;
  /** ms from the kill until the supervisor's new process served again */
  vueltaMs: number;
}

export async function simulacroCaidas(e: EntornoStack, nombres = ['ABARROTES SIMULACRO UNO', 'ABARROTES SIMULACRO DOS', 'ABARROTES SIMULACRO TRES']) {
  const t0 = Date.now();
  const muertes: Promise<Muerte>[] = [];
  const matar = (proceso: string, cuando: string) => {
    const svc = e.stack.servicios.get(proceso)!;
    const vuelta = svc.siguiente();
    const t = Date.now();
    log(`failover: kill -9 ${proceso} (${cuando})`);
    void svc.actual()!.kill9();
    const m = vuelta.then(() => ({ proceso, cuando, vueltaMs: Date.now() - t }));
    muertes.push(m);
    return m;
  };

  // The moments: an API once every walk has filed its licence (a creation the proxy lost the answer
  // to would be made again by its retry: the API has no idempotency key for creations); worker-1
  // after the first approved charge; worker-2 at the first decision once worker-1 is back; Temporal
  // at the next decision once worker-2 is back. One failure at a time: the decision that comes while
  // the process before is still down is held until it is back, then sent as the next one dies (the
  // other walks' calls go on meanwhile). Waiting instead for a decision to come after the return let
  // the moment pass on a loaded machine: the walks' last decision came before worker-2 was back, and
  // Temporal was never killed.
  let archivadas = 0;
  let api: Promise<Muerte> | null = null;
  let worker1: Promise<Muerte> | null = null;
  let worker2: Promise<Muerte> | null = null;
  let temporal: Promise<Muerte> | null = null;
  /** Kills `proceso` once `previa` is back; resolves when the kill is made (the held decision goes then). */
  const trasVolver = (previa: Promise<Muerte>, proceso: string, cuando: string) => {
    let hecha!: () => void;
    const matada = new Promise<void>((r) => (hecha = r));
    const vuelta = previa.then(() => {
      const m = matar(proceso, cuando);
      hecha();
      return m;
    });
    return { vuelta, matada };
  };
  const antes = async (opts: InjectOptions) => {
    if (archivadas === nombres.length && !api) api = matar('api-1', 'during requests');
    const decision = String(opts.method) === 'POST' && /\/api\/tareas\/\d+\/resolver$/.test(String(opts.url));
    if (!decision) return;
    if (worker1 && !worker2) {
      const t = trasVolver(worker1, 'worker-2', 'as a reviewer decides');
      worker2 = t.vuelta;
      await t.matada;
    } else if (worker2 && !temporal) {
      const t = trasVolver(worker2, 'temporal', 'as a reviewer approves');
      temporal = t.vuelta;
      await t.matada;
    }
  };
  const http = clienteHttp(e.stack.url, antes);
  const db = e.db.db;
  const r = recorrido(http, db, 300_000, {
    alCobrar: () => {
      worker1 ??= matar('worker-1', 'as the gateway confirms a payment');
    },
  });
  const [gode] = CONTRIBUYENTES_DEMO;
  const [c] = await db.select({ id: contribuyentes.id }).from(contribuyentes).where(eq(contribuyentes.rfc, gode.rfc));
  const antesEst = (await r.establecimientosDe(c.id)).length;

  // SARE businesses on the demo's paid properties, under new names.
  const base = [NEGOCIOS_DEMO.ceiba, NEGOCIOS_DEMO.refacciones, NEGOCIOS_DEMO.loncheria];
  // Every walk is waited for, failed or not: none may go on into the next drill.
  const resultados = await Promise.allSettled(
    nombres.map(async (nombre, i) => {
      const n = await r.nuevaLicencia(gode.rfc, c.id, { ...base[i % base.length], nombre });
      archivadas += 1;
      await r.avanzar(gode.rfc, n.solicitudId, (s) => s.estado === 'terminada', n.clave);
      return n;
    }),
  );
  const fallida = resultados.find((x) => x.status === 'rejected');
  if (fallida) throw (fallida as PromiseRejectedResult).reason;
  const ids = resultados.map((x) => (x as PromiseFulfilledResult<Awaited<ReturnType<typeof r.nuevaLicencia>>>).value);
  // Every drill's kill must have happened; if a walk finished first, its moment never came.
  const hechas = await Promise.all(muertes);

  const nuevos = (await r.establecimientosDe(c.id)).filter((x) => nombres.includes(x.nombre));
  const sids = ids.map((x) => x.solicitudId);
  const filas = await db.select({ id: solicitudes.id, estado: solicitudes.estado }).from(solicitudes).where(inArray(solicitudes.locacionId, nuevos.map((x) => x.id)));
  const pagados = await db
    .select({ orderId: pagos.orderId })
    .from(pagos)
    .innerJoin(estadosCuenta, eq(estadosCuenta.id, pagos.estadoCuentaId))
    .where(and(inArray(estadosCuenta.solicitudId, sids), eq(pagos.estado, 'pagado')));
  const informe = await consistencia(db, e.temporal);
  return {
    ms: Date.now() - t0,
    muertes: hechas,
    reintentos: http.reintentos,
    fallidas: http.fallidas,
    establecimientos: { antes: antesEst, nuevos: nuevos.length },
    solicitudes: filas,
    cobros: [...r.cobros].sort(),
    pagos: pagados.map((p) => p.orderId).sort(),
    informe,
    ids: sids,
    llamadas: http.llamadas(),
    establecimientosIds: nuevos.map((x) => x.id),
    temporalMuerto: !!temporal,
  };
}

