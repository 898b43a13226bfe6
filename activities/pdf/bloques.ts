// Building blocks shared by the printouts: sections, label/value grids, amount tables, signature
// lines. Each call returns fresh nodes (pdfmake annotates the nodes it lays out).
import type { Content, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import { moneda, oGuion, sumar, superficie } from './formato';
import { COLOR } from './letterhead';
import type { Concepto, EstablecimientoPdf, Titular, TipoProcesoId } from './tipos';

export interface Dato {
  etiqueta: string;
  valor: string | number | null | undefined;
  /** Takes the whole row of the grid. */
  completo?: boolean;
  /** Column width in a `resumen` band; default '*' (short values: 'auto'). */
  ancho?: number | 'auto' | '*';
}

const lineasSuaves: CustomTableLayout = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0,
  hLineColor: () => COLOR.linea,
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};

const tablaImportes: CustomTableLayout = {
  hLineWidth: (i, nodo) => (i === 0 || i === 1 || i === nodo.table.body.length ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => COLOR.linea,
  fillColor: (i, nodo) => (i === nodo.table.body.length - 1 ? COLOR.fondo : null),
  paddingLeft: () => 5,
  paddingRight: () => 5,
  paddingTop: () => 4,
  paddingBottom: () => 4,
};

const recuadroLayout = (borde: string): CustomTableLayout => ({
  hLineWidth: () => 1,
  vLineWidth: () => 1,
  hLineColor: () => borde,
  vLineColor: () => borde,
  paddingLeft: () => 8,
  paddingRight: () => 8,
  paddingTop: () => 6,
  paddingBottom: () => 6,
});

export function seccion(titulo: string): Content {
  // headlineLevel 1: documentoConMembrete moves a heading left alone at the foot of a page.
  return { text: titulo.toUpperCase(), style: 'seccion', headlineLevel: 1 };
}

function celda(d: Dato, colSpan?: number): TableCell {
  return { stack: [{ text: d.etiqueta, style: 'etiqueta' }, { text: oGuion(d.valor), style: 'valor' }], colSpan };
}

/** A grid of label-over-value cells, `columnas` per row; `completo` data take a whole row. */
export function datos(lista: readonly Dato[], columnas = 2): Content {
  const filas: TableCell[][] = [];
  let fila: TableCell[] = [];
  const cerrar = () => {
    if (!fila.length) return;
    while (fila.length < columnas) fila.push({ text: '' });
    filas.push(fila);
    fila = [];
  };
  for (const d of lista) {
    if (d.completo) {
      cerrar();
      filas.push([celda(d, columnas), ...Array.from({ length: columnas - 1 }, () => ({ text: '' }))]);
    } else {
      fila.push(celda(d));
      if (fila.length === columnas) cerrar();
    }
  }
  cerrar();
  return { table: { widths: Array.from({ length: columnas }, () => '*'), body: filas, dontBreakRows: true }, layout: lineasSuaves };
}

/** A shaded band of key facts (folio, dates, reference) at the top of a document. */
export function resumen(lista: readonly Dato[]): Content {
  return {
    table: {
      widths: lista.map((d) => d.ancho ?? '*'),
      body: [
        lista.map((d) => ({
          stack: [
            { text: d.etiqueta, style: 'etiqueta' },
            { text: oGuion(d.valor), fontSize: 10, bold: true, color: COLOR.primario },
          ],
        })),
      ],
    },
    layout: {
      hLineWidth: () => 0,
      vLineWidth: (i) => (i === 0 ? 0 : i === lista.length ? 0 : 0.5),
      vLineColor: () => COLOR.linea,
      fillColor: () => COLOR.fondo,
      paddingLeft: () => 8,
      paddingRight: () => 8,
      paddingTop: () => 6,
      paddingBottom: () => 6,
    },
    margin: [0, 4, 0, 4],
  };
}

/** Concepts with their amounts and the total (the sum, in centavos, of the lines). */
export function conceptos(lista: readonly Concepto[], etiquetaTotal = 'Total a pagar'): Content {
  const conClave = lista.some((c) => c.clave);
  const total = sumar(lista.map((c) => c.importe));
  const encabezados: TableCell[] = [
    ...(conClave ? [{ text: 'Clave', style: 'encabezadoTabla' }] : []),
    { text: 'Concepto', style: 'encabezadoTabla' },
    { text: 'Importe', style: 'encabezadoTabla', alignment: 'right' },
  ];
  const filas: TableCell[][] = lista.map((c) => [
    ...(conClave ? [{ text: oGuion(c.clave), color: COLOR.tenue }] : []),
    { text: c.descripcion },
    { text: moneda(c.importe), alignment: 'right', noWrap: true },
  ]);
  const filaTotal: TableCell[] = [
    ...(conClave ? [{ text: '' }] : []),
    { text: etiquetaTotal, bold: true, alignment: 'right' },
    { text: moneda(total), bold: true, alignment: 'right', noWrap: true, color: COLOR.primario, fontSize: 11 },
  ];
  return {
    table: {
      headerRows: 1,
      keepWithHeaderRows: 1,
      widths: [...(conClave ? [60] : []), '*', 'auto'],
      body: [encabezados, ...filas, filaTotal],
      dontBreakRows: true,
    },
    layout: tablaImportes,
  };
}

export interface OpcionesTabla {
  anchos?: (number | string)[];
  /** Columns aligned right (amounts). */
  derecha?: readonly number[];
  /** Last row is a total: bold on a shaded band. */
  filaTotal?: readonly string[];
}

/** A simple table with a guinda header row that repeats on every page. */
export function tabla(encabezados: readonly string[], filas: readonly (readonly string[])[], opciones: OpcionesTabla = {}): Content {
  const derecha = new Set(opciones.derecha ?? []);
  const alinear = (i: number) => (derecha.has(i) ? 'right' : 'left');
  return {
    table: {
      headerRows: 1,
      keepWithHeaderRows: 1,
      widths: opciones.anchos ?? encabezados.map((_, i) => (i === 0 ? '*' : 'auto')),
      body: [
        encabezados.map((t, i) => ({ text: t, style: 'encabezadoTabla', alignment: alinear(i) })),
        ...filas.map((f) => f.map((t, i) => ({ text: t, alignment: alinear(i) }) as TableCell)),
        ...(opciones.filaTotal ? [opciones.filaTotal.map((t, i) => ({ text: t, alignment: alinear(i), bold: true, fillColor: COLOR.fondo }) as TableCell)] : []),
      ],
      dontBreakRows: true,
    },
    layout: lineasSuaves,
  };
}

/** A bordered box, for the legal notes and the "provisional" warning. */
export function recuadro(contenido: Content, borde: string = COLOR.acento, fondo: string | null = null): Content {
  return {
    table: { widths: ['*'], body: [[{ stack: [contenido], fillColor: fondo ?? undefined }]] },
    layout: recuadroLayout(borde),
    margin: [0, 8, 0, 0],
  };
}

/** A signature line with the name and position below it. */
export function firma(nombre: string, cargo: string): Content {
  return {
    unbreakable: true,
    stack: [
      { text: ' ', margin: [0, 34, 0, 0] },
      { canvas: [{ type: 'line', x1: 10, y1: 0, x2: 210, y2: 0, lineWidth: 0.7, lineColor: COLOR.texto }], alignment: 'center' },
      { text: nombre, bold: true, alignment: 'center', margin: [0, 4, 0, 0] },
      { text: cargo, style: 'etiqueta', alignment: 'center', fontSize: 8.5 },
    ],
  };
}

export function nombreProceso(tipoProcesoId: TipoProcesoId): string {
  return tipoProcesoId === 2 ? 'SARE (Sistema de Apertura Rápida de Empresas)' : 'Licencias de Funcionamiento';
}

/** The establishment facts every certificate repeats. */
export function datosEstablecimiento(e: EstablecimientoPdf, extra: readonly Dato[] = []): Dato[] {
  return [
    { etiqueta: 'Nombre comercial', valor: e.nombreComercial },
    { etiqueta: 'Clave del establecimiento', valor: e.clave },
    { etiqueta: 'Domicilio', valor: e.domicilio, completo: true },
    { etiqueta: 'Clave catastral', valor: e.claveCatastral },
    { etiqueta: 'Superficie', valor: superficie(e.superficieM2) },
    { etiqueta: 'Giro principal', valor: e.giroPrincipal, completo: true },
    ...(e.actividadesSecundarias.length ? [{ etiqueta: 'Actividades secundarias', valor: e.actividadesSecundarias.join('; '), completo: true }] : []),
    ...extra,
  ];
}

export function datosTitular(t: Titular): Dato[] {
  return [
    { etiqueta: 'Nombre o razón social', valor: t.nombre },
    { etiqueta: 'RFC', valor: t.rfc },
  ];
}

/**
 * The verification block of an issued document: its QR and the address of /verificar. `texto` says
 * what is checked ('la autenticidad de esta constancia'); the QR is 92 pt unless the page is tight.
 */
export function verificacionQr(url: string, o: { texto: string; tamano?: number; margen?: number }): Content {
  const tamano = o.tamano ?? 92;
  return {
    unbreakable: true,
    margin: [0, o.margen ?? 16, 0, 0],
    columns: [
      { width: tamano, qr: url, fit: tamano, eccLevel: 'M', foreground: COLOR.texto },
      {
        width: '*',
        margin: [12, 14, 0, 0],
        stack: [
          { text: 'Verificación del documento', bold: true, color: COLOR.primario },
          { text: `Escanee el código QR o consulte la siguiente dirección para comprobar ${o.texto}:`, style: 'nota', italics: false, margin: [0, 2, 0, 4] },
          { text: url, fontSize: 9, color: COLOR.bahia },
        ],
      },
    ],
  };
}
