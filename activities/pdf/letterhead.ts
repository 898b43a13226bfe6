// The municipality's letterhead and page frame, drawn with vector shapes only: no image files to
// ship, load or trust, and the emblem stays sharp at any zoom. Every printout goes through
// `documentoConMembrete`, so metadata, margins, header and footer are the same everywhere.
import type { CanvasElement, Content, DynamicContent, StyleDictionary, TDocumentDefinitions, Watermark } from 'pdfmake/interfaces';
import { fechaHora } from './formato';
import { FUENTE } from './motor';
import type { OpcionesPdf } from './tipos';

export const COLOR = {
  /** guinda institucional */
  primario: '#6d1a36',
  /** dorado */
  acento: '#b38e5d',
  /** blue of the bay, for the waves of the emblem */
  bahia: '#1f5f8b',
  texto: '#222222',
  tenue: '#6b6b6b',
  linea: '#d9d4cc',
  fondo: '#f6f2ec',
} as const;

export const AYUNTAMIENTO = 'H. Ayuntamiento de Othón P. Blanco';
export const TESORERIA = 'Tesorería Municipal · Dirección de Ingresos';
export const CIUDAD = 'Chetumal, Quintana Roo';
export const AUTOR = 'Municipio de Othón P. Blanco';

const MARGEN_X = 50;
// Letter: 612 × 792 pt. The header block is ~108 pt tall; content starts below it.
const MARGENES: [number, number, number, number] = [MARGEN_X, 132, MARGEN_X, 64];
const ANCHO_UTIL = 612 - 2 * MARGEN_X;

/**
 * The emblem: a shield in guinda with a gold border, the sun over the bay (Chetumal faces the
 * Bahía de Chetumal) and three waves. Coordinates in pt inside a 46 × 54 box.
 */
function emblema(): CanvasElement[] {
  const escudo = [
    { x: 0, y: 0 }, { x: 46, y: 0 }, { x: 46, y: 30 }, { x: 42, y: 41 },
    { x: 33, y: 49 }, { x: 23, y: 54 }, { x: 13, y: 49 }, { x: 4, y: 41 }, { x: 0, y: 30 },
  ];
  const interior = [
    { x: 4, y: 4 }, { x: 42, y: 4 }, { x: 42, y: 29 }, { x: 38.5, y: 38.5 },
    { x: 31, y: 45.5 }, { x: 23, y: 49.5 }, { x: 15, y: 45.5 }, { x: 7.5, y: 38.5 }, { x: 4, y: 29 },
  ];
  const ola = (y: number): CanvasElement => ({
    type: 'polyline',
    lineWidth: 1.6,
    lineColor: '#ffffff',
    points: [0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({ x: 8 + i * 3.75, y: y + (i % 2 === 0 ? 0 : -2.2) })),
  });
  return [
    { type: 'polyline', closePath: true, points: escudo, color: COLOR.primario, lineColor: COLOR.primario },
    { type: 'polyline', closePath: true, points: interior, lineWidth: 1.2, lineColor: COLOR.acento },
    { type: 'ellipse', x: 23, y: 19, r1: 7, r2: 7, color: COLOR.acento },
    { type: 'rect', x: 7, y: 24, w: 32, h: 15, color: COLOR.bahia },
    ola(29),
    ola(34),
    ola(39),
  ];
}

function encabezado(titulo: string, dependencia: string): Content {
  return {
    margin: [MARGEN_X, 26, MARGEN_X, 0],
    stack: [
      {
        columns: [
          { width: 46, canvas: emblema() },
          {
            width: '*',
            margin: [12, 2, 0, 0],
            stack: [
              { text: AYUNTAMIENTO, fontSize: 14, bold: true, color: COLOR.primario },
              { text: dependencia, fontSize: 9.5, color: COLOR.texto, margin: [0, 2, 0, 0] },
              { text: CIUDAD, fontSize: 8.5, color: COLOR.tenue, margin: [0, 1, 0, 0] },
            ],
          },
        ],
      },
      {
        margin: [0, 8, 0, 0],
        canvas: [
          { type: 'rect', x: 0, y: 0, w: ANCHO_UTIL, h: 2.5, color: COLOR.primario },
          { type: 'rect', x: 0, y: 3.5, w: ANCHO_UTIL, h: 1, color: COLOR.acento },
        ],
      },
      { text: titulo.toUpperCase(), alignment: 'center', fontSize: 13, bold: true, color: COLOR.primario, margin: [0, 10, 0, 0], characterSpacing: 0.6 },
    ],
  };
}

