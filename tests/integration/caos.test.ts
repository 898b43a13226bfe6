// Chaos: the API, the worker and the Temporal server are separate processes, as in
// production, and each is killed with SIGKILL at a step of a licence and started again on the
// same data (Temporal keeps its history in a file). The licence goes on to its end, and nothing is
// lost or doubled: tasks, statements, payments, notifications and e-mails are each there once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { Connection } from '@temporalio/client';
import proto from '@temporalio/proto';
import { firmar } from '../../activities/adapters/pasarela';
import { correos, estadosCuenta, licencias, notificaciones, pagos, solicitudes, tareas } from '../../db/schema';
import { SERVICIO } from '../../domain/tramite/servicios';
import { MSG_EXTRA } from '../../domain/common/messages';
// @ts-expect-error plain ESM script without types
import { freePort, startProcess, waitForPort } from '../../scripts/lib/tools.mjs';
// @ts-expect-error plain ESM script without types
import { startTemporalDev } from '../../scripts/temporal-server.mjs';
import { ARCHIVOS, SECRETO_PASARELA, contribuyenteConPerfil, crearEntorno, formularioLicencia, type Entorno } from './harness';

/** A process started by scripts/lib/tools.mjs startProcess. */
interface Proceso {
  pid?: number;
  exited: Promise<unknown>;
  running: () => boolean;
  stop: (ms?: number) => Promise<unknown>;
}

let e: Entorno;
let dirTemporal: string;
let puertoTemporal: number;
let puertoApi: number;
let temporal: { pid: number; stop: () => Promise<void> } | null = null;
let api: Proceso | null = null;
let worker: Proceso | null = null;
const cola = `caos-${Date.now()}`;

/** What the API and the worker run with: this test's database, simulators and Temporal. */
function entorno(): NodeJS.ProcessEnv {
  const c = e.config as unknown as Record<string, unknown>;
  const claves = ['OPB_URL', 'OPB_TOKEN', 'MERCADOS_URL', 'MERCADOS_TOKEN', 'CATASTRO_URL', 'CATASTRO_TOKEN', 'PREDIAL_URL', 'PREDIAL_TOKEN', 'ZOFEMAT_URL', 'ZOFEMAT_TOKEN', 'PASARELA_URL', 'PASARELA_TOKEN', 'PASARELA_SECRET'];
  return {
    ...process.env,
    ...Object.fromEntries(claves.map((k) => [k, String(c[k])])),
    DATABASE_URL: e.config.DATABASE_URL,
    TEMPORAL_ADDRESS: `127.0.0.1:${puertoTemporal}`,
    TASK_QUEUE: cola,
    PORT: String(puertoApi),
    HOST: '127.0.0.1',
    API_INTERNAL_URL: `http://127.0.0.1:${puertoApi}`,
    SERVE_WEB: '0',
    SIM: '0',
    DEMO: '1',
    // Signed by click: the e.firma of each signature is proven in efirma-licencia.test.ts; here the processes die.
    EFIRMA: 'clic',
    LOG_LEVEL: 'warn',
    UPDATE_TIMEOUT_MS: '8000',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_AUTH_MAX: '100000',
  };
}

const tsx = ['--import', 'tsx'];
async function iniciarApi() {
  const p: Proceso = startProcess('caos-api', process.execPath, [...tsx, 'api/main.ts'], { env: entorno(), quietOnStop: true });
  api = p;
  await waitForPort('127.0.0.1', puertoApi, 60_000, p.running);
}
function iniciarWorker() {
  worker = startProcess('caos-worker', process.execPath, [...tsx, 'worker/main.ts'], { env: entorno(), quietOnStop: true });
}
async function iniciarTemporal() {
  temporal = await startTemporalDev({ persistDir: dirTemporal, port: puertoTemporal, headless: true, name: 'caos-temporal' });
}

