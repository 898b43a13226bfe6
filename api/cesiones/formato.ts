// The authorization format of a rights assignment (spec 3 §7.7 guardarDocGen): the document Mercados
// generates at the authorization step for the Secretaría to sign. It names the stall, the assigning
// concessionaire and the new one, the fee paid and the signature lines; the signed copy comes
// back through subirArchivoAutoSec. Drawn with the kit's pdfmake blocks (activities/pdf), like the
// dictamen's printout (api/dictamenes/impreso.ts).
import type { Content } from 'pdfmake/interfaces';
import { datos, firma, resumen, seccion } from '../../activities/pdf/bloques';
import { fechaLarga, moneda } from '../../activities/pdf/formato';
import { documentoConMembrete } from '../../activities/pdf/letterhead';
import { renderizar } from '../../activities/pdf/motor';
import { nombreDe } from '../../domain/common/personas';
import { SERVICIO } from '../../domain/tramite/servicios';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import type { AppDeps } from '../lib/contexto';
import { createPagosRepository } from '../pagos/pagos.repository';
import { nombreMercado } from './cesiones.dto';
import type { VistaCesion } from './cesiones.repository';

const DEPENDENCIA = 'Dirección de Mercados';
const TITULO = 'Formato de autorización de cesión de derechos';

export interface DatosFormatoCesion {
  folio: string;
  fecha: string;
  cedente: { nombre: string; rfc: string };
  cesionario: { nombre: string | null; rfc: string };
  familiar: boolean;
  mercado: string;
  local: string;
  pasillo: string | null;
  superficie: string;
  establecimiento: string;
  importe: string | null;
  folioPago: string | null;
}

export function definicionFormatoCesion(d: DatosFormatoCesion) {
  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Folio', valor: d.folio },
      { etiqueta: 'Fecha', valor: fechaLarga(d.fecha) },
    ]),
    {
      style: 'parrafo',
      margin: [0, 10, 0, 0],
      text: [
        'La Dirección de Mercados del H. Ayuntamiento de Othón P. Blanco hace constar que ',
        { text: d.cedente.nombre, bold: true },
        ', concesionario del local que se describe, solicitó ceder sus derechos de concesión a ',
        { text: d.cesionario.nombre ?? d.cesionario.rfc, bold: true },
        ', y que la solicitud fue revisada y los derechos correspondientes fueron cubiertos. ',
        'Se somete a la autorización de la Secretaría.',
      ],
    },
    seccion('Local del mercado'),
    datos(
      [
        { etiqueta: 'Mercado', valor: d.mercado },
        { etiqueta: 'Local', valor: d.local },
        { etiqueta: 'Pasillo', valor: d.pasillo ?? '—' },
        { etiqueta: 'Superficie', valor: `${d.superficie} m²` },
        { etiqueta: 'Establecimiento', valor: d.establecimiento, completo: true },
      ],
      2,
    ),
    seccion('Partes'),
    datos(
      [
        { etiqueta: 'Concesionario actual (cedente)', valor: d.cedente.nombre },
        { etiqueta: 'RFC del cedente', valor: d.cedente.rfc },
        { etiqueta: 'Nuevo concesionario (cesionario)', valor: d.cesionario.nombre ?? 'Sin nombre registrado' },
        { etiqueta: 'RFC del cesionario', valor: d.cesionario.rfc },
        { etiqueta: 'Cesión entre familiares', valor: d.familiar ? 'Sí' : 'No' },
      ],
      2,
    ),
    seccion('Pago de derechos'),
    datos(
      [
        { etiqueta: 'Folio de pago', valor: d.folioPago ?? '—' },
        { etiqueta: 'Importe', valor: d.importe === null ? '—' : moneda(Number(d.importe)) },
        { etiqueta: 'Servicio', valor: `Cesión de derechos (${SERVICIO.CESION_DERECHOS})` },
      ],
      3,
    ),
    {
      columns: [
        { width: '*', stack: [firma(d.cedente.nombre, 'Cedente')] },
        { width: '*', stack: [firma(d.cesionario.nombre ?? d.cesionario.rfc, 'Cesionario')] },
      ],
    },
    { columns: [{ width: '*', text: '' }, { width: 240, stack: [firma('Secretaría del H. Ayuntamiento', 'Autoriza')] }, { width: '*', text: '' }] },
  ];
  return documentoConMembrete({
    titulo: TITULO,
    folio: d.folio,
    dependencia: DEPENDENCIA,
    asunto: `${TITULO} ${d.folio}`,
    palabrasClave: [d.folio, d.cedente.rfc, d.cesionario.rfc],
    contenido,
  });
}

/** The format's data read from the request, its taxpayer and its 1760 payment. */
export async function datosFormatoCesion(deps: AppDeps, v: VistaCesion): Promise<DatosFormatoCesion> {
  const [c, edo] = await Promise.all([
    createContribuyentesRepository({ db: deps.db }).porId(v.s.contribuyenteId),
    createPagosRepository({ db: deps.db }).ultimo(v.s.id, SERVICIO.CESION_DERECHOS),
  ]);
  return {
    folio: v.s.folio,
    fecha: new Date().toISOString(),
    cedente: { nombre: c ? nombreDe(c) : '', rfc: c?.rfc ?? '' },
    cesionario: { nombre: v.d.cesionarioNombre, rfc: v.d.rfc },
    familiar: v.d.familiar,
    mercado: nombreMercado(v.local.mercadoId),
    local: v.local.numero,
    pasillo: v.local.pasillo,
    superficie: v.local.superficieM2,
    establecimiento: v.est.nombreComercial,
    importe: edo?.total ?? null,
    folioPago: edo?.folioPago ?? null,
  };
}

export async function formatoCesionPdf(deps: AppDeps, v: VistaCesion): Promise<Buffer> {
  return renderizar(definicionFormatoCesion(await datosFormatoCesion(deps, v)));
}
