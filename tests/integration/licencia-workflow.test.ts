// The licence workflow on Temporal's time-skipping test server, with recording activities
// (issue 3 §5): month-long deadlines are proven by skipping time, never by shortened constants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { WorkflowUpdateFailedError } from '@temporalio/client';
import type { LicenciaActivities } from '../../activities/licencia.activities';
import type { TareasActivities } from '../../activities/tareas.activities';
import { PLAZOS_LICENCIAS_DEFECTO, PLAZOS_SARE } from '../../domain/licencia/plazos';
import { workflowBundle } from '../../worker/create-worker';
import {
  comprobanteUpdate,
  enviarLicenciaUpdate,
  estadoLicenciaQuery,
  licenciaBebidasSignal,
  pagoConfirmadoSignal,
  resolverLicenciaUpdate,
  type LicenciaWorkflowInput,
} from '../../workflows/licencia/defs';

let env: TestWorkflowEnvironment;

beforeAll(async () => {
  const path = process.env.TEMPORAL_TEST_SERVER_PATH;
  env = await TestWorkflowEnvironment.createTimeSkipping(path ? { server: { executable: { type: 'existing-path', path } } } : {});
  const KEYWORD = 2;
  await env.connection.operatorService.addSearchAttributes({
    namespace: env.namespace ?? 'default',
    searchAttributes: Object.fromEntries(['Folio', 'RFC', 'Procedimiento', 'Estatus', 'Area'].map((n) => [n, KEYWORD])),
  });
});
afterAll(async () => env?.teardown());

type Acts = LicenciaActivities & TareasActivities;

function actividadesQueRegistran() {
  const llamadas: { nombre: string; args: Record<string, unknown> }[] = [];
  let siguienteTarea = 100;
  const reg = (nombre: string) => async (a: unknown) => void llamadas.push({ nombre, args: a as Record<string, unknown> });
  const acts: Acts = {
    proyectarLicencia: reg('proyectarLicencia'),
    abrirTareaLicencia: async (a) => {
      llamadas.push({ nombre: 'abrirTareaLicencia', args: a });
      return siguienteTarea++;
    },
    generarEstadoCuenta: async (a) => {
      llamadas.push({ nombre: 'generarEstadoCuenta', args: a });
      return { id: a.servicio, folio: `EC-${a.servicio}`, total: '100.00' };
    },
    notificarLicencia: reg('notificarLicencia'),
    cerrarTarea: reg('cerrarTarea'),
    escalarTarea: reg('escalarTarea'),
  };
  const de = (nombre: string) => llamadas.filter((l) => l.nombre === nombre).map((l) => l.args);
  return { acts, llamadas, de };
}

// The test server's clock runs ahead of the real one once a test skips time: dates come from it.
const ahora = () => env.currentTimeMs();
const hoyMas = async (dias: number) => new Date((await ahora()) + dias * 86_400_000).toISOString().slice(0, 10);

const input = (id: number, extra: Partial<LicenciaWorkflowInput> = {}): LicenciaWorkflowInput => ({
  licenciaId: id,
  locacionId: 50 + id,
  contribuyenteId: 9,
  usuarioId: 7,
  email: 'e@example.mx',
  rfc: 'GODE561231GR8',
  folio: `LF-2026-${String(id).padStart(6, '0')}`,
  solicitante: 'ERNESTO GODÍNEZ DÍAZ',
  nombreComercial: 'ABARROTES LA CEIBA',
  tipoProceso: 1,
  tieneUsoSuelo: true,
  fechaLimitePago: null,
  bebidasDesde: null,
  plazos: PLAZOS_LICENCIAS_DEFECTO,
  ...extra,
});

async function conWorker<T>(acts: Acts, fn: (taskQueue: string) => Promise<T>): Promise<T> {
  const taskQueue = `lic-${Math.random().toString(36).slice(2)}`;
  const worker = await Worker.create({ connection: env.nativeConnection, taskQueue, workflowBundle: await workflowBundle(), activities: acts });
  return worker.runUntil(fn(taskQueue));
}

