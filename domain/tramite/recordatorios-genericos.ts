// The reminders every procedure shares, as a pure function of where the request stands
// and since when: the runner calls it after every change and again when one falls due. Pure and
// deterministic (no clock, no Intl): it runs inside the workflow.
import { sumarHorasHabiles, HORAS_POR_DIA_HABIL } from '../common/horas-habiles';
import type { ContextoTramite, EstadoTramite } from './definicion';
import { OFFSET_CANCUN_MS } from './fechas';
import type { Recordatorio } from './recordatorios';

const DIA_MS = 86_400_000;
/** An unpaid statement is recalled this many days after it was issued. */
export const DIAS_PAGO_PENDIENTE = 3;
/** A returned request not sent again is recalled after this many business days. */
export const DIAS_HABILES_DEVUELTA = 10;
/** The reminder before the late-payment date is sent at this local hour of the day before. */
const HORA_AVISO_LIMITE = 9;

/** The request's situation as the runner sees it. */
export interface SituacionTramite {
  estado: EstadoTramite;
  ctx: Pick<ContextoTramite, 'actual' | 'pasos' | 'plazos'>;
  /** when the request entered this state at this step and round (workflow time, epoch ms) */
  desde: number;
}

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** '15 de marzo de 2027', the local (Chetumal) date of an instant. */
export function fechaLargaCancun(t: number): string {
  const l = new Date(t + OFFSET_CANCUN_MS);
  return `${l.getUTCDate()} de ${MESES[l.getUTCMonth()]} de ${l.getUTCFullYear()}`;
}

/** HORA_AVISO_LIMITE local time on the day before the local day of `t`. */
export function diaAnteriorCancun(t: number): number {
  const l = new Date(t + OFFSET_CANCUN_MS);
  const inicioLocal = Date.UTC(l.getUTCFullYear(), l.getUTCMonth(), l.getUTCDate()) - OFFSET_CANCUN_MS;
  return inicioLocal - DIA_MS + HORA_AVISO_LIMITE * 3_600_000;
}

/**
 * The generic reminders of a request in this situation. Their claves name the step and its round,
 * so a statement issued again (a new round) or a second return is reminded again, each once.
 * The texts may say {folio}: the activity writes the request's folio there.
 */
export function recordatoriosGenericos(s: SituacionTramite): Recordatorio[] {
  const paso = s.ctx.actual;
  if (!paso) return [];
  const ronda = s.ctx.pasos[paso]?.ronda ?? 0;
  const base = `${paso}:${ronda}`;
  if (s.estado === 'pago') {
    const lista: Recordatorio[] = [
      {
        clave: `pago_pendiente:${base}:dias`,
        tipo: 'pago_pendiente',
        en: s.desde + DIAS_PAGO_PENDIENTE * DIA_MS,
        encabezado: 'Recuerde pagar su estado de cuenta',
        descripcion:
          'El estado de cuenta de su solicitud con folio {folio} sigue pendiente de pago. Puede pagarlo en línea o adjuntar su comprobante de pago en la Ventanilla en línea.',
        link: null,
      },
    ];
    // The late-payment date, where the procedure has one (a deadline named 'pago'); a date already
    // past when the statement was issued has nothing left to warn about.
    const limite = s.ctx.plazos.pago;
    if (typeof limite === 'number' && limite > s.desde) {
      lista.push({
        clave: `pago_pendiente:${base}:limite`,
        tipo: 'pago_pendiente',
        en: Math.max(s.desde, diaAnteriorCancun(limite)),
        encabezado: 'Su fecha límite de pago está por vencer',
        descripcion: `El estado de cuenta de su solicitud con folio {folio} sigue pendiente de pago. Páguelo a más tardar el ${fechaLargaCancun(limite)} para evitar el recargo por pago extemporáneo.`,
        link: null,
      });
    }
    return lista;
  }
  if (s.estado === 'devuelta') {
    return [
      {
        clave: `solicitud_devuelta:${base}`,
        tipo: 'solicitud_devuelta',
        en: sumarHorasHabiles(new Date(s.desde), DIAS_HABILES_DEVUELTA * HORAS_POR_DIA_HABIL).getTime(),
        encabezado: 'Su solicitud devuelta sigue sin reenviarse',
        descripcion: `Su solicitud con folio {folio} fue devuelta hace ${DIAS_HABILES_DEVUELTA} días hábiles y aún no se ha enviado de nuevo. Corrija la información indicada y envíela nuevamente para continuar con su trámite.`,
        link: null,
      },
    ];
  }
  return [];
}

/**
 * What is due now: each listed, unsent reminder whose time has come, except that of several of
 * one kind due together only the latest is sent (a licence issued after both of its expiry dates
 * hears once, not twice); the others are answered as skipped, so they are never sent later.
 */
export function vencidos(lista: readonly Recordatorio[], enviados: ReadonlySet<string>, ahora: number): { enviar: Recordatorio[]; omitir: string[] } {
  const debidos = lista.filter((r) => !enviados.has(r.clave) && r.en <= ahora);
  const ultimo = new Map<string, Recordatorio>();
  for (const r of debidos) {
    const u = ultimo.get(r.tipo);
    if (!u || r.en > u.en || (r.en === u.en && r.clave > u.clave)) ultimo.set(r.tipo, r);
  }
  const enviar = [...ultimo.values()].sort((a, b) => a.en - b.en || (a.clave < b.clave ? -1 : a.clave > b.clave ? 1 : 0));
  const elegidas = new Set(enviar.map((r) => r.clave));
  return { enviar, omitir: debidos.filter((r) => !elegidas.has(r.clave)).map((r) => r.clave) };
}

/** The earliest time a listed, unsent reminder falls due; null when none is left. */
export function proximoRecordatorio(lista: readonly Recordatorio[], enviados: ReadonlySet<string>): number | null {
  let min: number | null = null;
  for (const r of lista) if (!enviados.has(r.clave) && (min === null || r.en < min)) min = r.en;
  return min;
}
