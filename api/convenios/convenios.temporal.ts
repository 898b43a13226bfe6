// The API's side of the agreement timer (workflows/convenios): started when an agreement is
// registered, signalled with new dates (or started then, when it was never running: an agreement
// written by a migration or a test), terminated when the agreement is deleted.
import { WorkflowNotFoundError } from '@temporalio/client';
import { WORKFLOW_TYPE_CONVENIO, workflowIdConvenio, type Vigencia } from '../../domain/convenios/reglas';
import { vigenciaSignal, type EntradaConvenio } from '../../workflows/convenios/mensajes';
import type { AppDeps } from '../lib/contexto';
import { errorDeTemporal } from '../lib/temporal-errors';

async function conLimite<T>(deps: AppDeps, fn: () => Promise<T>): Promise<T> {
  try {
    return await deps.temporal.withAbortSignal(AbortSignal.timeout(deps.config.UPDATE_TIMEOUT_MS), fn);
  } catch (e) {
    throw errorDeTemporal(e);
  }
}

const opciones = (deps: AppDeps, e: EntradaConvenio) => ({
  workflowId: workflowIdConvenio(e.convenioId),
  taskQueue: deps.config.TASK_QUEUE,
  args: [e] as [EntradaConvenio],
  memo: { convenio: e.convenioId },
});

export async function iniciarVigencia(deps: AppDeps, e: EntradaConvenio): Promise<void> {
  await conLimite(deps, () => deps.temporal.workflow.start(WORKFLOW_TYPE_CONVENIO, { ...opciones(deps, e), workflowIdConflictPolicy: 'USE_EXISTING' }));
}

export async function cambiarVigencia(deps: AppDeps, convenioId: number, v: Vigencia): Promise<void> {
  await conLimite(deps, () => deps.temporal.workflow.signalWithStart(WORKFLOW_TYPE_CONVENIO, { ...opciones(deps, { convenioId, ...v }), signal: vigenciaSignal, signalArgs: [v] }));
}

/** A deleted agreement's timer stops; one that never ran, or already ended, is fine. */
export async function detenerVigencia(deps: AppDeps, convenioId: number): Promise<void> {
  try {
    await deps.temporal.withAbortSignal(AbortSignal.timeout(deps.config.UPDATE_TIMEOUT_MS), () =>
      deps.temporal.workflow.getHandle(workflowIdConvenio(convenioId)).terminate('Convenio eliminado'),
    );
  } catch (e) {
    if (e instanceof WorkflowNotFoundError) return;
    throw errorDeTemporal(e);
  }
}
