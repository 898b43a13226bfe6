// A sign permit's reminders: the permit is for one calendar year and ends on 31
// December, so an authorized permit reminds its taxpayer 7 days before (24 December, 09:00
// Chetumal) with the request's page, where it is renewed. Thirty days before, on 1 December, the
// permit's own notice (PLAZO_ANUNCIO.AVISO) already tells them: a reminder that day would repeat
// it. Pure: the runner reads it after every change and when one falls due (none once the permit
// expired).
import type { ContextoTramite, EstadoTramite } from '../tramite/definicion';
import { OFFSET_CANCUN_MS, sumarDias } from '../tramite/fechas';
import type { Recordatorio } from '../tramite/recordatorios';
import type { DatosAnuncio, ExtraAnuncio } from './contexto';

/** Days before the end of the permit when its taxpayer is reminded. */
export const DIAS_RECORDATORIO_ANUNCIO = [7] as const;

/** 09:00 in Chetumal, `dias` days before the calendar day `fechaFin` (epoch ms). */
const antesDe = (fechaFin: string, dias: number): number => Date.parse(`${sumarDias(fechaFin, -dias)}T09:00:00Z`) - OFFSET_CANCUN_MS;

/** `que`: how the notices name the request ('anuncio', 'anuncio en vía pública'). */
export function recordatoriosAnuncio(que: string) {
  return (ctx: ContextoTramite<DatosAnuncio, ExtraAnuncio>, estado: EstadoTramite): Recordatorio[] => {
    // Only an authorized permit ends; an expired one has nothing left to remind.
    if (estado !== 'terminada' || ctx.extra.vencido) return [];
    const anio = ctx.datos.anio;
    const fin = `${anio}-12-31`;
    return DIAS_RECORDATORIO_ANUNCIO.map((n) => ({
      clave: `fin_vigencia:${anio}:${n}`,
      tipo: 'fin_vigencia' as const,
      en: antesDe(fin, n),
      // the same words whenever it is sent (a permit authorized on 26 December is told at once)
      encabezado: `Su permiso de ${que} ${anio} vence el 31 de diciembre`,
      descripcion: `El permiso de ${que} ${anio} vence el 31 de diciembre de ${anio}. Si desea conservar sus anuncios el próximo año, solicite su renovación antes de esa fecha.`,
      link: null,
    }));
  };
}
