// The few PDF objects a signature touches (ISO 32000-1 §7.3): enough of a parser to read a
// catalogue, a page, an AcroForm and a signature dictionary, and a writer that gives them back.
// Strings and streams are kept as their raw bytes (latin1 text), never re-encoded, so rewriting
// an object changes only what the signature adds to it.

export type ValorPdf =
  | { t: 'nombre'; v: string }
  | { t: 'num'; v: string }
  | { t: 'ref'; num: number; gen: number }
  | { t: 'texto'; crudo: string }
  | { t: 'hex'; crudo: string }
  | { t: 'bool'; v: boolean }
  | { t: 'null' }
  | { t: 'arreglo'; v: ValorPdf[] }
  | { t: 'dic'; v: Map<string, ValorPdf> };

export type DiccionarioPdf = Map<string, ValorPdf>;

const BLANCO = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIM = new Set('()<>[]{}/%'.split('').map((c) => c.charCodeAt(0)));

export class ErrorPdf extends Error {}

/** A reader over latin1 text (one char per byte), from `pos`. */
export class LectorPdf {
  constructor(
    readonly s: string,
    public pos = 0,
  ) {}

  saltarBlancos(): void {
    const s = this.s;
    while (this.pos < s.length) {
      const c = s.charCodeAt(this.pos);
      if (BLANCO.has(c)) this.pos++;
      else if (c === 0x25 /* % */) {
        while (this.pos < s.length && s[this.pos] !== '\n' && s[this.pos] !== '\r') this.pos++;
      } else break;
    }
  }

  private palabra(): string {
    const ini = this.pos;
    while (this.pos < this.s.length) {
      const c = this.s.charCodeAt(this.pos);
      if (BLANCO.has(c) || DELIM.has(c)) break;
      this.pos++;
    }
    return this.s.slice(ini, this.pos);
  }

  /** The next value; numbers followed by `gen R` become references. */
  valor(): ValorPdf {
    this.saltarBlancos();
    const s = this.s;
    const c = s[this.pos];
    if (c === undefined) throw new ErrorPdf('fin inesperado del PDF');
    if (c === '/') {
      this.pos++;
      return { t: 'nombre', v: this.palabra() };
    }
    if (c === '<' && s[this.pos + 1] === '<') return this.diccionario();
    if (c === '<') {
      const fin = s.indexOf('>', this.pos);
      if (fin < 0) throw new ErrorPdf('cadena hexadecimal sin cerrar');
      const crudo = s.slice(this.pos, fin + 1);
      this.pos = fin + 1;
      return { t: 'hex', crudo };
    }
    if (c === '(') return this.texto();
    if (c === '[') {
      this.pos++;
      const v: ValorPdf[] = [];
      for (;;) {
        this.saltarBlancos();
        if (s[this.pos] === ']') {
          this.pos++;
          return { t: 'arreglo', v };
        }
        v.push(this.valor());
      }
    }
    const w = this.palabra();
    if (w === '') throw new ErrorPdf(`carácter inesperado en el PDF: ${c}`);
    if (w === 'true' || w === 'false') return { t: 'bool', v: w === 'true' };
    if (w === 'null') return { t: 'null' };
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(w)) {
      // `num gen R`: look ahead without consuming when it is not a reference
      if (/^\d+$/.test(w)) {
        const guardado = this.pos;
        this.saltarBlancos();
        const gen = this.palabra();
        this.saltarBlancos();
        if (/^\d+$/.test(gen) && s[this.pos] === 'R' && (this.pos + 1 >= s.length || BLANCO.has(s.charCodeAt(this.pos + 1)) || DELIM.has(s.charCodeAt(this.pos + 1)))) {
          this.pos++;
          return { t: 'ref', num: Number(w), gen: Number(gen) };
        }
        this.pos = guardado;
      }
      return { t: 'num', v: w };
    }
    throw new ErrorPdf(`palabra inesperada en el PDF: ${w}`);
  }

  private diccionario(): ValorPdf {
    this.pos += 2;
    const v: DiccionarioPdf = new Map();
    for (;;) {
      this.saltarBlancos();
      if (this.s.startsWith('>>', this.pos)) {
        this.pos += 2;
        return { t: 'dic', v };
      }
      const k = this.valor();
      if (k.t !== 'nombre') throw new ErrorPdf('clave de diccionario que no es un nombre');
      v.set(k.v, this.valor());
    }
  }

  private texto(): ValorPdf {
    const s = this.s;
    const ini = this.pos;
    let nivel = 0;
    while (this.pos < s.length) {
      const c = s[this.pos++];
      if (c === '\\') this.pos++;
      else if (c === '(') nivel++;
      else if (c === ')' && --nivel === 0) return { t: 'texto', crudo: s.slice(ini, this.pos) };
    }
    throw new ErrorPdf('cadena sin cerrar');
  }
}

