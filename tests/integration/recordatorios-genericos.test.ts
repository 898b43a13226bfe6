// The runner's generic reminders on Temporal's time-skipping server: an unpaid
// statement (3 days after it was issued, and the day before the late-payment date) and a returned
// request not sent again (10 business days). Each fires once, at its time, and not at all once
// the request moved on (paid, resent).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { WorkflowHandle } from '@temporalio/client';
import { sumarHorasHabiles } from '../../domain/common/horas-habiles';
import type { DatosLicencia } from '../../domain/licencia/definicion';
import { finDeDiaCancun } from '../../domain/tramite/fechas';
import { diaAnteriorCancun } from '../../domain/tramite/recordatorios-genericos';
import { SERVICIO } from '../../domain/tramite/servicios';
import { comprobanteUpdate, enviarUpdate, estadoQuery, resolverUpdate, type EstadoWf } from '../../workflows/tramite/mensajes';
import { actividadesQueRegistran, conWorker, crearEntornoTiempo, esperar } from './time-skipping';

let env: TestWorkflowEnvironment;
// A server of its own for each test (time-skipping.ts, crearEntornoTiempo).
beforeEach(async () => {
  env = await crearEntornoTiempo();
});
afterEach(async () => env?.teardown());

const HORA = 3_600_000;
const DIA = 24 * HORA;
const hoyMas = async (dias: number) => new Date((await env.currentTimeMs()) + dias * DIA - 5 * HORA).toISOString().slice(0, 10);
const datos = (d: Partial<DatosLicencia> = {}): DatosLicencia => ({ tipoProceso: 1, tieneUsoSuelo: true, fechaLimitePago: null, ...d });
/** Sleeps until `instante` (server time) plus `margen`. */
const dormirHasta = async (instante: number, margen: number) => env.sleep(Math.max(1, instante + margen - (await env.currentTimeMs())));

type Registro = ReturnType<typeof actividadesQueRegistran>;
const claves = (de: Registro['de'], tipo: string) =>
  de('enviarRecordatorio')
    .map((a) => a.recordatorio as { clave: string; tipo: string })
    .filter((r) => r.tipo === tipo)
    .map((r) => r.clave);

/** Sends the licence and approves each staff step until the first statement is waiting. */
async function hastaPago(h: WorkflowHandle): Promise<EstadoWf> {
  let e = await h.executeUpdate(enviarUpdate);
  while (e.snapshot.value !== 'pago') {
    const t = e.tarea!;
    e = await h.executeUpdate(resolverUpdate, { args: [{ tareaId: t.id, paso: t.paso, resultado: 'aprobado', revisorId: 2 }] });
  }
  return e;
}

