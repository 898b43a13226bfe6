// The filters of the public-road sign requests (spec 3 §2.3, §3.11: clave catastral as
// clave_catastral_find, folio, page) live in the URL, so a reload or a shared link shows the same page.

export interface FiltrosAnunciosExternos {
  page: number;
  clave_catastral_find: string;
  folio: string;
}

type Cambios = Partial<Record<keyof FiltrosAnunciosExternos, string | number>>;

export function leerFiltros(q: URLSearchParams): FiltrosAnunciosExternos {
  return {
    page: Math.max(1, Math.trunc(Number(q.get('page') ?? 1)) || 1),
    clave_catastral_find: (q.get('clave_catastral_find') ?? '').trim(),
    folio: (q.get('folio') ?? '').trim().toUpperCase(),
  };
}

/** The query string of GET anuncioexterno/contribuyente: empty filters are left out. */
export function consultaDe(f: FiltrosAnunciosExternos): string {
  const p = new URLSearchParams({ page: String(f.page) });
  if (f.clave_catastral_find) p.set('clave_catastral_find', f.clave_catastral_find);
  if (f.folio) p.set('folio', f.folio);
  return p.toString();
}

/** The URL after a change: empty values are removed; a new filter goes back to page 1. */
export function aplicarCambios(q: URLSearchParams, cambios: Cambios): URLSearchParams {
  const n = new URLSearchParams(q);
  for (const [k, v] of Object.entries(cambios)) {
    const texto = v === undefined ? '' : String(v).trim();
    if (texto === '' || (k === 'page' && texto === '1')) n.delete(k);
    else n.set(k, texto);
  }
  if (!('page' in cambios)) n.delete('page');
  return n;
}

export const hayFiltros = (f: FiltrosAnunciosExternos) => f.clave_catastral_find !== '' || f.folio !== '';
