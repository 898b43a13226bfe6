// Rules of the closure (spec 2 §4 Closure): what the status allows, the debts per area and the
// colour of the status. Pure: the API checks with them and the dialog shows with them.
import type { AreaAdeudo } from '../adeudos';
import { ESTATUS } from '../../tramite/estatus';

/** spec 2 §4 closure: update allowed in 1, 3 and 5 (the other change requests: 1 and 5). */
export const ESTATUS_ACTUALIZABLES_BAJA: readonly number[] = [ESTATUS.BORRADOR, ESTATUS.EN_PROCESO, ESTATUS.RECHAZADO];
export const esActualizableBaja = (estatus: number) => ESTATUS_ACTUALIZABLES_BAJA.includes(estatus);
/** spec 2 §4: send to review and delete in 1 or 5; 10 locks the form. */
export const esEnviableBaja = (estatus: number) => estatus === ESTATUS.BORRADOR || estatus === ESTATUS.RECHAZADO;
export const esEliminableBaja = esEnviableBaja;

/** spec 2 §3 adeudo_rs / adeudo_la (0/1) and pago_rs / pago_la. */
export interface BanderasAdeudo {
  estatus_id: number;
  adeudo_rs: number;
  adeudo_la: number;
  pago_rs: boolean;
  pago_la: boolean;
}

/**
 * spec 2 §4: "status 10 with adeudo_rs = 1 and no pago_rs means a solid-waste debt" (likewise la).
 * The kit words a request past its first step as 3 (in process) rather than 10: a request sent
 * (10, 2 or 3) with that area's debt registered and not paid has that debt pending.
 */
export function deudaPendiente(b: BanderasAdeudo, area: AreaAdeudo): boolean {
  const enRevision = ([ESTATUS.ENVIADO, ESTATUS.PENDIENTE, ESTATUS.EN_PROCESO] as number[]).includes(b.estatus_id);
  const adeudo = area === 'rs' ? b.adeudo_rs : b.adeudo_la;
  const pago = area === 'rs' ? b.pago_rs : b.pago_la;
  return enRevision && adeudo === 1 && !pago;
}

export type ColorBaja = 'naranja' | 'verde' | 'rojo' | 'gris';

/** spec 2 §4 closure colours: 1 orange, 4 green; a returned one red; the rest grey. */
export function colorBaja(estatus: number): ColorBaja {
  if (estatus === ESTATUS.BORRADOR) return 'naranja';
  if (estatus === ESTATUS.APROBADO) return 'verde';
  if (estatus === ESTATUS.RECHAZADO) return 'rojo';
  return 'gris';
}

/** The documents of a closure (spec 2 §3) and the names the spec's answer gives them. */
export const DOCUMENTOS_BAJA = [
  { codigo: 'sbe_aviso_baja', campo: 'aviso' },
  { codigo: 'sbe_constancia', campo: 'constancia' },
  { codigo: 'sbe_identificacion', campo: 'identeficacion' },
] as const;
export type CampoDocumentoBaja = (typeof DOCUMENTOS_BAJA)[number]['campo'];
