// What the file viewer shows (spec 1 §2.6): a PDF the API produces (printouts, statements,
// receipts) or a stored document (PDF or image). Pure, so it is unit tested.

export type MetodoArchivo = 'GET' | 'POST';

/** A PDF the API produces: where it comes from and how the file is named when saved. */
export interface FuentePdf {
  titulo: string;
  ruta: string;
  metodo?: MetodoArchivo;
  nombreArchivo: string;
  /** the success toast once the file arrives (spec 3 §8.2 'Formato de autorización generado.') */
  exito?: string;
}

/** A stored document (GET /api/documentacion/{id}). */
export interface DocumentoVisible {
  id: number;
  nombre: string;
  nombre_archivo: string;
  mime: string;
}

export type FuenteVisor = FuentePdf | DocumentoVisible;

/** Both kinds of source in one shape. */
export interface ArchivoVisor {
  titulo: string;
  nombreArchivo: string;
  ruta: string;
  metodo: MetodoArchivo;
  /** the stored document's type; null for a PDF the API produces */
  mime: string | null;
  exito?: string;
}

export function archivoDeFuente(f: FuenteVisor): ArchivoVisor {
  if ('ruta' in f) return { titulo: f.titulo, nombreArchivo: f.nombreArchivo, ruta: f.ruta, metodo: f.metodo ?? 'GET', mime: null, ...(f.exito ? { exito: f.exito } : {}) };
  return { titulo: f.nombre, nombreArchivo: f.nombre_archivo, ruta: `/api/documentacion/${f.id}`, metodo: 'GET', mime: f.mime };
}

const PDF = 'application/pdf';

/**
 * The type the browser is told, so the frame renders instead of downloading: a printout is a PDF
 * whatever the answer says (some send octet-stream); a stored file keeps the answer's type, or
 * its recorded one when the answer has none.
 */
export function tipoParaMostrar(tipoRecibido: string, a: Pick<ArchivoVisor, 'mime'>): string {
  if (a.mime === null) return PDF;
  return tipoRecibido || a.mime;
}

export const esImagen = (a: Pick<ArchivoVisor, 'mime'>): boolean => Boolean(a.mime?.startsWith('image/'));
