// Business hours of the municipal offices, for the due dates of staff tasks (
// SARE promises a decision within 72 business hours). Pure and deterministic, so a
// workflow can compute a deadline from its own clock and replay it identically.
//
// Offices open Monday to Friday 08:00–16:00 in Chetumal. Quintana Roo keeps UTC−5 all year
// (America/Cancun, no daylight saving since 2015), so a fixed offset is exact and needs no Intl.

const OFFSET_MS = -5 * 3600_000;
export const HORA_APERTURA = 8;
export const HORA_CIERRE = 16;
const HORAS_DIA = HORA_CIERRE - HORA_APERTURA;

/** n-th Monday of a month (1-based) as a day of month. */
function enesimoLunes(anio: number, mes0: number, n: number): number {
  const primero = new Date(Date.UTC(anio, mes0, 1)).getUTCDay();
  const primerLunes = 1 + ((8 - primero) % 7);
  return primerLunes + 7 * (n - 1);
}

/** Mandatory rest days of the Ley Federal del Trabajo, art. 74 (the municipality closes on them). */
export function diasInhabiles(anio: number): Set<string> {
  const d = (mes0: number, dia: number) => `${anio}-${String(mes0 + 1).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
  const dias = [
    d(0, 1),
    d(1, enesimoLunes(anio, 1, 1)), // Constitución: first Monday of February
    d(2, enesimoLunes(anio, 2, 3)), // Natalicio de Benito Juárez: third Monday of March
    d(4, 1),
    d(8, 16),
    d(10, enesimoLunes(anio, 10, 3)), // Revolución: third Monday of November
    d(11, 25),
  ];
  // Transmisión del Poder Ejecutivo Federal: 1 October every six years since 2024.
  if (anio >= 2024 && (anio - 2024) % 6 === 0) dias.push(d(9, 1));
  return new Set(dias);
}

/** Local (Chetumal) wall-clock parts of an instant. */
function local(t: number) {
  const l = new Date(t + OFFSET_MS);
  return { anio: l.getUTCFullYear(), mes0: l.getUTCMonth(), dia: l.getUTCDate(), dow: l.getUTCDay(), horas: l.getUTCHours() + l.getUTCMinutes() / 60 + l.getUTCSeconds() / 3600 + l.getUTCMilliseconds() / 3_600_000 };
}
function instanteLocal(anio: number, mes0: number, dia: number, hora: number): number {
  return Date.UTC(anio, mes0, dia, hora) - OFFSET_MS;
}

export function esDiaHabil(t: number): boolean {
  const l = local(t);
  if (l.dow === 0 || l.dow === 6) return false;
  const clave = `${l.anio}-${String(l.mes0 + 1).padStart(2, '0')}-${String(l.dia).padStart(2, '0')}`;
  return !diasInhabiles(l.anio).has(clave);
}

/** The instant `horas` business hours after `inicio`. Time outside office hours does not count. */
export function sumarHorasHabiles(inicio: Date, horas: number): Date {
  if (horas <= 0) return new Date(inicio.getTime());
  let t = inicio.getTime();
  let restante = horas;
  // At most a few hundred iterations: one per day crossed.
  for (;;) {
    const l = local(t);
    if (!esDiaHabil(t) || l.horas >= HORA_CIERRE) {
      t = instanteLocal(l.anio, l.mes0, l.dia + 1, HORA_APERTURA);
      continue;
    }
    if (l.horas < HORA_APERTURA) t = instanteLocal(l.anio, l.mes0, l.dia, HORA_APERTURA);
    const ahora = local(t);
    const disponibles = HORA_CIERRE - ahora.horas;
    if (restante <= disponibles) return new Date(t + restante * 3_600_000);
    restante -= disponibles;
    t = instanteLocal(ahora.anio, ahora.mes0, ahora.dia + 1, HORA_APERTURA);
  }
}

/** Business hours elapsed between two instants (for the inbox: how late a task is). */
export function horasHabilesEntre(desde: Date, hasta: Date): number {
  if (hasta <= desde) return 0;
  let total = 0;
  let t = desde.getTime();
  const fin = hasta.getTime();
  while (t < fin) {
    const l = local(t);
    const finDia = instanteLocal(l.anio, l.mes0, l.dia + 1, 0);
    if (esDiaHabil(t)) {
      const a = Math.max(t, instanteLocal(l.anio, l.mes0, l.dia, HORA_APERTURA));
      const b = Math.min(fin, instanteLocal(l.anio, l.mes0, l.dia, HORA_CIERRE));
      if (b > a) total += (b - a) / 3_600_000;
    }
    t = finDia;
  }
  return total;
}

export const HORAS_POR_DIA_HABIL = HORAS_DIA;
