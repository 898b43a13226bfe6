// The two Zofemat printouts of an establishment's card (spec 1 §2.6 "Zofemat actions (fine payment
// format, fine summons; behaviour not shown)"): a payment format for the fine of the unpaid federal
// maritime zone duties, and a summons to settle it. The spec shows neither document, so their
// wording is ours. The Zofemat office (activities/adapters/catastro.ts) gives each file's number,
// holder, surface and payment status but no amount: the fine is assessed at the office's window,
// so the format carries the files and the reference to pay them with, never an invented amount.
import type { Content } from 'pdfmake/interfaces';
import { datos, datosEstablecimiento, datosTitular, firma, recuadro, resumen, seccion, tabla } from './bloques';
import { fechaLarga, superficie } from './formato';
import { COLOR, TESORERIA, documentoConMembrete } from './letterhead';
import { renderizar } from './motor';
import type { EstablecimientoPdf, Fecha, OpcionesPdf, Titular } from './tipos';

export const OFICINA_ZOFEMAT = 'Tesorería Municipal · Zona Federal Marítimo Terrestre (Zofemat)';

/** One Zofemat file whose duties are owed (spec 1 §7.4 expedientezofemat). */
export interface ExpedienteMultaPdf {
  numExpediente: string;
  /** the holder of the concession, as Zofemat records it */
  concesionario: string;
  /** the conceded surface in m² */
  superficieM2: number;
}

export interface MultaZofematPdf {
  /** at least one file with its duties owed */
  expedientes: readonly ExpedienteMultaPdf[];
  titular: Titular;
  establecimiento: EstablecimientoPdf;
  fechaEmision: Fecha;
}

/** The files a printout is about, joined: 'ZF-OPB-2019-0231' or 'ZF-…, ZF-…'. */
const numeros = (m: MultaZofematPdf) => m.expedientes.map((e) => e.numExpediente).join(', ');

function tablaExpedientes(m: MultaZofematPdf): Content {
  return tabla(
    ['Expediente', 'Concesionario', 'Superficie concesionada', 'Estatus de pago'],
    m.expedientes.map((e) => [e.numExpediente, e.concesionario || '—', superficie(e.superficieM2), 'Pendiente']),
    { anchos: ['auto', '*', 'auto', 'auto'], derecha: [2] },
  );
}

function comprobar(m: MultaZofematPdf) {
  if (!m.expedientes.length) throw new RangeError('Un documento de multa de Zona Federal necesita al menos un expediente con adeudo');
}

export function definicionFormatoPagoMulta(m: MultaZofematPdf, opciones: OpcionesPdf = {}) {
  comprobar(m);
  const contenido: Content[] = [
    resumen([
      { etiqueta: m.expedientes.length > 1 ? 'Expedientes' : 'Expediente', valor: numeros(m) },
      { etiqueta: 'Fecha de emisión', valor: fechaLarga(m.fechaEmision) },
      { etiqueta: 'Estatus', valor: 'Pendiente de pago', ancho: 'auto' },
    ]),
    {
      style: 'parrafo',
      margin: [0, 10, 0, 0],
      text: [
        'Formato para el pago de la multa por falta de pago de los derechos por el uso, goce o aprovechamiento de la ',
        { text: 'Zona Federal Marítimo Terrestre', bold: true },
        ' del establecimiento que se describe. Debe pagar tus impuestos de Zona Federal.',
      ],
    },
    seccion('Expedientes con adeudo'),
    tablaExpedientes(m),
    seccion('Contribuyente'),
    datos(datosTitular(m.titular)),
    seccion('Establecimiento'),
    datos(datosEstablecimiento(m.establecimiento)),
    recuadro(
      {
        stack: [
          { text: [{ text: 'Referencia de pago: ', bold: true }, { text: numeros(m), bold: true, color: COLOR.primario, fontSize: 11 }] },
          {
            text:
              'Presente este formato en las cajas de la Tesorería Municipal. El importe de la multa se determina en la ventanilla de Zona Federal ' +
              'conforme a su expediente; una vez pagada, el expediente aparecerá como PAGADO en la Ventanilla en línea.',
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
    titulo: 'Formato de pago de multa de Zona Federal',
    folio: m.expedientes[0].numExpediente,
    dependencia: OFICINA_ZOFEMAT,
    asunto: `Formato de pago de multa de Zona Federal ${numeros(m)} — ${m.establecimiento.nombreComercial}`,
    palabrasClave: [...m.expedientes.map((e) => e.numExpediente), m.titular.rfc],
    contenido,
    opciones,
  });
}

export function definicionCitatorioMulta(m: MultaZofematPdf, opciones: OpcionesPdf = {}) {
  comprobar(m);
  const contenido: Content[] = [
    resumen([
      { etiqueta: m.expedientes.length > 1 ? 'Expedientes' : 'Expediente', valor: numeros(m) },
      { etiqueta: 'Fecha de emisión', valor: fechaLarga(m.fechaEmision) },
    ]),
    {
      style: 'parrafo',
      margin: [0, 10, 0, 0],
      text: [
        { text: `C. ${m.titular.nombre}`, bold: true },
        ` (RFC ${m.titular.rfc}), titular del establecimiento `,
        { text: m.establecimiento.nombreComercial, bold: true },
        ':',
      ],
    },
    {
      style: 'parrafo',
      margin: [0, 6, 0, 0],
      text: [
        'Por medio del presente se le cita a comparecer ante la oficina de Zona Federal Marítimo Terrestre de la Tesorería Municipal, ',
        'dentro de los cinco días hábiles siguientes a la recepción de este citatorio, de lunes a viernes de 8:00 a 16:00 h, ',
        'para aclarar y, en su caso, cubrir la multa por la falta de pago de los derechos de Zona Federal del expediente que se indica. ',
        'Presente este citatorio, una identificación oficial y, si ya realizó el pago, su comprobante.',
      ],
    },
    seccion('Expedientes con adeudo'),
    tablaExpedientes(m),
    seccion('Establecimiento'),
    datos(datosEstablecimiento(m.establecimiento)),
    {
      text: 'Si no atiende este citatorio, la autoridad podrá continuar el procedimiento administrativo conforme a las disposiciones fiscales aplicables.',
      style: 'nota',
      margin: [0, 10, 0, 0],
    },
    { columns: [{ width: '*', text: '' }, { width: 260, stack: [firma('Zona Federal Marítimo Terrestre', TESORERIA)] }, { width: '*', text: '' }] },
  ];
  return documentoConMembrete({
    titulo: 'Citatorio de multa de Zona Federal',
    folio: m.expedientes[0].numExpediente,
    dependencia: OFICINA_ZOFEMAT,
    asunto: `Citatorio de multa de Zona Federal ${numeros(m)} — ${m.establecimiento.nombreComercial}`,
    palabrasClave: [...m.expedientes.map((e) => e.numExpediente), m.titular.rfc],
    contenido,
    opciones,
  });
}

export function generarFormatoPagoMultaPdf(m: MultaZofematPdf, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionFormatoPagoMulta(m, opciones));
}

export function generarCitatorioMultaPdf(m: MultaZofematPdf, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionCitatorioMulta(m, opciones));
}
