// The profile workflow on Temporal's time-skipping test server, with recording activities:
// the review may wait any length of time, refuses what the machine refuses, and runs each
// side effect once per step (spec 1 §4.2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Worker } from '@temporalio/worker';
import { WorkflowUpdateFailedError } from '@temporalio/client';
import type { PerfilActivities } from '../../activities/perfil.activities';
import { workflowBundle } from '../../worker/create-worker';
import { enviarPerfilUpdate, estadoPerfilQuery, resolverPerfilUpdate, type PerfilWorkflowInput } from '../../workflows/perfil/defs';

let env: TestWorkflowEnvironment;

beforeAll(async () => {
  const path = process.env.TEMPORAL_TEST_SERVER_PATH;
  env = await TestWorkflowEnvironment.createTimeSkipping(path ? { server: { executable: { type: 'existing-path', path } } } : {});
  // The workflow upserts the operators' search attributes; the test server must know them too.
  const KEYWORD = 2; // temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD
  await env.connection.operatorService.addSearchAttributes({
    namespace: env.namespace ?? 'default',
    searchAttributes: Object.fromEntries(['Folio', 'RFC', 'Procedimiento', 'Estatus', 'Area'].map((n) => [n, KEYWORD])),
  });
});
afterAll(async () => env?.teardown());

function actividadesQueRegistran() {
  const llamadas: { nombre: string; args: unknown }[] = [];
  let siguienteTarea = 100;
  const acts: PerfilActivities = {
    proyectarPerfil: async (a) => void llamadas.push({ nombre: 'proyectarPerfil', args: a }),
    abrirTareaPerfil: async (a) => {
      llamadas.push({ nombre: 'abrirTareaPerfil', args: a });
      return siguienteTarea++;
    },
    cerrarTarea: async (a) => void llamadas.push({ nombre: 'cerrarTarea', args: a }),
    notificarPerfil: async (a) => void llamadas.push({ nombre: 'notificarPerfil', args: a }),
  };
  return { acts, llamadas };
}

const input = (id: number): PerfilWorkflowInput => ({
  contribuyenteId: id,
  usuarioId: 7,
  rfc: 'GODE561231GR8',
  folio: `PER-2026-${id}`,
  solicitante: 'ERNESTO GODÍNEZ DÍAZ',
  email: 'e@example.mx',
  estatusInicial: 1,
  versionInicial: 3,
  rondaInicial: 0,
});

async function conWorker<T>(acts: PerfilActivities, fn: (taskQueue: string) => Promise<T>): Promise<T> {
  const taskQueue = `ts-${Math.random().toString(36).slice(2)}`;
  const worker = await Worker.create({ connection: env.nativeConnection, taskQueue, workflowBundle: await workflowBundle(), activities: acts });
  return worker.runUntil(fn(taskQueue));
}

describe('perfilWorkflow (time-skipping)', () => {
  it('waits 60 days in review without timing out, then a rejection and a resend and an approval end it in 4', async () => {
    const { acts, llamadas } = actividadesQueRegistran();
    await conWorker(acts, async (taskQueue) => {
      const h = await env.client.workflow.start('perfilWorkflow', { taskQueue, workflowId: 'perfil-ts-1', args: [input(1)] });
      expect(await h.executeUpdate(enviarPerfilUpdate)).toMatchObject({ estatus: 10, ronda: 1, tareaAbierta: 100 });

      await env.sleep('60 days');
      expect(await h.query(estadoPerfilQuery)).toMatchObject({ estatus: 10, tareaAbierta: 100 });

      // A stale or foreign task id, or a rejection without a reason, is refused by the validator.
      await expect(h.executeUpdate(resolverPerfilUpdate, { args: [{ tareaId: 999, resultado: 'aprobado', revisorId: 2 }] })).rejects.toBeInstanceOf(WorkflowUpdateFailedError);
      await expect(h.executeUpdate(resolverPerfilUpdate, { args: [{ tareaId: 100, resultado: 'rechazado', motivo: ' ', revisorId: 2 }] })).rejects.toThrow();
      // Sending twice is refused: the machine has no ENVIAR in review.
      await expect(h.executeUpdate(enviarPerfilUpdate)).rejects.toBeInstanceOf(WorkflowUpdateFailedError);

      const rechazo = await h.executeUpdate(resolverPerfilUpdate, { args: [{ tareaId: 100, resultado: 'rechazado', motivo: 'Falta la constancia', revisorId: 2 }] });
      expect(rechazo).toMatchObject({ estatus: 5, motivo_rechazo: 'Falta la constancia', tareaAbierta: null });
      expect(await h.executeUpdate(enviarPerfilUpdate)).toMatchObject({ estatus: 10, ronda: 2, tareaAbierta: 101 });
      await h.executeUpdate(resolverPerfilUpdate, { args: [{ tareaId: 101, resultado: 'aprobado', revisorId: 2 }] });
      expect(await h.result()).toMatchObject({ estatus: 4, ronda: 2, motivo_rechazo: null });
    });

    // Each projection carries a strictly higher version than the last (an old one never wins).
    const versiones = llamadas.filter((l) => l.nombre === 'proyectarPerfil').map((l) => (l.args as { version: number; estatus: number }));
    expect(versiones.map((v) => v.estatus)).toEqual([10, 5, 10, 4]);
    expect(versiones.map((v) => v.version)).toEqual([4, 5, 6, 7]);
    expect(llamadas.filter((l) => l.nombre === 'abrirTareaPerfil')).toHaveLength(2);
    expect(llamadas.filter((l) => l.nombre === 'notificarPerfil').map((l) => (l.args as { evento: string }).evento)).toEqual(['enviado', 'rechazado', 'enviado', 'validado']);
  });

  it('a workflow started for a profile that was rejected before (estatus 5) accepts a resend', async () => {
    const { acts } = actividadesQueRegistran();
    await conWorker(acts, async (taskQueue) => {
      const h = await env.client.workflow.start('perfilWorkflow', { taskQueue, workflowId: 'perfil-ts-2', args: [{ ...input(2), estatusInicial: 5, rondaInicial: 1 }] });
      expect(await h.executeUpdate(enviarPerfilUpdate)).toMatchObject({ estatus: 10, ronda: 2 });
      await h.terminate('fin de la prueba');
    });
  });
});
