// The kit's conformance suite on Temporal (time-skipping server, recording activities), run over
// every registered procedure: the whole path with each effect once, a reason required to return,
// the resend resuming where it stopped, one escalation of an overdue task, a payment confirmed
// twice counted once, and a worker that dies mid-way replaced with nothing lost or doubled.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { WorkflowUpdateFailedError, type WorkflowHandle } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';
import { TRAMITES } from '../../domain/tramites';
import { DATOS_EJEMPLO } from '../../domain/tramite/conformidad/ejemplos';
import type { CualquierDefinicion, DefPaso } from '../../domain/tramite/definicion';
import { entregarUpdate, enviarUpdate, estadoQuery, pagoConfirmadoSignal, resolverUpdate, type EstadoWf } from '../../workflows/tramite/mensajes';
import { actividadesQueRegistran, conWorker, crearEntornoTiempo, esperar } from './time-skipping';

let env: TestWorkflowEnvironment;
// A server of its own for each test (time-skipping.ts, crearEntornoTiempo).
beforeEach(async () => {
  env = await crearEntornoTiempo();
});
afterEach(async () => env?.teardown());

let siguiente = 1;
const iniciar = (def: CualquierDefinicion, taskQueue: string) => {
  const solicitudId = siguiente++;
  return env.client.workflow.start(def.workflowType, { taskQueue, workflowId: `conf-${def.clave}-${solicitudId}-${Date.now()}`, args: [{ solicitudId, datos: DATOS_EJEMPLO[def.clave] }] });
};
const estado = (h: WorkflowHandle) => h.query(estadoQuery);

/** One step forward as people would: staff decide the open task; the gateway confirms a payment (twice). */
async function avanzar(def: CualquierDefinicion, h: WorkflowHandle): Promise<EstadoWf> {
  const e = await esperar(() => estado(h), (x) => x.snapshot.value !== 'revision' || x.tarea !== null);
  if (e.snapshot.value === 'pago') {
    const paso = (def.pasos as readonly DefPaso[]).find((p) => p.clave === e.snapshot.context.actual)!;
    const pago = { servicio: paso.servicio!, folioPago: `F-${paso.clave}`, orderId: `O-${paso.clave}` };
    await h.signal(pagoConfirmadoSignal, pago);
    await h.signal(pagoConfirmadoSignal, pago);
    return esperar(() => estado(h), (x) => x.version > e.version);
  }
  if (e.snapshot.value === 'entrega') return h.executeUpdate(entregarUpdate, { args: [{ paso: e.snapshot.context.actual! }] });
  return h.executeUpdate(resolverUpdate, { args: [{ tareaId: e.tarea!.id, paso: e.tarea!.paso, resultado: 'aprobado', revisorId: 2 }] });
}

async function hastaElFin(def: CualquierDefinicion, h: WorkflowHandle): Promise<EstadoWf> {
  let e = await estado(h);
  for (let i = 0; i < 60 && e.snapshot.value !== 'terminada'; i++) e = await avanzar(def, h);
  return e;
}

const causa = (e: unknown) => (e instanceof WorkflowUpdateFailedError && e.cause instanceof ApplicationFailure ? e.cause.type : null);

