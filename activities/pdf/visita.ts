// The act of a field inspection (acta de visita): the establishment, the order, the checklist with
// each answer, the observations, the position, who attended and their signature as drawn on the
// brigadista's device, the tablet's code, and a QR to the public verification page.
import type { Content } from 'pdfmake/interfaces';
import { datos, firma, resumen, seccion, tabla, verificacionQr } from './bloques';
import { fechaHora, fechaLarga } from './formato';
import { documentoConMembrete } from './letterhead';
import { urlVerificacion } from './licencia';
import { renderizar } from './motor';
import type { Fecha, OpcionesPdf } from './tipos';

export interface ActaVisitaPdf {
  folio: string;
  /** 'Protección Civil', 'Fiscalización'… */
  tipo: string;
  motivo: string;
  ventana: { inicio: Fecha; fin: Fecha };
  establecimiento: { clave: string; nombreComercial: string; domicilio: string };
  brigadista: string;
  tableta: string;
  /** 'Aprobada', 'Aprobada con observaciones', 'No aprobada' */
  resultado: string;
  /** each item of the checklist and its answer in words ('Cumple', 'No cumple', 'No aplica') */
  lista: readonly { pregunta: string; respuesta: string }[];
  observaciones: string;
  gps: { lat: number; lng: number; precision?: number | null } | null;
  atendio: string;
  /** PNG data URL of the signature drawn on the device */
  firma: string;
  fotos: number;
  capturadaAt: Fecha;
  /** PUBLIC_URL: the QR encodes `${publicUrl}/verificar/${codigoVerificacion}` */
  publicUrl: string;
  codigoVerificacion: string;
}

const coordenadas = (g: NonNullable<ActaVisitaPdf['gps']>) =>
  `${g.lat.toFixed(6)}, ${g.lng.toFixed(6)}${g.precision != null ? ` (precisión ±${Math.round(g.precision)} m)` : ''}`;

export function definicionActaVisita(a: ActaVisitaPdf, opciones: OpcionesPdf = {}) {
  const titulo = 'Acta de visita de inspección';
  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Folio', valor: a.folio },
      { etiqueta: 'Tipo de visita', valor: a.tipo },
      { etiqueta: 'Resultado', valor: a.resultado },
    ]),
    seccion('Establecimiento'),
    datos(
      [
        { etiqueta: 'Nombre comercial', valor: a.establecimiento.nombreComercial },
        { etiqueta: 'Clave del establecimiento', valor: a.establecimiento.clave },
        { etiqueta: 'Domicilio', valor: a.establecimiento.domicilio, completo: true },
      ],
      2,
    ),
    seccion('Visita'),
    datos(
      [
        { etiqueta: 'Motivo', valor: a.motivo, completo: true },
        { etiqueta: 'Ventana de visita', valor: `${fechaHora(a.ventana.inicio)} a ${fechaHora(a.ventana.fin)}` },
        { etiqueta: 'Realizada', valor: fechaHora(a.capturadaAt) },
        { etiqueta: 'Brigadista', valor: a.brigadista },
        { etiqueta: 'Tableta', valor: a.tableta },
        { etiqueta: 'Posición (GPS)', valor: a.gps ? coordenadas(a.gps) : 'Sin posición' },
        { etiqueta: 'Fotografías', valor: String(a.fotos) },
      ],
      2,
    ),
    seccion('Lista de verificación'),
    tabla(
      ['Punto verificado', 'Resultado'],
      a.lista.map((p) => [p.pregunta, p.respuesta]),
      { anchos: ['*', 90] },
    ),
    seccion('Observaciones'),
    { text: a.observaciones || 'Sin observaciones.', style: 'parrafo' },
    seccion('Quien atendió la visita'),
    {
      columns: [
        { width: '*', text: '' },
        {
          width: 240,
          stack: [
            { image: a.firma, fit: [220, 80], alignment: 'center' },
            { text: a.atendio, bold: true, alignment: 'center', margin: [0, 4, 0, 0] },
            { text: 'Firma de quien atendió', style: 'etiqueta', alignment: 'center', fontSize: 8.5 },
          ],
        },
        { width: '*', text: '' },
      ],
    },
    { columns: [{ width: '*', text: '' }, { width: 240, stack: [firma(a.brigadista, `Brigadista · Tableta ${a.tableta}`)] }, { width: '*', text: '' }] },
    verificacionQr(urlVerificacion(a.publicUrl, a.codigoVerificacion), { texto: 'la autenticidad de esta acta', tamano: 70, margen: 10 }),
    { text: `Emitida el ${fechaLarga(opciones.generadoEn ?? new Date())}.`, style: 'nota', margin: [0, 6, 0, 0] },
  ];
  return documentoConMembrete({
    titulo,
    folio: a.folio,
    dependencia: a.tipo,
    asunto: `${titulo} ${a.folio} — ${a.establecimiento.nombreComercial}`,
    palabrasClave: [a.folio, a.establecimiento.clave, a.tableta],
    contenido,
    opciones,
  });
}

export function generarActaVisitaPdf(a: ActaVisitaPdf, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionActaVisita(a, opciones));
}
