// Small but whole files for the demo requests and the upload tests (unit, integration, e2e): the
// server reads their structure, so they must be real PDFs, PNGs and JPEGs, plus the broken variants
// a probe sends.
import { crc32, deflateSync } from 'node:zlib';

/** A one-page PDF with a cross-reference table whose offsets are real (ISO 32000-1 §7.5). */
export function pdfValido(texto = 'Constancia de situacion fiscal (prueba)'): Buffer {
  const contenido = `BT /F1 18 Tf 72 720 Td (${texto}) Tj ET`;
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${contenido.length} >>\nstream\n${contenido}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objetos.forEach((o, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) pdf += `${String(off).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function trozoPng(tipo: string, datos: Buffer): Buffer {
  const largo = Buffer.alloc(4);
  largo.writeUInt32BE(datos.length);
  const cuerpo = Buffer.concat([Buffer.from(tipo, 'latin1'), datos]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(cuerpo));
  return Buffer.concat([largo, cuerpo, crc]);
}

/** An RGB PNG of `ancho`×`alto` (RFC 2083), every chunk with its CRC. */
export function pngValido(ancho = 32, alto = 16, filas?: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(ancho, 0);
  ihdr.writeUInt32BE(alto, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  const crudo = filas ?? Buffer.concat(Array.from({ length: alto }, (_, y) => Buffer.concat([Buffer.from([0]), Buffer.alloc(ancho * 3, y * 7)])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    trozoPng('IHDR', ihdr),
    trozoPng('IDAT', deflateSync(crudo)),
    trozoPng('IEND', Buffer.alloc(0)),
  ]);
}

/** A storefront-like picture (a blue sign over a light wall with a grey door), a few hundred bytes. */
export function pngFachada(ancho = 320, alto = 200): Buffer {
  const filas: Buffer[] = [];
  for (let y = 0; y < alto; y++) {
    const fila = Buffer.alloc(1 + ancho * 3); // filter byte 0, then the pixels
    for (let x = 0; x < ancho; x++) {
      const letrero = y < alto / 4;
      const puerta = x > ancho * 0.06 && x < ancho * 0.34 && y > alto * 0.35 && y < alto * 0.9;
      const [r, g, b] = letrero ? [30, 64, 140] : puerta ? [150, 160, 175] : [236, 240, 246];
      fila.writeUInt8(r, 1 + x * 3);
      fila.writeUInt8(g, 2 + x * 3);
      fila.writeUInt8(b, 3 + x * 3);
    }
    filas.push(fila);
  }
  return pngValido(ancho, alto, Buffer.concat(filas));
}

/**
 * A baseline 8×8 grey JPEG (ITU T.81): quantisation table, frame header, one-code Huffman tables,
 * one scan whose only block is DC 0 then end-of-block, EOI.
 */
export function jpegValido(): Buffer {
  const segmento = (marcador: number, datos: number[]) => [0xff, marcador, (datos.length + 2) >> 8, (datos.length + 2) & 0xff, ...datos];
  const dqt = segmento(0xdb, [0x00, ...Array<number>(64).fill(1)]);
  const sof0 = segmento(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]);
  // One code of length 1 ('0') for symbol 0: DC category 0, AC end-of-block.
  const tabla = (clase: number) => [clase, 1, ...Array<number>(15).fill(0), 0x00];
  const dht = segmento(0xc4, [...tabla(0x00), ...tabla(0x10)]);
  const sos = segmento(0xda, [1, 1, 0x00, 0, 63, 0]);
  const datos = [0x3f]; // bits 0 (DC 0), 0 (EOB), padded with ones
  return Buffer.from([0xff, 0xd8, ...dqt, ...sof0, ...dht, ...sos, ...datos, 0xff, 0xd9]);
}

/** A Windows executable's first bytes (MZ header and PE signature), renamed to .pdf by a probe. */
export function ejecutable(): Buffer {
  const b = Buffer.alloc(1024);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  b.writeUInt16LE(0x14c, 0x84);
  return b;
}
