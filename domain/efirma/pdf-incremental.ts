// A signature added to a PDF as an incremental update (ISO 32000-1 §7.5.6, §12.8): the bytes
// already there are never touched, so the document's earlier signatures stay valid and a reader
// shows each one as a revision. The update adds the signature dictionary (/ByteRange and a
// zero-filled /Contents to be filled once the CMS exists), its field and widget, and rewrites the
// page and the AcroForm that list them. Our documents come from pdfmake (pdfkit): classic
// cross-reference tables, which is all this reads.
import { dic, ErrorPdf, escribirValor, leerObjetoEn, LectorPdf, nombre, num, ref, textoPdf, type DiccionarioPdf, type ValorPdf } from './pdf-objetos';

export const aTexto = (b: Uint8Array): string => {
  let s = '';
  for (let i = 0; i < b.length; i += 0x8000) s += String.fromCharCode(...b.subarray(i, i + 0x8000));
  return s;
};
export const aBytes = (s: string): Uint8Array => {
  const b = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i) & 0xff;
  return b;
};

export interface EstructuraPdf {
  texto: string;
  /** the newest offset of every object */
  offsets: Map<number, number>;
  trailer: DiccionarioPdf;
  /** where the last cross-reference section starts */
  ultimoXref: number;
}

/** The cross-reference tables from the last one back through /Prev (newest entry wins). */
export function leerEstructura(pdf: Uint8Array): EstructuraPdf {
  const texto = aTexto(pdf);
  const sx = texto.lastIndexOf('startxref');
  if (sx < 0) throw new ErrorPdf('el archivo no es un PDF completo (falta startxref)');
  const ultimoXref = Number(/startxref\s+(\d+)/.exec(texto.slice(sx))?.[1] ?? NaN);
  const offsets = new Map<number, number>();
  let trailer: DiccionarioPdf | null = null;
  const vistos = new Set<number>();
  for (let pos: number | null = ultimoXref; pos !== null; ) {
    if (!Number.isInteger(pos) || pos < 0 || pos >= texto.length || vistos.has(pos)) throw new ErrorPdf('tabla de referencias cruzadas inválida');
    vistos.add(pos);
    const l: LectorPdf = new LectorPdf(texto, pos);
    l.saltarBlancos();
    if (!texto.startsWith('xref', l.pos)) throw new ErrorPdf('el PDF usa referencias cruzadas comprimidas, que esta firma no admite');
    l.pos += 4;
    for (;;) {
      l.saltarBlancos();
      if (texto.startsWith('trailer', l.pos)) break;
      const cab = /^(\d+)\s+(\d+)/.exec(texto.slice(l.pos, l.pos + 40));
      if (!cab) throw new ErrorPdf('sección de referencias cruzadas inválida');
      l.pos += cab[0].length;
      const [ini, cuantos] = [Number(cab[1]), Number(cab[2])];
      for (let i = 0; i < cuantos; i++) {
        l.saltarBlancos();
        const e = /^(\d{10}) (\d{5}) ([nf])/.exec(texto.slice(l.pos, l.pos + 18));
        if (!e) throw new ErrorPdf('entrada de referencias cruzadas inválida');
        l.pos += e[0].length;
        if (e[3] === 'n' && !offsets.has(ini + i)) offsets.set(ini + i, Number(e[1]));
      }
    }
    l.pos += 'trailer'.length;
    const t: ValorPdf = l.valor();
    if (t.t !== 'dic') throw new ErrorPdf('trailer inválido');
    trailer ??= t.v;
    const prev: ValorPdf | undefined = t.v.get('Prev');
    pos = prev?.t === 'num' ? Number(prev.v) : null;
  }
  return { texto, offsets, trailer: trailer!, ultimoXref };
}

export function objeto(e: EstructuraPdf, r: ValorPdf | undefined): ValorPdf {
  if (r?.t !== 'ref') return r ?? { t: 'null' };
  const off = e.offsets.get(r.num);
  if (off === undefined) throw new ErrorPdf(`el objeto ${r.num} no existe`);
  return leerObjetoEn(e.texto, off).valor;
}

const dicDe = (v: ValorPdf): DiccionarioPdf => {
  if (v.t !== 'dic') throw new ErrorPdf('se esperaba un diccionario');
  return v.v;
};

