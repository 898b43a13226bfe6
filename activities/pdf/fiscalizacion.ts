// Printouts of extraordinary hours (EXTRA) and live music (VARIEDAD), spec 2 §2, §4, §7: the
// printed request the taxpayer signs and uploads (imprimirSolicitudExtraordinaria: establishment,
// licence, month, each date and its hours, a signature line) and the certificate
// (viewConstanciaExtraordinaria: the approved hours, the payment, both signatures, and a QR to the
// public verification page carrying the signed code, like the licence's and the changes').
import type { Content } from 'pdfmake/interfaces';
import { datos, firma, resumen, seccion, tabla, verificacionQr } from './bloques';
import { fechaLarga, moneda } from './formato';
import { documentoConMembrete } from './letterhead';
import { urlVerificacion } from './licencia';
import { renderizar } from './motor';
import type { Fecha, OpcionesPdf, Titular } from './tipos';

export type TipoFiscalizacionPdf = 'EXTRA' | 'VARIEDAD';

/** The establishment as both printouts name it. */
export interface EstablecimientoFiscalizacionPdf {
  /** external_id; null until the municipality assigns it */
  clave: string | null;
  nombreComercial: string;
  /** one line */
  domicilio: string;
  /** the main activity (giro_opb) */
  giro: string;
}

/** One date of the request (spec 2 §3 solicitudDetalles). */
export interface DetalleFiscalizacionPdf {
  fecha: string;
  fecha_fin: string;
  hora_inicio: string;
  hora_fin: string;
  horas_solicitadas: number;
  /** null until Fiscalización reviews it */
  horas_aprobadas?: number | null;
}

interface BaseFiscalizacionPdf {
  tipo: TipoFiscalizacionPdf;
  folio: string;
  /** 'YYYY-MM' */
  mes: string;
  establecimiento: EstablecimientoFiscalizacionPdf;
  /** the operating licence the request hangs on */
  licencia: { folio: string; anio: number };
  titular: Titular;
  /** live music only */
  cantidadPersonas?: number | null;
  detalles: readonly DetalleFiscalizacionPdf[];
}

/** The printed request, to sign and upload (uploadSolicitudFirmada). */
export interface SolicitudFiscalizacionPdf extends BaseFiscalizacionPdf {
  fechaSolicitud: Fecha;
  /** the status word, e.g. 'Borrador', 'Devuelta' */
  estatus: string;
}

/** The certificate, issued once both signatures are on it. */
export interface ConstanciaFiscalizacionPdf extends BaseFiscalizacionPdf {
  fechaEmision: Fecha;
  pago: { folio: string | null; importe: number; fecha: Fecha | null };
  /** names of the signing operator and inspector of Fiscalización (null: the position only) */
  firmas: { operador: string | null; fiscalizador: string | null };
  /** PUBLIC_URL: the QR encodes `${publicUrl}/verificar/${codigoVerificacion}` */
  publicUrl: string;
  codigoVerificacion: string;
}

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const DIAS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** '2027-01' → 'enero de 2027'. */
export const nombreMes = (mes: string) => `${MESES[Number(mes.slice(5, 7)) - 1] ?? ''} de ${mes.slice(0, 4)}`;
/** '2027-01-08' → 'viernes 8 de enero de 2027'. */
export const fechaConDia = (f: string) => `${DIAS[new Date(`${f}T12:00:00Z`).getUTCDay()]} ${fechaLarga(f)}`;

/** 'Solicitud de horario extraordinario' / 'Constancia de música viva'. */
export const tituloFiscalizacion = (documento: 'Solicitud' | 'Constancia', tipo: TipoFiscalizacionPdf) =>
  `${documento} de ${tipo === 'EXTRA' ? 'horario extraordinario' : 'música viva'}`;

