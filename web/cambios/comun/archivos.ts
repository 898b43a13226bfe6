// The files of a change request's form (spec 2 §5, §9): photos are PNG or JPEG, every other slot a
// PDF, all under 14 MB. Pure, so it is unit tested; the server checks again by content.
import { MSG_CAMBIOS } from '../../../domain/cambios/comun';
import { MAX_UPLOAD_BYTES } from '../../../domain/common/catalogos';
import { MSG_EXTRA } from '../../../domain/common/messages';
import type { DocumentoVisible } from '../../components/visor';
import type { ArchivoDto } from './tipos';

type ArchivoLike = { name: string; size: number; type: string };

export const ACEPTAR_FOTO = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const ACEPTAR_PDF = '.pdf,application/pdf';
export const AYUDA_FOTO = 'PNG o JPG, menor a 14 MB.';
export const AYUDA_PDF = 'PDF, menor a 14 MB.';

export const aceptarDe = (foto: boolean) => (foto ? ACEPTAR_FOTO : ACEPTAR_PDF);
export const ayudaDe = (foto: boolean) => (foto ? AYUDA_FOTO : AYUDA_PDF);

/** null when the file may go in the slot, else the message to show. */
export function validarArchivoCambio(archivo: ArchivoLike, foto: boolean): string | null {
  if (archivo.size >= MAX_UPLOAD_BYTES) return MSG_CAMBIOS.tamano;
  const tipo = archivo.type.toLowerCase();
  // Some systems send no MIME type; the extension decides then.
  if (foto) {
    const ok = tipo === 'image/png' || tipo === 'image/jpeg' || (tipo === '' && /\.(png|jpe?g)$/i.test(archivo.name));
    return ok ? null : MSG_CAMBIOS.imagen;
  }
  const ok = tipo === 'application/pdf' || (tipo === '' && /\.pdf$/i.test(archivo.name));
  return ok ? null : MSG_EXTRA.archivoPdf;
}

/** The newest stored file of a slot (a new upload replaces the previous one). */
export function archivoDe<T extends Pick<ArchivoDto, 'tipo_archivo' | 'id'>>(existentes: readonly T[], codigo: string): T | null {
  let el: T | null = null;
  for (const a of existentes) if (a.tipo_archivo === codigo && (!el || a.id > el.id)) el = a;
  return el;
}

/** A stored file as the viewer opens it. */
export const documentoVisible = (a: Pick<ArchivoDto, 'id' | 'etiqueta' | 'nombre' | 'mime'>): DocumentoVisible => ({
  id: a.id,
  nombre: a.etiqueta,
  nombre_archivo: a.nombre,
  mime: a.mime,
});
