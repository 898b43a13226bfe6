// Solicitud impresa (spec 1 §4.3: offered once the licence is sent to review; §7.4
// getsolicitudimpresaContribuyente): what the taxpayer captured and attached, for signing and filing.
import type { Content } from 'pdfmake/interfaces';
import { datos, datosEstablecimiento, firma, nombreProceso, resumen, seccion, tabla } from './bloques';
import { esSoloFecha, fechaCorta, fechaLarga, hora, moneda, numero } from './formato';
import { documentoConMembrete } from './letterhead';
import { renderizar } from './motor';
import type { OpcionesPdf, SolicitudPdf } from './tipos';

const siNo = (v: boolean | undefined) => (v === undefined ? null : v ? 'Sí' : 'No');
const cifra = (n: number | null | undefined) => (n === null || n === undefined ? null : numero(n));

export function definicionSolicitud(s: SolicitudPdf, opciones: OpcionesPdf = {}) {
  const c = s.contribuyente;
  const e = s.establecimiento;
  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Folio de solicitud', valor: s.folio },
      { etiqueta: 'Ejercicio', valor: s.anio, ancho: 'auto' },
      { etiqueta: 'Fecha de solicitud', valor: fechaLarga(s.fechaSolicitud) },
      { etiqueta: 'Estatus', valor: s.estatus },
    ]),
    seccion('Trámite'),
    datos([
      { etiqueta: 'Proceso', valor: nombreProceso(s.tipoProcesoId) },
      { etiqueta: 'Tipo de trámite', valor: s.renovacion ? 'Renovación' : 'Apertura' },
    ]),
    seccion('Contribuyente'),
    datos([
      { etiqueta: c.tipoPersona === 2 ? 'Razón social' : 'Nombre', valor: c.nombre },
      { etiqueta: 'RFC', valor: c.rfc },
      ...(c.tipoPersona === 2 ? [] : [{ etiqueta: 'CURP', valor: c.curp }]),
      { etiqueta: 'Correo electrónico', valor: c.email },
      { etiqueta: 'Teléfono', valor: c.telefono },
      ...(c.representante ? [{ etiqueta: 'Representante o tramitador', valor: c.representante }] : []),
    ]),
    seccion('Establecimiento'),
    datos(
      datosEstablecimiento(e, [
        { etiqueta: 'Tipo de propiedad', valor: e.tipoPropiedad },
        { etiqueta: 'Categoría', valor: e.categoria },
        { etiqueta: 'Tipo de local', valor: e.tipoLocal },
        { etiqueta: 'Teléfono del establecimiento', valor: e.telefono },
        { etiqueta: 'Número de empleados', valor: cifra(e.numeroEmpleados) },
        { etiqueta: 'Número de habitaciones', valor: cifra(e.numeroHabitaciones) },
        { etiqueta: 'Cajones de estacionamiento', valor: cifra(e.cajonesEstacionamiento) },
        { etiqueta: 'Inversión estimada', valor: e.inversionEstimada == null ? null : moneda(e.inversionEstimada) },
        { etiqueta: 'Fecha de alta en Hacienda', valor: e.fechaAltaHacienda ? fechaLarga(e.fechaAltaHacienda) : null },
        { etiqueta: 'Cuenta con constancia de uso de suelo', valor: siNo(e.tieneUsoSuelo) },
        { etiqueta: 'Venta de bebidas alcohólicas', valor: siNo(e.bebidasAlcoholicas) },
        ...(e.folioLicenciaBebidas ? [{ etiqueta: 'Folio de licencia de bebidas alcohólicas', valor: e.folioLicenciaBebidas }] : []),
        { etiqueta: 'Horario extendido', valor: siNo(e.horarioExtendido) },
      ]),
    ),
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
    { columns: [{ width: '*', text: '' }, { width: 240, stack: [firma(c.representante || c.nombre, 'Firma del contribuyente o representante legal')] }, { width: '*', text: '' }] },
  ];
  return documentoConMembrete({
    titulo: 'Solicitud de Licencia de Funcionamiento',
    folio: s.folio,
    asunto: `Solicitud ${s.folio} — ${e.nombreComercial}`,
    palabrasClave: [s.folio, String(s.anio), c.rfc],
    contenido,
    opciones,
  });
}

export function generarSolicitudPdf(solicitud: SolicitudPdf, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionSolicitud(solicitud, opciones));
}
