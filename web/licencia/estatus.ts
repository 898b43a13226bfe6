// How the licence's codes read on screen (spec 1 §4.3–4.5). Pure, so it is unit tested; the
// colour is never the only cue: every status also has a text.
import { colorEstatus, ESTATUS, ESTATUS_ELIMINABLES } from '../../domain/licencia/constantes';
import type { ColorPaso, LicenciaDto } from './tipos';

export type VarianteInsignia = 'success' | 'warning' | 'destructive' | 'info' | 'outline';

const TEXTO_PASO: Record<number, string> = {
  [ESTATUS.BORRADOR]: 'Sin enviar',
  [ESTATUS.PENDIENTE]: 'Pendiente',
  [ESTATUS.EN_PROCESO]: 'En proceso',
  [ESTATUS.APROBADO]: 'Aprobado',
  [ESTATUS.RECHAZADO]: 'Devuelto',
  [ESTATUS.PAGADO]: 'Pagado',
  [ESTATUS.PAGO_RECHAZADO]: 'Pago rechazado',
  [ESTATUS.ENVIADO]: 'Enviado',
  [ESTATUS.NO_APLICA]: 'No aplica',
};

/** The words of a timeline step's status (spec 1 §4.5). */
export function textoEstatusPaso(estatus: number, noAplica = false): string {
  if (noAplica) return 'No aplica';
  return TEXTO_PASO[estatus] ?? 'Pendiente';
}

/** spec 1 §4.5: the API sends the colour; a missing one is derived from the same rule. */
export function colorPaso(paso: { color?: ColorPaso | null; estatus: number }): ColorPaso {
  return paso.color ?? colorEstatus(paso.estatus);
}

/** The badge of a general status code: the timeline's colour rule (spec 1 §4.5) as a badge variant. */
export function varianteEstatus(estatus: number | null | undefined): 'success' | 'destructive' | 'outline' {
  const c = colorEstatus(estatus);
  return c === 'verde' ? 'success' : c === 'rojo' ? 'destructive' : 'outline';
}

/** The licence shown on a card: the one of the newest year. */
export function licenciaActual(licencias: readonly LicenciaDto[] | null | undefined): LicenciaDto | null {
  if (!licencias?.length) return null;
  return [...licencias].sort((a, b) => b.anio - a.anio || b.id - a.id)[0];
}

export interface EstatusVisible {
  texto: string;
  variante: VarianteInsignia;
}

/** The badge of a licence on its establishment's card. */
export function estatusLicencia(l: LicenciaDto | null): EstatusVisible {
  if (!l) return { texto: 'Sin licencia', variante: 'outline' };
  if (l.revocada) return { texto: 'Revocada', variante: 'destructive' };
  if (l.suspendida) return { texto: 'Suspendida', variante: 'destructive' };
  if (l.lista) return { texto: 'Licencia lista', variante: 'success' };
  switch (l.estatus_licencia) {
    case ESTATUS.BORRADOR:
      return { texto: 'Borrador', variante: 'outline' };
    case ESTATUS.RECHAZADO:
      return { texto: 'Devuelta', variante: 'destructive' };
    case ESTATUS.APROBADO:
      return { texto: 'Aprobada', variante: 'success' };
    default:
      return l.acciones?.pagar ? { texto: 'Pago pendiente', variante: 'warning' } : { texto: 'En revisión', variante: 'info' };
  }
}

/**
 * A returned request says why: the licence's own reason, else the reason of the step that returned
 * it (spec 1 §4.4–4.5). null when nothing was returned.
 */
export function motivoDevolucion(l: LicenciaDto | null): string | null {
  if (!l) return null;
  const paso = l.linea_tiempo?.find((p) => p.estatus === ESTATUS.RECHAZADO || p.estatus === ESTATUS.PAGO_RECHAZADO);
  const devuelta = l.estatus_licencia === ESTATUS.RECHAZADO || Boolean(paso);
  if (!devuelta) return null;
  return l.motivo_rechazo || paso?.motivo || null;
}

/** spec 1 §6: the reason segment of GET establecimientos/delete/{id}/{motivo}/{estatus}. */
export function rutaEliminar(establecimientoId: number, l: LicenciaDto | null): string {
  const estatus = l?.estatus_licencia ?? 0;
  const motivo = estatus === ESTATUS.RECHAZADO ? l?.motivo_rechazo?.trim() || 'Solicitud devuelta' : '0';
  return `/api/establecimientos/delete/${establecimientoId}/${encodeURIComponent(motivo)}/${estatus}`;
}

/** spec 1 §6 (the API decides; this mirrors it for a card without `acciones`). */
export const esEliminable = (l: LicenciaDto | null) => !l || ESTATUS_ELIMINABLES.includes(l.estatus_licencia);

/** spec 1 §4.8: the late-payment dialog opens only with estatus_estado_extemporaneo 4. */
export const hayPagoExtemporaneo = (l: LicenciaDto | null) => l?.estatus_estado_extemporaneo === ESTATUS.APROBADO;

/** The request left the draft (sent at least once): statements, timeline and anuencia make sense. */
export const fueEnviada = (l: LicenciaDto | null) => Boolean(l && l.estatus_licencia !== ESTATUS.BORRADOR);

/** spec 1 §4.5: the 4-tick progress bar runs from 0 to 3. */
export function progresoAcotado(p: number | null | undefined): number {
  if (p === null || p === undefined || Number.isNaN(p)) return 0;
  return Math.max(0, Math.min(3, Math.round(p)));
}
