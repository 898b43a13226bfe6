// The code a licence's QR carries: its folio and an HMAC of the folio with a server
// secret (VERIFICACION_SECRET). Folios are sequential, so a folio alone proves nothing and opens
// nothing but 'valid / not valid'; the signature, which only the printed licence carries, is what
// lets the public check show the licence's data. `LF-2026-000123-3F9A…` (32 hex digits, 128 bits).
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A licence's folio (domain/licencia/folio.ts): LF-2026-000017, SARE-2026-000017. */
export const FOLIO_LICENCIA = /^[A-Z]{2,4}-\d{4}-\d{6,12}$/;
const CODIGO = /^([A-Z]{2,4}-\d{4}-\d{6,12})(?:-([0-9A-F]{32}))?$/;
const BYTES_FIRMA = 16;

export function firmaVerificacion(secreto: string, folio: string): string {
  return createHmac('sha256', secreto).update(`verificacion-licencia:${folio}`).digest().subarray(0, BYTES_FIRMA).toString('hex').toUpperCase();
}

/** What the QR encodes after /verificar/: the folio and its signature. */
export function codigoVerificacion(secreto: string, folio: string): string {
  return `${folio}-${firmaVerificacion(secreto, folio)}`;
}

export type CodigoLeido =
  /** a bare folio: it may only be answered valid or not valid */
  | { folio: string; firma: 'ausente' }
  /** the QR's code: its signature is the server's */
  | { folio: string; firma: 'valida' }
  /** a code whose signature the server did not make (tampered or made up) */
  | { folio: string; firma: 'invalida' };

/** null when the text is neither a folio nor a code (any case, spaces around). */
export function leerCodigo(secreto: string, texto: string): CodigoLeido | null {
  const m = CODIGO.exec(texto.trim().toUpperCase());
  if (!m) return null;
  const [, folio, firma] = m;
  if (!firma) return { folio, firma: 'ausente' };
  const esperada = Buffer.from(firmaVerificacion(secreto, folio), 'hex');
  return { folio, firma: timingSafeEqual(esperada, Buffer.from(firma, 'hex')) ? 'valida' : 'invalida' };
}
