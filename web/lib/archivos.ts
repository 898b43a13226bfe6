// Client-side checks before an upload (spec 1 §5.1, §9): the server checks again by content.
import { MAX_UPLOAD_BYTES } from '../../domain/common/catalogos';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';

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
