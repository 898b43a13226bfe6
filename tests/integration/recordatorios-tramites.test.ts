// Each procedure's own reminders on Temporal's time-skipping server, with recording
// activities: the licence's beverage window (30, 7 and 1 days before the suspension) and its expiry
// (1 November and 1 December, 09:00 Chetumal, with the renewal page), a sign permit and a lease 7
// days before their end (their own notices go at 30), and an agreement's own timers (not on the runner). Each fires once,
// at its instant, and not after the request moved on. Proven by skipping time, never by shortened
// constants.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Context } from '@temporalio/activity';
import type { WorkflowHandle } from '@temporalio/client';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import type { Actividades } from '../../activities';
import type { ActividadesConvenio } from '../../activities/convenios.activities';
import type { EntradaRecordatorio } from '../../activities/recordatorios.activities';
import { anuncio } from '../../domain/anuncios/definicion';
import { arrendamiento, EVENTO_ARRENDAMIENTO, PASO_ARRENDAMIENTO } from '../../domain/arrendamientos/definicion';
import { instanteRecordatorioConvenio } from '../../domain/convenios/recordatorios';
import { WORKFLOW_TYPE_CONVENIO, hitosConvenio } from '../../domain/convenios/reglas';
import { licencia, type DatosLicencia } from '../../domain/licencia/definicion';
import { recordatoriosVencimientoLicencia } from '../../domain/licencia/recordatorios';
import type { CualquierDefinicion } from '../../domain/tramite/definicion';
import { OFFSET_CANCUN_MS, hoyCancun, sumarDias } from '../../domain/tramite/fechas';
import { workflowBundle } from '../../worker/create-worker';
import type { EstadoConvenioWf } from '../../workflows/convenios/mensajes';
import { vigenciaSignal } from '../../workflows/convenios/mensajes';
import { entregarUpdate, enviarUpdate, estadoQuery, eventoSignal, pagoConfirmadoSignal, resolverUpdate, type EstadoWf } from '../../workflows/tramite/mensajes';
import { actividadesQueRegistran, conWorker, crearEntornoTiempo, esperar } from './time-skipping';

let env: TestWorkflowEnvironment;
// A server of its own for each test (time-skipping.ts, crearEntornoTiempo).
beforeEach(async () => {
  env = await crearEntornoTiempo();
});
afterEach(async () => env?.teardown());

const DIA = 86_400_000;
const ahora = async () => env.currentTimeMs();
const hoy = async () => hoyCancun(new Date(await ahora()));
/** 09:00 Chetumal, `dias` days before the calendar day `fin`. */
const nueveAntes = (fin: string, dias: number) => Date.parse(`${sumarDias(fin, -dias)}T09:00:00Z`) - OFFSET_CANCUN_MS;

/** Recording activities that also note the (skipped) server time each reminder was scheduled at. */
function actividades() {
  const r = actividadesQueRegistran();
  const enviados: (EntradaRecordatorio & { cuando: number })[] = [];
  const acts: Actividades = {
    ...r.acts,
    enviarRecordatorio: async (a) => {
      enviados.push({ ...a, cuando: Context.current().info.currentAttemptScheduledTimestampMs });
      await r.acts.enviarRecordatorio(a);
    },
  };
  return { ...r, acts, enviados };
}
type Enviado = ReturnType<typeof actividades>['enviados'][number];
const claves = (xs: Enviado[]) => xs.map((x) => x.recordatorio.clave);
/** Sent at (or just after) its instant, and scheduled for it. */
function aTiempo(x: Enviado | undefined, en: number) {
  expect(x?.recordatorio.en).toBe(en);
  expect(x!.cuando).toBeGreaterThanOrEqual(en);
  expect(x!.cuando - en).toBeLessThan(60_000);
}
/** Sleeps until a minute before `en` (never backwards). */
const hastaAntesDe = async (en: number) => env.sleep(Math.max(1, en - (await ahora()) - 60_000));

const estado = (h: WorkflowHandle) => h.query(estadoQuery);

