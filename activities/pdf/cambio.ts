// Printouts of the five change requests (spec 2 §2 printouts): the printed request (what
// the taxpayer asks to change, beside the values now, with the documents attached, to sign and file)
// and the certificate of an approved change (what the padrón now records, with a QR to the public
// verification page carrying the signed code, as the licence's does).
import type { Content } from 'pdfmake/interfaces';
import { datos, firma, resumen, seccion, tabla, verificacionQr } from './bloques';
import { esSoloFecha, fechaCorta, fechaLarga, hora } from './formato';
import { documentoConMembrete } from './letterhead';
import { urlVerificacion } from './licencia';
import { renderizar } from './motor';
import type { DocumentoAdjunto, Fecha, OpcionesPdf, Titular } from './tipos';

/** The establishment a change request is about, as both printouts name it. */
export interface EstablecimientoCambioPdf {
  /** external_id; null until the municipality assigns it */
  clave: string | null;
  nombreComercial: string;
  claveCatastral: string;
  /** one line */
  domicilio: string;
}

/** One line of what the request proposes: the value now and the one requested (the reviewer's rows). */
export interface FilaSolicitudCambioPdf {
  campo: string;
  actual: string;
  propuesto: string;
}

/** The printed change request. */
export interface SolicitudCambioPdf {
  /** the procedure's name: 'Cambio de nombre comercial' */
  tramite: string;
  folio: string;
  fechaSolicitud: Fecha;
  /** the status word, e.g. 'Borrador', 'Enviada a revisión' */
  estatus: string;
  establecimiento: EstablecimientoCambioPdf;
  contribuyente: Titular;
  filas: readonly FilaSolicitudCambioPdf[];
  documentos: readonly DocumentoAdjunto[];
}

/** One value the approved change replaced. */
export interface FilaConstanciaCambioPdf {
  campo: string;
  anterior: string;
  nuevo: string;
}

/** The certificate of an approved change. */
export interface ConstanciaCambioPdf {
  tramite: string;
  folio: string;
  establecimiento: EstablecimientoCambioPdf;
  /** the taxpayer who filed the request */
  titular: Titular;
  cambios: readonly FilaConstanciaCambioPdf[];
  fechaAprobacion: Fecha;
  /** the area whose review approved it last and the officer who signed that review (null: the area only) */
  aprobacion: { area: string; revisor: string | null };
  /** PUBLIC_URL: the QR encodes `${publicUrl}/verificar/${codigoVerificacion}` */
  publicUrl: string;
  codigoVerificacion: string;
}

/** 'Cambio de nombre comercial' → 'Constancia de cambio de nombre comercial'. */
export function tituloConstanciaCambio(tramite: string): string {
  return `Constancia de ${tramite.charAt(0).toLowerCase()}${tramite.slice(1)}`;
}

function datosEstablecimientoCambio(e: EstablecimientoCambioPdf) {
  return [
    { etiqueta: 'Nombre comercial', valor: e.nombreComercial },
    { etiqueta: 'Clave del establecimiento', valor: e.clave },
    { etiqueta: 'Domicilio', valor: e.domicilio, completo: true },
    { etiqueta: 'Clave catastral', valor: e.claveCatastral },
  ];
}

const centrado = (c: Content): Content => ({ columns: [{ width: '*', text: '' }, { width: 260, stack: [c] }, { width: '*', text: '' }] });