/** The page objects in order (their references). */
export function paginas(e: EstructuraPdf): ValorPdf[] {
  const raiz = dicDe(objeto(e, e.trailer.get('Root')));
  const fuera: ValorPdf[] = [];
  const recorrer = (r: ValorPdf, prof: number) => {
    if (prof > 32) throw new ErrorPdf('árbol de páginas demasiado profundo');
    const d = dicDe(objeto(e, r));
    const kids = d.get('Kids');
    if (kids) for (const k of (objeto(e, kids) as { v: ValorPdf[] }).v) recorrer(k, prof + 1);
    else fuera.push(r);
  };
  recorrer(raiz.get('Pages')!, 0);
  return fuera;
}

/** The reserved size of /Contents: a CMS with an RSA-4096 signature and a SAT certificate fits with room to spare. */
export const RESERVA_FIRMA = 12_288;
const MARCA_RANGO = '/ByteRange [0 0000000000 0000000000 0000000000]';

export interface OpcionesPreparar {
  /** the field's name, unique in the document ('Firma 1: Dirección de Ingresos') */
  campo: string;
  /** the claimed signing time: /M, which PAdES puts in the dictionary, not in the CMS (ETSI EN 319 142-1 §5.4) */
  fecha: Date;
  nombre?: string;
  razon?: string;
  lugar?: string;
  /** the page that carries the (invisible) widget; default the last */
  pagina?: number;
}

export interface PdfPreparado {
  pdf: Uint8Array;
  byteRange: [number, number, number, number];
}

/** D:YYYYMMDDHHmmSS+00'00' (§7.9.4), in UTC. */
export function fechaPdf(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `D:${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}+00'00'`;
}

