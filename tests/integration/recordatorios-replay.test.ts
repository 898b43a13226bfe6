// The reminders sit behind patched('recordatorios'). Histories recorded with the runner
// as it was before them (a licence whose statement waited 4 days then was paid; a profile returned
// and resent after 20 days: both past a generic reminder's time) replay against today's code
// without a nondeterminism error, so workflows in flight keep running; an agreement's timer recorded
// with its 7-day reminder (before 'convenio-aviso-unico') replays too; and a history written by
// today's code, reminders included, replays against itself.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import proto from '@temporalio/proto';
import { workflowBundle } from '../../worker/create-worker';
import { enviarUpdate, resolverUpdate } from '../../workflows/tramite/mensajes';
import { actividadesQueRegistran, conWorker, crearEntornoTiempo, esperar } from './time-skipping';

const { temporal } = proto;
/** A history as the Temporal API encodes it (protobuf), base64: written once with the old runner. */
const historia = (nombre: string) => temporal.api.history.v1.History.decode(Buffer.from(readFileSync(new URL(`./recordatorios-historia-${nombre}.b64`, import.meta.url), 'utf8'), 'base64'));

let env: TestWorkflowEnvironment;
// A server of its own for each test (time-skipping.ts, crearEntornoTiempo).
beforeEach(async () => {
  env = await crearEntornoTiempo();
});
afterEach(async () => env?.teardown());

describe('reminders and workflows already in flight', { timeout: 120_000 }, () => {
  it.each(['licencia', 'perfil'])('a %s history recorded before the reminders replays against today’s runner', async (nombre) => {
    const h = historia(nombre);
    expect(h.events.length).toBeGreaterThan(20);
    await expect(Worker.runReplayHistory({ workflowBundle: await workflowBundle() }, h, `historia-previa-${nombre}`)).resolves.toBeUndefined();
  });

  it('an agreement timer recorded with both its reminders (30 and 7 days) replays against today’s timer, which sends the 30-day one only', async () => {
    const h = historia('convenio');
    const enviados = h.events.filter((ev) => ev.activityTaskScheduledEventAttributes?.activityType?.name === 'enviarRecordatorio');
    expect(enviados).toHaveLength(2);
    await expect(Worker.runReplayHistory({ workflowBundle: await workflowBundle() }, h, 'historia-previa-convenio')).resolves.toBeUndefined();
  });

  it('a history with a reminder sent replays against itself', async () => {
    const { acts, de } = actividadesQueRegistran();
    const history = await conWorker(env, acts, async (taskQueue) => {
      const p = await env.client.workflow.start('perfilWorkflow', { taskQueue, workflowId: `rec-replay-${Date.now()}`, args: [{ solicitudId: 603, datos: {} }] });
      const r = await p.executeUpdate(enviarUpdate);
      await p.executeUpdate(resolverUpdate, { args: [{ tareaId: r.tarea!.id, paso: 'revision_perfil', resultado: 'rechazado', motivo: 'Falta la CURP', revisorId: 2 }] });
      await env.sleep('20 days');
      await esperar(async () => de('enviarRecordatorio').length, (n) => n > 0);
      await p.executeUpdate(enviarUpdate);
      const h = await p.fetchHistory();
      await p.terminate('fin de la prueba');
      return h;
    });
    expect(de('enviarRecordatorio')).toHaveLength(1);
    await expect(Worker.runReplayHistory({ workflowBundle: await workflowBundle() }, history)).resolves.toBeUndefined();
  });
});
