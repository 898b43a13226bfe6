// Is the file whole? The first bytes say what a file claims to be; a file cut short in the upload
// (or built to look like a PDF) still starts with them and used to be stored.
// These checks read the structure each format requires at its end and in between:
// - PDF (ISO 32000-1 §7.5): the header, `startxref` with the offset of a cross-reference table
//   (whose entries point at objects) or stream, a trailer with /Root, and %%EOF at the end;
// - PNG (RFC 2083): every chunk with its CRC, IHDR first, IDAT inflated to exactly the bytes its
//   dimensions need, IEND;
// - JPEG (ITU T.81 Annex B): the marker segments with their lengths, a frame header with its
//   dimensions, a scan, and the EOI marker after the entropy-coded data.
// No third-party parser: pdf.js repairs broken files (it rebuilds a lost xref by scanning), which
// is the opposite of what is needed here, and node:zlib already inflates PNG data.
import { crc32, inflateSync } from 'node:zlib';

/** A decoded PNG may not need more memory than this (a 14 MB file can inflate to gigabytes). */
const MAX_PIXELES_BYTES = 256 * 1024 * 1024;

const latin1 = (buf: Buffer, desde: number, hasta: number) => buf.subarray(Math.max(0, desde), Math.min(buf.length, hasta)).toString('latin1');

// ---------------------------------------------------------------- PDF

export function pdfIntegro(buf: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(latin1(buf, 0, 16))) return false;
  // The last startxref, then %%EOF and nothing but line ends (some writers add NULs).
  const cola = latin1(buf, buf.length - 2048, buf.length);
  const m = /startxref\s+(\d{1,15})\s+%%EOF[\s\0]*$/.exec(cola);
  if (!m) return false;
  const desde = Number(m[1]);
  if (desde <= 0 || desde >= buf.length) return false;
  const inicio = latin1(buf, desde, desde + 64);
  if (/^\s*xref\b/.test(inicio)) return tablaXrefIntegra(buf, desde);
  // A cross-reference stream (PDF 1.5+): an object whose dictionary says /Type /XRef.
  if (/^\s*\d+\s+\d+\s+obj\b/.test(inicio)) {
    const dic = latin1(buf, desde, desde + 4096);
    return /\/Type\s*\/XRef\b/.test(dic) && /\/Root\s+\d+\s+\d+\s+R\b/.test(dic) && /\bendstream\b/.test(latin1(buf, desde, buf.length));
  }
  return false;
}

/** A classic table: its in-use entries point at `n g obj`, and its trailer names the /Root. */
function tablaXrefIntegra(buf: Buffer, desde: number): boolean {
  const texto = latin1(buf, desde, buf.length);
  const trailer = texto.indexOf('trailer');
  if (trailer < 0 || !/\/Root\s+\d+\s+\d+\s+R\b/.test(texto.slice(trailer, trailer + 4096))) return false;
  const lineas = texto.slice(0, trailer).split(/\r\n|\r|\n/).map((l) => l.trim()).filter(Boolean);
  if (lineas[0] !== 'xref') return false;
  let revisadas = 0;
  for (let i = 1; i < lineas.length; ) {
    const sub = /^(\d+)\s+(\d+)$/.exec(lineas[i]);
    if (!sub) return false;
    const n = Number(sub[2]);
    for (let k = 1; k <= n; k++) {
      const e = /^(\d{10})\s+(\d{5})\s+([nf])$/.exec(lineas[i + k] ?? '');
      if (!e) return false;
      // Enough entries to catch a cut or a forged table without reading every object of a big file.
      if (e[3] === 'n' && revisadas < 2000) {
        revisadas += 1;
        const off = Number(e[1]);
        if (off <= 0 || off >= desde || !/^\s*\d+\s+\d+\s+obj\b/.test(latin1(buf, off, off + 40))) return false;
      }
    }
    i += n + 1;
  }
  return true;
}

// ---------------------------------------------------------------- PNG

const FIRMA_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bits per pixel by colour type and bit depth (RFC 2083 §4.1.1). */
function bitsPorPixel(tipoColor: number, profundidad: number): number | null {
  const permitidas: Record<number, { canales: number; profundidades: number[] }> = {
    0: { canales: 1, profundidades: [1, 2, 4, 8, 16] },
    2: { canales: 3, profundidades: [8, 16] },
    3: { canales: 1, profundidades: [1, 2, 4, 8] },
    4: { canales: 2, profundidades: [8, 16] },
    6: { canales: 4, profundidades: [8, 16] },
  };
  const t = permitidas[tipoColor];
  return t && t.profundidades.includes(profundidad) ? t.canales * profundidad : null;
}

/** Bytes of the filtered image: a filter byte per row, per Adam7 pass when interlaced. */
function bytesEsperados(ancho: number, alto: number, bpp: number, entrelazado: boolean): number {
  const fila = (w: number) => (w === 0 ? 0 : 1 + Math.ceil((w * bpp) / 8));
  if (!entrelazado) return alto * fila(ancho);
  const pasadas = [
    [0, 0, 8, 8],
    [4, 0, 8, 8],
    [0, 4, 4, 8],
    [2, 0, 4, 4],
    [0, 2, 2, 4],
    [1, 0, 2, 2],
    [0, 1, 1, 2],
  ];
  let total = 0;
  for (const [x0, y0, dx, dy] of pasadas) {
    const w = Math.ceil((ancho - x0) / dx);
    const h = Math.ceil((alto - y0) / dy);
    if (w > 0 && h > 0) total += h * fila(w);
  }
  return total;
}

