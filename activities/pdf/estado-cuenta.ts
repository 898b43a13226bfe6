// Estado de cuenta of a payable service (spec 1 §7.5 getEdoCuenta*, §9 service ids 1750–1756):
// what is owed, until when, and the reference to pay it with.
import type { Content } from 'pdfmake/interfaces';
import { NOMBRE_SERVICIO } from '../../domain/tramite/servicios';
import { conceptos, datos, recuadro, resumen, seccion } from './bloques';
import { fechaLarga, moneda, sumar } from './formato';
import { COLOR, documentoConMembrete } from './letterhead';
import { renderizar } from './motor';
import type { EstadoCuentaPdf, OpcionesPdf, ServicioId } from './tipos';

/** '1750 · Recolección de residuos sólidos' */
export function nombreServicio(id: ServicioId): string {
  return `${id} · ${NOMBRE_SERVICIO[id] ?? 'Servicio municipal'}`;
}

export function definicionEstadoCuenta(ec: EstadoCuentaPdf, opciones: OpcionesPdf = {}) {
  const total = sumar(ec.conceptos.map((c) => c.importe));
  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Folio', valor: ec.folio },
      { etiqueta: 'Fecha de emisión', valor: fechaLarga(ec.fechaEmision) },
      { etiqueta: 'Pagar a más tardar el', valor: fechaLarga(ec.fechaLimitePago) },
      { etiqueta: 'Total a pagar', valor: moneda(total), ancho: 'auto' },
    ]),
    seccion('Servicio'),
    datos([
      { etiqueta: 'Servicio', valor: nombreServicio(ec.servicioId) },
      { etiqueta: 'Periodo', valor: ec.periodo },
    ]),
    seccion('Contribuyente y establecimiento'),
    datos([
      { etiqueta: 'Nombre o razón social', valor: ec.contribuyente.nombre },
      { etiqueta: 'RFC', valor: ec.contribuyente.rfc },
      { etiqueta: 'Establecimiento', valor: ec.establecimiento.nombreComercial },
      { etiqueta: 'Clave del establecimiento', valor: ec.establecimiento.clave },
      ...(ec.establecimiento.claveCatastral ? [{ etiqueta: 'Clave catastral', valor: ec.establecimiento.claveCatastral }] : []),
    ]),
    seccion('Conceptos'),
    conceptos(ec.conceptos),
    recuadro(
      {
        stack: [
          { text: [{ text: 'Referencia de pago: ', bold: true }, { text: ec.referencia, bold: true, color: COLOR.primario, fontSize: 11 }] },
          {
            text:
              `Pague en línea desde la Ventanilla o en las cajas de la Tesorería Municipal a más tardar el ${fechaLarga(ec.fechaLimitePago)}, ` +
              'indicando la referencia. Después de esa fecha el importe puede cambiar por actualizaciones y recargos.',
            fontSize: 8.5,
            margin: [0, 3, 0, 0],
          },
        ],
      },
      COLOR.acento,
      COLOR.fondo,
    ),
  ];
  return documentoConMembrete({
    titulo: 'Estado de cuenta',
    folio: ec.folio,
    asunto: `Estado de cuenta ${ec.folio} — ${nombreServicio(ec.servicioId)}`,
    palabrasClave: [ec.folio, ec.referencia, String(ec.servicioId), ec.contribuyente.rfc],
    contenido,
    opciones,
  });
}

export function generarEstadoCuentaPdf(estadoCuenta: EstadoCuentaPdf, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionEstadoCuenta(estadoCuenta, opciones));
}
