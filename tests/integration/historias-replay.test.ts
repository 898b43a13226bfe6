// Workflow code changes ship behind patched() (ARCHITECTURE.md, "In service"): a workflow that
// lives for a year (a sign until 31 December, a lease 367 days) runs its history on every later
// release. Each registered workflow type has a history recorded from the production topology
// (tests/stack/historias.ts); each must replay against today's bundle without a nondeterminism
// error, so a change that would break requests in flight fails here, before it ships.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Worker } from '@temporalio/worker';
import proto from '@temporalio/proto';
import { workflowBundle } from '../../worker/create-worker';

const DIR = new URL('./historias/', import.meta.url);
/**
 * Types the drills' walk does not make yet (their requests need forms of their own: a new address,
 * a new activity, a new owner, live music), so no history of theirs is recorded. A type leaves this
 * list when its history is recorded; a new workflow type must come with its history.
 */
const SIN_HISTORIA = ['cambioDomicilioWorkflow', 'cambioActividadWorkflow', 'cambioPropietarioWorkflow', 'musicaVivaWorkflow'];
const tipos = [...readFileSync(new URL('../../workflows/index.ts', import.meta.url), 'utf8').matchAll(/export \{ (\w+) \} from/g)].map((m) => m[1]);

describe('recorded histories of every workflow type replay against the current bundle', { timeout: 120_000 }, () => {
  it('every registered workflow type has a recorded history (but the four listed, not yet)', () => {
    expect(tipos.length).toBeGreaterThanOrEqual(18);
    expect(tipos.filter((t) => !existsSync(new URL(`${t}.b64`, DIR)))).toEqual(SIN_HISTORIA);
  });

  it.each(tipos.filter((t) => existsSync(new URL(`${t}.b64`, DIR))))('%s', async (tipo) => {
    const historia = proto.temporal.api.history.v1.History.decode(Buffer.from(readFileSync(new URL(`${tipo}.b64`, DIR), 'utf8'), 'base64'));
    expect(historia.events.length).toBeGreaterThan(3);
    await expect(Worker.runReplayHistory({ workflowBundle: await workflowBundle() }, historia, `historia-${tipo}`)).resolves.toBeUndefined();
  });
});
