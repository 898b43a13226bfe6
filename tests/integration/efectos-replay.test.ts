// Issue 17: a transition's effects became one activity behind patched('efectos-en-uno'). A licence
// history recorded by the runner before it (one activity per effect: task-queue activities for the
// start's own send, local activities for the decisions, a return answered and a payment proof)
// replays against today's runner without a nondeterminism error, so requests in flight when the
// change is deployed finish as they began.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Worker } from '@temporalio/worker';
import proto from '@temporalio/proto';
import { workflowBundle } from '../../worker/create-worker';

const { temporal } = proto;
const historia = temporal.api.history.v1.History.decode(Buffer.from(readFileSync(new URL('./efectos-historia-licencia.b64', import.meta.url), 'utf8'), 'base64'));

describe('a transition in one activity, and workflows already in flight', { timeout: 120_000 }, () => {
  it('the history was written one activity per effect', () => {
    const enCola = historia.events.flatMap((ev) => (ev.activityTaskScheduledEventAttributes ? [ev.activityTaskScheduledEventAttributes.activityType!.name] : []));
    expect(enCola).toEqual(['referenciaSolicitud', 'proyectarSolicitud', 'abrirTarea']);
    const locales = historia.events.filter((ev) => ev.markerRecordedEventAttributes?.markerName === 'core_local_activity');
    expect(locales.length).toBeGreaterThanOrEqual(12);
  });

  it('and replays against today’s runner', async () => {
    await expect(Worker.runReplayHistory({ workflowBundle: await workflowBundle() }, historia, 'historia-efectos-previa')).resolves.toBeUndefined();
  });
});
