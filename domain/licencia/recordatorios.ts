// The operating licence's reminders (spec 1 §4.8): the licence ends on 31 December of its
// year, so an issued licence reminds its taxpayer on 1 November and 1 December at 09:00 (Chetumal)
// with the renewal page of the next year; and while the beverage-licence window runs, 30, 7 and 1
// days before the suspension. Pure: the runner reads it after every change and when one falls due
// (a reminder no longer listed is not sent: the beverage licence arrived, the window lapsed).
import type { ContextoTramite, EstadoTramite } from '../tramite/definicion';
import { OFFSET_CANCUN_MS, finDeDiaCancun } from '../tramite/fechas';
import type { Recordatorio } from '../tramite/recordatorios';
import type { DatosLicencia, ExtraLicencia } from './contexto';
import { MSG_LIC } from './mensajes';
import { sinCurso } from '../tramite/lectura';

const DIA_MS = 86_400_000;
const HORA_AVISO = 9;

/** Days before the suspension when the beverage window reminds (spec 1 §4.8). */
export const DIAS_RECORDATORIO_BEBIDAS = [30, 7, 1] as const;

/** 09:00 in Chetumal on 1 November and 1 December of the licence's year (epoch ms). */
export const recordatoriosVencimientoLicencia = (anio: number) => ({
  noviembre: Date.UTC(anio, 10, 1, HORA_AVISO) - OFFSET_CANCUN_MS,
  diciembre: Date.UTC(anio, 11, 1, HORA_AVISO) - OFFSET_CANCUN_MS,
});

/** The page that renews the establishment for the year after `anio` (web/renovacion, spec 1 §2.10). */
export const enlaceRenovacion = (locacionId: number | null, anio: number): string =>
  locacionId === null ? '/admin/establecimientos/solicitud-renovacion' : `/admin/establecimientos/new-solicitud/${locacionId}/${anio + 1}`;

/**
 * The licence's year: `datos.anio` when the request carries it; a renewal's payment cut-off
 * (1 May, or the date the office configured) lies in the year it renews. Null: unknown (an opening
 * sent before `anio` travelled with its data): no expiry reminders rather than wrong ones.
 */
export function anioLicencia(d: DatosLicencia): number | null {
  if (typeof d.anio === 'number' && Number.isInteger(d.anio)) return d.anio;
  if (d.renovacion && d.fechaLimitePago && /^\d{4}-/.test(d.fechaLimitePago)) return Number(d.fechaLimitePago.slice(0, 4));
  return null;
}

type Ctx = ContextoTramite<DatosLicencia, ExtraLicencia>;

function vencimiento(ctx: Ctx, estado: EstadoTramite, locacionId: number | null, ahora: number): Recordatorio[] {
  const anio = anioLicencia(ctx.datos);
  // Only an issued licence expires; never one whose year has already ended.
  if (estado !== 'terminada' || anio === null || ahora > finDeDiaCancun(`${anio}-12-31`)) return [];
  const en = recordatoriosVencimientoLicencia(anio);
  const link = enlaceRenovacion(locacionId, anio);
  // The same words whenever it is sent (a licence issued on 15 November is told at once).
  const uno = (clave: string, cuando: number): Recordatorio => ({
    clave: `vencimiento:${anio}:${clave}`,
    tipo: 'vencimiento_licencia',
    en: cuando,
    encabezado: `Su licencia de funcionamiento ${anio} vence el 31 de diciembre`,
    descripcion: `Su licencia de funcionamiento ${anio} vence el 31 de diciembre de ${anio}. Renueve su licencia para ${anio + 1} desde este enlace para seguir operando sin interrupciones.`,
    link,
  });
  return [uno('11-01', en.noviembre), uno('12-01', en.diciembre)];
}

function bebidas(ctx: Ctx, estado: EstadoTramite): Recordatorio[] {
  const fin = ctx.plazos.bebidas;
  if (!ctx.extra.bebidasPendiente || typeof fin !== 'number' || sinCurso(estado) || estado === 'borrador') return [];
  return DIAS_RECORDATORIO_BEBIDAS.map((n) => ({
    // a new window (another payment proof) is reminded again
    clave: `bebidas:v${ctx.extra.ventanasBebidas}:${n}`,
    tipo: 'licencia_bebidas' as const,
    en: fin - n * DIA_MS,
    encabezado: 'Suba su licencia de bebidas alcohólicas',
    // spec 1 §4.8, verbatim
    descripcion: MSG_LIC.bebidasQuedan(n),
    link: null,
  }));
}

/**
 * The licence's reminders. `ahora` is workflow time inside the runner (replay-safe); it only drops
 * the expiry reminders of a year that has ended (a past year renewed late is never reminded).
 */
export function recordatoriosLicencia(ctx: Ctx, estado: EstadoTramite, ref: { locacionId: number | null }, ahora: number = Date.now()): Recordatorio[] {
  return [...vencimiento(ctx, estado, ref.locacionId, ahora), ...bebidas(ctx, estado)];
}
