// How many columns a table has, read from its rendered header (for the row of an empty body).

interface Fila {
  cells: ArrayLike<{ colSpan: number }>;
}

/** The columns a row spans: its cells' colSpan added up; at least 1. */
export function columnasDeFila(fila: Fila | null | undefined): number {
  let n = 0;
  for (const celda of Array.from(fila?.cells ?? [])) n += Math.max(1, celda.colSpan || 1);
  return Math.max(1, n);
}

/** The widest header row decides; a table without a header has one column. */
export function columnasDeTabla(tabla: { tHead: { rows: ArrayLike<Fila> } | null } | null): number {
  const filas = Array.from(tabla?.tHead?.rows ?? []);
  return filas.reduce((max, f) => Math.max(max, columnasDeFila(f)), 1);
}
