// es-MX formatting of dates and money for the printouts (ARCHITECTURE "Dates and money in es-MX",
// time zone America/Cancun: Quintana Roo keeps UTC−5 all year, no daylight saving).
import type { Fecha } from './tipos';

export const ZONA_HORARIA = 'America/Cancun';
const LOCALE = 'es-MX';

// Intl formatters are costly to build; one of each per process.
const fmtFechaLarga = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: ZONA_HORARIA });
const fmtFechaLargaUtc = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });
const fmtFechaCorta = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: ZONA_HORARIA });
const fmtFechaCortaUtc = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const fmtHora = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ZONA_HORARIA });
const fmtMoneda = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'MXN' });
const fmtNumero = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

const SOLO_FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar date ('2026-11-22', as PostgreSQL `date` columns arrive) is a day, not an instant:
 * it is formatted as written. Parsing it with `new Date()` would make it UTC midnight, which is
 * the previous evening in Chetumal. Instants (Date or full ISO strings) are shown in America/Cancun.
 */
function aInstante(f: Fecha): { fecha: Date; soloFecha: boolean } {
  if (typeof f === 'string') {
    const m = SOLO_FECHA.exec(f);
    if (m) return { fecha: new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12)), soloFecha: true };
    f = new Date(f);
  }
  if (Number.isNaN(f.getTime())) throw new RangeError(`Fecha inválida: ${String(f)}`);
  return { fecha: f, soloFecha: false };
}

/** True for a calendar date 'YYYY-MM-DD' (no time of day to print). */
export function esSoloFecha(f: Fecha): boolean {
  return typeof f === 'string' && SOLO_FECHA.test(f);
}

/** '22 de noviembre de 2026' */
export function fechaLarga(f: Fecha): string {
  const { fecha, soloFecha } = aInstante(f);
  return (soloFecha ? fmtFechaLargaUtc : fmtFechaLarga).format(fecha);
}

/** '22/11/2026' (tables, where the long form does not fit) */
export function fechaCorta(f: Fecha): string {
  const { fecha, soloFecha } = aInstante(f);
  return (soloFecha ? fmtFechaCortaUtc : fmtFechaCorta).format(fecha);
}

/** '14:05' in Chetumal */
export function hora(f: Date | string): string {
  return fmtHora.format(aInstante(f).fecha);
}

/** '22 de noviembre de 2026, 14:05 h' */
export function fechaHora(f: Date | string): string {
  return `${fechaLarga(f)}, ${hora(f)} h`;
}

/** '$1,234.50 MXN' */
export function moneda(importe: number): string {
  return `${fmtMoneda.format(importe)} MXN`;
}

/** '1,234.5' */
export function numero(n: number): string {
  return fmtNumero.format(n);
}

/** '120.5 m²' */
export function superficie(m2: number): string {
  return `${fmtNumero.format(m2)} m²`;
}

/** Sum of amounts in centavos, so 0.1 + 0.2 prints as $0.30 and never $0.30000000000000004. */
export function sumar(importes: readonly number[]): number {
  return importes.reduce((acc, i) => acc + Math.round(i * 100), 0) / 100;
}

/** Empty values print as a dash, so a blank cell reads as "not captured", not as a rendering bug. */
export function oGuion(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '—';
  const s = String(v).trim();
  return s === '' ? '—' : s;
}
