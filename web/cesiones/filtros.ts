// The list's query (spec 3 §7.7 GET cesion-DerechoExterno/getAllSolicitudes/{taxpayerId}?page&
// external_id&nombre_comercial&id_estatus&per_page), the files' checks and the multipart body of
// 'Solicitar cesion derecho'. Pure; unit tested.
import { MAX_UPLOAD_BYTES } from '../../domain/common/catalogos';
import { MSG } from '../../domain/common/messages';
import { MSG_CESION } from '../../domain/cesiones/mensajes';
import type { FuentePdf } from '../components/visor';
import type { FiltrosCesion } from './tipos';

/** spec 3 §9: 10 per page, up to 10 page buttons. */
export const POR_PAGINA = 10;
export const MAX_PAGINAS = 10;

/** spec 3 §5.6: the photo of the new concessionaire accepts png, jpeg and jpg. */
export const ACEPTAR_FOTO = '.png,.jpg,.jpeg,image/png,image/jpeg';

export function normalizarFiltros(f: FiltrosCesion): FiltrosCesion {
  return { external_id: f.external_id.trim().toUpperCase(), nombre_comercial: f.nombre_comercial.trim(), id_estatus: f.id_estatus };
}

/** The query string; empty filters are left out. */
export function consultaCesiones(f: FiltrosCesion & { page: number }): string {
  const p = new URLSearchParams({ page: String(Math.max(1, Math.trunc(f.page) || 1)), per_page: String(POR_PAGINA) });
  const n = normalizarFiltros(f);
  if (n.external_id) p.set('external_id', n.external_id);
  if (n.nombre_comercial) p.set('nombre_comercial', n.nombre_comercial);
  if (n.id_estatus !== null) p.set('id_estatus', String(n.id_estatus));
  return p.toString();
}

type ArchivoLike = { name: string; size: number; type: string };

/** spec 3 §5.6: the photo is a png or jpeg under 14 MB. null when it may be uploaded. */
export function validarFoto(a: ArchivoLike): string | null {
  if (a.size >= MAX_UPLOAD_BYTES) return MSG.tamanoArchivo;
  const imagen = a.type === 'image/png' || a.type === 'image/jpeg' || (a.type === '' && /\.(png|jpe?g)$/i.test(a.name));
  return imagen ? null : MSG_CESION.fotoImagen;
}

/** spec 3 §5.6: every other file is a PDF under 14 MB. */
export function validarPdf(a: ArchivoLike): string | null {
  if (a.size >= MAX_UPLOAD_BYTES) return MSG.tamanoArchivo;
  const pdf = a.type === 'application/pdf' || (a.type === '' && /\.pdf$/i.test(a.name));
  return pdf ? null : MSG_CESION.archivoPdf;
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
