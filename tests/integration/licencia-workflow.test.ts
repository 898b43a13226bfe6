// What the licence adds to the kit, on Temporal's time-skipping server (spec 1 §4.8): the late
// payment 30 days after the tax registration date, and the two-month beverage-licence window.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import type { DatosLicencia } from '../../domain/licencia/definicion';
import { camposLicencia } from '../../domain/licencia/lectura';
import { SERVICIO } from '../../domain/tramite/servicios';
import { enviarUpdate, estadoQuery, eventoSignal, resolverUpdate } from '../../workflows/tramite/mensajes';
import { actividadesQueRegistran, conWorker, crearEntornoTiempo, esperar } from './time-skipping';

let env: TestWorkflowEnvironment;
// A server of its own for each test (time-skipping.ts, crearEntornoTiempo).
beforeEach(async () => {
  env = await crearEntornoTiempo();
});
afterEach(async () => env?.teardown());

// The test server's clock runs ahead of the real one once a test skips time: dates come from it.
const hoyMas = async (dias: number) => new Date((await env.currentTimeMs()) + dias * 86_400_000 - 5 * 3600_000).toISOString().slice(0, 10);
const datos = (d: Partial<DatosLicencia> = {}): DatosLicencia => ({ tipoProceso: 1, tieneUsoSuelo: true, fechaLimitePago: null, ...d });

describe('licenciaWorkflow: what the licence adds (time-skipping)', { timeout: 120_000 }, () => {
  it('late payment: the date passes with fees unpaid → the late-fee step is added before the signatures, and said once', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(env, acts, async (taskQueue) => {
      const h = await env.client.workflow.start('licenciaWorkflow', { taskQueue, workflowId: `lic-ext-${Date.now()}`, args: [{ solicitudId: 301, datos: datos({ fechaLimitePago: await hoyMas(30) }) }] });
      await h.executeUpdate(enviarUpdate);
      await env.sleep('20 days');
      expect(camposLicencia((await h.query(estadoQuery)).snapshot).extemporaneo).toBe(false);
      await env.sleep('12 days');
      const q = await h.query(estadoQuery);
      expect(camposLicencia(q.snapshot)).toMatchObject({ extemporaneo: true, estatusEstadoExtemporaneo: 4 });
      expect(q.snapshot.context.pasos.pago_extemporaneo.estatus).toBe(2);
      await h.terminate('fin de la prueba');
    });
    expect(de('notificarTramite').map((a) => a.evento)).toEqual(['extemporaneo']);
  });

  it('renewal: the land-use steps do not apply, and the cut-off (1 May of its year) makes the unpaid fees late', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(env, acts, async (taskQueue) => {
      const h = await env.client.workflow.start('licenciaWorkflow', {
        taskQueue,
        workflowId: `lic-ren-${Date.now()}`,
        args: [{ solicitudId: 304, datos: datos({ tieneUsoSuelo: false, renovacion: true, fechaLimitePago: await hoyMas(10) }) }],
      });
      await h.executeUpdate(enviarUpdate);
      const q0 = await h.query(estadoQuery);
      expect(q0.snapshot.context.actual).toBe('validacion_datos');
      expect(camposLicencia(q0.snapshot)).toMatchObject({ extemporaneo: false, estatusUsoSuelo: 11 });
      await env.sleep('11 days');
      const q = await h.query(estadoQuery);
      expect(camposLicencia(q.snapshot)).toMatchObject({ extemporaneo: true, estatusEstadoExtemporaneo: 4 });
      await h.terminate('fin de la prueba');
    });
    expect(de('notificarTramite').map((a) => a.evento)).toEqual(['extemporaneo']);
  });

  it('no late payment when every fee was paid in time; the date means nothing in draft', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(env, acts, async (taskQueue) => {
      const h = await env.client.workflow.start('licenciaWorkflow', { taskQueue, workflowId: `lic-ext2-${Date.now()}`, args: [{ solicitudId: 302, datos: datos({ fechaLimitePago: await hoyMas(1) }) }] });
      await env.sleep('3 days');
      expect((await h.query(estadoQuery)).snapshot.value).toBe('borrador');
      await h.terminate('fin de la prueba');
    });
    expect(de('notificarTramite')).toHaveLength(0);
  });

  it('beverage licence: suspended when the two-month window lapses, lifted when the licence is uploaded', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(env, acts, async (taskQueue) => {
      const desde = new Date(await env.currentTimeMs()).toISOString();
      const h = await env.client.workflow.start('licenciaWorkflow', {
        taskQueue,
        workflowId: `lic-beb-${Date.now()}`,
        args: [{ solicitudId: 303, datos: datos(), eventosIniciales: [{ type: 'EXTRA', nombre: 'bebidas.requerida', datos: { desde } }] }],
      });
      await h.executeUpdate(enviarUpdate);
      const q0 = camposLicencia((await h.query(estadoQuery)).snapshot);
      expect(q0.bebidasPendiente).toBe(true);
      expect(q0.bebidasLimite! - (await env.currentTimeMs())).toBeGreaterThan(58 * 86_400_000);
      await env.sleep('50 days');
      expect(camposLicencia((await h.query(estadoQuery)).snapshot).suspendida).toBe(false);
      await env.sleep('15 days');
      expect(camposLicencia((await h.query(estadoQuery)).snapshot).suspendida).toBe(true);
      await h.signal(eventoSignal, { nombre: 'bebidas.licencia' });
      const fin = await esperar(() => h.query(estadoQuery), (e) => !camposLicencia(e.snapshot).suspendida);
      expect(camposLicencia(fin.snapshot)).toMatchObject({ suspendida: false, bebidasPendiente: false });
      // The signal's effects (the notice) run after the state changed: wait for them as a person would.
      await esperar(async () => de('notificarTramite').length, (n) => n >= 2);
      await h.terminate('fin de la prueba');
    });
    expect(de('notificarTramite').map((a) => a.evento)).toEqual(['suspendida', 'reactivada']);
  });

  it('a returned SARE request goes back to Coordinación SARE with its 16-hour promise', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(env, acts, async (taskQueue) => {
      const h = await env.client.workflow.start('licenciaWorkflow', { taskQueue, workflowId: `lic-sare-${Date.now()}`, args: [{ solicitudId: 304, datos: datos({ tipoProceso: 2 }) }] });
      const e = await h.executeUpdate(enviarUpdate);
      // SARE data validation: 16 business hours, i.e. at least two office days away.
      expect(Date.parse(e.tarea!.venceAt) - (await env.currentTimeMs())).toBeGreaterThan(16 * 3600_000);
      await h.executeUpdate(resolverUpdate, { args: [{ tareaId: e.tarea!.id, paso: 'validacion_datos', resultado: 'rechazado', motivo: 'Falta la constancia SAT', revisorId: 2 }] });
      const r = await h.executeUpdate(enviarUpdate);
      expect(r.tarea).toMatchObject({ paso: 'validacion_datos' });
      await h.terminate('fin de la prueba');
    });
    expect(de('abrirTarea').map((a) => [a.paso, a.ronda])).toEqual([
      ['validacion_datos', 1],
      ['validacion_datos', 2],
    ]);
    expect(de('generarEstadoCuenta').map((a) => a.servicio)).not.toContain(SERVICIO.EXTEMPORANEO);
  });
});
