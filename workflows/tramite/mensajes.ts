// The messages every procedure's workflow answers, under one set of names (shared by the
// workflows and the API's client side). An operator reads them in the Temporal Web UI.
import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import type { EventoTramite } from '../../domain/tramite/definicion';
import type { SnapshotPersistido } from '../../domain/tramite/maquina';

export interface EntradaTramite {
  solicitudId: number;
  /** what shapes the procedure's steps (the machine's input), fixed when it is sent */
  datos: unknown;
  /** business hours per staff step where configuration overrides the definition */
  plazosHoras?: Record<string, number>;
  /** resume from the request's stored state (a workflow restarted by an operator) */
  snapshot?: SnapshotPersistido | null;
  /** the stored projection's version, so a resumed workflow never projects backwards */
  version?: number;
  /** events applied when the workflow starts, if the machine accepts them */
  eventosIniciales?: EventoTramite[];
}

export interface ResolverArgs {
  tareaId: number;
  paso: string;
  resultado: 'aprobado' | 'rechazado';
  motivo?: string | null;
  revisorId: number;
}

export interface PagoConfirmadoArgs {
  servicio: number;
  folioPago: string;
  orderId: string;
}

export interface EstadoWf {
  snapshot: SnapshotPersistido;
  version: number;
  estatus: number;
  tarea: { id: number; paso: string; venceAt: string; escalada: boolean } | null;
}

export const enviarUpdate = defineUpdate<EstadoWf, []>('enviar');
/** spec 1 §4.4: the answer to a return at the same step ('Enviar a uso de suelo'). */
export const corregirUpdate = defineUpdate<EstadoWf, []>('corregir');
/** The taxpayer delivers what an 'entrega' step asks (a lease's contract). */
export const entregarUpdate = defineUpdate<EstadoWf, [{ paso: string }]>('entregar');
/** A staff decision in the inbox. */
export const resolverUpdate = defineUpdate<EstadoWf, [ResolverArgs]>('resolver');
/** A payment proof attached by the taxpayer. */
export const comprobanteUpdate = defineUpdate<EstadoWf, [{ servicio: number }]>('comprobante');
/** The payment gateway's confirmation: a signal, as the callback cannot wait. */
export const pagoConfirmadoSignal = defineSignal<[PagoConfirmadoArgs]>('pagoConfirmado');
/** An event of the procedure's own (e.g. 'bebidas.requerida'); ignored when the machine refuses it. */
export const eventoSignal = defineSignal<[{ nombre: string; datos?: Record<string, unknown> }]>('evento');
export const estadoQuery = defineQuery<EstadoWf>('estado');
/**
 * An operator's re-check (/admin/operacion): the request's projection and search
 * attributes are written again and its current staff task is opened again if the inbox lost it.
 * Changes no state: safe to send at any time, any number of times.
 */
/**
 * The reason an operator cancels the request with (the console), sent just before Temporal's own
 * cancellation: the runner records it in the request's state as it ends.
 */
export const cancelacionSignal = defineSignal<[{ motivo: string }]>('cancelacion');
export const revisarSignal = defineSignal<[{ operadorId: number }]>('revisar');
