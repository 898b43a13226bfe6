// What the two market-stall requests' lists share (spec 3 §2.7–2.8, §7.6–7.7, §9): the filters Clave,
// Nombre establecimiento and Estatus solicitud, their query string, a stored PDF for the viewer and
// the multipart body of their dialogs. Pure; unit tested through each procedure's filtros.ts.
import type { FuentePdf } from '../../components/visor';

/** spec 3 §2.7 filters (§2.8: the same): the establishment's key, its trade name and the request's status. */
export interface FiltrosMercado {
  external_id: string;
  nombre_comercial: string;
  id_estatus: number | null;
}

export const FILTROS_VACIOS: FiltrosMercado = { external_id: '', nombre_comercial: '', id_estatus: null };

/** spec 3 §9: 10 per page, up to 10 page buttons. */
export const POR_PAGINA = 10;
export const MAX_PAGINAS = 10;

export function normalizarFiltros(f: FiltrosMercado): FiltrosMercado {
  return { external_id: f.external_id.trim().toUpperCase(), nombre_comercial: f.nombre_comercial.trim(), id_estatus: f.id_estatus };
}

export const hayFiltros = (f: FiltrosMercado) => f.external_id.trim() !== '' || f.nombre_comercial.trim() !== '' || f.id_estatus !== null;

/** The list's query string (page, per_page, external_id, nombre_comercial, id_estatus); empty filters are left out. */
export function consultaSolicitudesMercado(f: FiltrosMercado & { page: number }): string {
  const p = new URLSearchParams({ page: String(Math.max(1, Math.trunc(f.page) || 1)), per_page: String(POR_PAGINA) });
  const n = normalizarFiltros(f);
  if (n.external_id) p.set('external_id', n.external_id);
  if (n.nombre_comercial) p.set('nombre_comercial', n.nombre_comercial);
  if (n.id_estatus !== null) p.set('id_estatus', String(n.id_estatus));
  return p.toString();
}

/** A stored PDF of the request (its URL, /api/documentacion/{id}) for the viewer. */
export function pdfDe(url: string | null | undefined, titulo: string, folio: string): FuentePdf | null {
  if (!url) return null;
  const nombre = `${titulo}-${folio}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .toLowerCase();
  return { titulo: `${titulo} ${folio}`, ruta: url, nombreArchivo: `${nombre}.pdf` };
}

/** The form's fields and files as the API's multipart body (empty optional fields are left out). */
export function cuerpoMultipart(campos: Record<string, string | number | boolean | null | undefined>, archivos: Record<string, File | null | undefined> = {}): FormData {
  const d = new FormData();
  for (const [k, v] of Object.entries(campos)) if (v !== null && v !== undefined && String(v).trim() !== '') d.append(k, String(v));
  for (const [k, f] of Object.entries(archivos)) if (f) d.append(k, f, f.name);
  return d;
}
