// How the service-level figures read on the page (es-MX).
const horas = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });
const porcentaje = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });
const mes = new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 4.5 → '4.5 h'; null → '—' (no task resolved in the period). */
export const formatearHoras = (n: number | null) => (n === null ? '—' : `${horas.format(n)} h`);
export const formatearPorcentaje = (n: number | null) => (n === null ? '—' : `${porcentaje.format(n)} %`);
/** '2026-11' → 'Noviembre de 2026' */
export function formatearMes(m: string): string {
  const t = mes.format(new Date(`${m}-01T00:00:00Z`));
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** Whole days since an instant ('hoy', '1 día', '5 días'). */
export function antiguedad(desde: string, ahora: Date = new Date()): string {
  const d = Math.floor((ahora.getTime() - Date.parse(desde)) / 86_400_000);
  if (d <= 0) return 'hoy';
  return d === 1 ? 'hace 1 día' : `hace ${d} días`;
}
