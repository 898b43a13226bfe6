// Printouts of advertising signs (spec 3 §2.2–2.3, §4.1, §7.1–7.2): the printed request
// (printRequest: the property, each sign and its rows, a signature line) and the authorization
// format (generateformatoautorizacion, at status 4: the authorized signs, the permit's year and
// its end on 31 December, the payment, Desarrollo Urbano's signature and the QR to the public
// verification page, like every issued document).
import type { Content } from 'pdfmake/interfaces';
import type { TipoSolicitudAnuncio } from '../../domain/anuncios/comun';
import { etiquetaEstatusAnuncio } from '../../domain/anuncios/reglas';
import { datos, firma, resumen, seccion, tabla, verificacionQr } from './bloques';
import { fechaLarga, moneda } from './formato';
import { documentoConMembrete } from './letterhead';
import { renderizar } from './motor';
import type { OpcionesPdf } from './tipos';

export interface FilaPdfAnuncio {
  tipo: string;
  largo: string;
  ancho: string;
  caras: number;
  pieza: number | null;
  mes: number | null;
  dia: number | null;
}

export interface AnuncioPdf {
  tipo: string;
  material: string;
  formaInstalacion: string | null;
  iluminado: boolean;
  contenido: string | null;
  temporal: boolean;
  fechaInicio: string | null;
  fechaFin: string | null;
  filas: FilaPdfAnuncio[];
}

export interface DatosPdfAnuncio {
  folio: string;
  tipo: TipoSolicitudAnuncio;
  contribuyente: { nombre: string; rfc: string };
  establecimiento: { nombre: string; clave: string } | null;
  claveCatastral: string | null;
  domicilio: string;
  anio: number;
  estatus: number;
  fechaSolicitud: string;
  fechaAutorizacion: string | null;
  importe: string | null;
  folioPago: string | null;
  anuncios: AnuncioPdf[];
  /** the public verification address the QR encodes (PUBLIC_URL/verificar/…) */
  verificacionUrl: string;
}

const DEPENDENCIA = 'Dirección de Desarrollo Urbano y Medio Ambiente';

const que = (t: TipoSolicitudAnuncio) => (t === 'externo' ? 'anuncio en vía pública' : 'anuncio en establecimiento');
export const tituloSolicitudAnuncio = (t: TipoSolicitudAnuncio) => `Solicitud de ${que(t)}`;
export const tituloFormatoAnuncio = (t: TipoSolicitudAnuncio) => `Formato de autorización de ${t === 'externo' ? 'anuncio en vía pública' : 'anuncio'}`;

const siNo = (b: boolean) => (b ? 'Sí' : 'No');
const fechaONula = (f: string | null) => (f ? fechaLarga(f) : null);
const cantidad = (n: number | null) => (n === null || n === undefined ? '—' : String(n));

/** Who and where: the taxpayer, the establishment (or none on a public road), the property. */
function datosGenerales(d: DatosPdfAnuncio) {
  return [
    { etiqueta: 'Contribuyente', valor: d.contribuyente.nombre },
    { etiqueta: 'RFC', valor: d.contribuyente.rfc },
    ...(d.establecimiento
      ? [
          { etiqueta: 'Establecimiento', valor: d.establecimiento.nombre },
          { etiqueta: 'Clave del establecimiento', valor: d.establecimiento.clave },
        ]
      : []),
    { etiqueta: 'Clave catastral', valor: d.claveCatastral ?? 'Sin clave catastral' },
    { etiqueta: 'Domicilio', valor: d.domicilio, completo: true },
  ];
}

function tablaFilas(filas: readonly FilaPdfAnuncio[]): Content {
  return tabla(
    ['Tipo', 'Alto (m)', 'Ancho (m)', 'Caras', 'Pieza', 'Mes', 'Día'],
    filas.map((f) => [f.tipo, f.largo, f.ancho, String(f.caras), cantidad(f.pieza), cantidad(f.mes), cantidad(f.dia)]),
    { anchos: ['*', 50, 50, 40, 40, 35, 35], derecha: [1, 2, 3, 4, 5, 6] },
  );
}

/** Each sign: its data and its rows. */
function bloqueAnuncios(anuncios: readonly AnuncioPdf[]): Content[] {
  if (!anuncios.length) return [{ text: 'La solicitud aún no tiene anuncios.', style: 'nota' }];
  return anuncios.flatMap((a, i): Content[] => [
    { text: `Anuncio ${i + 1}: ${a.tipo}`, bold: true, margin: [0, i ? 10 : 4, 0, 4] },
    datos(
      [
        { etiqueta: 'Material', valor: a.material },
        { etiqueta: 'Forma de instalación', valor: a.formaInstalacion },
        { etiqueta: 'Iluminado', valor: siNo(a.iluminado) },
        { etiqueta: 'Contenido', valor: a.contenido, completo: true },
        ...(a.temporal
          ? [
              { etiqueta: 'Fecha de inicio', valor: fechaONula(a.fechaInicio) },
              { etiqueta: 'Fecha final', valor: fechaONula(a.fechaFin) },
            ]
          : [{ etiqueta: 'Temporal', valor: 'No' }]),
      ],
      3,
    ),
    tablaFilas(a.filas),
  ]);
}