function pie(generadoEn: Date): DynamicContent {
  const generado = `Generado el ${fechaHora(generadoEn)} (hora de Chetumal)`;
  return (paginaActual, totalPaginas) => ({
    margin: [MARGEN_X, 22, MARGEN_X, 0],
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: ANCHO_UTIL, y2: 0, lineWidth: 0.5, lineColor: COLOR.linea }] },
      {
        margin: [0, 5, 0, 0],
        fontSize: 7.5,
        color: COLOR.tenue,
        columns: [
          { width: '*', text: `${AYUNTAMIENTO} · ${generado}` },
          { width: 'auto', text: `Página ${paginaActual} de ${totalPaginas}`, alignment: 'right' },
        ],
      },
    ],
  });
}

const LIMITE_CONTENIDO = 792 - MARGENES[3];

/**
 * A section heading never stays alone at the foot of a page: one that starts in the last 56 pt of
 * the content area (less than itself, a table header and one row) moves to the next page. The
 * position is the reliable fact here; pdfmake's "following nodes on page" also lists the header,
 * the footer and table rows laid out tentatively before keepWithHeaderRows moved them.
 */
const RESERVA_ENCABEZADO = 56;
const encabezadoHuerfano: NonNullable<TDocumentDefinitions['pageBreakBefore']> = (nodo) =>
  nodo.headlineLevel === 1 && nodo.startPosition.top > LIMITE_CONTENIDO - RESERVA_ENCABEZADO;

export const ESTILOS: StyleDictionary = {
  seccion: { fontSize: 10, bold: true, color: COLOR.primario, margin: [0, 12, 0, 4], characterSpacing: 0.4 },
  etiqueta: { fontSize: 7.5, color: COLOR.tenue },
  valor: { fontSize: 9.5, color: COLOR.texto },
  // Left-aligned: pdfmake justifies at the seams between bold and plain runs too (a gap before a comma).
  parrafo: { fontSize: 9.5, color: COLOR.texto, lineHeight: 1.25 },
  nota: { fontSize: 8, color: COLOR.tenue, italics: true },
  encabezadoTabla: { fontSize: 8, bold: true, color: '#ffffff', fillColor: COLOR.primario },
};

export interface Membrete {
  /** Printed in the letterhead; with the folio, the PDF title (what a viewer shows in its tab). */
  titulo: string;
  folio?: string;
  /** Second line of the letterhead; default the Tesorería (the issuer of licences and statements). */
  dependencia?: string;
  /** PDF subject metadata */
  asunto?: string;
  /** PDF keywords metadata, e.g. the folio, so a file can be found by it */
  palabrasClave?: readonly string[];
  marcaDeAgua?: string;
  contenido: Content;
  opciones?: OpcionesPdf;
}

/** A full document definition: letterhead, footer, styles and metadata around `contenido`. */
export function documentoConMembrete(m: Membrete): TDocumentDefinitions {
  const generadoEn = m.opciones?.generadoEn ?? new Date();
  const dependencia = m.dependencia ?? TESORERIA;
  const marca: Watermark | undefined = m.marcaDeAgua
    ? { text: m.marcaDeAgua, color: COLOR.primario, opacity: 0.07, bold: true, fontSize: 96 }
    : undefined;
  return {
    pageSize: 'LETTER',
    pageMargins: MARGENES,
    language: 'es-MX',
    displayTitle: true,
    info: {
      title: m.folio ? `${m.titulo} ${m.folio}` : m.titulo,
      author: AUTOR,
      subject: m.asunto ?? `${m.titulo} — ${dependencia}`,
      keywords: (m.palabrasClave ?? []).join(', ') || undefined,
      creator: 'Ventanilla en línea — Municipio de Othón P. Blanco',
      creationDate: generadoEn,
    },
    // Built afresh per page: pdfmake annotates the nodes it lays out, so they must not be shared.
    header: () => encabezado(m.titulo, dependencia),
    footer: pie(generadoEn),
    watermark: marca,
    pageBreakBefore: encabezadoHuerfano,
    defaultStyle: { font: FUENTE, fontSize: 9.5, color: COLOR.texto },
    styles: ESTILOS,
    content: m.contenido,
  };
}
