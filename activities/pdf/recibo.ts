// Recibo de pago (spec 1 §7.5 {tipoPago}/generarReciboPago/{folioPago}/{establecimiento}): proof of
// a payment confirmed by the gateway, with its authorisation number.
import type { Content } from 'pdfmake/interfaces';
import { conceptos, datos, resumen, seccion } from './bloques';
import { fechaLarga, hora, moneda, sumar } from './formato';
import { nombreServicio } from './estado-cuenta';
import { documentoConMembrete } from './letterhead';
import { renderizar } from './motor';
import type { OpcionesPdf, ReciboPdf } from './tipos';

export function definicionRecibo(r: ReciboPdf, opciones: OpcionesPdf = {}) {
  const total = sumar(r.conceptos.map((c) => c.importe));
  const medio = r.medio ?? 'Pago en línea';
  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Folio de pago', valor: r.folioPago },
      { etiqueta: 'Autorización', valor: r.autorizacion },
      { etiqueta: 'Total pagado', valor: moneda(total) },
    ]),
    seccion('Pago'),
    datos([
      { etiqueta: 'Servicio', valor: nombreServicio(r.servicioId) },
      { etiqueta: 'Medio de pago', valor: medio },
      { etiqueta: 'Fecha de pago', valor: fechaLarga(r.fechaPago) },
      { etiqueta: 'Hora de pago (Chetumal)', valor: `${hora(r.fechaPago)} h` },
      ...(r.folioEstadoCuenta ? [{ etiqueta: 'Folio del estado de cuenta', valor: r.folioEstadoCuenta }] : []),
      ...(r.referencia ? [{ etiqueta: 'Referencia', valor: r.referencia }] : []),
    ]),
    seccion('Contribuyente'),
    datos([
      { etiqueta: 'Nombre o razón social', valor: r.contribuyente.nombre },
      { etiqueta: 'RFC', valor: r.contribuyente.rfc },
      ...(r.establecimiento
        ? [
            { etiqueta: 'Establecimiento', valor: r.establecimiento.nombreComercial },
            { etiqueta: 'Clave del establecimiento', valor: r.establecimiento.clave },
          ]
        : []),
    ]),
    seccion('Conceptos pagados'),
    conceptos(r.conceptos, 'Total pagado'),
    {
      text: 'Este recibo es el comprobante del pago realizado. Consérvelo: la Tesorería Municipal puede solicitarlo para aclaraciones.',
      style: 'nota',
      margin: [0, 10, 0, 0],
    },
  ];
  return documentoConMembrete({
    titulo: 'Recibo de pago',
    folio: r.folioPago,
    asunto: `Recibo de pago ${r.folioPago} — ${nombreServicio(r.servicioId)}`,
    palabrasClave: [r.folioPago, r.autorizacion, String(r.servicioId), r.contribuyente.rfc],
    contenido,
    opciones,
  });
}

export function generarReciboPdf(recibo: ReciboPdf, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionRecibo(recibo, opciones));
}
