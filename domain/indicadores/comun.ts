// Pure helpers the indicators share: quantiles, shares and the calendar of Chetumal.
// Quintana Roo keeps UTC−5 all year (America/Cancun, no daylight saving since 2015), so a fixed
// offset is exact, as in domain/common/horas-habiles.ts.

const OFFSET_MS = -5 * 3600_000;
const DIA_MS = 86_400_000;

/** The p-quantile (0 ≤ p ≤ 1) by linear interpolation between the closest ranks; null when empty. */
export function percentil(valores: readonly number[], p: number): number | null {
  if (!valores.length) return null;
  const orden = [...valores].sort((a, b) => a - b);
  const pos = Math.min(Math.max(p, 0), 1) * (orden.length - 1);
  const bajo = Math.floor(pos);
  const alto = Math.ceil(pos);
  return orden[bajo] + (orden[alto] - orden[bajo]) * (pos - bajo);
}

/** The median: the middle value, or the mean of the two middle ones; null when empty. */
export const mediana = (valores: readonly number[]): number | null => percentil(valores, 0.5);

/** The share of `parte` in `total` (0–1), or null when there is nothing to divide. */
export const proporcion = (parte: number, total: number): number | null => (total > 0 ? parte / total : null);

/** Rounded to `decimales` places (for figures shown to people). */
export function redondear(n: number, decimales = 1): number {
  const f = 10 ** decimales;
  return Math.round(n * f) / f;
}

/** Calendar days (fractional) from one instant to another. */
export const diasEntre = (desde: Date, hasta: Date): number => (hasta.getTime() - desde.getTime()) / DIA_MS;

/** The year and month (1–12) of an instant on Chetumal's calendar (America/Cancun). */
export function mesCancun(t: Date): { anio: number; mes: number } {
  const l = new Date(t.getTime() + OFFSET_MS);
  return { anio: l.getUTCFullYear(), mes: l.getUTCMonth() + 1 };
}

/** The instants where a year starts and ends on Chetumal's calendar: [desde, hasta). */
export function limitesAnioCancun(anio: number): { desde: Date; hasta: Date } {
  return { desde: new Date(Date.UTC(anio, 0, 1) - OFFSET_MS), hasta: new Date(Date.UTC(anio + 1, 0, 1) - OFFSET_MS) };
}

/** Today's year on Chetumal's calendar. */
export const anioCancun = (ahora: Date = new Date()): number => mesCancun(ahora).anio;
