import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES } from '../../domain/common/catalogos';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { badRequest } from '../lib/errors';

export const TIPOS_DOCUMENTO = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/**
 * spec 1 §5.1: under 14 MB; the type is decided by the bytes (magic numbers), never by the
 * file name or the browser's Content-Type, which a person can rename or forge.
 */
export async function validarArchivo(buf: Buffer, permitidos: readonly string[] = TIPOS_DOCUMENTO): Promise<{ mime: string; ext: string }> {
  if (buf.length >= MAX_UPLOAD_BYTES) throw badRequest(MSG.tamanoArchivo, 'TAMANO');
  if (buf.length === 0) throw badRequest(MSG_EXTRA.archivoTipo, 'TIPO');
  const tipo = await fileTypeFromBuffer(buf);
  if (!tipo || !permitidos.includes(tipo.mime)) throw badRequest(MSG_EXTRA.archivoTipo, 'TIPO');
  return { mime: tipo.mime, ext: tipo.ext };
}

/** A safe file name for Content-Disposition (no paths, no quotes, no control characters). */
export function nombreSeguro(nombre: string): string {
  const base = nombre.split(/[\\/]/).pop() ?? 'archivo';
  return base.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'archivo';
}
