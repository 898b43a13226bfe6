// Two per-process caches on the fonts parsed once (motor.ts), so a document pays only for what
// is new in it. Profile of the licence before them: shaping words with fontkit (GSUB/GPOS
// lookups) ~23 % of the time, and encoding each face's subset with fontkit's generic table
// encoder ~16 % (byte by byte for the 4 KB fpgm program, a fresh glyph decode per glyph).
//
// 1. Shaping: pdfkit caches the run of each word per document only (EmbeddedFont.layoutCache);
//    `compartirLayout` memoizes fontkit's `layout(text)` on the shared font for every document.
//    pdfkit scales the positions it receives in place, so each call gets fresh position objects.
// 2. Subsets: `subsetRapido` replaces a TrueType subset's `encode` by one that copies raw glyph
//    bytes (read once per glyph) and the constant tables (head, cvt, prep, fpgm: taken once from
//    fontkit's own encoding of an empty subset) and writes loca, hmtx and the counts directly. It
//    is installed only if it reproduces fontkit's bytes exactly (a self-check at start; the unit
//    test fuentes.test.ts checks more glyph sets), so the PDFs are byte-for-byte the same.

/** The parts of a fontkit TrueType font and subset this module touches. */
interface Glifo {
  advanceWidth: number;
  _decode(): { numberOfContours: number; components?: { glyphID: number; pos: number }[] } | null;
  _getMetrics(): { leftBearing: number };
}
export interface FuenteFontkit {
  layout(texto: string, ...resto: unknown[]): { positions: object[] };
  createSubset(): SubsetFontkit;
  getGlyph(gid: number): Glifo;
  _glyphs: Record<number, Glifo | undefined>;
  loca: { offsets: number[]; version: number };
  _getTableStream(tabla: string): { pos: number; readBuffer(n: number): Uint8Array };
  _variationProcessor?: unknown;
  glyphForCodePoint(cp: number): { id: number };
}
export interface SubsetFontkit {
  glyphs: number[];
  includeGlyph(gid: number): number;
  encode(): Uint8Array;
  cff?: unknown;
}

/** Words kept per face; beyond it the cache starts over (taxpayer text cannot grow it forever). */
const MAX_PALABRAS = 20_000;

/** Memoizes `font.layout(text)` (no features, script or language: how pdfkit calls it). */
export function compartirLayout(font: FuenteFontkit): void {
  const original = font.layout.bind(font);
  const cache = new Map<string, { positions: object[] }>();
  font.layout = (texto: string, ...resto: unknown[]) => {
    if (resto.some((r) => r !== undefined)) return original(texto, ...resto);
    let run = cache.get(texto);
    if (!run) {
      if (cache.size >= MAX_PALABRAS) cache.clear();
      run = original(texto);
      cache.set(texto, run);
    }
    // Same prototype (GlyphRun: advanceWidth is a getter over positions), fresh positions.
    const copia = Object.create(Object.getPrototypeOf(run) as object) as { positions: object[] };
    Object.assign(copia, run);
    copia.positions = run.positions.map((p) => ({ ...p }));
    return copia;
  };
}

interface DatosGlifo {
  bytes: Uint8Array;
  componentes: { glyphID: number; pos: number }[];
  avance: number;
  apoyo: number;
}

interface Entrada {
  etiqueta: string;
  inicio: number;
  largo: number;
}

const ETIQUETAS = ['head', 'hhea', 'loca', 'maxp', 'cvt ', 'prep', 'glyf', 'hmtx', 'fpgm'];

/** The directory of a font file fontkit wrote: table tags with their byte ranges, in order. */
function leerDirectorio(archivo: Uint8Array): Entrada[] {
  const v = new DataView(archivo.buffer, archivo.byteOffset, archivo.byteLength);
  const n = v.getUint16(4);
  const entradas: Entrada[] = [];
  for (let i = 0; i < n; i++) {
    const o = 12 + 16 * i;
    const etiqueta = String.fromCharCode(...archivo.subarray(o, o + 4));
    entradas.push({ etiqueta, inicio: v.getUint32(o + 8), largo: v.getUint32(o + 12) });
  }
  return entradas;
}

/**
 * Builds the fast encoder for a TrueType font, or null when the font is not one it handles
 * (CFF, variations) or fontkit's layout of a subset file is not the one this module assumes.
 */