/** The update with an empty signature: its /ByteRange is final, its /Contents all zeros. */
export function prepararFirma(pdf: Uint8Array, o: OpcionesPreparar, reserva = RESERVA_FIRMA): PdfPreparado {
  const e = leerEstructura(pdf);
  const size = Number((e.trailer.get('Size') as { v: string } | undefined)?.v ?? NaN);
  if (!Number.isInteger(size)) throw new ErrorPdf('trailer sin /Size');
  const rootRef = e.trailer.get('Root')!;
  if (rootRef.t !== 'ref') throw new ErrorPdf('trailer sin /Root');
  const raiz = new Map(dicDe(objeto(e, rootRef)));
  const pags = paginas(e);
  const pagRef = pags[o.pagina ?? pags.length - 1];
  if (pagRef?.t !== 'ref') throw new ErrorPdf('página inexistente');
  const pagina = new Map(dicDe(objeto(e, pagRef)));

  let siguiente = size;
  const nuevos = new Map<number, string>();
  const sigNum = siguiente++;
  const campoNum = siguiente++;

  const sig: [string, ValorPdf][] = [
    ['Type', nombre('Sig')],
    ['Filter', nombre('Adobe.PPKLite')],
    ['SubFilter', nombre('ETSI.CAdES.detached')],
  ];
  const extra: [string, ValorPdf][] = [['M', textoPdf(fechaPdf(o.fecha))]];
  if (o.nombre) extra.push(['Name', textoPdf(o.nombre)]);
  if (o.razon) extra.push(['Reason', textoPdf(o.razon)]);
  if (o.lugar) extra.push(['Location', textoPdf(o.lugar)]);
  const sigTexto = `<<${sig.map(([k, v]) => `/${k} ${escribirValor(v)}`).join(' ')} ${MARCA_RANGO} /Contents <${'0'.repeat(reserva * 2)}> ${extra.map(([k, v]) => `/${k} ${escribirValor(v)}`).join(' ')}>>`;
  nuevos.set(sigNum, sigTexto);
  nuevos.set(
    campoNum,
    escribirValor(
      dic([
        ['Type', nombre('Annot')],
        ['Subtype', nombre('Widget')],
        ['FT', nombre('Sig')],
        ['T', textoPdf(o.campo)],
        ['V', ref(sigNum)],
        // Print + Locked (§12.5.3): the widget is part of the document, not an editable field
        ['F', num(132)],
        ['Rect', { t: 'arreglo', v: [num(0), num(0), num(0), num(0)] }],
        ['P', pagRef],
      ]),
    ),
  );

  // The page lists the widget among its annotations.
  const annots = pagina.get('Annots');
  if (annots?.t === 'ref') {
    const arr = objeto(e, annots);
    if (arr.t !== 'arreglo') throw new ErrorPdf('/Annots inválido');
    nuevos.set(annots.num, escribirValor({ t: 'arreglo', v: [...arr.v, ref(campoNum)] }));
  } else {
    pagina.set('Annots', { t: 'arreglo', v: [...(annots?.t === 'arreglo' ? annots.v : []), ref(campoNum)] });
    nuevos.set(pagRef.num, escribirValor({ t: 'dic', v: pagina }));
  }

  // The AcroForm lists the field; SigFlags 3: the document has signatures, append only (§12.7.2).
  const acro = raiz.get('AcroForm');
  const acroDic = acro ? new Map(dicDe(objeto(e, acro))) : new Map<string, ValorPdf>();
  const fields = acroDic.get('Fields');
  const lista = fields ? objeto(e, fields) : { t: 'arreglo' as const, v: [] };
  if (lista.t !== 'arreglo') throw new ErrorPdf('/Fields inválido');
  const nuevaLista: ValorPdf = { t: 'arreglo', v: [...lista.v, ref(campoNum)] };
  if (fields?.t === 'ref') nuevos.set(fields.num, escribirValor(nuevaLista));
  else acroDic.set('Fields', nuevaLista);
  acroDic.set('SigFlags', num(3));
  if (acro?.t === 'ref') nuevos.set(acro.num, escribirValor({ t: 'dic', v: acroDic }));
  else {
    const acroNum = siguiente++;
    nuevos.set(acroNum, escribirValor({ t: 'dic', v: acroDic }));
    raiz.set('AcroForm', ref(acroNum));
    nuevos.set(rootRef.num, escribirValor({ t: 'dic', v: raiz }));
  }

  // The update: the objects, their cross-reference section and a trailer pointing back.
  let cuerpo = e.texto.endsWith('\n') ? '' : '\n';
  const base = e.texto.length;
  const offs = new Map<number, number>();
  for (const n of [...nuevos.keys()].sort((a, b) => a - b)) {
    offs.set(n, base + cuerpo.length);
    cuerpo += `${n} 0 obj\n${nuevos.get(n)}\nendobj\n`;
  }
  const xref = base + cuerpo.length;
  cuerpo += 'xref\n';
  for (const n of [...offs.keys()].sort((a, b) => a - b)) cuerpo += `${n} 1\n${String(offs.get(n)).padStart(10, '0')} 00000 n \n`;
  const trailer = new Map(e.trailer);
  trailer.delete('XRefStm');
  trailer.set('Size', num(siguiente));
  trailer.set('Prev', num(e.ultimoXref));
  cuerpo += `trailer\n${escribirValor({ t: 'dic', v: trailer })}\nstartxref\n${xref}\n%%EOF\n`;

  const total = e.texto + cuerpo;
  const ini = total.indexOf('/Contents <', offs.get(sigNum)!) + '/Contents '.length;
  const fin = ini + reserva * 2 + 2;
  const byteRange: [number, number, number, number] = [0, ini, fin, total.length - fin];
  const rango = `/ByteRange [${byteRange.join(' ')}]`;
  if (rango.length > MARCA_RANGO.length) throw new ErrorPdf('el PDF es demasiado grande para firmarlo');
  const marca = total.indexOf(MARCA_RANGO, offs.get(sigNum)!);
  const final = total.slice(0, marca) + rango.padEnd(MARCA_RANGO.length, ' ') + total.slice(marca + MARCA_RANGO.length);
  return { pdf: aBytes(final), byteRange };
}

/** The bytes a signature covers: the whole file but its /Contents. */
export function bytesCubiertos(pdf: Uint8Array, r: readonly number[]): Uint8Array {
  const [a, b, c, d] = r;
  if (a !== 0 || b < 0 || c < b || d < 0 || c + d > pdf.length) throw new ErrorPdf('/ByteRange fuera del documento');
  const fuera = new Uint8Array(b + d);
  fuera.set(pdf.subarray(0, b), 0);
  fuera.set(pdf.subarray(c, c + d), b);
  return fuera;
}

/** The prepared PDF with the CMS in its /Contents. */
export function incrustarFirma(p: PdfPreparado, cms: Uint8Array): Uint8Array {
  const [, b, c] = p.byteRange;
  const hueco = c - b - 2;
  const hex = Array.from(cms, (x) => x.toString(16).padStart(2, '0')).join('');
  if (hex.length > hueco) throw new ErrorPdf('la firma no cabe en el espacio reservado');
  const fuera = new Uint8Array(p.pdf);
  fuera.set(aBytes(hex.padEnd(hueco, '0')), b + 1);
  return fuera;
}