/** Decides the open task (staff) or confirms the current step's payment (gateway), as people would. */
async function avanzar(def: CualquierDefinicion, h: WorkflowHandle): Promise<EstadoWf> {
  const e = await esperar(() => estado(h), (x) => x.snapshot.value !== 'revision' || x.tarea !== null);
  if (e.snapshot.value === 'pago') {
    const servicio = def.pasos.find((p) => p.clave === e.snapshot.context.actual)!.servicio!;
    await h.signal(pagoConfirmadoSignal, { servicio, folioPago: `F-${servicio}`, orderId: `O-${servicio}` });
    return esperar(() => estado(h), (x) => x.version > e.version);
  }
  return h.executeUpdate(resolverUpdate, { args: [{ tareaId: e.tarea!.id, paso: e.tarea!.paso, resultado: 'aprobado', revisorId: 2 }] });
}
async function terminar(def: CualquierDefinicion, h: WorkflowHandle): Promise<EstadoWf> {
  let e = await estado(h);
  for (let i = 0; i < 20 && e.snapshot.value !== 'terminada'; i++) e = await avanzar(def, h);
  expect(e.snapshot.value).toBe('terminada');
  return e;
}

let siguiente = 900;
const iniciar = (def: CualquierDefinicion, tq: string, datos: unknown, extra: Record<string, unknown> = {}) =>
  env.client.workflow.start(def.workflowType, { taskQueue: tq, workflowId: `rec-${def.clave}-${siguiente}-${Date.now()}`, args: [{ solicitudId: siguiente++, datos, ...extra }] });
const datosLic = (d: Partial<DatosLicencia> = {}): DatosLicencia => ({ tipoProceso: 1, tieneUsoSuelo: true, fechaLimitePago: null, ...d });

