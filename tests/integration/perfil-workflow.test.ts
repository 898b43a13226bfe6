// What the profile review needs beyond the kit's conformance (spec 1 §4.2), on the time-skipping
// server: it may wait any length of time in review, and a workflow that was ended resumes from
// the request's stored snapshot with its round and reason.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestWorkflowEnvironment } from '@temporalio/testing';
import { perfil } from '../../domain/perfil/definicion';
import { aplicarEvento, nuevoTramite, persistir } from '../../domain/tramite/maquina';
import { enviarUpdate, estadoQuery, resolverUpdate } from '../../workflows/tramite/mensajes';
import { actividadesQueRegistran, conWorker, crearEntornoTiempo } from './time-skipping';

let env: TestWorkflowEnvironment;
// A server of its own for each test (time-skipping.ts, crearEntornoTiempo).
beforeEach(async () => {
  env = await crearEntornoTiempo();
});
afterEach(async () => env?.teardown());

describe('perfilWorkflow (time-skipping)', { timeout: 120_000 }, () => {
  it('waits 60 days in review without timing out, escalated once, then approved', async () => {
    const { acts, de } = actividadesQueRegistran();
    await conWorker(env, acts, async (taskQueue) => {
      const h = await env.client.workflow.start('perfilWorkflow', { taskQueue, workflowId: `perfil-ts-${Date.now()}`, args: [{ solicitudId: 401, datos: {} }] });
      const e = await h.executeUpdate(enviarUpdate);
      expect(e).toMatchObject({ estatus: 10, tarea: { paso: 'revision_perfil' } });
      await env.sleep('60 days');
      expect(await h.query(estadoQuery)).toMatchObject({ estatus: 10, tarea: { id: e.tarea!.id, escalada: true } });
      await h.executeUpdate(resolverUpdate, { args: [{ tareaId: e.tarea!.id, paso: 'revision_perfil', resultado: 'aprobado', revisorId: 2 }] });
      expect(await h.result()).toMatchObject({ estatus: 4 });
    });
    expect(de('escalarTarea')).toHaveLength(1);
    expect(de('notificarTramite').map((a) => a.evento)).toEqual(['enviada', 'terminada']);
  });

  it('a workflow restarted from the stored snapshot of a returned profile accepts the resend in round 2', async () => {
    const { acts, de } = actividadesQueRegistran();
    let s = nuevoTramite(perfil, {});
    s = aplicarEvento(perfil, s, { type: 'ENVIAR' })!;
    s = aplicarEvento(perfil, s, { type: 'RECHAZAR', paso: 'revision_perfil', revisorId: 2, motivo: 'Falta la CURP' })!;
    await conWorker(env, acts, async (taskQueue) => {
      const h = await env.client.workflow.start('perfilWorkflow', { taskQueue, workflowId: `perfil-ts2-${Date.now()}`, args: [{ solicitudId: 402, datos: {}, snapshot: persistir(s), version: 7 }] });
      const e = await h.executeUpdate(enviarUpdate);
      expect(e).toMatchObject({ estatus: 10, version: 8 });
      expect(e.snapshot.context.pasos.revision_perfil.ronda).toBe(2);
      await h.terminate('fin de la prueba');
    });
    // Activities run at least once: on a busy machine the test server may deliver one twice, and a
    // workflow task retried after a timeout proposes its due time again, a few ms later (the real
    // abrirTarea is idempotent per step and round and answers the stored one). What matters is
    // which task and which version, each once.
    const distintas = <T>(xs: T[]) => [...new Map(xs.map((x) => [JSON.stringify(x), x])).values()];
    expect(distintas(de('abrirTarea').map((a) => ({ paso: a.paso, ronda: a.ronda })))).toEqual([{ paso: 'revision_perfil', ronda: 2 }]);
    expect(distintas(de('proyectarSolicitud').map((a) => a.version))).toEqual([8]);
  });
});
