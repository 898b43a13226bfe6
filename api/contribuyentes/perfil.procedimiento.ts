// The API's side of the profile procedure: starts or advances the workflow and waits for
// the projection, so the answer already carries the new estatus.
import { WithStartWorkflowOperation } from '@temporalio/client';
import type { Contribuyente } from '../../db/schema';
import type { AppDeps } from '../lib/contexto';
import { errorDeTemporal } from '../lib/temporal-errors';
import { SA } from '../../workflows/search-attributes';
import {
  enviarPerfilUpdate,
  folioPerfil,
  perfilWorkflowId,
  resolverPerfilUpdate,
  type EstadoPerfil,
  type PerfilWorkflowInput,
  type ResolverPerfilArgs,
} from '../../workflows/perfil/defs';

export function nombreDe(c: Contribuyente): string {
  return c.tipoPersona === 2 ? (c.razonSocial ?? c.rfc) : [c.nombre, c.apellido1, c.apellido2].filter(Boolean).join(' ') || c.rfc;
}

export async function enviarPerfilARevision(deps: AppDeps, c: Contribuyente, usuarioId: number, rondaActual: number): Promise<EstadoPerfil> {
  const folio = folioPerfil(c.id, c.createdAt.getFullYear());
  const input: PerfilWorkflowInput = {
    contribuyenteId: c.id,
    usuarioId,
    rfc: c.rfc,
    folio,
    solicitante: nombreDe(c),
    email: c.email,
    estatusInicial: c.estatus,
    versionInicial: c.wfVersion,
    rondaInicial: rondaActual,
  };
  const start = new WithStartWorkflowOperation('perfilWorkflow', {
    workflowId: perfilWorkflowId(c.id),
    taskQueue: deps.config.TASK_QUEUE,
    args: [input],
    // A rejected profile that is resent goes to the same running workflow.
    workflowIdConflictPolicy: 'USE_EXISTING',
    typedSearchAttributes: [
      { key: SA.Folio, value: folio },
      { key: SA.RFC, value: c.rfc },
      { key: SA.Procedimiento, value: 'perfil' },
      { key: SA.Estatus, value: String(c.estatus) },
      { key: SA.Area, value: 'padron' },
    ],
    memo: { solicitante: input.solicitante },
  });
  try {
    return await deps.temporal.withAbortSignal(AbortSignal.timeout(deps.config.UPDATE_TIMEOUT_MS), () =>
      deps.temporal.workflow.executeUpdateWithStart(enviarPerfilUpdate, { startWorkflowOperation: start }),
    );
  } catch (e) {
    throw errorDeTemporal(e);
  }
}

export async function resolverRevisionPerfil(deps: AppDeps, workflowId: string, args: ResolverPerfilArgs): Promise<EstadoPerfil> {
  try {
    return await deps.temporal.withAbortSignal(AbortSignal.timeout(deps.config.UPDATE_TIMEOUT_MS), () =>
      deps.temporal.workflow.getHandle(workflowId).executeUpdate(resolverPerfilUpdate, { args: [args] }),
    );
  } catch (e) {
    throw errorDeTemporal(e);
  }
}
