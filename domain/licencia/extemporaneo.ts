// spec 1 §4.8, §9; spec 2 §9 late payment: fees still unpaid 30 days after the SAT registration
// date (fecha_alta_hacienda) — or, for a renewal, after its cut-off (1 May unless the office set
// another) — carry the extemporaneous surcharge (service 1753). The surcharge itself is added by the
// workflow when that date passes; this module says so beforehand, when the request is sent, and
// names the deadline wherever the surcharge shows. Pure: callers pass "today".
import { fechaLargaCancun } from '../tramite/recordatorios-genericos';
import { esFechaIso, sumarDias } from '../tramite/fechas';
import { EXTEMPORANEO_DIAS } from './constantes';
import { fechaLimitePago } from './reglas';

/** How many days before the deadline the send already warns. */
export const AVISO_EXTEMPORANEO_DIAS = 15;

/** '14 de febrero de 2026' of a calendar date (noon UTC is the same day in Chetumal). */
export const fechaLargaIso = (fechaIso: string) => fechaLargaCancun(Date.parse(`${fechaIso}T12:00:00Z`));

export interface DatosPlazo {
  /** the licence's deadline (licencias.fecha_limite_pago), YYYY-MM-DD */
  fechaLimite: string | null | undefined;
  /** fecha_alta_hacienda, to say where a new licence's deadline comes from */
  fechaAltaHacienda?: string | null;
  renovacion?: boolean | null;
}

/** Where the deadline comes from, in words: 'los 30 días posteriores a su fecha de alta en Hacienda (15 de enero de 2026)'. */
export function reglaPlazo(d: DatosPlazo): string {
  if (d.renovacion) return 'la fecha de corte de la renovación';
  // The SAT date is the deadline less 30 days when the caller does not hold it (the card).
  const fecha = d.fechaAltaHacienda && esFechaIso(d.fechaAltaHacienda) ? d.fechaAltaHacienda : d.fechaLimite && esFechaIso(d.fechaLimite) ? sumarDias(d.fechaLimite, -EXTEMPORANEO_DIAS) : null;
  return `los ${EXTEMPORANEO_DIAS} días posteriores a su fecha de alta en Hacienda${fecha ? ` (${fechaLargaIso(fecha)})` : ''}`;
}

/** 'El plazo para pagar sin recargo venció el …, al cumplirse …': where the surcharge is already charged. */
export function textoPlazoVencido(d: DatosPlazo): string | null {
  if (!d.fechaLimite || !esFechaIso(d.fechaLimite)) return null;
  return `El plazo para pagar sin recargo venció el ${fechaLargaIso(d.fechaLimite)}, al cumplirse ${reglaPlazo(d)}.`;
}

/** 'El plazo para pagar sin recargo vence el 14 de febrero de 2026, …': the sentence the statement and the card show. */
export function textoPlazo(d: DatosPlazo): string | null {
  if (!d.fechaLimite || !esFechaIso(d.fechaLimite)) return null;
  return `El plazo para pagar sin recargo vence el ${fechaLargaIso(d.fechaLimite)}, al cumplirse ${reglaPlazo(d)}.`;
}

export interface AvisoExtemporaneo {
  estado: 'vencido' | 'proximo';
  fechaLimite: string;
  /** whole days from today to the deadline (0: it is today; negative: passed) */
  dias: number;
  titulo: string;
  mensaje: string;
}

const diasEntre = (desde: string, hasta: string) => Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);

/**
 * What the send-to-review confirmation says about the surcharge: the deadline passed (the fees will
 * be late as soon as the request is sent) or is within AVISO_EXTEMPORANEO_DIAS; null otherwise.
 */
export function avisoExtemporaneo(d: DatosPlazo & { hoy: string }): AvisoExtemporaneo | null {
  if (!d.fechaLimite || !esFechaIso(d.fechaLimite)) return null;
  const dias = diasEntre(d.hoy, d.fechaLimite);
  const fecha = fechaLargaIso(d.fechaLimite);
  const regla = reglaPlazo(d);
  if (dias < 0) {
    return {
      estado: 'vencido',
      fechaLimite: d.fechaLimite,
      dias,
      titulo: 'Se cobrará el pago extemporáneo',
      mensaje: `El plazo para pagar sin recargo venció el ${fecha}, al cumplirse ${regla}. Al enviar su solicitud se agregará el pago extemporáneo a sus estados de cuenta, después de los demás pagos.`,
    };
  }
  if (dias > AVISO_EXTEMPORANEO_DIAS) return null;
  const cuando = dias === 0 ? 'hoy' : dias === 1 ? 'mañana' : `en ${dias} días`;
  return {
    estado: 'proximo',
    fechaLimite: d.fechaLimite,
    dias,
    titulo: `El plazo para pagar sin recargo vence ${cuando}`,
    mensaje: `Vence el ${fecha}, al cumplirse ${regla}. Si sus pagos no están cubiertos para esa fecha, se agregará el pago extemporáneo.`,
  };
}

/**
 * The deadline a licence request will carry once sent: from the SAT registration date on the form
 * (the request is saved with it first), else the one already stored.
 */
export function fechaLimiteEnvio(fechaAltaFormulario: string | null | undefined, guardada: string | null | undefined): string | null {
  if (fechaAltaFormulario && esFechaIso(fechaAltaFormulario)) return fechaLimitePago({ fecha_alta_hacienda: fechaAltaFormulario });
  return guardada ?? null;
}

/** The deadline in words as of today: passed ('venció') or still ahead ('vence'). */
export const textoPlazoAl = (d: DatosPlazo, hoy: string): string | null =>
  d.fechaLimite && hoy > d.fechaLimite ? textoPlazoVencido(d) : textoPlazo(d);
