// The operator console's reading of Temporal (/admin/operacion): visibility queries over
// the search attributes every procedure's workflow keeps (workflows/search-attributes.ts) and the
// execution status, never a copy of the data. describe() and the history are read only for the few
// candidates the queries leave, bounded in number and in concurrency.
import { WorkflowFailedError, type Client, type WorkflowExecutionInfo } from '@temporalio/client';
import { optionalTsToDate } from '@temporalio/common/lib/time';
import { TRAMITES } from '../../domain/tramites';
import type { CualquierDefinicion, DefPaso } from '../../domain/tramite/definicion';
import { SA } from '../../workflows/search-attributes';

/** How many running workflows are described for pending activities, and how many at once. */
export const MAX_DESCRITOS = 100;
export const CONCURRENCIA = 8;
/** How many rows each section lists at most. */
export const MAX_FILAS = 100;
/** Failed workflows closed within these many days. */
export const DIAS_FALLIDOS = 30;

export interface FilaAtascada {
  workflowId: string;
  runId: string;
  folio: string | null;
  procedimiento: string | null;
  tramite: string | null;
  paso: string | null;
  pasoEtiqueta: string | null;
  titulo: string | null;
  desde: Date | null;
  error: string | null;
  actividad: string | null;
  intentos: number | null;
  estado: string;
}

export interface Seccion {
  filas: FilaAtascada[];
  /** true when the section was cut at its bound: the operator sees only part of it */
  recortada: boolean;
}

const texto = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

function pasoEtiqueta(def: CualquierDefinicion | undefined, paso: string | null): string | null {
  if (!paso || paso === 'ninguno') return null;
  return (def?.pasos as readonly DefPaso<unknown>[] | undefined)?.find((p) => p.clave === paso)?.etiqueta ?? paso;
}

function filaDe(w: WorkflowExecutionInfo): FilaAtascada {
  const sa = w.typedSearchAttributes;
  const procedimiento = texto(sa.get(SA.Procedimiento));
  const def = procedimiento ? TRAMITES[procedimiento] : undefined;
  const paso = texto(sa.get(SA.Paso));
  return {
    workflowId: w.workflowId,
    runId: w.runId,
    folio: texto(sa.get(SA.Folio)),
    procedimiento,
    tramite: def?.nombre ?? procedimiento ?? w.type,
    paso,
    pasoEtiqueta: pasoEtiqueta(def, paso),
    titulo: texto(w.memo?.titulo),
    desde: null,
    error: null,
    actividad: null,
    intentos: null,
    estado: w.status.name,
  };
}

/** Runs fn over items with at most `n` at a time. */
async function enParalelo<T, R>(items: readonly T[], n: number, fn: (x: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let i = 0;
  const trabajador = async () => {
    while (i < items.length) {
      const k = i++;
      out[k] = await fn(items[k]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, trabajador));
  return out;
}

async function listar(client: Client, query: string, max: number): Promise<{ items: WorkflowExecutionInfo[]; recortada: boolean }> {
  const items: WorkflowExecutionInfo[] = [];
  for await (const w of client.workflow.list({ query, pageSize: Math.min(max + 1, 1000) })) {
    if (items.length === max) return { items, recortada: true };
    items.push(w);
  }
  return { items, recortada: false };
}

const iso = (d: Date) => d.toISOString();
const deCola = (cola: string) => `TaskQueue = ${JSON.stringify(cola)}`;

/** (a) Open staff tasks past their due time: the runner escalated them when they fell due. */
export async function tareasVencidas(client: Client, cola: string, ahora: Date): Promise<Seccion> {
  const q = `${deCola(cola)} AND ExecutionStatus = "Running" AND VenceTarea < "${iso(ahora)}"`;
  const { items, recortada } = await listar(client, q, MAX_FILAS);
  const filas = items.map((w) => {
    const f = filaDe(w);
    const vence = w.typedSearchAttributes.get(SA.VenceTarea);
    return { ...f, desde: vence instanceof Date ? vence : null, error: 'Tarea vencida: se avisó a la jefatura del área' };
  });
  return { filas, recortada };
}

/** The moment the pending activity was first scheduled: its ActivityTaskScheduled event (retries add no event). */
async function programadaEn(client: Client, workflowId: string, runId: string, activityId: string): Promise<Date | null> {
  const h = await client.workflow.getHandle(workflowId, runId).fetchHistory();
  let en: Date | null = null;
  for (const ev of h.events ?? []) {
    if (ev.activityTaskScheduledEventAttributes?.activityId === activityId) en = optionalTsToDate(ev.eventTime) ?? null;
  }
  return en;
}

/**
 * (b) Running workflows with an activity that keeps failing for longer than `umbralMs`. A workflow
 * started less than `umbralMs` ago cannot have one, so the query leaves it out; the rest (newest
 * first) are described, at most MAX_DESCRITOS, CONCURRENCIA at a time.
 */
export async function actividadesReintentando(client: Client, cola: string, ahora: Date, umbralMs: number): Promise<Seccion & { descritos: number }> {
  const q = `${deCola(cola)} AND ExecutionStatus = "Running" AND StartTime < "${iso(new Date(ahora.getTime() - umbralMs))}"`;
  const { items, recortada } = await listar(client, q, MAX_DESCRITOS);
  const filas = await enParalelo(items, CONCURRENCIA, async (w): Promise<FilaAtascada | null> => {
    let d;
    try {
      d = await client.workflow.getHandle(w.workflowId, w.runId).describe();
    } catch {
      return null; // closed or gone between the list and now
    }
    const pendiente = (d.raw.pendingActivities ?? []).filter((p) => (p.attempt ?? 0) > 1).sort((a, b) => (b.attempt ?? 0) - (a.attempt ?? 0))[0];
    if (!pendiente) return null;
    const desde = (await programadaEn(client, w.workflowId, w.runId, pendiente.activityId ?? '').catch(() => null)) ?? optionalTsToDate(pendiente.scheduledTime) ?? null;
    if (desde && ahora.getTime() - desde.getTime() < umbralMs) return null;
    return {
      ...filaDe(w),
      desde,
      error: texto(pendiente.lastFailure?.message) ?? 'Sin mensaje de error',
      actividad: texto(pendiente.activityType?.name),
      intentos: pendiente.attempt ?? null,
    };
  });
  const hallados = filas.filter((f): f is FilaAtascada => f !== null);
  return { filas: hallados.slice(0, MAX_FILAS), recortada: recortada || hallados.length > MAX_FILAS, descritos: items.length };
}

async function errorDeCierre(client: Client, w: WorkflowExecutionInfo): Promise<string | null> {
  try {
    await client.workflow.getHandle(w.workflowId, w.runId).result();
    return null;
  } catch (e) {
    if (e instanceof WorkflowFailedError) return texto(e.cause?.message) ?? texto(e.message);
    return e instanceof Error ? e.message : null;
  }
}

/** (c) Workflows that ended failed, timed out or terminated in the last DIAS_FALLIDOS days. */
export async function flujosFallidos(client: Client, cola: string, ahora: Date): Promise<Seccion> {
  const desde = new Date(ahora.getTime() - DIAS_FALLIDOS * 86_400_000);
  const q = `${deCola(cola)} AND ExecutionStatus IN ("Failed", "TimedOut", "Terminated") AND CloseTime > "${iso(desde)}"`;
  const { items, recortada } = await listar(client, q, MAX_FILAS);
  const filas = await enParalelo(items, CONCURRENCIA, async (w) => ({ ...filaDe(w), desde: w.closeTime ?? null, error: await errorDeCierre(client, w) }));
  return { filas, recortada };
}