describe('generic reminders (time-skipping)', { timeout: 180_000 }, () => {
  it('an unpaid statement: reminded once, 3 days after it was issued', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(env, acts, async (taskQueue) => {
      const h = await env.client.workflow.start('licenciaWorkflow', { taskQueue, workflowId: `rec-pago-${Date.now()}`, args: [{ solicitudId: 501, datos: datos() }] });
      const e = await hastaPago(h);
      const emitido = await env.currentTimeMs();
      const paso = e.snapshot.context.actual!;
      await dormirHasta(emitido + 3 * DIA, -HORA);
      expect(claves(de, 'pago_pendiente')).toEqual([]);
      await dormirHasta(emitido + 3 * DIA, HORA);
      await esperar(async () => claves(de, 'pago_pendiente').length, (n) => n > 0);
      expect(claves(de, 'pago_pendiente')).toEqual([`pago_pendiente:${paso}:1:dias`]);
      await env.sleep('20 days');
      expect(claves(de, 'pago_pendiente')).toEqual([`pago_pendiente:${paso}:1:dias`]);
      const [r] = de('enviarRecordatorio');
      expect(r).toMatchObject({ workflowId: h.workflowId, solicitudId: 501 });
      await h.terminate('fin de la prueba');
    });
  });

  it('with a late-payment date: reminded once more at 09:00 the day before it', async () => {
    const { acts, de } = actividadesQueRegistran();
    const fecha = await hoyMas(12);
    const aviso = diaAnteriorCancun(finDeDiaCancun(fecha));
    await conWorker(env, acts, async (taskQueue) => {
      const h = await env.client.workflow.start('licenciaWorkflow', { taskQueue, workflowId: `rec-lim-${Date.now()}`, args: [{ solicitudId: 502, datos: datos({ fechaLimitePago: fecha }) }] });
      const e = await hastaPago(h);
      const paso = e.snapshot.context.actual!;
      await dormirHasta(aviso, -HORA);
      expect(claves(de, 'pago_pendiente')).toEqual([`pago_pendiente:${paso}:1:dias`]);
      await dormirHasta(aviso, HORA);
      await esperar(async () => claves(de, 'pago_pendiente').length, (n) => n > 1);
      expect(claves(de, 'pago_pendiente')).toEqual([`pago_pendiente:${paso}:1:dias`, `pago_pendiente:${paso}:1:limite`]);
      const limite = de('enviarRecordatorio')[1].recordatorio as { descripcion: string };
      expect(limite.descripcion).toMatch(/Páguelo a más tardar el \d+ de [a-z]+ de \d{4}/);
      await env.sleep('5 days');
      expect(claves(de, 'pago_pendiente')).toHaveLength(2);
      await h.terminate('fin de la prueba');
    });
  });

  it('a statement paid before its time is not reminded', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(env, acts, async (taskQueue) => {
      const h = await env.client.workflow.start('licenciaWorkflow', { taskQueue, workflowId: `rec-pagado-${Date.now()}`, args: [{ solicitudId: 503, datos: datos({ fechaLimitePago: await hoyMas(10) }) }] });
      await hastaPago(h);
      await env.sleep('2 days');
      const pagado = await h.executeUpdate(comprobanteUpdate, { args: [{ servicio: SERVICIO.ANUENCIA }] });
      expect(pagado.snapshot.value).toBe('revision');
      await env.sleep('15 days');
      expect((await h.query(estadoQuery)).snapshot.value).toBe('revision');
      await h.terminate('fin de la prueba');
    });
    expect(claves(de, 'pago_pendiente')).toEqual([]);
  });

  it('a returned request not sent again: reminded once, 10 business days after the return', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(env, acts, async (taskQueue) => {
      const h = await env.client.workflow.start('perfilWorkflow', { taskQueue, workflowId: `rec-dev-${Date.now()}`, args: [{ solicitudId: 504, datos: {} }] });
      const e = await h.executeUpdate(enviarUpdate);
      await h.executeUpdate(resolverUpdate, { args: [{ tareaId: e.tarea!.id, paso: 'revision_perfil', resultado: 'rechazado', motivo: 'Falta la CURP', revisorId: 2 }] });
      const vence = sumarHorasHabiles(new Date(await env.currentTimeMs()), 80).getTime();
      // Ten business days cross a weekend, whatever the day the test runs on: the shortest count
      // starts at a Monday's opening (08:00) and ends at the close (16:00) of the Friday after next,
      // 11 days and 8 hours later (from a Sunday it was 12.4 days: not the two weeks once asserted).
      expect(vence - (await env.currentTimeMs())).toBeGreaterThanOrEqual(11 * DIA + 8 * HORA);
      await dormirHasta(vence, -HORA);
      expect(claves(de, 'solicitud_devuelta')).toEqual([]);
      await dormirHasta(vence, HORA);
      await esperar(async () => claves(de, 'solicitud_devuelta').length, (n) => n > 0);
      await env.sleep('30 days');
      expect(claves(de, 'solicitud_devuelta')).toEqual(['solicitud_devuelta:revision_perfil:1']);
      const [r] = de('enviarRecordatorio');
      expect(r.recordatorio).toMatchObject({ encabezado: 'Su solicitud devuelta sigue sin reenviarse', link: null });
      await h.terminate('fin de la prueba');
    });
  });

  it('a returned request sent again in time is not reminded (and a second return starts its own count)', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(env, acts, async (taskQueue) => {
      const h = await env.client.workflow.start('perfilWorkflow', { taskQueue, workflowId: `rec-reenv-${Date.now()}`, args: [{ solicitudId: 505, datos: {} }] });
      const e = await h.executeUpdate(enviarUpdate);
      await h.executeUpdate(resolverUpdate, { args: [{ tareaId: e.tarea!.id, paso: 'revision_perfil', resultado: 'rechazado', motivo: 'Falta la CURP', revisorId: 2 }] });
      await env.sleep('7 days');
      const r2 = await h.executeUpdate(enviarUpdate);
      await env.sleep('20 days');
      expect(claves(de, 'solicitud_devuelta')).toEqual([]);
      await h.executeUpdate(resolverUpdate, { args: [{ tareaId: r2.tarea!.id, paso: 'revision_perfil', resultado: 'rechazado', motivo: 'Falta el domicilio', revisorId: 2 }] });
      await env.sleep('20 days');
      await esperar(async () => claves(de, 'solicitud_devuelta').length, (n) => n > 0);
      expect(claves(de, 'solicitud_devuelta')).toEqual(['solicitud_devuelta:revision_perfil:2']);
      await h.terminate('fin de la prueba');
    });
  });
});