export function pngIntegro(buf: Buffer): boolean {
  if (buf.length < 8 + 25 + 12 || !buf.subarray(0, 8).equals(FIRMA_PNG)) return false;
  let pos = 8;
  let cabecera: { ancho: number; alto: number; bpp: number; entrelazado: boolean } | null = null;
  const datos: Buffer[] = [];
  let paleta = false;
  let tipoColor = -1;
  for (;;) {
    if (pos + 12 > buf.length) return false;
    const largo = buf.readUInt32BE(pos);
    const tipo = latin1(buf, pos + 4, pos + 8);
    const fin = pos + 12 + largo;
    if (largo > 0x7fffffff || fin > buf.length || !/^[A-Za-z]{4}$/.test(tipo)) return false;
    const cuerpo = buf.subarray(pos + 8, pos + 8 + largo);
    if (crc32(buf.subarray(pos + 4, pos + 8 + largo)) !== buf.readUInt32BE(pos + 8 + largo)) return false;
    if (!cabecera) {
      if (tipo !== 'IHDR' || largo !== 13) return false;
      const ancho = cuerpo.readUInt32BE(0);
      const alto = cuerpo.readUInt32BE(4);
      tipoColor = cuerpo[9];
      const bpp = bitsPorPixel(tipoColor, cuerpo[8]);
      if (!ancho || !alto || ancho > 0x7fffffff || alto > 0x7fffffff || bpp === null) return false;
      if (cuerpo[10] !== 0 || cuerpo[11] !== 0 || cuerpo[12] > 1) return false;
      cabecera = { ancho, alto, bpp, entrelazado: cuerpo[12] === 1 };
    } else if (tipo === 'PLTE') paleta = true;
    else if (tipo === 'IDAT') datos.push(cuerpo);
    else if (tipo === 'IEND') break;
    pos = fin;
  }
  if (!cabecera || !datos.length || (tipoColor === 3 && !paleta)) return false;
  const esperados = bytesEsperados(cabecera.ancho, cabecera.alto, cabecera.bpp, cabecera.entrelazado);
  if (esperados > MAX_PIXELES_BYTES) return false;
  let pixeles: Buffer;
  try {
    pixeles = inflateSync(Buffer.concat(datos), { maxOutputLength: esperados + 1 });
  } catch {
    return false;
  }
  if (pixeles.length !== esperados) return false;
  if (!cabecera.entrelazado) {
    // Each row starts with its filter type, 0 to 4 (RFC 2083 §6).
    const fila = 1 + Math.ceil((cabecera.ancho * cabecera.bpp) / 8);
    for (let y = 0; y < cabecera.alto; y++) if (pixeles[y * fila] > 4) return false;
  }
  return true;
}

// ---------------------------------------------------------------- JPEG

/** Start-of-frame markers (T.81 Table B.1): C0–CF but DHT (C4), JPG (C8) and DAC (CC). */
const esSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

export function jpegIntegro(buf: Buffer): boolean {
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8) return false;
  let pos = 2;
  let marco = false;
  let barridos = 0;
  for (;;) {
    if (pos + 2 > buf.length || buf[pos] !== 0xff) return false;
    while (buf[pos + 1] === 0xff && pos + 2 < buf.length) pos += 1; // fill bytes
    const marcador = buf[pos + 1];
    if (marcador === 0xd9) return marco && barridos > 0; // EOI
    if (marcador === 0xd8 || marcador === 0x00 || (marcador >= 0xd0 && marcador <= 0xd7) || marcador === 0x01) return false;
    if (pos + 4 > buf.length) return false;
    const largo = buf.readUInt16BE(pos + 2);
    const fin = pos + 2 + largo;
    if (largo < 2 || fin > buf.length) return false;
    if (esSof(marcador)) {
      if (largo < 8) return false;
      const alto = buf.readUInt16BE(pos + 5);
      const ancho = buf.readUInt16BE(pos + 7);
      const componentes = buf[pos + 9];
      if (!ancho || !alto || componentes < 1 || componentes > 4 || largo !== 8 + 3 * componentes) return false;
      marco = true;
    }
    pos = fin;
    if (marcador !== 0xda) continue;
    // SOS: the entropy-coded data runs to the next marker that is not a stuffed 0xFF00 nor a restart.
    if (!marco) return false;
    let i = pos;
    for (;;) {
      const ff = buf.indexOf(0xff, i);
      if (ff < 0 || ff + 1 >= buf.length) return false; // cut before EOI
      const siguiente = buf[ff + 1];
      if (siguiente === 0x00 || siguiente === 0xff || (siguiente >= 0xd0 && siguiente <= 0xd7)) {
        i = ff + (siguiente === 0xff ? 1 : 2);
        continue;
      }
      if (ff === pos) return false; // a scan without data
      barridos += 1;
      pos = ff;
      break;
    }
  }
}

/** Whether the bytes of a file of this type (as detected) are whole. */
export function archivoIntegro(mime: string, buf: Buffer): boolean {
  if (mime === 'application/pdf') return pdfIntegro(buf);
  if (mime === 'image/png') return pngIntegro(buf);
  if (mime === 'image/jpeg') return jpegIntegro(buf);
  return false;
}
