// The list's query (spec 3 §7.6 GET solicitudArrendamiento/{taxpayerId}?page&external_id&
// nombre_comercial&id_estatus&per_page) and the file helpers of the dialogs. Pure; unit tested.
import type { FuentePdf } from '../components/visor';
import type { FiltrosArrendamiento } from './tipos';

/** spec 3 §9: 10 per page, up to 10 page buttons. */
export const POR_PAGINA = 10;
export const MAX_PAGINAS = 10;

export function normalizarFiltros(f: FiltrosArrendamiento): FiltrosArrendamiento {
  return { external_id: f.external_id.trim().toUpperCase(), nombre_comercial: f.nombre_comercial.trim(), id_estatus: f.id_estatus };
}

export const hayFiltros = (f: FiltrosArrendamiento) => f.external_id.trim() !== '' || f.nombre_comercial.trim() !== '' || f.id_estatus !== null;

/** The query string; empty filters are left out. */
export function consultaArrendamientos(f: FiltrosArrendamiento & { page: number }): string {
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
export function cuerpoMultipart(campos: Record<string, string | number | null | undefined>, archivos: Record<string, File | null | undefined> = {}): FormData {
  const d = new FormData();
  for (const [k, v] of Object.entries(campos)) if (v !== null && v !== undefined && String(v).trim() !== '') d.append(k, String(v));
  for (const [k, f] of Object.entries(archivos)) if (f) d.append(k, f, f.name);
  return d;
}
