// An agreement's reminders: 30 and 7 days before its last day, at 09:00 Chetumal, its
// taxpayer is reminded (in the portal always, by e-mail unless turned off for 'fin_vigencia'). The
// agreement's timer (workflows/convenios) is not on the kit's runner: it waits for these instants
// itself and sends them with the reminders' activity. Pure, no Intl: the workflow imports it.
import type { Recordatorio } from '../tramite/recordatorios';
import { DIAS_AVISO_VENCIMIENTO, fechaLarga, hitosConvenio, inicioDeDiaCancun, type Vigencia } from './reglas';
import { sumarDias } from '../tramite/fechas';

/** Days before vigencia_fin when the taxpayer is reminded, earliest first. */
const DIA_MS = 86_400_000;

export const DIAS_RECORDATORIO_CONVENIO = [30, 7] as const;
/**
 * Since the agreement's 7-day notice (avisarVencimientoConvenio) honours the taxpayer's e-mail
 * switch, it is the 7-day reminder: the timer sends its own reminder at 30 days only (two messages
 * at the same instant before). Workflows started earlier keep both (patched 'convenio-aviso-unico').
 */
export const DIAS_RECORDATORIO_CONVENIO_AVISO_UNICO = [30] as const;

/** What the reminder names: the agreement's catalogue description and the establishment. */
export interface DestinoRecordatorioConvenio {
  contribuyenteId: number;
  establecimientoId: number;
  convenio: string;
  establecimiento: string;
}

/** 09:00 in Chetumal, `dias` days before the agreement's last day (epoch ms). */
export const instanteRecordatorioConvenio = (v: Vigencia, dias: number): number => inicioDeDiaCancun(sumarDias(v.vigenciaFin, -dias)) + 9 * 3_600_000;

/** Unique per agreement's end date: new dates are reminded again. */
export const claveRecordatorioConvenio = (v: Vigencia, dias: number) => `fin_vigencia:${v.vigenciaFin}:${dias}`;

/**
 * Is the reminder `dias` before the end still worth sending at `ahora`? On its day only (it says
 * 'en {n} días'), and before the next one or the end (an agreement registered 20 days before its
 * end gets only the 7-day reminder).
 */
export function tocaRecordatorioConvenio(v: Vigencia, dias: number, ahora: number, lista: readonly number[] = DIAS_RECORDATORIO_CONVENIO): boolean {
  const en = instanteRecordatorioConvenio(v, dias);
  const i = lista.indexOf(dias);
  // The next message is the next reminder, or (the last one) the 7-day notice or the end.
  const h = hitosConvenio(v);
  const siguiente = i >= 0 && i + 1 < lista.length ? instanteRecordatorioConvenio(v, lista[i + 1]) : dias > DIAS_AVISO_VENCIMIENTO ? h.aviso : h.vencimiento;
  return ahora >= en && ahora < Math.min(siguiente, en + DIA_MS);
}

export function recordatorioConvenio(v: Vigencia, dias: number, d: Pick<DestinoRecordatorioConvenio, 'convenio' | 'establecimiento'>): Recordatorio {
  return {
    clave: claveRecordatorioConvenio(v, dias),
    tipo: 'fin_vigencia',
    en: instanteRecordatorioConvenio(v, dias),
    encabezado: `Su convenio vence en ${dias} días`,
    descripcion: `Su convenio «${d.convenio}» del establecimiento ${d.establecimiento} vence el ${fechaLarga(v.vigenciaFin)}. Puede consultarlo en Mis establecimientos.`,
    link: '/admin/establecimientos',
  };
}
