// The property-tax statement of a clave catastral, printed from the office's account and the
// domain's calculation (domain/predial/cuenta.ts), in the three forms the portal offers
// (spec 2 §2 'Generar total' / 'Generar desglosado', §7 generarEdoCuenta, generarEdoCuentaDesglosado,
// generarEdoCuentaAgrupado):
// - 'total': one row per year: the bimesters owed and what the year comes to (the quick answer);
// - 'desglosado': one row per bimester: due date, base (valor catastral), tax, surcharges,
//   discount and subtotal (what each amount comes from);
// - 'agrupado': one row per year with its tax, surcharges and discount columns and subtotal, and a
//   total row (the office's summary by fiscal year).
// The owner shows only as the account names them; nothing else about them is printed.
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { CalculoPredial, CuentaPredial, RenglonPredial, TarifaPredial } from '../../domain/predial/cuenta';
import { datos, recuadro, resumen, seccion } from './bloques';
import { fechaLarga, moneda } from './formato';
import { COLOR, documentoConMembrete } from './letterhead';
import { renderizar } from './motor';
import type { Fecha, OpcionesPdf } from './tipos';

export type ModoEdoCuentaPredial = 'total' | 'desglosado' | 'agrupado';

export interface EdoCuentaPredialPdf {
  modo: ModoEdoCuentaPredial;
  cuenta: CuentaPredial;
  calculo: CalculoPredial;
  fechaEmision: Fecha;
  referencia?: string | null;
  /** when given, the note at the foot states the rate, surcharge and discounts used */
  tarifa?: TarifaPredial | null;
}

export const TITULO_EDO_CUENTA_PREDIAL = 'Estado de cuenta del impuesto predial';
export const SUBTITULO_MODO: Record<ModoEdoCuentaPredial, string> = {
  total: 'Total por ejercicio',
  desglosado: 'Desglose por bimestre',
  agrupado: 'Agrupado por ejercicio',
};
export const MSG_SIN_ADEUDO_PDF = 'El predio no tiene adeudos de impuesto predial.';

/** centavos → '$1,234.50 MXN' */
const pesos = (c: number) => moneda(c / 100);
const fmtCelda = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
/** centavos → '$1,234.50': table cells, under a heading that says the amounts are in MXN */
const celda = (c: number) => fmtCelda.format(c / 100);

/** '1–6', '3–6', '1, 3, 5' */
export function rangoBimestres(bimestres: readonly number[]): string {
  const b = [...bimestres].sort((x, y) => x - y);
  if (!b.length) return '';
  const seguidos = b.every((v, i) => i === 0 || v === (b[i - 1] ?? 0) + 1);
  if (b.length === 1) return String(b[0]);
  return seguidos ? `${b[0]}–${b[b.length - 1]}` : b.join(', ');
}

// Plain cells keep a 500-row statement well under a second (bench/predial-pdf.bench.ts).
function fila(valores: readonly string[], derechaDesde: number, extra: Partial<TableCell & object> = {}): TableCell[] {
  return valores.map((t, i) => ({ text: t, alignment: i >= derechaDesde ? 'right' : 'left', ...extra }) as TableCell);
}

