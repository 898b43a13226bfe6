// Agreements (convenios) linked to a licence: their statuses and the instants their workflow waits
// for (spec 2 §3 "Convenio link", §4 "Agreement: delete only when status is 1"). Pure, with no I/O
// nor Intl: the workflow imports it. Dates are Chetumal calendar days (domain/tramite/fechas.ts).
import { OFFSET_CANCUN_MS, esFechaIso, sumarDias } from '../tramite/fechas';

/** 1 registered (before its start), 4 in force, 6 expired. */
export const ESTATUS_CONVENIO = { REGISTRADO: 1, VIGENTE: 4, VENCIDO: 6 } as const;
export type EstatusConvenio = (typeof ESTATUS_CONVENIO)[keyof typeof ESTATUS_CONVENIO];

/** The chip's words. */
export const ETIQUETA_ESTATUS_CONVENIO: Record<EstatusConvenio, string> = { 1: 'Registrado', 4: 'Vigente', 6: 'Vencido' };
export const etiquetaConvenio = (estatus: number): string => ETIQUETA_ESTATUS_CONVENIO[estatus as EstatusConvenio] ?? 'Registrado';

/** spec 2 §4: an agreement may be deleted only while it is registered (status 1). */
export const convenioEliminable = (estatus: number): boolean => estatus === ESTATUS_CONVENIO.REGISTRADO;
/** Ours: its dates and document may change on the same condition (once in force it is a fact). */
export const convenioEditable = convenioEliminable;

/** The notice is sent this many days before vigencia_fin. */
export const DIAS_AVISO_VENCIMIENTO = 7;

/** The first instant of a Chetumal calendar day (epoch ms). */
export const inicioDeDiaCancun = (fechaIso: string): number => Date.parse(`${fechaIso}T00:00:00Z`) - OFFSET_CANCUN_MS;

export interface Vigencia {
  vigenciaInicio: string;
  vigenciaFin: string;
}

/**
 * The three instants of an agreement's life: in force from 00:00 of its first day; the notice at
 * 09:00 (office hours) seven days before its last day; expired once its last day has passed
 * (00:00 of the next day).
 */
export function hitosConvenio(v: Vigencia): { inicio: number; aviso: number; vencimiento: number } {
  if (!esFechaIso(v.vigenciaInicio) || !esFechaIso(v.vigenciaFin)) throw new RangeError(`vigencia inválida: ${v.vigenciaInicio}–${v.vigenciaFin}`);
  return {
    inicio: inicioDeDiaCancun(v.vigenciaInicio),
    aviso: inicioDeDiaCancun(sumarDias(v.vigenciaFin, -DIAS_AVISO_VENCIMIENTO)) + 9 * 3_600_000,
    vencimiento: inicioDeDiaCancun(sumarDias(v.vigenciaFin, 1)),
  };
}

/** The status the dates give at `ahora` (what the workflow drives the row to). */
export function estatusSegunVigencia(v: Vigencia, ahora: number): EstatusConvenio {
  const h = hitosConvenio(v);
  if (ahora >= h.vencimiento) return ESTATUS_CONVENIO.VENCIDO;
  if (ahora >= h.inicio) return ESTATUS_CONVENIO.VIGENTE;
  return ESTATUS_CONVENIO.REGISTRADO;
}

/** Is the notice still worth sending at `ahora` (its time came and the agreement has not expired)? */
export function tocaAviso(v: Vigencia, ahora: number): boolean {
  const h = hitosConvenio(v);
  return ahora >= h.aviso && ahora < h.vencimiento;
}

/** 'D de mes de AAAA' for the notice, without Intl (the workflow side may call it). */
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
export function fechaLarga(fechaIso: string): string {
  const [a, m, d] = fechaIso.split('-').map(Number);
  return `${d} de ${MESES[m - 1]} de ${a}`;
}

/** The workflow id of an agreement: its business key. */
export const workflowIdConvenio = (id: number) => `convenio-${id}`;
export const WORKFLOW_TYPE_CONVENIO = 'vigenciaConvenioWorkflow';