/** `num gen obj <value> endobj` at `offset`: the value (a stream's dictionary, for a stream). */
export function leerObjetoEn(s: string, offset: number): { num: number; gen: number; valor: ValorPdf } {
  const m = /^\s*(\d+)\s+(\d+)\s+obj\b/.exec(s.slice(offset, offset + 40));
  if (!m) throw new ErrorPdf(`no hay un objeto en la posición ${offset}`);
  const l = new LectorPdf(s, offset + m[0].length);
  return { num: Number(m[1]), gen: Number(m[2]), valor: l.valor() };
}

export function escribirValor(v: ValorPdf): string {
  switch (v.t) {
    case 'nombre':
      return `/${v.v}`;
    case 'num':
      return v.v;
    case 'ref':
      return `${v.num} ${v.gen} R`;
    case 'texto':
    case 'hex':
      return v.crudo;
    case 'bool':
      return String(v.v);
    case 'null':
      return 'null';
    case 'arreglo':
      return `[${v.v.map(escribirValor).join(' ')}]`;
    case 'dic':
      return `<<${[...v.v].map(([k, x]) => `/${k} ${escribirValor(x)}`).join(' ')}>>`;
  }
}

export const nombre = (v: string): ValorPdf => ({ t: 'nombre', v });
export const num = (v: number): ValorPdf => ({ t: 'num', v: String(v) });
export const ref = (n: number): ValorPdf => ({ t: 'ref', num: n, gen: 0 });
export const dic = (entradas: [string, ValorPdf][]): ValorPdf => ({ t: 'dic', v: new Map(entradas) });

/** A PDF text string: PDFDocEncoding for plain ASCII, UTF-16BE with its BOM otherwise (§7.9.2.2). */
export function textoPdf(texto: string): ValorPdf {
  if (/^[\x20-\x7e]*$/.test(texto)) return { t: 'texto', crudo: `(${texto.replace(/[\\()]/g, (c) => `\\${c}`)})` };
  let hex = 'FEFF';
  for (let i = 0; i < texto.length; i++) hex += texto.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return { t: 'hex', crudo: `<${hex}>` };
}

/** The text of a PDF string value (literal or hex, PDFDocEncoding's ASCII subset or UTF-16BE). */
export function leerTextoPdf(v: ValorPdf | undefined): string | null {
  if (!v || (v.t !== 'texto' && v.t !== 'hex')) return null;
  let bytes: number[];
  if (v.t === 'hex') {
    const h = v.crudo.slice(1, -1).replace(/\s+/g, '');
    bytes = [];
    for (let i = 0; i < h.length; i += 2) bytes.push(parseInt(h.slice(i, i + 2).padEnd(2, '0'), 16));
  } else {
    bytes = [];
    const c = v.crudo.slice(1, -1);
    const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
    for (let i = 0; i < c.length; i++) {
      if (c[i] !== '\\') {
        bytes.push(c.charCodeAt(i));
        continue;
      }
      const d = c[++i];
      if (d in escapes) bytes.push(escapes[d]);
      else if (/[0-7]/.test(d)) {
        let o = d;
        while (o.length < 3 && /[0-7]/.test(c[i + 1] ?? '')) o += c[++i];
        bytes.push(parseInt(o, 8) & 0xff);
      } else if (d !== '\n' && d !== '\r') bytes.push(d.charCodeAt(0));
    }
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    let r = '';
    for (let i = 2; i + 1 < bytes.length; i += 2) r += String.fromCharCode((bytes[i] << 8) | bytes[i + 1]);
    return r;
  }
  return String.fromCharCode(...bytes);
}