describe('reminders of the procedures on the runner (time-skipping)', { timeout: 120_000 }, () => {
  it('beverage window: 30 and 7 days before the suspension, once each; none after the beverage licence is uploaded', async () => {
    const { acts, enviados } = actividades();
    const desde = new Date(await ahora()).toISOString();
    await conWorker(env, acts, async (tq) => {
      const h = await iniciar(licencia, tq, datosLic(), { eventosIniciales: [{ type: 'EXTRA', nombre: 'bebidas.requerida', datos: { desde } }] });
      const q = await h.executeUpdate(enviarUpdate);
      const fin = q.snapshot.context.plazos.bebidas as number;
      expect(q.snapshot.context.extra.bebidasPendiente).toBe(true);
      await hastaAntesDe(fin - 30 * DIA);
      expect(enviados).toHaveLength(0);
      await env.sleep('2 minutes');
      await esperar(async () => enviados.length, (n) => n >= 1);
      await hastaAntesDe(fin - 7 * DIA);
      expect(claves(enviados)).toEqual(['bebidas:v1:30']);
      await env.sleep('2 minutes');
      await esperar(async () => enviados.length, (n) => n >= 2);
      // The beverage licence arrives: the 1-day reminder is no longer listed.
      await h.signal(eventoSignal, { nombre: 'bebidas.licencia' });
      await esperar(() => estado(h), (x) => x.snapshot.context.extra.bebidasPendiente === false);
      await env.sleep('8 days');
      expect((await estado(h)).snapshot.context.extra.suspendida).toBe(false);
      await h.terminate('fin de la prueba');
      aTiempo(enviados[0], fin - 30 * DIA);
      aTiempo(enviados[1], fin - 7 * DIA);
    });
    expect(claves(enviados)).toEqual(['bebidas:v1:30', 'bebidas:v1:7']);
    expect(enviados.map((x) => [x.recordatorio.tipo, x.recordatorio.descripcion])).toEqual([
      ['licencia_bebidas', 'Quedan 30 días para subir tu licencia de bebidas alcohólicas.'],
      ['licencia_bebidas', 'Quedan 7 días para subir tu licencia de bebidas alcohólicas.'],
    ]);
  });

  it('beverage window: the 1-day reminder fires the day before the suspension, then the licence is suspended', async () => {
    const { acts, enviados } = actividades();
    const desde = new Date(await ahora()).toISOString();
    await conWorker(env, acts, async (tq) => {
      const h = await iniciar(licencia, tq, datosLic(), { eventosIniciales: [{ type: 'EXTRA', nombre: 'bebidas.requerida', datos: { desde } }] });
      const fin = (await h.executeUpdate(enviarUpdate)).snapshot.context.plazos.bebidas as number;
      await env.sleep(Math.max(1, fin - (await ahora()) + 60_000));
      await esperar(() => estado(h), (x) => x.snapshot.context.extra.suspendida === true);
      await h.terminate('fin de la prueba');
      aTiempo(enviados[2], fin - DIA);
    });
    expect(claves(enviados)).toEqual(['bebidas:v1:30', 'bebidas:v1:7', 'bebidas:v1:1']);
  });

  it('licence expiry: 1 November and 1 December at 09:00 Chetumal with the renewal link, once each; then the workflow ends', async () => {
    // Next year's licence, so both instants lie ahead whatever the server's date.
    const anio = Number((await hoy()).slice(0, 4)) + 1;
    const en = recordatoriosVencimientoLicencia(anio);
    const { acts, enviados } = actividades();
    let solicitudId = 0;
    const fin = await conWorker(env, acts, async (tq) => {
      const h = await iniciar(licencia, tq, datosLic({ anio }));
      solicitudId = siguiente - 1;
      await h.executeUpdate(enviarUpdate);
      await terminar(licencia, h);
      await hastaAntesDe(en.noviembre);
      expect(enviados).toHaveLength(0);
      await env.sleep('2 minutes');
      await esperar(async () => enviados.length, (n) => n >= 1);
      await hastaAntesDe(en.diciembre);
      expect(enviados).toHaveLength(1);
      // The rest skipped: the second reminder, then nothing keeps the issued licence's workflow.
      return h.result();
    });
    expect(fin.snapshot.value).toBe('terminada');
    expect(claves(enviados)).toEqual([`vencimiento:${anio}:11-01`, `vencimiento:${anio}:12-01`]);
    aTiempo(enviados[0], en.noviembre);
    aTiempo(enviados[1], en.diciembre);
    // the recording activities answer locacionId = solicitudId
    expect(enviados.map((x) => [x.recordatorio.tipo, x.recordatorio.link, x.solicitudId])).toEqual([
      ['vencimiento_licencia', `/admin/establecimientos/new-solicitud/${solicitudId}/${anio + 1}`, solicitudId],
      ['vencimiento_licencia', `/admin/establecimientos/new-solicitud/${solicitudId}/${anio + 1}`, solicitudId],
    ]);
  });

  it('a licence of a year that has ended (issued late): no expiry reminder, its workflow ends when issued', async () => {
    const anio = Number((await hoy()).slice(0, 4)) - 1;
    const { acts, enviados } = actividades();
    const fin = await conWorker(env, acts, async (tq) => {
      const h = await iniciar(licencia, tq, datosLic({ anio }));
      await h.executeUpdate(enviarUpdate);
      await terminar(licencia, h);
      return h.result();
    });
    expect(fin.snapshot.value).toBe('terminada');
    expect(enviados).toHaveLength(0);
  });

  it('sign permit: 24 December at 09:00 Chetumal (7 days before 31 December; its own notice goes on 1 December), once', async () => {
    const d = await hoy();
    const anio = Number(d.slice(0, 4)) + (d.slice(5, 7) === '12' ? 1 : 0);
    const fin = `${anio}-12-31`;
    const { acts, enviados } = actividades();
    await conWorker(env, acts, async (tq) => {
      const h = await iniciar(anuncio, tq, { altoRiesgo: false, renovacion: false, anio });
      await h.executeUpdate(enviarUpdate);
      await terminar(anuncio, h);
      await hastaAntesDe(nueveAntes(fin, 7));
      expect(enviados).toHaveLength(0);
      // The permit expires at the end of 31 December and its workflow ends.
      return h.result();
    });
    expect(claves(enviados)).toEqual([`fin_vigencia:${anio}:7`]);
    aTiempo(enviados[0], nueveAntes(fin, 7));
    expect(enviados.every((x) => x.recordatorio.tipo === 'fin_vigencia')).toBe(true);
  });

  it('lease: 7 days before the contract ends (its own notice goes at 30), once; the workflow ends with the lease', async () => {
    const fechaFin = sumarDias(await hoy(), 75);
    const { acts, enviados } = actividades();
    await conWorker(env, acts, async (tq) => {
      const h = await iniciar(arrendamiento, tq, {});
      await h.executeUpdate(enviarUpdate);
      await avanzar(arrendamiento, h);
      await h.signal(eventoSignal, { nombre: EVENTO_ARRENDAMIENTO.VIGENCIA, datos: { fechaFin } });
      await esperar(() => estado(h), (x) => x.snapshot.context.extra.fechaFin === fechaFin);
      await h.executeUpdate(entregarUpdate, { args: [{ paso: PASO_ARRENDAMIENTO.CONTRATO }] });
      await terminar(arrendamiento, h);
      await hastaAntesDe(nueveAntes(fechaFin, 7));
      expect(enviados).toHaveLength(0);
      return h.result();
    });
    expect(claves(enviados)).toEqual([`fin_vigencia:${fechaFin}:7`]);
    aTiempo(enviados[0], nueveAntes(fechaFin, 7));
  });
});

