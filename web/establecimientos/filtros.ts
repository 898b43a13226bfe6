// The establishments list's filters live in the URL (spec 1 §2.5: Clave = external_id, Nombre
// comercial; server pagination), so a reload or a shared link shows the same page.

export interface FiltrosEstablecimientos {
  page: number;
  external_id: string;
  nombre_comercial: string;
}

export function leerFiltros(q: URLSearchParams): FiltrosEstablecimientos {
  return {
    page: Math.max(1, Math.trunc(Number(q.get('page') ?? 1)) || 1),
    external_id: (q.get('external_id') ?? '').trim(),
    nombre_comercial: (q.get('nombre_comercial') ?? '').trim(),
  };
}

/** The query string of GET establecimientos/contribuyente/{id}: empty filters are left out. */
export function consultaDe(f: FiltrosEstablecimientos): string {
  const p = new URLSearchParams({ page: String(f.page) });
  if (f.external_id) p.set('external_id', f.external_id);
  if (f.nombre_comercial) p.set('nombre_comercial', f.nombre_comercial);
  return p.toString();
}

/** The URL after a change: empty values are removed; a new filter goes back to page 1. */
export function aplicarCambios(q: URLSearchParams, cambios: Partial<Record<keyof FiltrosEstablecimientos, string | number>>): URLSearchParams {
  const n = new URLSearchParams(q);
  for (const [k, v] of Object.entries(cambios)) {
    const texto = v === undefined ? '' : String(v).trim();
    if (texto === '' || (k === 'page' && texto === '1')) n.delete(k);
    else n.set(k, texto);
  }
  if (!('page' in cambios)) n.delete('page');
  return n;
}

export const hayFiltros = (f: FiltrosEstablecimientos) => f.external_id !== '' || f.nombre_comercial !== '';
