// Files of an establishment outside the licence form: payment proofs (spec 1 §5.9: PDF only),
// late-payment receipts and the beverage licence (storage/files, spec 1 §7.4). The server checks
// again by content.
import { MAX_UPLOAD_BYTES } from '../../domain/common/catalogos';
import { MSG } from '../../domain/common/messages';
import { NOMBRE_DOCUMENTO_LICENCIA } from '../../domain/licencia/catalogos';
import { CODIGOS_FOTO } from '../../domain/licencia/constantes';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { formDataArchivos } from './solicitud/archivos';

type ArchivoLike = { name: string; size: number; type: string };

export const ACEPTAR_PDF = '.pdf,application/pdf';

/** spec 1 §5.9: a payment proof is a PDF under 14 MB. null when it may be uploaded. */
export function validarComprobante(archivo: ArchivoLike): string | null {
  if (archivo.size >= MAX_UPLOAD_BYTES) return MSG.tamanoArchivo;
  const pdf = archivo.type === 'application/pdf' || (archivo.type === '' && /\.pdf$/i.test(archivo.name));
  return pdf ? null : MSG_LIC.comprobantePdf;
}

/** The file as base64 without the data-URL prefix (body of uploadComprobantePago). */
export function leerBase64(archivo: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^;]*;base64,/, ''));
    r.onerror = () => reject(r.error ?? new Error('No se pudo leer el archivo'));
    r.readAsDataURL(archivo);
  });
}

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
