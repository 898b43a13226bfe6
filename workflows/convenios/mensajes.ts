// The agreement timer's messages, shared by the workflow and the API (no Node built-ins here).
import { defineQuery, defineSignal } from '@temporalio/workflow';
import type { Vigencia } from '../../domain/convenios/reglas';

export interface EntradaConvenio extends Vigencia {
  convenioId: number;
}

/** What the timer has done (a query: operators and tests read it). */
export interface EstadoConvenioWf extends Vigencia {
  activado: boolean;
  /** the vigencia_fin the notice was sent for, if any */
  avisadoPara: string | null;
  vencido: boolean;
}

/** New dates (POST licenciaconvenio/{id}): the timer recomputes its instants. */
export const vigenciaSignal = defineSignal<[Vigencia]>('vigencia');
export const estadoConvenioQuery = defineQuery<EstadoConvenioWf>('estado');
