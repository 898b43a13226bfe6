// A reviewer who decides the moment the task's row appears in the inbox (a race seen on a
// loaded CI run of the tower walk): the activity writes the row before its answer, with the task's
// id, reaches the workflow. The decision is accepted and applied once the workflow knows the id; a
// decision naming another task is still refused with «La tarea ya fue atendida», and one for a step
// that is not being opened is refused at once. On the time-skipping server, with the opening held.
// Also: the effects of an Update (a person waiting) run as local activities, those of the
// workflow's own events as task-queue activities (approvals during a burst of starts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { WorkflowUpdateFailedError, WorkflowUpdateStage, type WorkflowHandle } from '@temporalio/client';
import type { Actividades } from '../../activities';
import { MSG_EXTRA } from '../../domain/common/messages';
import { estadoQuery, resolverUpdate } from '../../workflows/tramite/mensajes';
import { actividadesQueRegistran, conWorker, crearEntornoTiempo, esperar } from './time-skipping';

let env: TestWorkflowEnvironment;
// A server of its own for each test (time-skipping.ts, crearEntornoTiempo).
beforeEach(async () => {
  env = await crearEntornoTiempo();
});
afterEach(async () => env?.teardown());

const PASO = 'revision_perfil';
const ID_TAREA = 900;

/** Recording activities whose abrirTarea writes "the row" and then waits until it is let go. */
function aperturaRetenida() {
  const r = actividadesQueRegistran();
  let soltar!: () => void;
  const suelta = new Promise<void>((ok) => (soltar = ok));
  let filaEscrita!: () => void;
  const escrita = new Promise<void>((ok) => (filaEscrita = ok));
  const acts: Actividades = {
    ...r.acts,
    abrirTarea: async (a) => {
      filaEscrita();
      await suelta;
      return { id: ID_TAREA, venceAt: a.venceAt };
    },
  };
  return { ...r, acts, escrita, soltar };
}

let n = 0;
/**
 * Started already sent (eventosIniciales, as a bulk opening would): its effects are task-queue
 * activities, whose answer reaches the workflow in a later task — the window of the race. (A send
 * through the Update runs them as local activities, inside the task the row is written in.)
 */
async function iniciarYEnviar(taskQueue: string) {
  const h = await env.client.workflow.start('perfilWorkflow', {
    taskQueue,
    workflowId: `apertura-${Date.now()}-${n++}`,
    args: [{ solicitudId: 700 + n, datos: {}, eventosIniciales: [{ type: 'ENVIAR' }] }],
  });
  // Settles once the task is known to the workflow (when no decision closes it first).
  const envio = () => esperar(() => h.query(estadoQuery), (x) => x.tarea !== null, 400);
  return { h, envio };
}

const decision = (h: WorkflowHandle, tareaId: number, paso = PASO) =>
  h.startUpdate(resolverUpdate, { args: [{ tareaId, paso, resultado: 'aprobado', revisorId: 2 }], waitForStage: WorkflowUpdateStage.ACCEPTED });

async function motivoDeRechazo(p: Promise<unknown>): Promise<string> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(WorkflowUpdateFailedError);
  return ((e as WorkflowUpdateFailedError).cause as Error).message;
}

describe('a decision sent while its task is being opened', { timeout: 120_000 }, () => {
  it('is accepted, waits for the task id, and approves the request', async () => {
    const { acts, escrita, soltar, de } = aperturaRetenida();
    await conWorker(env, acts, async (tq) => {
      const { h } = await iniciarYEnviar(tq);
      await escrita;
      const aceptada = await decision(h, ID_TAREA);
      // Accepted but not applied: the request is still in review, the task not yet known.
      expect((await h.query(estadoQuery)).tarea).toBeNull();
      soltar();
      expect(await aceptada.result()).toMatchObject({ estatus: 4, tarea: null });
      expect(await h.result()).toMatchObject({ estatus: 4 });
    });
    expect(de('cerrarTarea')).toEqual([expect.objectContaining({ tareaId: ID_TAREA, resultado: 'aprobado', revisorId: 2 })]);
  });

  it('naming another task: refused with «La tarea ya fue atendida» once the id is known, and the task stays open', async () => {
    const { acts, escrita, soltar, de } = aperturaRetenida();
    await conWorker(env, acts, async (tq) => {
      const { h, envio } = await iniciarYEnviar(tq);
      await escrita;
      const otra = await decision(h, ID_TAREA + 1);
      soltar();
      await envio();
      expect(await motivoDeRechazo(otra.result())).toBe(MSG_EXTRA.tareaNoPendiente);
      const e = await esperar(() => h.query(estadoQuery), (x) => x.tarea !== null);
      expect(e).toMatchObject({ estatus: 10, tarea: { id: ID_TAREA, paso: PASO } });
      await h.terminate('fin de la prueba');
    });
    expect(de('cerrarTarea')).toHaveLength(0);
  });

  it('for a step that is not the one being opened: refused at once', async () => {
    const { acts, escrita, soltar } = aperturaRetenida();
    await conWorker(env, acts, async (tq) => {
      const { h, envio } = await iniciarYEnviar(tq);
      await escrita;
      const otroPaso = h.executeUpdate(resolverUpdate, { args: [{ tareaId: ID_TAREA, paso: 'otro_paso', resultado: 'aprobado', revisorId: 2 }] });
      expect(await motivoDeRechazo(otroPaso)).toBe(MSG_EXTRA.tareaNoPendiente);
      soltar();
      await envio();
      await h.terminate('fin de la prueba');
    });
  });
});

describe('the effects a person waits on run in the worker, inside the workflow task', { timeout: 120_000 }, () => {
  it("an Update's effects are local activities; a start's own events are task-queue activities", async () => {
    const { acts } = actividadesQueRegistran();
    const eventos = await conWorker(env, acts, async (tq) => {
      const h = await env.client.workflow.start('perfilWorkflow', { taskQueue: tq, workflowId: `prioridad-${Date.now()}`, args: [{ solicitudId: 880, datos: {}, eventosIniciales: [{ type: 'ENVIAR' }] }] });
      const e = await esperar(() => h.query(estadoQuery), (x) => x.tarea !== null);
      await h.executeUpdate(resolverUpdate, { args: [{ tareaId: e.tarea!.id, paso: PASO, resultado: 'aprobado', revisorId: 2 }] });
      await h.result();
      const historia = await h.fetchHistory();
      return (historia.events ?? []).flatMap((ev) =>
        ev.activityTaskScheduledEventAttributes
          ? [`cola:${ev.activityTaskScheduledEventAttributes.activityType!.name}`]
          : ev.markerRecordedEventAttributes?.markerName === 'core_local_activity'
            ? ['local']
            : [],
      );
    });
    // The send (the start's own event): its effects on the task queue, before any local one.
    const primeraLocal = eventos.indexOf('local');
    expect(eventos.slice(0, primeraLocal).sort()).toEqual(['cola:abrirTarea', 'cola:notificarTramite', 'cola:proyectarSolicitud']);
    // The reviewer's decision: closing the task, projecting and the notice, all local.
    expect(eventos.slice(primeraLocal)).toEqual(['local', 'local', 'local']);
  });
});