// ----------------------------------------------------------------------------------------------
// The agreement's timer: its own reminders, behind patched('recordatorios').
// ----------------------------------------------------------------------------------------------

const DESTINO = { contribuyenteId: 11, establecimientoId: 22, convenio: 'Convenio de uso de vía pública', establecimiento: 'CAFETERÍA EL CONVENIO' };

function actividadesConvenio() {
  const llamadas: { nombre: string; args: unknown; en: number }[] = [];
  const reg =
    <T>(nombre: string, r: T) =>
    async (a: unknown): Promise<T> => {
      llamadas.push({ nombre, args: a, en: Context.current().info.currentAttemptScheduledTimestampMs });
      return r;
    };
  const acts: ActividadesConvenio & Pick<Actividades, 'enviarRecordatorio'> = {
    activarConvenio: reg('activarConvenio', undefined),
    avisarVencimientoConvenio: reg('avisarVencimientoConvenio', undefined),
    vencerConvenio: reg('vencerConvenio', undefined),
    destinoRecordatorioConvenio: reg('destinoRecordatorioConvenio', DESTINO),
    enviarRecordatorio: reg('enviarRecordatorio', undefined),
  };
  const recordatorios = () => llamadas.filter((l) => l.nombre === 'enviarRecordatorio').map((l) => ({ ...(l.args as EntradaRecordatorio), cuando: l.en }));
  return { acts, llamadas, recordatorios };
}

async function conWorkerConvenio<T>(acts: object, fn: (tq: string) => Promise<T>): Promise<T> {
  return conWorker(env, acts, fn, `rec-conv-${Math.random().toString(36).slice(2)}`);
}

let convenioId = 5000;
const iniciarConvenio = (tq: string, v: { vigenciaInicio: string; vigenciaFin: string }) =>
  env.client.workflow.start(WORKFLOW_TYPE_CONVENIO, { taskQueue: tq, workflowId: `convenio-${convenioId}-${Date.now()}`, args: [{ convenioId: convenioId++, ...v }] });

