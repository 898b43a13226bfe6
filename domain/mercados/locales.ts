// Searching the market padrón's stalls: the staff page's search box and the API's `q`
// find a stall by its number, its concessionaire's name or RFC, ignoring accents and case.

/** Lower case, without accents, spaces collapsed. */
export function plegar(t: string): string {
  return t
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface LocalBuscable {
  numero: string;
  concesionario: { rfc: string; nombre: string } | null;
}

/** true when `q` (empty: anything) is part of the stall's number, its concessionaire's name or RFC. */
export function coincideLocal(l: LocalBuscable, q: string | null | undefined): boolean {
  const b = plegar(q ?? '');
  if (!b) return true;
  return [l.numero, l.concesionario?.nombre ?? '', l.concesionario?.rfc ?? ''].some((t) => plegar(t).includes(b));
}
