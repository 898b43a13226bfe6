// Constancia de uso de suelo (spec 1 §3 constancia_uso_suelo, §4.4; §7.4 imprimirconstancia).
// Issued by the urban-development area (spec 1 §9 area 6), hence its letterhead line.
import type { Content } from 'pdfmake/interfaces';
import { datos, firma, recuadro, resumen, seccion } from './bloques';
import { fechaLarga, superficie } from './formato';
import { COLOR, documentoConMembrete } from './letterhead';
import { renderizar } from './motor';
import type { OpcionesPdf, UsoSueloPdf } from './tipos';

export const DESARROLLO_URBANO = 'Dirección de Desarrollo Urbano y Medio Ambiente';

export function definicionUsoSuelo(u: UsoSueloPdf, opciones: OpcionesPdf = {}) {
  const resolucion = u.resolucion ?? 'Compatible';
  const condicionantes = u.condicionantes ?? [];
  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Folio', valor: u.folio },
      { etiqueta: 'Fecha', valor: fechaLarga(u.fecha) },
      { etiqueta: 'Resolución', valor: resolucion },
    ]),
    {
      style: 'parrafo',
      margin: [0, 10, 0, 0],
      text: [
        `La ${DESARROLLO_URBANO} del H. Ayuntamiento de Othón P. Blanco hace constar que, conforme a la zonificación vigente, el uso de suelo solicitado para el predio que se describe resulta `,
        { text: resolucion.toUpperCase(), bold: true },
        ' con el giro indicado.',
      ],
    },
    ...(u.titular
      ? [seccion('Solicitante'), datos([{ etiqueta: 'Nombre o razón social', valor: u.titular.nombre }, { etiqueta: 'RFC', valor: u.titular.rfc }])]
      : []),
    seccion('Predio y giro'),
    datos([
      ...(u.nombreComercial ? [{ etiqueta: 'Nombre comercial', valor: u.nombreComercial }] : []),
      ...(u.claveCatastral ? [{ etiqueta: 'Clave catastral', valor: u.claveCatastral }] : []),
      { etiqueta: 'Domicilio', valor: u.domicilio, completo: true },
      { etiqueta: 'Giro', valor: u.giro, completo: true },
      { etiqueta: 'Superficie', valor: superficie(u.superficieM2) },
      { etiqueta: 'Resolución', valor: resolucion },
    ]),
    recuadro(
      {
        text: [{ text: 'Resolución: ', bold: true }, { text: resolucion.toUpperCase(), bold: true, color: COLOR.primario }, ` — uso de suelo ${resolucion.toLowerCase()} con el giro ${u.giro}.`],
      },
      COLOR.acento,
      COLOR.fondo,
    ),
    ...(condicionantes.length ? [seccion('Condicionantes'), { ol: [...condicionantes], fontSize: 9 } as Content] : []),
    {
      text: 'Esta constancia ampara únicamente el giro, la superficie y el domicilio señalados; cualquier cambio requiere una nueva constancia.',
      style: 'nota',
      margin: [0, 10, 0, 0],
    },
    { columns: [{ width: '*', text: '' }, { width: 260, stack: [firma(u.firmante?.nombre ?? DESARROLLO_URBANO, u.firmante?.cargo ?? 'Desarrollo Urbano Municipal')] }, { width: '*', text: '' }] },
  ];
  return documentoConMembrete({
    titulo: 'Constancia de Uso de Suelo',
    folio: u.folio,
    dependencia: DESARROLLO_URBANO,
    asunto: `Constancia de uso de suelo ${u.folio}`,
    palabrasClave: [u.folio, u.claveCatastral ?? ''].filter(Boolean),
    contenido,
    opciones,
  });
}

export function generarUsoSueloPdf(constancia: UsoSueloPdf, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionUsoSuelo(constancia, opciones));
}
