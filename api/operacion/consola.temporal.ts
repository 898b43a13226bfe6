// One request's workflow as the operator console reads it (/admin/operacion/solicitudes/:folio):
// its status, the activities it is retrying with their last failure, the durable timers still to
// fire with their dates and the runner's summary, and the current details the runner keeps
// (domain/tramite/detalles.ts). describe() and one history read: bounded to this one workflow.
import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { defaultPayloadConverter, type Payload } from '@temporalio/common';
import { optionalTsToDate, optionalTsToMs } from '@temporalio/common/lib/time';

export interface FalloActividad {
  actividadId: string;
  actividad: string | null;
  intentos: number | null;
  error: string | null;
  ultimoIntento: Date | null;
  proximoIntento: Date | null;
}

export interface TemporizadorPendiente {
  id: string;
  venceAt: Date;
  resumen: string | null;
}

export interface FlujoLeido {
  runId: string;
  estado: string;
  detalles: string | null;
  fallos: FalloActividad[];
  temporizadores: TemporizadorPendiente[];
}

const texto = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

function resumenDe(p: Payload | null | undefined): string | null {
  if (!p) return null;
  try {
    return texto(defaultPayloadConverter.fromPayload(p));
  } catch {
    return null;
  }
}

/** null when the request never started a workflow (a draft) or its history is gone. */
export async function leerFlujo(client: Client, workflowId: string): Promise<FlujoLeido | null> {
  const h = client.workflow.getHandle(workflowId);
  let d;
  try {
    d = await h.describe();
  } catch (e) {
    if (e instanceof WorkflowNotFoundError) return null;
    throw e;
  }
  // Retries add no event: a failing activity is read from the pending ones (its attempt, its last error).
  const fallos: FalloActividad[] = (d.raw.pendingActivities ?? [])
    .filter((p) => (p.attempt ?? 0) > 1 || p.lastFailure)
    .map((p) => ({
      actividadId: p.activityId ?? '',
      actividad: texto(p.activityType?.name),
      intentos: p.attempt ?? null,
      error: texto(p.lastFailure?.message),
      ultimoIntento: optionalTsToDate(p.lastAttemptCompleteTime) ?? null,
      proximoIntento: optionalTsToDate(p.nextAttemptScheduleTime) ?? null,
    }));
  // Timers: started and neither fired nor cancelled; due at their start plus their duration.
  const temporizadores = new Map<string, TemporizadorPendiente>();
  if (d.status.name === 'RUNNING') {
    const historia = await h.fetchHistory();
    for (const ev of historia.events ?? []) {
      const a = ev.timerStartedEventAttributes;
      if (a?.timerId) {
        const inicio = optionalTsToMs(ev.eventTime) ?? 0;
        temporizadores.set(a.timerId, { id: a.timerId, venceAt: new Date(inicio + (optionalTsToMs(a.startToFireTimeout) ?? 0)), resumen: resumenDe(ev.userMetadata?.summary) });
      }
      const fin = ev.timerFiredEventAttributes?.timerId ?? ev.timerCanceledEventAttributes?.timerId;
      if (fin) temporizadores.delete(fin);
    }
  }
  let detalles: string | null = null;
  if (d.status.name === 'RUNNING') {
    // The runner's current details (setCurrentDetails): the same text Temporal's UI shows.
    detalles = await h
      .query<{ currentDetails?: string }>('__temporal_workflow_metadata')
      .then((m) => texto(m.currentDetails))
      .catch(() => null);
  }
  return { runId: d.runId, estado: d.status.name, detalles, fallos, temporizadores: [...temporizadores.values()].sort((a, b) => a.venceAt.getTime() - b.venceAt.getTime()) };
}