describe('the agreement’s reminders (its own timers, time-skipping)', { timeout: 120_000 }, () => {
  it('30 days before its last day at 09:00 Chetumal, once, naming the agreement; the 7-day notice (its 7-day reminder) and the expiry as before', async () => {
    const d = await hoy();
    const v = { vigenciaInicio: sumarDias(d, 2), vigenciaFin: sumarDias(d, 61) };
    const { acts, llamadas, recordatorios } = actividadesConvenio();
    const fin = await conWorkerConvenio(acts, async (tq) => {
      const h = await iniciarConvenio(tq, v);
      await hastaAntesDe(instanteRecordatorioConvenio(v, 30));
      expect(recordatorios()).toHaveLength(0);
      return h.result() as Promise<EstadoConvenioWf>;
    });
    expect(fin).toMatchObject({ activado: true, avisadoPara: v.vigenciaFin, vencido: true });
    const r = recordatorios();
    expect(r.map((x) => x.recordatorio.clave)).toEqual([`fin_vigencia:${v.vigenciaFin}:30`]);
    aTiempo(r[0], instanteRecordatorioConvenio(v, 30));
    expect(r.map((x) => [x.contribuyenteId, x.establecimientoId, x.recordatorio.tipo])).toEqual([[11, 22, 'fin_vigencia']]);
    expect(r[0].recordatorio.descripcion).toContain('«Convenio de uso de vía pública» del establecimiento CAFETERÍA EL CONVENIO vence el');
    expect(r[0].workflowId).toMatch(/^convenio-\d+-\d+$/);
    // The timer's three steps are unchanged; one message 7 days before (the notice), not two.
    expect(llamadas.map((l) => l.nombre)).toEqual(['activarConvenio', 'destinoRecordatorioConvenio', 'enviarRecordatorio', 'avisarVencimientoConvenio', 'vencerConvenio']);
    expect(llamadas.find((l) => l.nombre === 'avisarVencimientoConvenio')!.en).toBeGreaterThanOrEqual(instanteRecordatorioConvenio(v, 7));
    expect(llamadas.at(-1)!.en).toBeGreaterThanOrEqual(hitosConvenio(v).vencimiento);
  });

  it('its history (with the patch marker) replays deterministically', async () => {
    const d = await hoy();
    const v = { vigenciaInicio: sumarDias(d, 1), vigenciaFin: sumarDias(d, 35) };
    const { acts } = actividadesConvenio();
    const h = await conWorkerConvenio(acts, async (tq) => {
      const h = await iniciarConvenio(tq, v);
      await h.result();
      return h;
    });
    await Worker.runReplayHistory({ workflowBundle: await workflowBundle() }, await h.fetchHistory(), h.workflowId);
  });

  it('new dates after the 30-day reminder: the new end date is reminded on its own', async () => {
    const d = await hoy();
    const v = { vigenciaInicio: sumarDias(d, 1), vigenciaFin: sumarDias(d, 40) };
    const nuevo = { ...v, vigenciaFin: sumarDias(v.vigenciaFin, 60) };
    const { acts, recordatorios } = actividadesConvenio();
    await conWorkerConvenio(acts, async (tq) => {
      const h = await iniciarConvenio(tq, v);
      await env.sleep(Math.max(1, instanteRecordatorioConvenio(v, 30) - (await ahora()) + 60_000));
      await esperar(async () => recordatorios().length, (n) => n >= 1);
      await h.signal(vigenciaSignal, nuevo);
      return h.result();
    });
    expect(recordatorios().map((x) => x.recordatorio.clave)).toEqual([
      `fin_vigencia:${v.vigenciaFin}:30`,
      `fin_vigencia:${nuevo.vigenciaFin}:30`,
    ]);
    aTiempo(recordatorios()[1], instanteRecordatorioConvenio(nuevo, 30));
  });

  it('a 20-day agreement: no reminder (its 30-day instant came before it started), only the 7-day notice', async () => {
    const d = await hoy();
    const v = { vigenciaInicio: sumarDias(d, 1), vigenciaFin: sumarDias(d, 20) };
    const { acts, llamadas, recordatorios } = actividadesConvenio();
    await conWorkerConvenio(acts, async (tq) => (await iniciarConvenio(tq, v)).result());
    expect(recordatorios()).toHaveLength(0);
    expect(llamadas.map((l) => l.nombre)).toEqual(['activarConvenio', 'avisarVencimientoConvenio', 'vencerConvenio']);
  });

  it('an agreement that no longer has these dates (destino null): nothing is sent', async () => {
    const d = await hoy();
    const v = { vigenciaInicio: sumarDias(d, 1), vigenciaFin: sumarDias(d, 45) };
    const { acts, llamadas, recordatorios } = actividadesConvenio();
    const sinDestino = { ...acts, destinoRecordatorioConvenio: async () => null };
    await conWorkerConvenio(sinDestino, async (tq) => (await iniciarConvenio(tq, v)).result());
    expect(recordatorios()).toHaveLength(0);
    expect(llamadas.map((l) => l.nombre)).toEqual(['activarConvenio', 'avisarVencimientoConvenio', 'vencerConvenio']);
  });
});
