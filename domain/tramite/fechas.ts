// Calendar dates of Chetumal (America/Cancun). Quintana Roo has kept UTC−5 all year since 2015
// (no daylight saving), so a fixed offset is exact and needs no Intl: pure and deterministic, safe
// inside a workflow. Dates travel as ISO 'YYYY-MM-DD'; instants as Date or epoch milliseconds.

export const OFFSET_CANCUN_MS = -5 * 3_600_000;
const DIA_MS = 86_400_000;
const ISO_FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function esFechaIso(v: string): boolean {
  const m = ISO_FECHA.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Today's date in Chetumal. */
export function hoyCancun(ahora: Date = new Date()): string {
  return new Date(ahora.getTime() + OFFSET_CANCUN_MS).toISOString().slice(0, 10);
}

export function sumarDias(fechaIso: string, dias: number): string {
  if (!esFechaIso(fechaIso)) throw new RangeError(`fecha inválida: ${fechaIso}`);
  return new Date(Date.parse(`${fechaIso}T00:00:00Z`) + dias * DIA_MS).toISOString().slice(0, 10);
}

/** Same day of the month `meses` later (the 31st becomes the last day of a shorter month), keeping the UTC time. */
export function sumarMeses(desde: Date, meses: number): Date {
  const d = new Date(desde.getTime());
  const dia = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + meses);
  const ultimo = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(dia, ultimo));
  return d;
}

/** Calendar months as Chetumal counts them: 31 Dec 22:00 local + 2 is 28/29 Feb 22:00 local. */
export function sumarMesesCancun(desde: Date, meses: number): Date {
  const local = new Date(desde.getTime() + OFFSET_CANCUN_MS);
  return new Date(sumarMeses(local, meses).getTime() - OFFSET_CANCUN_MS);
}

/** Whole days left until `limite` (a part of a day counts as a day), never negative. */
export function diasRestantes(limite: Date, ahora: Date): number {
  return Math.max(0, Math.ceil((limite.getTime() - ahora.getTime()) / DIA_MS));
}

/** The last instant of a local calendar day, in epoch milliseconds. */
export function finDeDiaCancun(fechaIso: string): number {
  return Date.parse(`${fechaIso}T23:59:59.999Z`) - OFFSET_CANCUN_MS;
}

const dos = (n: number) => String(n).padStart(2, '0');

/** '31/12/2026': a Chetumal calendar date as operators read it (no Intl: safe inside a workflow). */
export function fechaCortaCancun(ms: number): string {
  const d = new Date(ms + OFFSET_CANCUN_MS);
  return `${dos(d.getUTCDate())}/${dos(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** '23/11/2026 15:00': a Chetumal instant, to the minute. */
export function fechaHoraCortaCancun(ms: number): string {
  const d = new Date(ms + OFFSET_CANCUN_MS);
  return `${fechaCortaCancun(ms)} ${dos(d.getUTCHours())}:${dos(d.getUTCMinutes())}`;
}