/** Three to a row: the establishment fits in three rows (the certificate stays on one page). */
function datosEstablecimiento(s: BaseFiscalizacionPdf) {
  return [
    { etiqueta: 'Nombre comercial', valor: s.establecimiento.nombreComercial },
    { etiqueta: 'Clave del establecimiento', valor: s.establecimiento.clave },
    { etiqueta: 'Giro', valor: s.establecimiento.giro },
    { etiqueta: 'Domicilio', valor: s.establecimiento.domicilio, completo: true },
    { etiqueta: 'Licencia de funcionamiento', valor: `${s.licencia.folio} (${s.licencia.anio})` },
    { etiqueta: 'Titular', valor: s.titular.nombre },
    { etiqueta: 'RFC', valor: s.titular.rfc },
  ];
}

const ordenadas = (d: readonly DetalleFiscalizacionPdf[]) => [...d].sort((a, b) => (a.fecha < b.fecha ? -1 : a.fecha > b.fecha ? 1 : 0));
const horario = (d: DetalleFiscalizacionPdf) => `${d.hora_inicio} a ${d.hora_fin}${d.fecha_fin !== d.fecha ? ' (día siguiente)' : ''}`;

function tablaSolicitadas(detalles: readonly DetalleFiscalizacionPdf[]): Content {
  const filas = ordenadas(detalles);
  const total = filas.reduce((s, d) => s + d.horas_solicitadas, 0);
  return tabla(
    ['Fecha', 'Horario', 'Horas solicitadas'],
    filas.map((d) => [fechaConDia(d.fecha), horario(d), String(d.horas_solicitadas)]),
    { anchos: ['*', 150, 90], derecha: [2], filaTotal: ['Total', '', String(total)] },
  );
}

function tablaAprobadas(detalles: readonly DetalleFiscalizacionPdf[]): Content {
  const filas = ordenadas(detalles).filter((d) => (d.horas_aprobadas ?? 0) > 0);
  const total = filas.reduce((s, d) => s + (d.horas_aprobadas ?? 0), 0);
  return tabla(
    ['Fecha', 'Horario solicitado', 'Horas solicitadas', 'Horas aprobadas'],
    filas.map((d) => [fechaConDia(d.fecha), horario(d), String(d.horas_solicitadas), String(d.horas_aprobadas ?? 0)]),
    { anchos: ['*', 130, 70, 70], derecha: [2, 3], filaTotal: ['Total', '', String(filas.reduce((s, d) => s + d.horas_solicitadas, 0)), String(total)] },
  );
}

const centrado = (c: Content): Content => ({ columns: [{ width: '*', text: '' }, { width: 260, stack: [c] }, { width: '*', text: '' }] });

const DEPENDENCIA = 'Tesorería Municipal · Dirección de Fiscalización';

export function definicionSolicitudFiscalizacion(s: SolicitudFiscalizacionPdf, opciones: OpcionesPdf = {}) {
  const titulo = tituloFiscalizacion('Solicitud', s.tipo);
  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Folio de solicitud', valor: s.folio },
      { etiqueta: 'Mes', valor: nombreMes(s.mes) },
      { etiqueta: 'Estatus', valor: s.estatus },
    ]),
    seccion('Establecimiento'),
    datos(datosEstablecimiento(s), 3),
    seccion(s.tipo === 'EXTRA' ? 'Fechas y horas solicitadas' : 'Fechas y horas de música viva'),
    ...(s.tipo === 'VARIEDAD' ? [datos([{ etiqueta: 'Cantidad de personas', valor: s.cantidadPersonas == null ? null : String(s.cantidadPersonas) }])] : []),
    s.detalles.length ? tablaSolicitadas(s.detalles) : { text: 'La solicitud aún no tiene fechas.', style: 'nota' },
    {
      style: 'parrafo',
      margin: [0, 14, 0, 0],
      text:
        `Solicito a la autoridad municipal autorización de ${s.tipo === 'EXTRA' ? 'horario extraordinario' : 'música viva'} para las fechas y horas indicadas, ` +
        `con fecha de solicitud ${fechaLarga(s.fechaSolicitud)}. Declaro bajo protesta de decir verdad que los datos asentados son verídicos ` +
        'y me comprometo a respetar el horario que se autorice y a pagar los derechos correspondientes.',
    },
    centrado(firma(s.titular.nombre, 'Firma del contribuyente o representante legal')),
  ];
  return documentoConMembrete({
    titulo,
    folio: s.folio,
    dependencia: DEPENDENCIA,
    asunto: `${titulo} ${s.folio} — ${s.establecimiento.nombreComercial}`,
    palabrasClave: [s.folio, s.titular.rfc],
    contenido,
    opciones,
  });
}

