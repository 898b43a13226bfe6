// Client-side checks before an upload (spec 1 §5.1, §9): the server checks again by content.
import { MAX_UPLOAD_BYTES } from '../../domain/common/catalogos';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { MSG_PAGO } from '../../domain/tramite/mensajes';

export const TIPOS_DOCUMENTO = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const ACEPTAR_DOCUMENTO = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
export const AYUDA_DOCUMENTO = 'PDF, PNG o JPG, menor a 14 MB.';
const EXTENSIONES = /\.(pdf|png|jpe?g)$/i;

/** null when the file may be uploaded, else the message to show. */
export function validarArchivo(archivo: { name: string; size: number; type: string }): string | null {
  if (archivo.size >= MAX_UPLOAD_BYTES) return MSG.tamanoArchivo;
  const tipoOk = (TIPOS_DOCUMENTO as readonly string[]).includes(archivo.type);
  // Some systems send no MIME type; the extension decides then.
  if (!tipoOk && !(archivo.type === '' && EXTENSIONES.test(archivo.name))) return MSG_EXTRA.archivoTipo;
  return null;
}

type ArchivoLike = { name: string; size: number; type: string };

export const ACEPTAR_PDF = '.pdf,application/pdf';

/** spec 1 §5.9: a payment proof is a PDF under 14 MB. null when it may be uploaded. */
export function validarComprobante(archivo: ArchivoLike): string | null {
  if (archivo.size >= MAX_UPLOAD_BYTES) return MSG.tamanoArchivo;
  const pdf = archivo.type === 'application/pdf' || (archivo.type === '' && /\.pdf$/i.test(archivo.name));
  return pdf ? null : MSG_PAGO.comprobantePdf;
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
