// The dictamen of a tower or a billboard (spec 3 §4.4, §7.4–7.5 viewDictamenPDF): the property, the
// structure's characteristics, the review chain's decisions (Desarrollo Urbano's technical review,
// the head of department, the Dirección), the fee paid, the Dirección's signature and the QR to
// the public verification page. Before it is signed the same document carries the watermark
// 'BORRADOR' (what the Dirección reads before signing).
import type { Content } from 'pdfmake/interfaces';
import type { TipoDictamen } from '../../domain/dictamenes/comun';
import { MENSAJES_DICTAMEN } from '../../domain/dictamenes/mensajes';
import { datos, firma, recuadro, resumen, seccion, tabla, verificacionQr } from './bloques';
import { fechaLarga, moneda } from './formato';
import { COLOR, documentoConMembrete } from './letterhead';
import { renderizar } from './motor';
import type { OpcionesPdf } from './tipos';

export interface DatosPdfDictamen {
  tipo: TipoDictamen;
  folio: string;
  firmado: boolean;
  fechaFirma: string | null;
  /** who signed it with e.firma (their name on the signature line); else the Dirección's name */
  firmante?: string | null;
  fechaSolicitud: string;
  contribuyente: { nombre: string; rfc: string };
  claveCatastral: string | null;
  domicilio: string;
  tipoPropiedad: string;
  /** altura, medidas / secciones, vistas, tipo, luz, bardeado… */
  caracteristicas: { etiqueta: string; valor: string }[];
  /** the chain's decisions */
  revisiones: { nivel: string; resultado: string; fecha: string | null }[];
  importe: string | null;
  folioPago: string | null;
  /** the public verification address the QR encodes (PUBLIC_URL/verificar/…) */
  verificacionUrl: string;
}

const DEPENDENCIA = 'Dirección de Desarrollo Urbano y Medio Ambiente';
const FIRMANTE = 'Dirección de Desarrollo Urbano';

const QUE: Readonly<Record<TipoDictamen, { titulo: string; objeto: string; servicio: string }>> = {
  torre: { titulo: 'Dictamen de torres y antenas', objeto: 'la torre o antena de telecomunicaciones', servicio: 'Dictamen de torres y antenas (1757)' },
  espectacular: { titulo: 'Dictamen de anuncio espectacular', objeto: 'el anuncio espectacular', servicio: 'Dictamen de anuncios espectaculares (1758)' },
};
export const tituloDictamen = (t: TipoDictamen) => QUE[t].titulo;

/** 'YYYY-MM-DD…' or an ISO instant → '26 de noviembre de 2026'; null stays null. */
const fecha = (f: string | null) => (f ? fechaLarga(f) : null);

const centrado = (c: Content): Content => ({ columns: [{ width: '*', text: '' }, { width: 260, stack: [c] }, { width: '*', text: '' }] });

function tablaRevisiones(r: DatosPdfDictamen['revisiones']): Content {
  if (!r.length) return { text: 'La solicitud aún no tiene revisiones.', style: 'nota' };
  return tabla(
    ['Nivel de revisión', 'Resultado', 'Fecha'],
    r.map((x) => [x.nivel, x.resultado, fecha(x.fecha) ?? '—']),
    { anchos: ['*', 140, 120] },
  );
}

export function definicionDictamen(d: DatosPdfDictamen, opciones: OpcionesPdf = {}) {
  const q = QUE[d.tipo];
  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Folio', valor: d.folio },
      { etiqueta: 'Fecha de solicitud', valor: fecha(d.fechaSolicitud) },
      { etiqueta: 'Fecha de firma', valor: d.firmado ? fecha(d.fechaFirma) : 'Sin firmar' },
    ]),
    ...(d.firmado
      ? []
      : [
          recuadro(
            { text: 'Borrador para revisión de la Dirección de Desarrollo Urbano: este documento no tiene validez hasta que sea firmado.', bold: true },
            COLOR.acento,
          ),
        ]),
    {
      style: 'parrafo',
      margin: [0, 10, 0, 0],
      text: [
        'La Dirección de Desarrollo Urbano del H. Ayuntamiento de Othón P. Blanco, con base en la revisión técnica de Desarrollo Urbano ',
        'y en las revisiones de la Jefatura de Departamento y de la Dirección, dictamina ',
        { text: 'PROCEDENTE', bold: true },
        ` la solicitud de `,
        { text: d.contribuyente.nombre, bold: true },
        ` para ${q.objeto} que se describe a continuación, con los derechos cubiertos.`,
      ],
    },
    seccion('Datos generales'),
    datos(
      [
        { etiqueta: 'Contribuyente', valor: d.contribuyente.nombre },
        { etiqueta: 'RFC', valor: d.contribuyente.rfc },
        { etiqueta: 'Clave catastral', valor: d.claveCatastral ?? 'Sin clave catastral' },
        { etiqueta: 'Tipo de propiedad', valor: d.tipoPropiedad },
        { etiqueta: 'Domicilio', valor: d.domicilio, completo: true },
      ],
      2,
    ),
    seccion('Características'),
    d.caracteristicas.length ? datos(d.caracteristicas, 3) : { text: 'Sin características registradas.', style: 'nota' },
    seccion('Revisiones'),
    tablaRevisiones(d.revisiones),
    seccion('Pago de derechos'),
    datos(
      [
        { etiqueta: 'Folio de pago', valor: d.folioPago },
        { etiqueta: 'Importe pagado', valor: d.importe === null ? null : moneda(Number(d.importe)) },
        { etiqueta: 'Servicio', valor: q.servicio },
      ],
      3,
    ),
    verificacionQr(d.verificacionUrl, { texto: 'la autenticidad de este dictamen', tamano: 70, margen: 10 }),
    centrado(firma(d.firmado ? (d.firmante ?? FIRMANTE) : 'Pendiente de firma', FIRMANTE)),
  ];
  return documentoConMembrete({
    titulo: q.titulo,
    folio: d.folio,
    dependencia: DEPENDENCIA,
    asunto: `${q.titulo} ${d.folio}`,
    palabrasClave: [d.folio, d.contribuyente.rfc, d.claveCatastral ?? ''].filter(Boolean),
    contenido,
    marcaDeAgua: d.firmado ? undefined : MENSAJES_DICTAMEN.borrador,
    opciones,
  });
}

/** The dictamen (viewDictamenPDF): signed, or the draft with its watermark. */
export function dictamenPdf(d: DatosPdfDictamen, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionDictamen(d, opciones));
}