function codificador(font: FuenteFontkit, crear: () => SubsetFontkit): ((s: SubsetFontkit) => Uint8Array) | null {
  const muestra = crear();
  if (muestra.cff != null || font._variationProcessor) return null;
  const referencia = muestra.encode(); // glyph 0 only
  const entradas = leerDirectorio(referencia);
  if (entradas.map((e) => e.etiqueta).join() !== ETIQUETAS.filter((t) => entradas.some((e) => e.etiqueta === t)).join()) return null;
  if (!['head', 'hhea', 'loca', 'maxp', 'glyf', 'hmtx'].every((t) => entradas.some((e) => e.etiqueta === t))) return null;
  // Tables follow the directory back to back, in directory order, with no padding.
  let fin = 12 + 16 * entradas.length;
  for (const e of entradas) {
    if (e.inicio !== fin) return null;
    fin += e.largo;
  }
  if (fin !== referencia.length) return null;
  const fijas = new Map(entradas.map((e) => [e.etiqueta, referencia.slice(e.inicio, e.inicio + e.largo)]));
  const cabecera = referencia.slice(0, 12);
  const loca32 = font.loca.version !== 0;

  const glifos = new Map<number, DatosGlifo>();
  const datosGlifo = (gid: number): DatosGlifo => {
    let d = glifos.get(gid);
    if (!d) {
      // fontkit keeps each glyph object with the code points of its first request; a glyph first
      // asked for here (the base letter of an accented one, say 'U' of 'Ü') would keep none, and
      // every later document's ToUnicode map would lose that letter (copy and search in the PDF).
      // So a glyph this function creates is not left in fontkit's cache.
      const yaEstaba = font._glyphs[gid] !== undefined;
      const glifo = font.getGlyph(gid);
      const glyf = glifo._decode();
      const inicio = font.loca.offsets[gid];
      const flujo = font._getTableStream('glyf');
      flujo.pos += inicio;
      const bytes = flujo.readBuffer(font.loca.offsets[gid + 1] - inicio);
      const componentes = glyf && glyf.numberOfContours < 0 ? (glyf.components ?? []).map((c) => ({ glyphID: c.glyphID, pos: c.pos })) : [];
      d = { bytes, componentes, avance: glifo.advanceWidth, apoyo: glifo._getMetrics().leftBearing };
      if (!yaEstaba) delete font._glyphs[gid];
      glifos.set(gid, d);
    }
    return d;
  };

  return (s) => {
    const partes: Uint8Array[] = [];
    const desplazamientos: number[] = [];
    const metricas: DatosGlifo[] = [];
    let desplazamiento = 0;
    for (let i = 0; i < s.glyphs.length; i++) {
      const d = datosGlifo(s.glyphs[i]);
      let bytes = d.bytes;
      if (d.componentes.length) {
        bytes = new Uint8Array(bytes);
        const vista = new DataView(bytes.buffer);
        for (const c of d.componentes) vista.setUint16(c.pos, s.includeGlyph(c.glyphID));
      }
      partes.push(bytes);
      desplazamientos.push(desplazamiento);
      metricas.push(d);
      desplazamiento += bytes.length;
    }
    desplazamientos.push(desplazamiento);
    const n = metricas.length;

    const loca = new Uint8Array(desplazamientos.length * (loca32 ? 4 : 2));
    const vLoca = new DataView(loca.buffer);
    desplazamientos.forEach((o, i) => (loca32 ? vLoca.setUint32(4 * i, o) : vLoca.setUint16(2 * i, o >>> 1)));
    const hmtx = new Uint8Array(4 * n);
    const vHmtx = new DataView(hmtx.buffer);
    metricas.forEach((m, i) => {
      vHmtx.setUint16(4 * i, m.avance);
      vHmtx.setInt16(4 * i + 2, m.apoyo);
    });
    const hhea = fijas.get('hhea')!.slice();
    new DataView(hhea.buffer).setUint16(34, n); // numberOfMetrics
    const maxp = fijas.get('maxp')!.slice();
    new DataView(maxp.buffer).setUint16(4, n); // numGlyphs
    const glyf = new Uint8Array(desplazamiento);
    let o = 0;
    for (const p of partes) {
      glyf.set(p, o);
      o += p.length;
    }
    const tablas = new Map<string, Uint8Array>([...fijas, ['loca', loca], ['hmtx', hmtx], ['hhea', hhea], ['maxp', maxp], ['glyf', glyf]]);

    const total = 12 + 16 * entradas.length + entradas.reduce((t, e) => t + tablas.get(e.etiqueta)!.length, 0);
    const salida = Buffer.alloc(total);
    salida.set(cabecera, 0);
    let pos = 12 + 16 * entradas.length;
    entradas.forEach((e, i) => {
      const datos = tablas.get(e.etiqueta)!;
      const d = 12 + 16 * i;
      salida.write(e.etiqueta, d, 'latin1');
      salida.writeUInt32BE(0, d + 4); // fontkit writes no checksums
      salida.writeUInt32BE(pos, d + 8);
      salida.writeUInt32BE(datos.length, d + 12);
      salida.set(datos, pos);
      pos += datos.length;
    });
    return salida;
  };
}

/** Text whose glyphs the self-check encodes both ways: accents (composite glyphs), ñ, digits. */
const TEXTO_PRUEBA = 'Licencia de Funcionamiento — Tesorería, Othón P. Blanco: ÁÉÍÓÚÑáéíóúñü ¿?¡! 0123456789 $1,234.50 m² «»';

/** Codes `texto`'s glyphs into a fresh subset, in order (as pdfkit does while it writes text). */
export function subsetDe(font: FuenteFontkit, texto: string): SubsetFontkit {
  const s = font.createSubset();
  for (const c of texto) s.includeGlyph(font.glyphForCodePoint(c.codePointAt(0)!).id);
  return s;
}

/**
 * Installs the fast subset encoder on `font` if it reproduces fontkit's bytes for a sample.
 * Returns whether it did; when not, subsets keep fontkit's own (slower, same output) encoder.
 */
export function subsetRapido(font: FuenteFontkit): boolean {
  const crear = font.createSubset.bind(font);
  let rapido: ((s: SubsetFontkit) => Uint8Array) | null;
  // The check creates glyph objects (fontkit's encoder with no code points): none may stay cached.
  const antes = new Set(Object.keys(font._glyphs));
  try {
    rapido = codificador(font, crear);
    if (!rapido) return false;
    const a = subsetDe(font, TEXTO_PRUEBA);
    const b = subsetDe(font, TEXTO_PRUEBA);
    if (!Buffer.from(rapido(a)).equals(Buffer.from(b.encode()))) return false;
  } catch {
    return false;
  } finally {
    for (const gid of Object.keys(font._glyphs)) if (!antes.has(gid)) delete font._glyphs[Number(gid)];
  }
  const codificar = rapido;
  font.createSubset = () => {
    const s = crear();
    s.encode = () => codificar(s);
    return s;
  };
  return true;
}