export function definicionSolicitudCambio(s: SolicitudCambioPdf, opciones: OpcionesPdf = {}) {
  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Folio de solicitud', valor: s.folio },
      { etiqueta: 'Fecha de solicitud', valor: fechaLarga(s.fechaSolicitud) },
      { etiqueta: 'Estatus', valor: s.estatus },
    ]),
    seccion('Trámite'),
    datos([{ etiqueta: 'Trámite', valor: s.tramite, completo: true }]),
    seccion('Establecimiento'),
    datos(datosEstablecimientoCambio(s.establecimiento)),
    seccion('Contribuyente'),
    datos([
      { etiqueta: 'Nombre o razón social', valor: s.contribuyente.nombre },
      { etiqueta: 'RFC', valor: s.contribuyente.rfc },
    ]),
    seccion('Cambios solicitados'),
    s.filas.length
      ? tabla(
          ['Dato', 'Valor actual', 'Valor solicitado'],
          s.filas.map((f) => [f.campo, f.actual || '—', f.propuesto || '—']),
          { anchos: [130, '*', '*'] },
        )
      : { text: 'La solicitud aún no indica los cambios.', style: 'nota' },
    seccion('Documentos adjuntos'),
    s.documentos.length
      ? tabla(
          ['Documento', 'Fecha de carga', 'Hora'],
          s.documentos.map((d) => [d.nombre, fechaCorta(d.fecha), esSoloFecha(d.fecha) ? '—' : hora(d.fecha)]),
        )
      : { text: 'No se adjuntaron documentos.', style: 'nota' },
    {
      text:
        'Declaro bajo protesta de decir verdad que los datos asentados en esta solicitud y los documentos adjuntos son ' +
        'verídicos, y acepto que la autoridad municipal los verifique.',
      style: 'parrafo',
      margin: [0, 14, 0, 0],
    },
    centrado(firma(s.contribuyente.nombre, 'Firma del contribuyente o representante legal')),
  ];
  return documentoConMembrete({
    titulo: `Solicitud de ${s.tramite.charAt(0).toLowerCase()}${s.tramite.slice(1)}`,
    folio: s.folio,
    asunto: `Solicitud ${s.folio} — ${s.establecimiento.nombreComercial}`,
    palabrasClave: [s.folio, s.contribuyente.rfc],
    contenido,
    opciones,
  });
}

export function definicionConstanciaCambio(c: ConstanciaCambioPdf, opciones: OpcionesPdf = {}) {
  const titulo = tituloConstanciaCambio(c.tramite);
  const url = urlVerificacion(c.publicUrl, c.codigoVerificacion);
  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Folio', valor: c.folio },
      { etiqueta: 'Fecha de aprobación', valor: fechaLarga(c.fechaAprobacion) },
      { etiqueta: 'Área que aprobó', valor: c.aprobacion.area },
    ]),
    {
      style: 'parrafo',
      margin: [0, 10, 0, 0],
      text: [
        'La Tesorería Municipal del H. Ayuntamiento de Othón P. Blanco, por conducto de la Dirección de Ingresos, hace constar que la solicitud de ',
        { text: c.tramite.toLowerCase(), bold: true },
        ' con folio ',
        { text: c.folio, bold: true },
        ', presentada por ',
        { text: c.titular.nombre, bold: true },
        `, fue aprobada el ${fechaLarga(c.fechaAprobacion)} y que el padrón municipal de establecimientos registra los cambios que se describen a continuación.`,
      ],
    },
    seccion('Establecimiento'),
    datos(datosEstablecimientoCambio(c.establecimiento)),
    seccion('Solicitante'),
    datos([
      { etiqueta: 'Nombre o razón social', valor: c.titular.nombre },
      { etiqueta: 'RFC', valor: c.titular.rfc },
    ]),
    seccion('Cambios aprobados'),
    tabla(
      ['Dato', 'Valor anterior', 'Valor nuevo'],
      c.cambios.map((f) => [f.campo, f.anterior || '—', f.nuevo || '—']),
      { anchos: [130, '*', '*'] },
    ),
    seccion('Aprobación'),
    datos([
      { etiqueta: 'Fecha de aprobación', valor: fechaLarga(c.fechaAprobacion) },
      { etiqueta: 'Área', valor: c.aprobacion.area },
      ...(c.aprobacion.revisor ? [{ etiqueta: 'Revisó y aprobó', valor: c.aprobacion.revisor }] : []),
    ]),
    centrado(firma(c.aprobacion.revisor ?? c.aprobacion.area, c.aprobacion.revisor ? c.aprobacion.area : 'Área que aprobó el trámite')),
    verificacionQr(url, { texto: 'la autenticidad de esta constancia' }),
  ];
  return documentoConMembrete({
    titulo,
    folio: c.folio,
    asunto: `${titulo} ${c.folio} — ${c.establecimiento.nombreComercial}`,
    palabrasClave: [c.folio, c.titular.rfc, c.establecimiento.clave ?? ''].filter(Boolean),
    contenido,
    opciones,
  });
}

export function generarSolicitudCambioPdf(solicitud: SolicitudCambioPdf, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionSolicitudCambio(solicitud, opciones));
}

export function generarConstanciaCambioPdf(constancia: ConstanciaCambioPdf, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionConstanciaCambio(constancia, opciones));
}