describe.each(Object.values(TRAMITES).map((d) => [d.clave, d] as const))('conformance of «%s» on Temporal', { timeout: 120_000 }, (_clave, def) => {
  // The staff steps the example data opens: an optional step (a debt, a late fee) or one its data leaves out never opens here.
  const pasosPersonal = () =>
    (def.pasos as readonly DefPaso[]).filter((p) => p.tipo !== 'pago' && p.tipo !== 'entrega' && !p.opcional && (!p.aplica || p.aplica(DATOS_EJEMPLO[def.clave])));

  it('walks to the end: each task opened and closed once, each statement once, projections in order', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(env, acts, async (tq) => {
      const h = await iniciar(def, tq);
      const e1 = await h.executeUpdate(enviarUpdate);
      expect(e1.estatus).toBe(10);
      await expect(h.executeUpdate(enviarUpdate)).rejects.toBeInstanceOf(WorkflowUpdateFailedError);
      await hastaElFin(def, h);
      expect((await h.result()).estatus).toBe(4);
    });
    const abiertas = de('abrirTarea').map((a) => `${a.paso}#${a.ronda}`);
    expect(new Set(abiertas).size).toBe(abiertas.length);
    expect(de('cerrarTarea')).toHaveLength(abiertas.length);
    const estados = de('generarEstadoCuenta').map((a) => a.servicio);
    expect(new Set(estados).size).toBe(estados.length);
    const versiones = de('proyectarSolicitud').map((a) => a.version as number);
    expect(versiones).toEqual([...versiones].sort((a, b) => a - b));
    expect(new Set(versiones).size).toBe(versiones.length);
    const avisos = de('notificarTramite').map((a) => `${a.evento}:${a.clave}`);
    expect(new Set(avisos).size).toBe(avisos.length);
  });

  it('a return needs a reason; the resend resumes at the returned step in a new round', async () => {
    const { acts, de } = actividadesQueRegistran();
    const ultimo = pasosPersonal().at(-1)!;
    await conWorker(env, acts, async (tq) => {
      const h = await iniciar(def, tq);
      await h.executeUpdate(enviarUpdate);
      let e = await estado(h);
      // Walk up to the last staff step, then return the request there.
      for (let i = 0; i < 60 && e.snapshot.context.actual !== ultimo.clave; i++) e = await avanzar(def, h);
      e = await esperar(() => estado(h), (x) => x.tarea !== null);
      const sinMotivo = await h.executeUpdate(resolverUpdate, { args: [{ tareaId: e.tarea!.id, paso: e.tarea!.paso, resultado: 'rechazado', motivo: '  ', revisorId: 2 }] }).catch((x: unknown) => x);
      expect(causa(sinMotivo)).toBe('tramite.motivo_requerido');
      const ajena = await h.executeUpdate(resolverUpdate, { args: [{ tareaId: 99_999, paso: e.tarea!.paso, resultado: 'aprobado', revisorId: 2 }] }).catch((x: unknown) => x);
      expect(causa(ajena)).toBe('tarea.no_pendiente');
      const devuelta = await h.executeUpdate(resolverUpdate, { args: [{ tareaId: e.tarea!.id, paso: e.tarea!.paso, resultado: 'rechazado', motivo: 'Corrija el domicilio', revisorId: 2 }] });
      expect(devuelta.snapshot.value).toBe(ultimo.devolucion === 'final' ? 'rechazada' : 'devuelta');
      expect(devuelta.tarea).toBeNull();
      if (ultimo.devolucion === 'final') {
        // Rejected for good: the workflow ends by itself.
        expect((await h.result()).estatus).toBe(5);
        return;
      }
      if ((ultimo.devolucion ?? 'reenviar') === 'reenviar' && !ultimo.validaPago) {
        expect(devuelta.estatus).toBe(5);
        await h.executeUpdate(enviarUpdate);
        e = await hastaElFin(def, h);
        expect(e.snapshot.value).toBe('terminada');
        await h.result();
      } else await h.terminate('fin de la prueba');
    });
    expect(de('notificarTramite')).toContainEqual(expect.objectContaining({ motivo: 'Corrija el domicilio' }));
    const rondas = de('abrirTarea').filter((a) => a.paso === ultimo.clave).map((a) => a.ronda);
    if ((ultimo.devolucion ?? 'reenviar') === 'reenviar' && !ultimo.validaPago) expect(rondas).toEqual([1, 2]);
  });

  it('an overdue task is escalated once to the area head, and still waits for its decision', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(env, acts, async (tq) => {
      const h = await iniciar(def, tq);
      const e = await h.executeUpdate(enviarUpdate);
      const vence = Date.parse(e.tarea!.venceAt);
      expect(vence).toBeGreaterThan(await env.currentTimeMs());
      await env.sleep(Math.max(1, vence - (await env.currentTimeMs()) - 60_000));
      expect(de('escalarTarea')).toHaveLength(0);
      await env.sleep('2 hours');
      expect(de('escalarTarea')).toEqual([{ tareaId: e.tarea!.id }]);
      await env.sleep('30 days');
      expect(de('escalarTarea')).toHaveLength(1);
      expect((await estado(h)).tarea).toMatchObject({ id: e.tarea!.id, escalada: true });
      await h.terminate('fin de la prueba');
    });
  });

  it('a worker that dies mid-way is replaced: the request goes on with nothing lost or doubled', async () => {
    const { acts, de } = actividadesQueRegistran();
    const tq = `kill-${def.clave}-${Date.now()}`;
    const h = await conWorker(env, acts, async () => {
      const h = await iniciar(def, tq);
      await h.executeUpdate(enviarUpdate);
      await avanzar(def, h);
      return h;
    }, tq, { sinCache: true });
    // The first worker is gone (runUntil shut it down); a new one picks the history up. It keeps the
    // workflow in its cache, as a worker in service does: its first task replays the history the
    // dead one left, the later ones go on from there (replaying the whole history at every step
    // proved nothing more and cost the most CPU of this file).
    const antes = de('abrirTarea').length;
    await conWorker(env, acts, async () => {
      const e = await hastaElFin(def, h);
      expect(e.snapshot.value).toBe('terminada');
      await h.result();
    }, tq);
    const abiertas = de('abrirTarea').map((a) => `${a.paso}#${a.ronda}`);
    expect(abiertas.length).toBeGreaterThanOrEqual(antes);
    expect(new Set(abiertas).size).toBe(abiertas.length);
    const versiones = de('proyectarSolicitud').map((a) => a.version);
    expect(new Set(versiones).size).toBe(versiones.length);
  });
});