const centrado = (c: Content): Content => ({ columns: [{ width: '*', text: '' }, { width: 260, stack: [c] }, { width: '*', text: '' }] });

export function definicionSolicitudAnuncio(d: DatosPdfAnuncio, opciones: OpcionesPdf = {}) {
  const titulo = tituloSolicitudAnuncio(d.tipo);
  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Folio de solicitud', valor: d.folio },
      { etiqueta: 'Año', valor: String(d.anio) },
      { etiqueta: 'Estatus', valor: etiquetaEstatusAnuncio(d.estatus) },
    ]),
    seccion('Datos generales'),
    datos(datosGenerales(d), 2),
    seccion('Anuncios solicitados'),
    ...bloqueAnuncios(d.anuncios),
    {
      style: 'parrafo',
      margin: [0, 14, 0, 0],
      text:
        `Solicito a la autoridad municipal la autorización de los anuncios descritos, con fecha de solicitud ${fechaLarga(d.fechaSolicitud)}. ` +
        'Declaro bajo protesta de decir verdad que los datos asentados son verídicos y me comprometo a pagar los derechos correspondientes.',
    },
    centrado(firma(d.contribuyente.nombre, 'Firma del contribuyente o representante legal')),
  ];
  return documentoConMembrete({
    titulo,
    folio: d.folio,
    dependencia: DEPENDENCIA,
    asunto: `${titulo} ${d.folio}`,
    palabrasClave: [d.folio, d.contribuyente.rfc],
    contenido,
    opciones,
  });
}

export function definicionFormatoAutorizacionAnuncio(d: DatosPdfAnuncio, opciones: OpcionesPdf = {}) {
  const titulo = tituloFormatoAnuncio(d.tipo);
  const total = d.anuncios.length;
  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Folio', valor: d.folio },
      { etiqueta: 'Vigencia', valor: `Hasta el 31 de diciembre de ${d.anio}` },
      { etiqueta: 'Fecha de autorización', valor: fechaONula(d.fechaAutorizacion) },
    ]),
    {
      style: 'parrafo',
      margin: [0, 10, 0, 0],
      text: [
        'La Dirección de Desarrollo Urbano y Medio Ambiente del H. Ayuntamiento de Othón P. Blanco autoriza a ',
        { text: d.contribuyente.nombre, bold: true },
        ` la instalación de ${total} ${total === 1 ? 'anuncio' : 'anuncios'} ${d.tipo === 'externo' ? 'en la vía pública' : 'en su establecimiento'}, `,
        'en los términos que se describen a continuación, con los derechos cubiertos. ',
        { text: `El permiso vence el 31 de diciembre de ${d.anio}`, bold: true },
        '; su renovación deberá solicitarse en la ventanilla en línea.',
      ],
    },
    seccion('Datos generales'),
    datos(datosGenerales(d), 2),
    seccion('Anuncios autorizados'),
    ...bloqueAnuncios(d.anuncios),
    seccion('Pago de derechos'),
    datos(
      [
        { etiqueta: 'Folio de pago', valor: d.folioPago },
        { etiqueta: 'Importe pagado', valor: d.importe === null ? null : moneda(Number(d.importe)) },
        { etiqueta: 'Servicio', valor: 'Anuncios (1756)' },
      ],
      3,
    ),
    verificacionQr(d.verificacionUrl, { texto: 'la autenticidad de este formato de autorización', tamano: 70, margen: 10 }),
    centrado(firma('Desarrollo Urbano y Medio Ambiente', 'Dirección de Desarrollo Urbano y Medio Ambiente')),
  ];
  return documentoConMembrete({
    titulo,
    folio: d.folio,
    dependencia: DEPENDENCIA,
    asunto: `${titulo} ${d.folio}`,
    palabrasClave: [d.folio, d.contribuyente.rfc, d.claveCatastral ?? ''].filter(Boolean),
    contenido,
    opciones,
  });
}

/** The authorization format (generateformatoautorizacion), with the QR of its verification. */
export function formatoAutorizacionAnuncioPdf(d: DatosPdfAnuncio, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionFormatoAutorizacionAnuncio(d, opciones));
}

/** The printed request (printRequest). */
export function solicitudAnuncioPdf(d: DatosPdfAnuncio, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionSolicitudAnuncio(d, opciones));
}
