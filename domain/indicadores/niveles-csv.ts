// The service levels as CSV ('Exportar CSV'): a Spanish header row, one row per area,
// procedure and step; UTF-8 with a byte-order mark and CRLF, so Excel opens the accents right.

export const ENCABEZADO_CSV = [
  'Área',
  'Trámite',
  'Paso',
  'Tareas abiertas',
  'Vencidas',
  'Resueltas en el periodo',
  'Mediana (horas)',
  'Percentil 90 (horas)',
  'Atendidas esta semana',
  'Solicitud más antigua en espera',
  'En espera desde',
] as const;

export type CeldaCsv = string | number | null;

/** A field quoted when it holds a separator, a quote or a line break; a leading =,+,-,@ is neutralised (CSV injection). */
export function campoCsv(v: CeldaCsv): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const s = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function generarCsv(filas: readonly (readonly CeldaCsv[])[]): string {
  const lineas = [ENCABEZADO_CSV, ...filas].map((f) => f.map(campoCsv).join(','));
  return `\uFEFF${lineas.join('\r\n')}\r\n`;
}
