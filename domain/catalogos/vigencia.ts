// Versioned catalogue rows (cat_entregables, cat_tarifas, cat_giros): an edit closes the row in
// force (vigenteHasta) and inserts its successor. A request reads the rows in force when it was
// created, so an office change applies only to requests created after it (spec 3 §2.9).

/** The validity window of a versioned row. `vigenteHasta` null: still in force. */
export interface Vigente {
  vigenteDesde: Date;
  vigenteHasta: Date | null;
}

/** Was this row in force at `fecha`? The window is half-open: [desde, hasta). */
export function estaEnVigor(fila: Vigente, fecha: Date): boolean {
  const t = fecha.getTime();
  return fila.vigenteDesde.getTime() <= t && (fila.vigenteHasta == null || t < fila.vigenteHasta.getTime());
}

/** The rows in force at `fecha`, in their original order. */
export function enVigor<T extends Vigente>(filas: readonly T[], fecha: Date): T[] {
  return filas.filter((f) => estaEnVigor(f, fecha));
}

/**
 * The row in force at `fecha` for each key. Should two rows of one key overlap (a race between two
 * editors), the most recent `vigenteDesde` wins so the answer is deterministic.
 */
export function vigentePorClave<T extends Vigente, K>(filas: readonly T[], fecha: Date, clave: (f: T) => K): Map<K, T> {
  const m = new Map<K, T>();
  for (const f of enVigor(filas, fecha)) {
    const k = clave(f);
    const previa = m.get(k);
    if (!previa || previa.vigenteDesde.getTime() <= f.vigenteDesde.getTime()) m.set(k, f);
  }
  return m;
}