function tablaPlana(encabezados: readonly string[], cuerpo: TableCell[][], anchos: (number | string)[], derechaDesde: number, filasEnteras = false): Content {
  return {
    table: {
      headerRows: 1,
      dontBreakRows: filasEnteras,
      widths: anchos,
      body: [encabezados.map((t, i) => ({ text: t, style: 'encabezadoTabla', alignment: i >= derechaDesde ? 'right' : 'left' }) as TableCell), ...cuerpo],
    },
    layout: {
      hLineWidth: (i: number) => (i <= 1 ? 0 : 0.4),
      vLineWidth: () => 0,
      hLineColor: () => COLOR.linea,
      paddingLeft: () => 4,
      paddingRight: () => 4,
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
    fontSize: 8.5,
  };
}

function totalesDe(r: readonly { impuesto: number; recargos: number; descuento: number; subtotal: number }[]) {
  return r.reduce((a, x) => ({ impuesto: a.impuesto + x.impuesto, recargos: a.recargos + x.recargos, descuento: a.descuento + x.descuento, subtotal: a.subtotal + x.subtotal }), {
    impuesto: 0,
    recargos: 0,
    descuento: 0,
    subtotal: 0,
  });
}

/** '2025-02-17' → '17/02/2025' (what fechaCorta prints for a calendar date, without Intl per row) */
const ddmmaaaa = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const descuentoTexto = (c: number) => (c > 0 ? `−${celda(c)}` : celda(0));
const destacado = { bold: true, fillColor: COLOR.fondo };

function tablaTotal(calculo: CalculoPredial): Content {
  const cuerpo = calculo.porAnio.map((a) => {
    const bims = calculo.renglones.filter((r) => r.anio === a.anio).map((r) => r.bimestre);
    return fila([String(a.anio), rangoBimestres(bims), celda(a.subtotal)], 2);
  });
  cuerpo.push(fila(['Suma de los ejercicios', '', celda(totalesDe(calculo.porAnio).subtotal)], 2, destacado));
  return tablaPlana(['Ejercicio', 'Bimestres adeudados', 'Importe'], cuerpo, ['auto', '*', 'auto'], 2);
}

/**
 * One table row per year whose cells hold that year's bimesters one per line: a long statement
 * (500 bimesters) lays out as ~84 rows of 8 cells instead of 4,000 cells, well under a second.
 */
function tablaDesglosada(renglones: readonly RenglonPredial[]): Content {
  const porAnio = new Map<number, RenglonPredial[]>();
  for (const r of renglones) porAnio.set(r.anio, [...(porAnio.get(r.anio) ?? []), r]);
  const col = (rs: readonly RenglonPredial[], f: (r: RenglonPredial) => string) => rs.map(f).join('\n');
  const cuerpo = [...porAnio.entries()].map(([anio, rs]) =>
    fila(
      [
        `${anio}${rs.some((r) => r.convenio) ? ' *' : ''}`,
        col(rs, (r) => String(r.bimestre)),
        col(rs, (r) => (r.vencimiento ? ddmmaaaa(r.vencimiento) : '')),
        // the base is the year's avalúo: the same for its six bimesters
        celda(rs[0]?.base ?? 0),
        col(rs, (r) => celda(r.impuesto)),
        col(rs, (r) => celda(r.recargos)),
        col(rs, (r) => descuentoTexto(r.descuento)),
        col(rs, (r) => celda(r.subtotal)),
      ],
      3,
    ),
  );
  const t = totalesDe(renglones);
  cuerpo.push(fila(['Suma', '', '', '', celda(t.impuesto), celda(t.recargos), descuentoTexto(t.descuento), celda(t.subtotal)], 3, destacado));
  return tablaPlana(['Ejercicio', 'Bim.', 'Vencimiento', 'Valor catastral', 'Impuesto', 'Recargos', 'Descuento', 'Subtotal'], cuerpo, ['auto', 'auto', 'auto', '*', 'auto', 'auto', 'auto', 'auto'], 3, true);
}

function tablaAgrupada(calculo: CalculoPredial): Content {
  const cuerpo = calculo.porAnio.map((a) => fila([String(a.anio), celda(a.impuesto), celda(a.recargos), descuentoTexto(a.descuento), celda(a.subtotal)], 1));
  const t = totalesDe(calculo.porAnio);
  cuerpo.push(fila(['Total', celda(t.impuesto), celda(t.recargos), descuentoTexto(t.descuento), celda(t.subtotal)], 1, destacado));
  return tablaPlana(['Ejercicio', 'Impuesto', 'Recargos', 'Descuentos', 'Subtotal'], cuerpo, ['*', 'auto', 'auto', 'auto', 'auto'], 1);
}

function notaTarifa(t: TarifaPredial | null | undefined): string {
  const base = 'Impuesto por bimestre: valor catastral del avalúo vigente en el ejercicio × tasa al millar ÷ 1000 ÷ 6. Cada bimestre vence el día 17 de su segundo mes.';
  if (!t) return `${base} Los recargos se causan por cada mes completo de atraso; el descuento por pronto pago aplica al ejercicio en curso pagado en enero o febrero.`;
  return `${base} Tasa: ${t.tasa_al_millar} al millar. Recargos: ${t.recargo_mensual_pct} % mensual del impuesto por cada mes completo de atraso (máximo 60 meses). Descuento por pronto pago del ejercicio en curso: ${t.descuento_enero_pct} % en enero y ${t.descuento_febrero_pct} % en febrero.`;
}

export function definicionEdoCuentaPredial(p: EdoCuentaPredialPdf, opciones: OpcionesPdf = {}) {
  const { cuenta, calculo } = p;
  const avaluos = [...cuenta.avaluos].sort((a, b) => a.fecha.localeCompare(b.fecha));
  const vigente = avaluos[avaluos.length - 1];
  const up = calculo.ultimoPago;
  const conv = calculo.convenio;
  // what the agreement's paid instalments take off the rows' sum (domain/predial/cuenta.ts)
  const abono = Math.max(0, calculo.renglones.reduce((s, r) => s + r.subtotal, 0) - calculo.total);
  const periodo = calculo.yearInicio === calculo.yearFinal ? String(calculo.yearFinal) : `${calculo.yearInicio} a ${calculo.yearFinal}`;

  const tabla =
    calculo.renglones.length === 0
      ? ({ text: MSG_SIN_ADEUDO_PDF, bold: true, color: COLOR.primario, margin: [0, 4, 0, 4] } as Content)
      : p.modo === 'desglosado'
        ? tablaDesglosada(calculo.renglones)
        : p.modo === 'agrupado'
          ? tablaAgrupada(calculo)
          : tablaTotal(calculo);

  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Clave catastral', valor: cuenta.clave },
      { etiqueta: 'Fecha de emisión', valor: fechaLarga(p.fechaEmision) },
      { etiqueta: 'Periodo consultado', valor: periodo, ancho: 'auto' },
      { etiqueta: 'Total a pagar', valor: pesos(calculo.total) },
    ]),
    seccion('Predio'),
    datos([
      { etiqueta: 'Propietario', valor: cuenta.propietario },
      { etiqueta: 'Valor catastral vigente', valor: vigente ? `${pesos(Math.round(Number(vigente.valor_catastral) * 100))} (avalúo del ${fechaLarga(vigente.fecha)})` : null },
      { etiqueta: 'Ubicación', valor: cuenta.ubicacion, completo: true },
      { etiqueta: 'Superficie de terreno', valor: vigente ? `${vigente.superficie_terreno} m²` : null },
      { etiqueta: 'Superficie de construcción', valor: vigente ? `${vigente.superficie_construccion} m²` : null },
      { etiqueta: 'Último pago', valor: up ? `${fechaLarga(up.fecha)}, ejercicio ${up.anio}, bimestre ${up.bimestre} (folio ${up.folio})` : 'Sin pagos registrados', completo: true },
    ]),
    seccion(`Adeudos — ${SUBTITULO_MODO[p.modo]} (importes en pesos, MXN)`),
    tabla,
  ];
  if (conv) {
    contenido.push({
      text: `* Bimestres incluidos en el convenio ${conv.folio}: ${conv.pagadas} de ${conv.parcialidades} parcialidades pagadas; sus recargos se detuvieron en la fecha del convenio. Abonos del convenio: ${pesos(abono)}.`,
      fontSize: 8,
      color: COLOR.tenue,
      margin: [0, 4, 0, 0],
    });
  }
  contenido.push(
    recuadro(
      {
        stack: [
          ...(abono > 0 ? [{ text: `Abonos del convenio ${conv?.folio ?? ''}: −${pesos(abono)}`, margin: [0, 0, 0, 2] } as Content] : []),
          { text: [{ text: 'Total a pagar: ', bold: true }, { text: pesos(calculo.total), bold: true, color: COLOR.primario, fontSize: 11 }] },
          ...(p.referencia ? [{ text: `Referencia: ${p.referencia}`, margin: [0, 2, 0, 0] } as Content] : []),
          { text: notaTarifa(p.tarifa), fontSize: 8, color: COLOR.tenue, margin: [0, 3, 0, 0] },
          { text: 'Importes calculados a la fecha de emisión; pueden cambiar por recargos posteriores.', fontSize: 8, color: COLOR.tenue, margin: [0, 2, 0, 0] },
        ],
      },
      COLOR.acento,
      COLOR.fondo,
    ),
  );
  return documentoConMembrete({
    titulo: TITULO_EDO_CUENTA_PREDIAL,
    folio: cuenta.clave,
    asunto: `Estado de cuenta predial ${cuenta.clave} — ${SUBTITULO_MODO[p.modo]}`,
    palabrasClave: [cuenta.clave, p.referencia ?? ''].filter(Boolean),
    contenido,
    opciones,
  });
}

export function generarEdoCuentaPredialPdf(p: EdoCuentaPredialPdf, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionEdoCuentaPredial(p, opciones));
}
