// The reference of a gateway order: what the taxpayer reads on the gateway's page next to the amount
// (spec 1 §7.5). The statement's folio identifies the payment, so it always leads; the name of what
// is paid for follows while it fits. The gateway takes at most 100 characters (sim/municipio-esquemas.ts
// nuevaOrden, counted as JavaScript counts them: UTF-16 units), trimmed, of any alphabet.
export const MAX_REFERENCIA = 100;

const separador = ' · ';
const puntos = '…';

/** One line of text: control characters and line breaks become spaces, unpaired surrogates the replacement character. */
function unaLinea(t: string): string {
  return t
    .normalize('NFC')
    .replace(/\p{Cs}/gu, '\uFFFD')
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** The longest start of `t` of whole characters (letters with their accents, emoji sequences) within `max` units. */
function inicio(t: string, max: number): string {
  let r = '';
  for (const { segment } of new Intl.Segmenter('es', { granularity: 'grapheme' }).segment(t)) {
    if (r.length + segment.length > max) break;
    r += segment;
  }
  return r;
}

/** `folio · nombre`, the name cut at a whole character with '…' when the whole would not fit. */
export function referenciaPago(folio: string, nombre: string, max = MAX_REFERENCIA): string {
  const f = inicio(unaLinea(folio), max);
  const n = unaLinea(nombre);
  if (!n) return f;
  const completa = `${f}${separador}${n}`;
  if (completa.length <= max) return completa;
  const cabe = max - f.length - separador.length - puntos.length;
  const corte = cabe > 0 ? inicio(n, cabe).trimEnd() : '';
  return corte ? `${f}${separador}${corte}${puntos}` : f;
}

/** A whole reference made elsewhere, cut to the gateway's limit at a whole character with '…' (the adapter's last guard). */
export function acotarReferencia(referencia: string, max = MAX_REFERENCIA): string {
  const r = unaLinea(referencia);
  return r.length <= max ? r : `${inicio(r, max - puntos.length).trimEnd()}${puntos}`;
}
