// Licencia de Funcionamiento (spec 1 §3 licencia, §7.4 getlicencia; types 1 permanent, 2
// provisional, spec 1 §9). A permanent licence carries the signatures of the Director de Ingresos
// and the Tesorería Municipal (spec 1 §4.3: ready when both approved); a provisional one says so
// and has none. Both carry a QR to the public verification page.
import type { Content } from 'pdfmake/interfaces';
import { datos, datosEstablecimiento, datosTitular, firma, nombreProceso, recuadro, resumen, seccion, verificacionQr } from './bloques';
import { fechaLarga } from './formato';
import { documentoConMembrete } from './letterhead';
import { renderizar } from './motor';
import type { LicenciaPdf, OpcionesPdf } from './tipos';
import { enlacePublico } from '../url-publica';

/** The URL the QR encodes and the public verification page answers: `${publicUrl}/verificar/${codigo}` (the folio and its signature). */
export function urlVerificacion(publicUrl: string, codigo: string): string {
  return enlacePublico(publicUrl, `/verificar/${encodeURIComponent(codigo)}`);
}

function avisoProvisional(): Content {
  return recuadro(
    {
      stack: [
        { text: 'LICENCIA PROVISIONAL', bold: true, fontSize: 12, color: '#a01c1c' },
        {
          text:
            'Este documento es provisional. Aún no cuenta con las firmas de la Dirección de Ingresos ni de la ' +
            'Tesorería Municipal; la licencia permanente se expedirá una vez firmada y podrá verificarse con el mismo folio.',
          fontSize: 9,
          margin: [0, 3, 0, 0],
        },
      ],
    },
    '#a01c1c',
    '#fbeeee',
  );
}

export function definicionLicencia(l: LicenciaPdf, opciones: OpcionesPdf = {}) {
  const provisional = l.tipoLicenciaId === 2;
  const tipo = provisional ? 'Provisional' : 'Permanente';
  const url = urlVerificacion(l.publicUrl, l.codigoVerificacion);
  const vigencia = `Del ${fechaLarga(l.fechaExpedicion)} al ${fechaLarga(`${l.anio}-12-31`)}`;

  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Folio', valor: l.folio },
      { etiqueta: 'Ejercicio', valor: l.anio, ancho: 'auto' },
      { etiqueta: 'Tipo de licencia', valor: tipo },
      { etiqueta: 'Fecha de expedición', valor: fechaLarga(l.fechaExpedicion) },
    ]),
    ...(provisional ? [avisoProvisional()] : []),
    {
      style: 'parrafo',
      margin: [0, 10, 0, 0],
      text: [
        'La Tesorería Municipal del H. Ayuntamiento de Othón P. Blanco, por conducto de la Dirección de Ingresos, expide la presente ',
        { text: `Licencia de Funcionamiento ${tipo.toLowerCase()}`, bold: true },
        ' a favor de ',
        { text: l.titular.nombre, bold: true },
        ', para el establecimiento que se describe a continuación, tramitada por el proceso de ',
        { text: nombreProceso(l.tipoProcesoId), bold: true },
        `, correspondiente al ejercicio fiscal ${l.anio}.`,
      ],
    },
    seccion('Titular'),
    datos(datosTitular(l.titular)),
    seccion('Establecimiento'),
    datos(datosEstablecimiento(l.establecimiento)),
    seccion('Vigencia'),
    datos([
      { etiqueta: 'Vigente', valor: vigencia },
      { etiqueta: 'Proceso', valor: nombreProceso(l.tipoProcesoId) },
    ]),
    { text: 'Esta licencia debe exhibirse en un lugar visible del establecimiento y renovarse en cada ejercicio fiscal.', style: 'nota', margin: [0, 6, 0, 0] },
  ];

  if (l.tipoLicenciaId === 1) {
    contenido.push({
      unbreakable: true,
      margin: [0, 10, 0, 0],
      columns: [
        // Under a name, the office (or the official's own title when given): never a title of one gender.
        firma(l.firmas.directorIngresos, l.firmas.cargoDirectorIngresos ?? 'Dirección de Ingresos'),
        firma(l.firmas.tesorero, l.firmas.cargoTesorero ?? 'Tesorería Municipal'),
      ],
    });
  }
  contenido.push(verificacionQr(url, { texto: 'la autenticidad y el estatus de esta licencia' }));

  return documentoConMembrete({
    titulo: `Licencia de Funcionamiento${provisional ? ' provisional' : ''}`,
    folio: l.folio,
    asunto: `Licencia de Funcionamiento ${tipo.toLowerCase()} ${l.folio} — ${l.establecimiento.nombreComercial}`,
    palabrasClave: [l.folio, String(l.anio), l.titular.rfc, l.establecimiento.clave ?? ''].filter(Boolean),
    marcaDeAgua: provisional ? 'PROVISIONAL' : undefined,
    contenido,
    opciones,
  });
}

/** spec 1 §7.4 GET licencia/{id}/getlicencia */
export function generarLicenciaPdf(licencia: LicenciaPdf, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionLicencia(licencia, opciones));
}