/** Until the worker polls the task queue (DescribeTaskQueue lists it among the pollers). */
async function esperarWorker() {
  const connection = await Connection.connect({ address: `127.0.0.1:${puertoTemporal}` });
  try {
    const fin = Date.now() + 120_000;
    for (;;) {
      const { pollers } = await connection.workflowService.describeTaskQueue({ namespace: 'default', taskQueue: { name: cola }, taskQueueType: proto.temporal.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW });
      if (pollers?.length) return;
      if (Date.now() > fin) throw new Error(`el worker no sondea la cola ${cola}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await connection.close();
  }
}

/** SIGKILL to the process group: no shutdown hook runs, as when a machine loses power. */
async function matar(p: { pid?: number; exited?: Promise<unknown> } | null) {
  if (!p?.pid) return;
  try {
    process.kill(-p.pid, 'SIGKILL');
  } catch {
    process.kill(p.pid, 'SIGKILL');
  }
  await (p.exited ?? new Promise((r) => setTimeout(r, 1000)));
}

const matarApi = async () => {
  await matar(api);
  await iniciarApi();
};
const matarWorker = async () => {
  await matar(worker);
  iniciarWorker();
};
const matarTemporal = async () => {
  await matar(temporal ? { pid: temporal.pid } : null);
  await new Promise((r) => setTimeout(r, 500));
  await iniciarTemporal();
};

beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
  dirTemporal = mkdtempSync(join(tmpdir(), 'ventanilla-caos-'));
  puertoTemporal = await freePort();
  puertoApi = await freePort();
  await iniciarTemporal();
  await iniciarApi();
  iniciarWorker();
  // The chaos starts from a running system: the worker polls its queue (it bundles the workflows
  // first, seconds of CPU that a busy machine stretches past the API's wait for an update).
  await esperarWorker();
}, 300_000);

afterAll(async () => {
  await api?.stop(10_000);
  await worker?.stop(10_000);
  await temporal?.stop();
  if (dirTemporal) rmSync(dirTemporal, { recursive: true, force: true });
  await e?.cerrar();
});

/**
 * The child API, over HTTP; a request refused while a process restarts is tried again.
 * `tras503`: an earlier attempt got a 503, whose action may have gone through after all (the API
 * stops waiting for the workflow after UPDATE_TIMEOUT_MS, the workflow does not stop).
 */
async function http(metodo: string, ruta: string, token: string | null, cuerpo?: unknown, intentos = 40): Promise<{ status: number; body: any; tras503: boolean }> {
  let tras503 = false;
  for (let i = 0; ; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${puertoApi}${ruta}`, {
        method: metodo,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(cuerpo !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
      });
      const body = r.headers.get('content-type')?.includes('json') ? await r.json() : null;
      // 503: Temporal or the worker still coming back; the person tries again.
      if (r.status === 503 && i < intentos) {
        tras503 = true;
        throw new Error('503');
      }
      return { status: r.status, body, tras503 };
    } catch (err) {
      if (i >= intentos) throw err;
      await new Promise((res) => setTimeout(res, 500));
    }
  }
}

async function entrarComo(usuario: string) {
  const r = await http('POST', '/api/login', null, { username: usuario, password: 'Demo2026!', remember: false });
  expect(r.status).toBe(200);
  return r.body.data.token as string;
}

async function esperar<T>(leer: () => Promise<T | undefined | null>, que: string, ms = 60_000): Promise<T> {
  const fin = Date.now() + ms;
  for (;;) {
    const v = await leer();
    if (v) return v;
    if (Date.now() > fin) throw new Error(`no ocurrió: ${que}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('chaos: SIGKILL of the API, the worker and Temporal along a licence', { timeout: 600_000 }, () => {
  it('the licence reaches its end; every task, statement, payment, notice and e-mail exists once', async () => {
    const t = await contribuyenteConPerfil(e);
    const alta = await t.post('/api/establecimientos', formularioLicencia({ nombre_comercial: 'ABARROTES EL CAOS' }));
    expect(alta.status).toBe(200);
    const licenciaId = alta.body.data.licencia[0].id as number;
    const estId = alta.body.data.id as number;
    const [{ solicitudId }] = await e.db.db.select({ solicitudId: licencias.solicitudId }).from(licencias).where(eq(licencias.id, licenciaId));
    const tarea = (paso: string) =>
      esperar(async () => {
        const [x] = await e.db.db.select().from(tareas).where(and(eq(tareas.solicitudId, solicitudId), eq(tareas.paso, paso), eq(tareas.estado, 'pendiente')));
        return x;
      }, `tarea ${paso}`);
    const resolver = async (usuario: string, paso: string) => {
      const x = await tarea(paso);
      const r = await http('POST', `/api/tareas/${x.id}/resolver`, await entrarComo(usuario), { resultado: 'aprobado' });
      // 400 'ya fue atendida': an answer lost in a kill was applied after all; the reviewer sees it done.
      // Any other refusal is a failure here, not a task that never opens.
      if (r.status !== 200) expect({ status: r.status, message: r.body?.message }).toEqual({ status: 400, message: MSG_EXTRA.tareaNoPendiente });
    };
    const estadoCuenta = (servicio: number) =>
      esperar(async () => {
        const [x] = await e.db.db.select().from(estadosCuenta).where(and(eq(estadosCuenta.solicitudId, solicitudId), eq(estadosCuenta.servicioId, servicio)));
        return x;
      }, `estado de cuenta ${servicio}`);
    const pagarEnLinea = async (servicio: number) => {
      const edo = await estadoCuenta(servicio);
      const est = (await t.get(`/api/establecimientos/${estId}`)).body.data;
      const orden = await esperar(async () => {
        const r = await http('POST', '/api/pagosopb/getFolio', t.token!, { idServicio: servicio, claveEstablecimiento: est.external_id, estatusEstadoCuenta: 4, folioEstadoCuenta: edo.folio });
        return r.status === 200 ? r.body.data : null;
      }, `orden ${servicio}`);
      const cuerpo = JSON.stringify({ order_id: orden.order_id, folio_pago: `FP-${servicio}-CAOS`, autorizacion: 'A1', monto: edo.total, estatus: 'PAGADO', pagado_at: new Date().toISOString() });
      // The gateway retries its signed confirmation until the API answers; twice, as gateways do.
      for (let i = 0; i < 2; i++) {
        const r = await esperar(async () => {
          const x = await fetch(`http://127.0.0.1:${puertoApi}/api/pagosopb/confirmacion`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-pasarela-firma': firmar(cuerpo, SECRETO_PASARELA) }, body: cuerpo }).catch(() => null);
          return x && x.status === 200 ? x : null;
        }, `confirmación ${servicio}`);
        expect(r.status).toBe(200);
      }
    };

    // Send, and the worker dies right after accepting it.
    const envio = await http('POST', `/api/licencia/${licenciaId}/changestatus`, t.token!, { estatus_licencia: 10 });
    // A 503 whose send went through after all (a busy machine): the retry is told it was sent, as a
    // person would be; the first task below opens either way.
    if (envio.tras503 && envio.status === 400) expect(envio.body.code, JSON.stringify(envio.body)).toBe('tramite.transicion_invalida');
    else expect(envio.status, JSON.stringify(envio.body)).toBe(200);
    await matarWorker();
    await resolver('coordinacion.sare', 'validacion_datos');
    // The API dies between two decisions.
    await matarApi();
    await resolver('desarrollo.urbano', 'verificacion_uso_suelo');
    // Temporal itself dies, with a payment statement just issued.
    await estadoCuenta(SERVICIO.USO_SUELO);
    await matarTemporal();
    await pagarEnLinea(SERVICIO.USO_SUELO);
    await resolver('desarrollo.urbano', 'validacion_uso_suelo');
    // A payment proof, then all three die at once.
    await estadoCuenta(SERVICIO.ANUENCIA);
    const prueba = await esperar(async () => {
      const r = await http('POST', `/api/establecimientos/uploadComprobantePago/${estId}`, t.token!, { recibo_pago: ARCHIVOS.pdf.toString('base64'), id_servicio: SERVICIO.ANUENCIA });
      return r.status === 200 ? r : null;
    }, 'comprobante de anuencia');
    expect(prueba.status).toBe(200);
    await matar(api);
    await matar(worker);
    await matar(temporal ? { pid: temporal.pid } : null);
    await iniciarTemporal();
    await iniciarApi();
    iniciarWorker();
    await resolver('proteccion.civil', 'validacion_anuencia');
    await pagarEnLinea(SERVICIO.RESIDUOS);
    await matarWorker();
    await resolver('residuos.solidos', 'validacion_residuos');
    await resolver('direccion.ingresos', 'firma_director');
    await matarApi();
    await resolver('tesoreria', 'firma_tesorero');

    const [fin] = await esperar(async () => {
      const x = await e.db.db.select().from(solicitudes).where(eq(solicitudes.id, solicitudId));
      return x[0]?.estado === 'terminada' ? x : null;
    }, 'licencia emitida');
    expect(fin).toMatchObject({ estatus: 4, estado: 'terminada' });

    // Once each: one task per step, each resolved once; one statement and one payment per service.
    const todas = await e.db.db.select().from(tareas).where(eq(tareas.solicitudId, solicitudId));
    expect(todas.map((x) => `${x.paso}#${x.ronda}`).sort()).toEqual(
      ['firma_director#1', 'firma_tesorero#1', 'validacion_anuencia#1', 'validacion_datos#1', 'validacion_residuos#1', 'validacion_uso_suelo#1', 'verificacion_uso_suelo#1'].sort(),
    );
    expect(todas.every((x) => x.estado === 'resuelta' && x.resultado === 'aprobado')).toBe(true);
    const edos = await e.db.db.select().from(estadosCuenta).where(eq(estadosCuenta.solicitudId, solicitudId));
    expect(edos.map((x) => x.servicioId).sort()).toEqual([SERVICIO.RESIDUOS, SERVICIO.ANUENCIA, SERVICIO.USO_SUELO].sort());
    const pagados = await e.db.db.select().from(pagos).where(eq(pagos.estado, 'pagado'));
    const propios = pagados.filter((p) => edos.some((x) => x.id === p.estadoCuentaId));
    expect(propios.map((p) => p.servicioId).sort()).toEqual([SERVICIO.RESIDUOS, SERVICIO.USO_SUELO].sort());
    // Notices: the three payments asked for and the licence ready, each once; an e-mail for each.
    const avisos = await e.db.db.select().from(notificaciones).where(eq(notificaciones.establecimientoId, estId));
    const claves = avisos.map((n) => n.dedupeKey);
    expect(new Set(claves).size).toBe(claves.length);
    expect(avisos.map((n) => n.encabezado).filter((x) => x.startsWith('Estado de cuenta disponible'))).toHaveLength(3);
    expect(avisos.filter((n) => n.encabezado === 'Licencia de funcionamiento lista')).toHaveLength(1);
    const mails = await e.db.db.select().from(correos);
    const mios = mails.filter((m) => claves.includes(m.dedupeKey));
    expect(mios).toHaveLength(avisos.length);
    // And anyone can verify it.
    const v = await http('GET', `/api/verificar/${fin.folio}`, null);
    expect(v.body.data).toEqual({ folio: fin.folio, valida: true, licencia: null });
  });
});
