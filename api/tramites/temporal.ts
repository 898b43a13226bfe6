// The API's side of every procedure: starts or moves its workflow and answers with the state the
// workflow reached (an Update returns after its effects, so the projection is already written).
import { WithStartWorkflowOperation, WorkflowNotFoundError, type WorkflowHandle } from '@temporalio/client';
import type { Solicitud, Tarea } from '../../db/schema';
import { nombreDe } from '../../domain/common/personas';
import { definicionRegistrada, type Envio } from './registro';
import { resumenInicial } from '../../domain/tramite/detalles';
import { SA } from '../../workflows/search-attributes';
import {
  cancelacionSignal,
  comprobanteUpdate,
  corregirUpdate,
  entregarUpdate,
  enviarUpdate,
  eventoSignal,
  pagoConfirmadoSignal,
  resolverUpdate,
  type EntradaTramite,
  type EstadoWf,
  type PagoConfirmadoArgs,
  type ResolverArgs,
} from '../../workflows/tramite/mensajes';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import type { AppDeps } from '../lib/contexto';
import { errorDeTemporal } from '../lib/temporal-errors';
import { exigirEfirma } from '../efirma/compuerta';

/** Waits for the workflow's answer no longer than UPDATE_TIMEOUT_MS; then 503, and nothing saved is lost. */
async function conLimite<T>(deps: AppDeps, fn: () => Promise<T>): Promise<T> {
  try {
    return await deps.temporal.withAbortSignal(AbortSignal.timeout(deps.config.UPDATE_TIMEOUT_MS), fn);
  } catch (e) {
    throw errorDeTemporal(e);
  }
}

const handle = (deps: AppDeps, s: Pick<Solicitud, 'workflowId'>): WorkflowHandle => deps.temporal.workflow.getHandle(s.workflowId);

/**
 * First send starts the workflow (one per request, its id the request's business key); a resend
 * after a return reaches the same running workflow. A request whose workflow is gone (ended by an
 * operator) resumes from its stored snapshot, so nothing the taxpayer and staff did is lost.
 */
export async function enviarSolicitud(deps: AppDeps, s: Solicitud, envio: Envio): Promise<EstadoWf> {
  const def = definicionRegistrada(s.procedimiento);
  const c = await createContribuyentesRepository({ db: deps.db }).porId(s.contribuyenteId);
  if (!c) throw new Error(`solicitud ${s.id}: su contribuyente ${s.contribuyenteId} no existe`);
  const est = s.locacionId === null ? null : await createEstablecimientosRepository({ db: deps.db }).porId(s.locacionId);
  // What Temporal's Web UI shows of the workflow from its start (procedure, folio, taxpayer, establishment).
  const resumen = resumenInicial(def, { folio: s.folio, contribuyente: nombreDe(c), rfc: c.rfc, establecimiento: est?.nombreComercial ?? null, asunto: s.titulo });
  const reanudar = s.estado !== 'borrador' && !!s.snapshot;
  const input: EntradaTramite = {
    solicitudId: s.id,
    datos: reanudar ? s.snapshot!.context.datos : envio.datos,
    plazosHoras: envio.plazosHoras,
    snapshot: reanudar ? s.snapshot : null,
    version: s.version,
    eventosIniciales: envio.eventosIniciales,
  };
  const start = new WithStartWorkflowOperation(def.workflowType, {
    workflowId: s.workflowId,
    taskQueue: deps.config.TASK_QUEUE,
    args: [input],
    workflowIdConflictPolicy: 'USE_EXISTING',
    typedSearchAttributes: [
      { key: SA.Folio, value: s.folio },
      { key: SA.RFC, value: c.rfc },
      { key: SA.Procedimiento, value: s.procedimiento },
      { key: SA.Estatus, value: String(s.estatus) },
      { key: SA.Area, value: 'contribuyente' },
      { key: SA.Paso, value: s.pasoActual ?? 'ninguno' },
    ],
    memo: { solicitante: nombreDe(c), ...(s.titulo ? { titulo: s.titulo } : {}) },
    staticSummary: resumen.resumen,
    staticDetails: resumen.detalles,
  });
  return conLimite(deps, () => deps.temporal.workflow.executeUpdateWithStart(enviarUpdate, { startWorkflowOperation: start }));
}

export const corregirSolicitud = (deps: AppDeps, s: Solicitud) => conLimite(deps, () => handle(deps, s).executeUpdate(corregirUpdate));

/** The taxpayer delivers what an 'entrega' step asks (a lease's contract). */
export const entregaRecibida = (deps: AppDeps, s: Solicitud, paso: string) =>
  conLimite(deps, () => handle(deps, s).executeUpdate(entregarUpdate, { args: [{ paso }] }));

/** A signature step that asks for e.firma resolves only after its signature (api/efirma/compuerta.ts). */
export async function resolverTarea(deps: AppDeps, t: Pick<Tarea, 'workflowId'>, args: ResolverArgs) {
  await exigirEfirma(deps, args);
  return conLimite(deps, () => deps.temporal.workflow.getHandle(t.workflowId).executeUpdate(resolverUpdate, { args: [args] }));
}

export const comprobanteRecibido = (deps: AppDeps, s: Solicitud, servicio: number) =>
  conLimite(deps, () => handle(deps, s).executeUpdate(comprobanteUpdate, { args: [{ servicio }] }));

/** Signals are fire-and-forget: the payment is already recorded in Postgres before this. */
export async function senalPagoConfirmado(deps: AppDeps, s: Pick<Solicitud, 'workflowId'>, args: PagoConfirmadoArgs): Promise<void> {
  await handle(deps, s).signal(pagoConfirmadoSignal, args);
}

/** An event of the procedure's own; a request with no running workflow (a draft, a closed one) reads it on its next send. */
export async function senalEvento(deps: AppDeps, s: Pick<Solicitud, 'workflowId'>, nombre: string, datos?: Record<string, unknown>): Promise<void> {
  try {
    await handle(deps, s).signal(eventoSignal, { nombre, datos });
  } catch (e) {
    if (!(e instanceof WorkflowNotFoundError)) throw e;
  }
}

/**
 * A request that will not go on: its workflow stops waiting, its timers with it, and its open task
 * is closed; nothing to do when none runs. With an operator's reason (the console) the request
 * ends 'Cancelada' and keeps the reason; without one (its taxpayer deleted it) only its tasks close.
 */
export async function cancelarSolicitud(deps: AppDeps, s: Pick<Solicitud, 'workflowId'>, motivo?: string): Promise<void> {
  try {
    await deps.temporal.withAbortSignal(AbortSignal.timeout(deps.config.UPDATE_TIMEOUT_MS), async () => {
      const h = handle(deps, s);
      if (motivo !== undefined) await h.signal(cancelacionSignal, { motivo });
      await h.cancel();
    });
  } catch (e) {
    if (e instanceof WorkflowNotFoundError) return;
    throw errorDeTemporal(e);
  }
}
