// Names of places and catalogue items in the order a Spanish reader expects: 'ÁLVARO
// OBREGÓN' among the A, 'Ñ' after 'N', 'CALLE 5' before 'CALLE 22'. PostgreSQL orders text by the
// database's collation, which is byte order in the embedded PGlite and in a C-locale cluster (the
// accented letters last) and English rules elsewhere (Ñ among the N): the order is set here, with
// ICU's Spanish rules, which Node and every browser carry.
const COLADOR = new Intl.Collator('es-MX', { numeric: true });

/** Compares two names as a Spanish reader orders them. */
export const compararNombres = (a: string, b: string): number => COLADOR.compare(a, b);

/** A sorted copy of `filas` by the name `nombre` gives (a stable sort: equal names keep their order). */
export function ordenarPorNombre<T>(filas: readonly T[], nombre: (fila: T) => string): T[] {
  return [...filas].sort((a, b) => COLADOR.compare(nombre(a), nombre(b)));
}

/** A sorted copy of catalogue items ({ label }) by their label. */
export const ordenarPorEtiqueta = <T extends { label: string }>(filas: readonly T[]): T[] => ordenarPorNombre(filas, (f) => f.label);
