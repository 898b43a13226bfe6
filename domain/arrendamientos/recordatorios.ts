// A lease's reminders: an approved lease is in force until its contract's end date, so
// its taxpayer is reminded 7 days before (09:00 Chetumal). Thirty days before, the lease's own
// notice (PLAZO_ARRENDAMIENTO.AVISO) already tells them: a reminder that day would repeat it.
// Pure: the runner reads it after every change and when one falls due (none once the lease ended).
import { fechaLarga } from '../convenios/reglas';
import type { ContextoTramite, EstadoTramite } from '../tramite/definicion';
import { OFFSET_CANCUN_MS, esFechaIso, sumarDias } from '../tramite/fechas';
import type { Recordatorio } from '../tramite/recordatorios';
import type { DatosArrendamiento, ExtraArrendamiento } from './contexto';

/** Days before the contract's end date when its taxpayer is reminded. */
export const DIAS_RECORDATORIO_ARRENDAMIENTO = [7] as const;

/** 09:00 in Chetumal, `dias` days before the calendar day `fechaFin` (epoch ms). */
const antesDe = (fechaFin: string, dias: number): number => Date.parse(`${sumarDias(fechaFin, -dias)}T09:00:00Z`) - OFFSET_CANCUN_MS;

export function recordatoriosArrendamiento(ctx: ContextoTramite<DatosArrendamiento, ExtraArrendamiento>, estado: EstadoTramite): Recordatorio[] {
  const fin = ctx.extra.fechaFin;
  // Only a lease in force ends; an ended one has nothing left to remind.
  if (estado !== 'terminada' || ctx.extra.vencido || !fin || !esFechaIso(fin)) return [];
  return DIAS_RECORDATORIO_ARRENDAMIENTO.map((n) => ({
    // keyed by the end date: a contract with other dates is reminded again
    clave: `fin_vigencia:${fin}:${n}`,
    tipo: 'fin_vigencia' as const,
    en: antesDe(fin, n),
    // the same words whenever it is sent (a lease approved late is told at once)
    encabezado: `Su arrendamiento de local de mercado vence el ${fechaLarga(fin)}`,
    descripcion: `El contrato de arrendamiento de su local vence el ${fechaLarga(fin)}. Si desea continuar con el arrendamiento, registre una nueva solicitud antes de esa fecha.`,
    link: null,
  }));
}
