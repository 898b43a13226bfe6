// Files of an establishment outside the licence form: late-payment receipts and the beverage
// licence (storage/files, spec 1 §7.4), their MIME types and Spanish names.
import { NOMBRE_DOCUMENTO_LICENCIA } from '../../domain/licencia/documentos';
import { CODIGOS_FOTO } from '../../domain/licencia/constantes';
import { formDataArchivos } from './solicitud/archivos';

/** contribuyente_id, locacion_id, documento[0][file], documento[0][code] (spec 1 §7.4): the ids first, as formDataArchivos. */
export function formDataDocumento(codigo: string, archivo: File, ids: { contribuyenteId: number; locacionId: number }): FormData {
  return formDataArchivos([{ codigo, archivo }], ids);
}

const esFoto = (codigo: string) => (CODIGOS_FOTO as readonly string[]).includes(codigo);

/** The viewer needs a MIME type: from the stored name's extension, else photos are images. */
export function mimeDe(nombre: string | null | undefined, codigo?: string): string {
  const n = (nombre ?? '').toLowerCase();
  if (n.endsWith('.png')) return 'image/png';
  if (n.endsWith('.jpg') || n.endsWith('.jpeg')) return 'image/jpeg';
  if (n.endsWith('.pdf')) return 'application/pdf';
  return codigo && esFoto(codigo) ? 'image/jpeg' : 'application/pdf';
}

/** The Spanish name of a document code (spec 1 §3 document and photo codes). */
export function nombreDocumento(codigo: string): string {
  return (NOMBRE_DOCUMENTO_LICENCIA as Record<string, string>)[codigo] ?? codigo;
}