describe('licenciaWorkflow (time-skipping)', { timeout: 120_000 }, () => {
  it('walks every area, counts a payment confirmed twice once, and issues the licence', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(acts, async (taskQueue) => {
      const h = await env.client.workflow.start('licenciaWorkflow', { taskQueue, workflowId: 'licencia-ts-1', args: [input(1, { tieneUsoSuelo: false })] });
      const e1 = await h.executeUpdate(enviarLicenciaUpdate);
      expect(e1.proyeccion).toMatchObject({ estatusLicencia: 10, pasoActual: 'validacion_datos' });
      expect(e1.tareaAbierta).toMatchObject({ id: 100, paso: 'validacion_datos' });
      await expect(h.executeUpdate(enviarLicenciaUpdate)).rejects.toBeInstanceOf(WorkflowUpdateFailedError);
      await expect(h.executeUpdate(resolverLicenciaUpdate, { args: [{ tareaId: 999, paso: 'validacion_datos', resultado: 'aprobado', revisorId: 2 }] })).rejects.toBeInstanceOf(
        WorkflowUpdateFailedError,
      );

      // A signal's effects (the next task) land asynchronously: wait until the task is open, as staff would.
      const resolver = async (tareaId: number, paso: string) => {
        for (let i = 0; i < 100 && (await h.query(estadoLicenciaQuery)).tareaAbierta?.id !== tareaId; i++) await new Promise((r) => setTimeout(r, 50));
        return h.executeUpdate(resolverLicenciaUpdate, { args: [{ tareaId, paso: paso as never, resultado: 'aprobado', revisorId: 2 }] });
      };
      await resolver(100, 'validacion_datos');
      await resolver(101, 'verificacion_uso_suelo');
      expect((await h.query(estadoLicenciaQuery)).proyeccion.pasoActual).toBe('pago_uso_suelo');
      await h.signal(pagoConfirmadoSignal, { servicio: 1755, folioPago: 'P1', orderId: 'O1' });
      await h.signal(pagoConfirmadoSignal, { servicio: 1755, folioPago: 'P1', orderId: 'O1' });
      await resolver(102, 'validacion_uso_suelo');
      await h.executeUpdate(comprobanteUpdate, { args: [{ servicio: 1752 }] });
      await resolver(103, 'validacion_anuencia');
      await h.signal(pagoConfirmadoSignal, { servicio: 1750, folioPago: 'P2', orderId: 'O2' });
      await resolver(104, 'validacion_residuos');
      await resolver(105, 'firma_director');
      await resolver(106, 'firma_tesorero');
      const fin = await h.result();
      expect(fin.proyeccion).toMatchObject({ estado: 'emitida', estatusLicencia: 4, estatusDirectorIngresos: 4, estatusTesorero: 4, tipoLicenciaId: 1, progreso: 3 });
    });
    expect(de('abrirTareaLicencia').map((a) => a.paso)).toEqual([
      'validacion_datos',
      'verificacion_uso_suelo',
      'validacion_uso_suelo',
      'validacion_anuencia',
      'validacion_residuos',
      'firma_director',
      'firma_tesorero',
    ]);
    expect(de('generarEstadoCuenta').map((a) => a.servicio)).toEqual([1755, 1752, 1750]);
    expect(de('cerrarTarea')).toHaveLength(7);
    const versiones = de('proyectarLicencia').map((a) => a.version as number);
    expect(versiones).toEqual([...versiones].sort((a, b) => a - b));
    expect(new Set(versiones).size).toBe(versiones.length);
    expect(de('notificarLicencia').map((a) => a.evento)).toEqual(['pago', 'pago', 'pago', 'emitida']);
  });

  it('escalates an overdue task once to the area head, and keeps waiting for the decision', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(acts, async (taskQueue) => {
      const h = await env.client.workflow.start('licenciaWorkflow', { taskQueue, workflowId: 'licencia-ts-2', args: [input(2, { tipoProceso: 2, plazos: PLAZOS_SARE })] });
      const e = await h.executeUpdate(enviarLicenciaUpdate);
      const vence = Date.parse(e.tareaAbierta!.venceAt);
      // SARE data validation: 16 business hours, i.e. at least two office days away.
      expect(vence - (await ahora())).toBeGreaterThan(16 * 3600_000);
      await env.sleep('1 day');
      expect(de('escalarTarea')).toHaveLength(0);
      await env.sleep('10 days');
      expect(de('escalarTarea')).toEqual([{ tareaId: 100 }]);
      await env.sleep('20 days');
      expect(de('escalarTarea')).toHaveLength(1);
      await h.executeUpdate(resolverLicenciaUpdate, { args: [{ tareaId: 100, paso: 'validacion_datos', resultado: 'rechazado', motivo: 'Falta la constancia SAT', revisorId: 2 }] });
      expect((await h.query(estadoLicenciaQuery)).proyeccion).toMatchObject({ estatusLicencia: 5, motivoRechazo: 'Falta la constancia SAT' });
      await h.terminate('fin de la prueba');
    });
    expect(de('notificarLicencia').map((a) => a.evento)).toEqual(['devuelta']);
  });

  it('late payment: 30 days after fecha_alta_hacienda unpaid adds the 1753 statement and step', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(acts, async (taskQueue) => {
      const h = await env.client.workflow.start('licenciaWorkflow', { taskQueue, workflowId: 'licencia-ts-3', args: [input(3, { fechaLimitePago: await hoyMas(30) })] });
      await h.executeUpdate(enviarLicenciaUpdate);
      await env.sleep('20 days');
      expect((await h.query(estadoLicenciaQuery)).proyeccion.extemporaneo).toBe(false);
      await env.sleep('12 days');
      const q = await h.query(estadoLicenciaQuery);
      expect(q.proyeccion.extemporaneo).toBe(true);
      expect(q.proyeccion.pasos.find((p) => p.clave === 'pago_extemporaneo')?.estatus).toBe(2);
      await h.terminate('fin de la prueba');
    });
    expect(de('generarEstadoCuenta').map((a) => a.servicio)).toEqual([1753]);
    expect(de('notificarLicencia').map((a) => a.evento)).toEqual(['extemporaneo']);
  });

  it('beverage licence: suspended when the 2-month window lapses, lifted when the licence is uploaded', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(acts, async (taskQueue) => {
      const h = await env.client.workflow.start('licenciaWorkflow', {
        taskQueue,
        workflowId: 'licencia-ts-4',
        args: [input(4, { bebidasDesde: new Date(await ahora()).toISOString() })],
      });
      await h.executeUpdate(enviarLicenciaUpdate);
      const q0 = await h.query(estadoLicenciaQuery);
      expect(q0.proyeccion.bebidasPendiente).toBe(true);
      expect(Date.parse(q0.bebidasLimite!) - (await ahora())).toBeGreaterThan(58 * 86_400_000);
      await env.sleep('50 days');
      expect((await h.query(estadoLicenciaQuery)).proyeccion.suspendida).toBe(false);
      await env.sleep('15 days');
      expect((await h.query(estadoLicenciaQuery)).proyeccion.suspendida).toBe(true);
      await h.signal(licenciaBebidasSignal);
      await env.sleep('1 minute');
      expect((await h.query(estadoLicenciaQuery)).proyeccion).toMatchObject({ suspendida: false, bebidasPendiente: false });
      await h.terminate('fin de la prueba');
    });
    expect(de('notificarLicencia').map((a) => a.evento)).toEqual(['suspendida', 'reactivada']);
  });
});