export function definicionConstanciaFiscalizacion(c: ConstanciaFiscalizacionPdf, opciones: OpcionesPdf = {}) {
  const titulo = tituloFiscalizacion('Constancia', c.tipo);
  const url = urlVerificacion(c.publicUrl, c.codigoVerificacion);
  const horas = c.detalles.reduce((s, d) => s + (d.horas_aprobadas ?? 0), 0);
  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Folio', valor: c.folio },
      { etiqueta: 'Mes', valor: nombreMes(c.mes) },
      { etiqueta: 'Fecha de emisión', valor: fechaLarga(c.fechaEmision) },
    ]),
    {
      style: 'parrafo',
      margin: [0, 10, 0, 0],
      text: [
        'La Tesorería Municipal del H. Ayuntamiento de Othón P. Blanco, por conducto del área de Fiscalización, hace constar que el establecimiento ',
        { text: c.establecimiento.nombreComercial, bold: true },
        ' está autorizado para ',
        { text: c.tipo === 'EXTRA' ? 'operar en horario extraordinario' : 'presentar música viva', bold: true },
        ` en las fechas y horas que se indican a continuación (${horas} ${horas === 1 ? 'hora' : 'horas'} en total), `,
        'con los derechos cubiertos. Fuera de ellas rige su horario ordinario.',
      ],
    },
    seccion('Establecimiento'),
    datos(datosEstablecimiento(c), 3),
    seccion('Fechas y horas autorizadas'),
    ...(c.tipo === 'VARIEDAD' ? [datos([{ etiqueta: 'Cantidad de personas', valor: c.cantidadPersonas == null ? null : String(c.cantidadPersonas) }])] : []),
    tablaAprobadas(c.detalles),
    seccion('Pago de derechos'),
    datos(
      [
        { etiqueta: 'Folio de pago', valor: c.pago.folio },
        { etiqueta: 'Importe pagado', valor: moneda(c.pago.importe) },
        { etiqueta: 'Fecha de pago', valor: c.pago.fecha ? fechaLarga(c.pago.fecha) : null },
      ],
      3,
    ),
    // Full width: the address stays on one line (a reader copies it, the tests read it back).
    verificacionQr(url, { texto: 'la autenticidad de esta constancia', tamano: 70, margen: 10 }),
    {
      columns: [
        { width: '*', stack: [firma(c.firmas.operador ?? 'Fiscalización', 'Operador de Fiscalización')] },
        { width: 20, text: '' },
        { width: '*', stack: [firma(c.firmas.fiscalizador ?? 'Fiscalización', 'Fiscalizador')] },
      ],
    },
  ];
  return documentoConMembrete({
    titulo,
    folio: c.folio,
    dependencia: DEPENDENCIA,
    asunto: `${titulo} ${c.folio} — ${c.establecimiento.nombreComercial}`,
    palabrasClave: [c.folio, c.titular.rfc, c.establecimiento.clave ?? ''].filter(Boolean),
    contenido,
    opciones,
  });
}

export function generarSolicitudFiscalizacionPdf(s: SolicitudFiscalizacionPdf, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionSolicitudFiscalizacion(s, opciones));
}

export function generarConstanciaFiscalizacionPdf(c: ConstanciaFiscalizacionPdf, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionConstanciaFiscalizacion(c, opciones));
}
