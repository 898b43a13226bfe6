// Anuencia de Protección Civil (spec 1 §3 anuencia: periodo, fecha_aprobacion; §7.4
// imprimiranuencia). Issued by the civil-protection area (spec 1 §9 area 7), hence its letterhead line.
import type { Content } from 'pdfmake/interfaces';
import { datos, datosEstablecimiento, datosTitular, firma, resumen, seccion } from './bloques';
import { fechaLarga } from './formato';
import { documentoConMembrete } from './letterhead';
import { renderizar } from './motor';
import type { AnuenciaPdf, OpcionesPdf } from './tipos';

export const PROTECCION_CIVIL = 'Coordinación Municipal de Protección Civil';

export function definicionAnuencia(a: AnuenciaPdf, opciones: OpcionesPdf = {}) {
  const contenido: Content[] = [
    resumen([
      { etiqueta: 'Folio', valor: a.folio },
      { etiqueta: 'Periodo', valor: a.periodo },
      { etiqueta: 'Fecha de aprobación', valor: fechaLarga(a.fechaAprobacion) },
    ]),
    {
      style: 'parrafo',
      margin: [0, 10, 0, 0],
      text: [
        `La ${PROTECCION_CIVIL} del H. Ayuntamiento de Othón P. Blanco, una vez revisadas las condiciones de seguridad del establecimiento que se describe, otorga la presente `,
        { text: 'Anuencia de Protección Civil', bold: true },
        ' a favor de ',
        { text: a.titular.nombre, bold: true },
        `, válida para el periodo ${a.periodo}.`,
      ],
    },
    seccion('Titular'),
    datos(datosTitular(a.titular)),
    seccion('Establecimiento'),
    datos(datosEstablecimiento(a.establecimiento)),
    {
      text:
        'El titular se obliga a mantener las medidas de seguridad, señalización, extintores y rutas de evacuación vigentes ' +
        'durante el periodo. La autoridad podrá verificar su cumplimiento en cualquier momento.',
      style: 'nota',
      margin: [0, 10, 0, 0],
    },
    { columns: [{ width: '*', text: '' }, { width: 260, stack: [firma(a.firmante?.nombre ?? PROTECCION_CIVIL, a.firmante?.cargo ?? 'Protección Civil Municipal')] }, { width: '*', text: '' }] },
  ];
  return documentoConMembrete({
    titulo: 'Anuencia de Protección Civil',
    folio: a.folio,
    dependencia: PROTECCION_CIVIL,
    asunto: `Anuencia de Protección Civil ${a.folio} — ${a.establecimiento.nombreComercial}`,
    palabrasClave: [a.folio, String(a.periodo), a.titular.rfc],
    contenido,
    opciones,
  });
}

export function generarAnuenciaPdf(anuencia: AnuenciaPdf, opciones: OpcionesPdf = {}): Promise<Buffer> {
  return renderizar(definicionAnuencia(anuencia, opciones));
}
