// The lease's rules (spec 3 §4.5, §5.5, §9): the municipality's 10 % of the monthly rent and the
// statuses the taxpayer's screens show, read from the request's kit snapshot. Pure: the API, the
// forms and the tests call the same functions.
import { ESTATUS } from '../tramite/estatus';

/** spec 3 §5.5: a non-negative number with up to 2 decimals. */
export const RENTA_RE = /^\d+(\.\d{1,2})?$/;

/** spec 3 §5.5, §9: 10 % of the monthly rent, rounded to 2 decimals (half away from zero, in cents). */
export function porcentajeAyuntamiento(renta: number | string | null | undefined): string {
  const n = typeof renta === 'string' ? Number(renta.trim()) : renta;
  if (n === null || n === undefined || !Number.isFinite(n) || n < 0) return '0.00';
  const centavos = Math.round(n * 100);
  return (Math.round(centavos / 10) / 100).toFixed(2);
}

/** spec 3 §4.5 estatus_solicitud_id. */
export const ESTATUS_SOLICITUD_ARR = { PENDIENTE: 15, EN_REVISION: 10, VALIDADA: 3, APROBADA: 4 } as const;
/** spec 3 §4.5 estatus_contrato_id (none: no contract yet, shown PENDIENTE). */
export const ESTATUS_CONTRATO_ARR = { PENDIENTE: 15, EN_REVISION: 10, VALIDADA: 3 } as const;

export const ETIQUETAS_SOLICITUD_ARR: Readonly<Record<number, string>> = { 15: 'PENDIENTE', 10: 'EN REVISION', 3: 'VALIDADA', 4: 'APROBADA', [ESTATUS.CANCELADO]: 'CANCELADA' };
export const ETIQUETAS_CONTRATO_ARR: Readonly<Record<number, string>> = { 15: 'PENDIENTE', 10: 'EN REVISION', 3: 'VALIDADA' };
/** The chip of a lease whose contract reached its end date. */
export const ETIQUETA_VENCIDO = 'VENCIDO';

/** spec 3 §9: the list's status filter (15 PENDIENTE, 3 VALIDADA, 10 EN REVISION). */
export const FILTRO_ESTATUS_ARR: readonly { id: number; label: string }[] = [
  { id: 15, label: 'PENDIENTE' },
  { id: 3, label: 'VALIDADA' },
  { id: 10, label: 'EN REVISION' },
];

/** What the statuses are read from: the kit's state and current step (solicitudes.estado, paso_actual). */
export interface EstadoArrendamiento {
  /** the machine's state: borrador, revision, entrega, pago, devuelta, terminada */
  estado: string;
  paso: string | null;
  /** a contract was saved at least once */
  conContrato: boolean;
}

/** spec 3 §4.5: the request's status. A request returned before its validation is editable again (15). */
export function estatusSolicitudArrendamiento(e: EstadoArrendamiento): number {
  if (e.estado === 'terminada') return ESTATUS_SOLICITUD_ARR.APROBADA;
  if (e.estado === 'cancelada') return ESTATUS.CANCELADO;
  if (e.estado === 'borrador') return ESTATUS_SOLICITUD_ARR.PENDIENTE;
  if (e.paso === 'revision_solicitud') return e.estado === 'devuelta' ? ESTATUS_SOLICITUD_ARR.PENDIENTE : ESTATUS_SOLICITUD_ARR.EN_REVISION;
  return ESTATUS_SOLICITUD_ARR.VALIDADA;
}

/** spec 3 §4.5: the contract's status; null when there is none yet. A returned contract is editable again (15). */
export function estatusContratoArrendamiento(e: EstadoArrendamiento): number | null {
  if (!e.conContrato) return null;
  if (e.estado === 'terminada' || e.paso === 'pago' || e.paso === 'validacion_pago') return ESTATUS_CONTRATO_ARR.VALIDADA;
  if (e.paso === 'revision_contrato') return e.estado === 'devuelta' ? ESTATUS_CONTRATO_ARR.PENDIENTE : ESTATUS_CONTRATO_ARR.EN_REVISION;
  return ESTATUS_CONTRATO_ARR.PENDIENTE;
}

/** spec 3 §4.5: the request dialog's save shows only at none or 15. */
export const puedeEditarSolicitudArr = (estatus: number | null | undefined) => estatus === null || estatus === undefined || estatus === ESTATUS_SOLICITUD_ARR.PENDIENTE;
/** spec 3 §4.5: a contract is uploaded only when the request is 3, edited only while it is 15. */
export const puedeSubirContrato = (estatusSolicitud: number, estatusContrato: number | null) =>
  estatusSolicitud === ESTATUS_SOLICITUD_ARR.VALIDADA && (estatusContrato === null || estatusContrato === ESTATUS_CONTRATO_ARR.PENDIENTE);
