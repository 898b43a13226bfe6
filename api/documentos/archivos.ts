import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES } from '../../domain/common/catalogos';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { badRequest } from '../lib/errors';
import { archivoIntegro } from './estructura';

export const TIPOS_DOCUMENTO = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/**
 * spec 1 §5.1: under 14 MB; the type is decided by the bytes (magic numbers), never by the
 * file name or the browser's Content-Type, which a person can rename or forge. Then the whole
 * file is read as that type (estructura.ts): a PDF or an image cut short is refused, not stored.
 */
export async function validarArchivo(buf: Buffer, permitidos: readonly string[] = TIPOS_DOCUMENTO): Promise<{ mime: string; ext: string }> {
  if (buf.length >= MAX_UPLOAD_BYTES) throw badRequest(MSG.tamanoArchivo, 'TAMANO');
  if (buf.length === 0) throw badRequest(MSG_EXTRA.archivoTipo, 'TIPO');
  const tipo = await fileTypeFromBuffer(buf);
  if (!tipo || !permitidos.includes(tipo.mime)) throw badRequest(MSG_EXTRA.archivoTipo, 'TIPO');
  if (!archivoIntegro(tipo.mime, buf)) throw badRequest(MSG_EXTRA.archivoDanado, 'DANADO');
  return { mime: tipo.mime, ext: tipo.ext };
}

/** A safe file name for Content-Disposition (no paths, no quotes, no control characters). */
export function nombreSeguro(nombre: string): string {
  const base = nombre.split(/[\\/]/).pop() ?? 'archivo';
  return base.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'archivo';
}

/**
 * Content-Disposition for a stored file (RFC 6266 §4.3, RFC 8187): an ASCII `filename` for old
 * clients and the UTF-8 name in `filename*`. A header carries Latin-1 at most: a name in Chinese or
 * Cyrillic written as is made every download of that file a server error (issue 9 §8).
 */
export function contentDisposition(nombre: string, tipo: 'inline' | 'attachment' = 'inline'): string {
  const limpio = nombreSeguro(nombre);
  const ascii =
    limpio
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\%]/g, '_') || 'archivo';
  // RFC 8187 attr-char: what encodeURIComponent leaves alone, except ' ( ) *.
  const utf8 = encodeURIComponent(limpio).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${tipo}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
