// Estado de cuenta del impuesto predial for a clave catastral (spec 1 §7.4 generatePagoPredial,
// spec 2 property-tax statement): one row per year owed.
import type { Content } from 'pdfmake/interfaces';
import { datos, recuadro, resumen, seccion, tabla } from './bloques';
import { fechaLarga, moneda, sumar } from './formato';
import { COLOR, documentoConMembrete } from './letterhead';
import { renderizar } from './motor';
import type { AdeudoPredial, OpcionesPdf, PredialPdf } from './tipos';

/** impuesto + recargos − descuento, in centavos */
export function subtotalPredial(a: AdeudoPredial): number {
  return sumar([a.impuesto, a.recargos ?? 0, -(a.descuento ?? 0)]);
}

export function definicionPredial(p: PredialPdf, opciones: OpcionesPdf = {}) {
  const adeudos = [...p.adeudos].sort((a, b) => a.anio - b.anio);
  const total = sumar(adeudos.map(subtotalPredial));
  const filas = adeudos.map((a) => [String(a.anio), moneda(a.impuesto), moneda(a.recargos ?? 0), moneda(a.descuento ?? 0), moneda(subtotalPredial(a))]);
  const totales = ['Total', moneda(sumar(adeudos.map((a) => a.impuesto))), moneda(sumar(adeudos.map((a) => a.recargos ?? 0))), moneda(sumar(adeudos.map((a) => a.descuento ?? 0))), moneda(total)];
  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Clave catastral', valor: p.claveCatastral },
      { etiqueta: 'Fecha de emisión', valor: fechaLarga(p.fechaEmision) },
      { etiqueta: 'Total adeudado', valor: moneda(total) },
    ]),
    seccion('Predio'),
    datos([
      { etiqueta: 'Clave catastral', valor: p.claveCatastral },
      { etiqueta: 'Propietario', valor: p.propietario },
      { etiqueta: 'Ubicación', valor: p.ubicacion, completo: true },
    ]),
    seccion('Adeudos por ejercicio'),
    adeudos.length
      ? tabla(['Ejercicio', 'Impuesto', 'Recargos', 'Descuento', 'Subtotal'], filas, { anchos: ['*', 'auto', 'auto', 'auto', 'auto'], derecha: [1, 2, 3, 4], filaTotal: totales })
      : { text: 'El predio no tiene adeudos de impuesto predial.', bold: true, color: COLOR.primario },
    recuadro(
      {
        stack: [
          { text: [{ text: 'Total a pagar: ', bold: true }, { text: moneda(total), bold: true, color: COLOR.primario, fontSize: 11 }] },
          ...(p.fechaLimitePago ? [{ text: `Fecha límite de pago: ${fechaLarga(p.fechaLimitePago)}`, margin: [0, 2, 0, 0] } as Content] : []),
          ...(p.referencia ? [{ text: `Referencia: ${p.referencia}`, margin: [0, 2, 0, 0] } as Content] : []),
          { text: 'Importes calculados a la fecha de emisión; pueden cambiar por actualizaciones y recargos posteriores.', fontSize: 8, color: COLOR.tenue, margin: [0, 3, 0, 0] },
        ],
      },
      COLOR.acento,
      COLOR.fondo,
    ),
  ];
  return documentoConMembrete({
    titulo: 'Estado de cuenta del impuesto predial',
    folio: p.claveCatastral,
    asunto: `Estado de cuenta predial ${p.claveCatastral}`,
    palabrasClave: [p.claveCatastral, p.referencia ?? ''].filter(Boolean),
    contenido,
    opciones,
  });
}

export function generarPredialPdf(predial: PredialPdf, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionPredial(predial, opciones));
}
