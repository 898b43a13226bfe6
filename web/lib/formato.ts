// Dates and money as the municipality reads them: es-MX, Chetumal's time zone (America/Cancun).
const ZONA = 'America/Cancun';

const fechaHora = new Intl.DateTimeFormat('es-MX', { timeZone: ZONA, dateStyle: 'medium', timeStyle: 'short' });
const fecha = new Intl.DateTimeFormat('es-MX', { timeZone: ZONA, dateStyle: 'medium' });
const hora = new Intl.DateTimeFormat('es-MX', { timeZone: ZONA, timeStyle: 'short' });
const moneda = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

function aFecha(valor: string | number | Date | null | undefined): Date | null {
  if (valor === null || valor === undefined || valor === '') return null;
  // A calendar date ('2026-12-31') is that day in Chetumal, not midnight UTC (the evening before there).
  const d = valor instanceof Date ? valor : typeof valor === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(valor) ? new Date(`${valor}T12:00:00Z`) : new Date(valor);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function formatearFechaHora(valor: string | number | Date | null | undefined): string {
  const d = aFecha(valor);
  return d ? fechaHora.format(d) : '—';
}

export function formatearFecha(valor: string | number | Date | null | undefined): string {
  const d = aFecha(valor);
  return d ? fecha.format(d) : '—';
}

/** Only the time of day ('10:28 p.m.'), for tables that show the date and the time on two lines. */
export function formatearHora(valor: string | number | Date | null | undefined): string {
  const d = aFecha(valor);
  return d ? hora.format(d) : '—';
}

export function formatearMoneda(valor: number | string | null | undefined): string {
  const n = typeof valor === 'string' ? Number(valor) : valor;
  return n === null || n === undefined || Number.isNaN(n) ? '—' : moneda.format(n);
}

export function formatearTamano(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('es-MX', { maximumFractionDigits: 0 })} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('es-MX', { maximumFractionDigits: 1 })} MB`;
}
