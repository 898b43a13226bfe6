import { createHash } from 'node:crypto';
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

/** The extension of each type a file may be stored as (the type its bytes are: validarArchivo). */
const EXTENSIONES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/**
 * A stored file's name: safe (nombreSeguro), with the extension of the type its bytes are. A PDF
 * called 'x.exe' is stored, listed and downloaded as 'x.pdf', so nobody saves or opens it as
 * something else; one without an extension gets its type's.
 */
export function nombreDelTipo(nombre: string, mime: string): string {
  const limpio = nombreSeguro(nombre).replace(/[. ]+$/, '') || 'archivo';
  const extensiones = EXTENSIONES[mime];
  if (!extensiones) return limpio;
  const punto = limpio.lastIndexOf('.');
  const ext = punto > 0 ? limpio.slice(punto + 1).toLowerCase() : '';
  if (extensiones.includes(ext)) return limpio;
  // Only what looks like an extension is replaced ('acta.constitutiva' keeps its name).
  const base = punto > 0 && /^[\p{L}\p{N}]{1,5}$/u.test(ext) ? limpio.slice(0, punto) : limpio;
  return `${base.slice(0, 115)}.${extensiones[0]}`;
}

/** The columns of a stored file (table documentos): its name, type, size and digest. */
export function columnasDeArchivo(a: { nombre: string; mime: string; buf: Buffer }) {
  return {
    nombreArchivo: nombreDelTipo(a.nombre, a.mime),
    mime: a.mime,
    tamano: a.buf.length,
    sha256: createHash('sha256').update(a.buf).digest('hex'),
  };
}

/**
 * Content-Disposition for a stored file (RFC 6266 §4.3, RFC 8187): an ASCII `filename` for old
 * clients and the UTF-8 name in `filename*`. A header carries Latin-1 at most: a name in Chinese or
 * Cyrillic written as is made every download of that file a server error.
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
