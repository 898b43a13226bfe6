// The address cascade (spec 1 §3 Address, §7.4): postal code → localidad and colonias; colonia →
// calles. Forms store the catalogue ids their own way (the profile as text, the licence as
// numbers); these helpers read and write both. Pure, so they are unit tested.

/** How a form stores an id: text ('' when none) or a number (null when none). */
export type FormatoId = 'texto' | 'numero';

/** A positive integer id from a select, the API or the form; anything else is null. */
export function idDe(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(String(v).trim());
  return Number.isInteger(n) && n > 0 ? n : null;
}

export function escribirId(id: number | null, formato: FormatoId): number | string | null {
  if (formato === 'numero') return id;
  return id === null ? '' : String(id);
}

export interface ResultadoCodigoPostal {
  id_localidad: number | string | null;
  colonias: readonly { id: number | string }[];
}

/** What a postal code found in the catalogue changes: its localidad, and the colonia (null: clear it and its street). */
export interface AjustesCp {
  localidad?: number | null;
  colonia?: number | null;
}

/**
 * A postal code picks its localidad; a chosen colonia outside it is cleared (with the street); a
 * postal code with one colonia picks it.
 */
export function ajustesPorCp(r: ResultadoCodigoPostal, actual: { localidad: unknown; colonia: unknown }): AjustesCp {
  const out: AjustesCp = {};
  const localidad = idDe(r.id_localidad);
  if (localidad !== idDe(actual.localidad)) out.localidad = localidad;
  const colonia = idDe(actual.colonia);
  if (colonia !== null && !r.colonias.some((c) => idDe(c.id) === colonia)) out.colonia = null;
  else if (colonia === null && r.colonias.length === 1) out.colonia = idDe(r.colonias[0].id);
  return out;
}
