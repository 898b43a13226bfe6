// DER (ITU-T X.690) by hand, for the structures a signature must carry byte for byte: the signed
// attributes the official's key signs are embedded exactly as signed, and a certificate's issuer
// and serial are copied from the certificate rather than re-encoded.

export function concatenar(...partes: Uint8Array[]): Uint8Array {
  const n = partes.reduce((s, p) => s + p.length, 0);
  const fuera = new Uint8Array(n);
  let i = 0;
  for (const p of partes) {
    fuera.set(p, i);
    i += p.length;
  }
  return fuera;
}

function longitud(n: number): Uint8Array {
  if (n < 0x80) return Uint8Array.of(n);
  const b: number[] = [];
  for (let x = n; x > 0; x = Math.floor(x / 256)) b.unshift(x & 0xff);
  return Uint8Array.of(0x80 | b.length, ...b);
}

export const tlv = (tag: number, ...contenido: Uint8Array[]): Uint8Array => {
  const c = concatenar(...contenido);
  return concatenar(Uint8Array.of(tag), longitud(c.length), c);
};
export const secuencia = (...p: Uint8Array[]) => tlv(0x30, ...p);
export const conjunto = (...p: Uint8Array[]) => tlv(0x31, ...p);
export const octetos = (b: Uint8Array) => tlv(0x04, b);
export const nulo = () => Uint8Array.of(0x05, 0x00);
export const booleano = (v: boolean) => Uint8Array.of(0x01, 0x01, v ? 0xff : 0x00);
export const bits = (b: Uint8Array, sinUsar = 0) => tlv(0x03, Uint8Array.of(sinUsar), b);
/** [n] EXPLICIT / constructed context tag */
export const contexto = (n: number, ...p: Uint8Array[]) => tlv(0xa0 | n, ...p);

/** A non-negative INTEGER from its big-endian magnitude. */
export function entero(v: number | Uint8Array): Uint8Array {
  let b: Uint8Array;
  if (typeof v === 'number') {
    const a: number[] = [];
    for (let x = v; x > 0; x = Math.floor(x / 256)) a.unshift(x & 0xff);
    b = Uint8Array.from(a.length ? a : [0]);
  } else b = v;
  let i = 0;
  while (i < b.length - 1 && b[i] === 0 && b[i + 1] < 0x80) i++;
  b = b.subarray(i);
  return tlv(0x02, b[0] >= 0x80 ? concatenar(Uint8Array.of(0), b) : b);
}

export function oid(texto: string): Uint8Array {
  const p = texto.split('.').map(Number);
  const b: number[] = [p[0] * 40 + p[1]];
  for (const n of p.slice(2)) {
    const s: number[] = [n & 0x7f];
    for (let x = Math.floor(n / 128); x > 0; x = Math.floor(x / 128)) s.unshift((x & 0x7f) | 0x80);
    b.push(...s);
  }
  return tlv(0x06, Uint8Array.from(b));
}

export function leerOid(contenido: Uint8Array): string {
  const fuera = [Math.floor(contenido[0] / 40), contenido[0] % 40];
  let n = 0;
  for (const x of contenido.subarray(1)) {
    n = n * 128 + (x & 0x7f);
    if (!(x & 0x80)) {
      fuera.push(n);
      n = 0;
    }
  }
  return fuera.join('.');
}

/** One element: its tag, where its content starts and ends, and where the element ends. */
export interface Tlv {
  tag: number;
  inicio: number;
  ini: number;
  fin: number;
}

export class ErrorDer extends Error {}

export function leerTlv(b: Uint8Array, pos = 0): Tlv {
  if (pos + 2 > b.length) throw new ErrorDer('estructura ASN.1 truncada');
  const tag = b[pos];
  let l = b[pos + 1];
  let ini = pos + 2;
  if (l & 0x80) {
    const n = l & 0x7f;
    if (n === 0 || n > 4) throw new ErrorDer('longitud ASN.1 no admitida');
    l = 0;
    for (let i = 0; i < n; i++) l = l * 256 + b[ini + i];
    ini += n;
  }
  if (ini + l > b.length) throw new ErrorDer('estructura ASN.1 truncada');
  return { tag, inicio: pos, ini, fin: ini + l };
}

export const contenidoDe = (b: Uint8Array, t: Tlv) => b.subarray(t.ini, t.fin);
export const completo = (b: Uint8Array, t: Tlv) => b.subarray(t.inicio, t.fin);

export function hijos(b: Uint8Array, t: Tlv): Tlv[] {
  const fuera: Tlv[] = [];
  for (let p = t.ini; p < t.fin; ) {
    const h = leerTlv(b, p);
    fuera.push(h);
    p = h.fin;
  }
  return fuera;
}

export const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('').toUpperCase();
export const deHex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (x) => parseInt(x, 16));

/** Lexicographic order of encodings: DER's order for the members of a SET OF (X.690 §11.6). */
export function ordenDer(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

export const base64 = (b: Uint8Array): string => {
  let s = '';
  for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode(...b.subarray(i, i + 0x8000));
  return btoa(s);
};
export const deBase64 = (s: string): Uint8Array => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

export async function sha256(b: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', b as BufferSource));
}
