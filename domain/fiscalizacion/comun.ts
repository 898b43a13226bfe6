// What extraordinary hours (EXTRA) and live music (VARIEDAD) share (spec 2 §2–§5, §7, §9): the two
// are procedures of the kit with one shape. Fiscalización reviews the dates and approves hours per
// date (or returns the request with its reason, the spec's motivo_rechazo_operador; the taxpayer
// edits and sends it again), the taxpayer pays service 1754 for the approved hours (online or a
// receipt), Fiscalización validates the payment, then the operator and the inspector sign the
// certificate. No zod and no I/O here: the workflows' bundle reads this file.
import { AREAS } from '../common/catalogos';
import { definirTramite, type DefinicionTramite, type DefPaso } from '../tramite/definicion';
import { ESTATUS } from '../tramite/estatus';
import { SERVICIO } from '../tramite/servicios';

/** Fiscalización (area 9, role 'fiscalizacion'). */
export const AREA_FISCALIZACION = AREAS.find((a) => a.clave === 'fiscalizacion')!.id;

/** The procedures' keys (solicitudes.procedimiento). */
export const FISCALIZACION = { EXTRA: 'horario_extraordinario', VARIEDAD: 'musica_viva' } as const;
export type ClaveFiscalizacion = (typeof FISCALIZACION)[keyof typeof FISCALIZACION];
export const CLAVES_FISCALIZACION: readonly string[] = Object.values(FISCALIZACION);
export const esClaveFiscalizacion = (c: string): c is ClaveFiscalizacion => CLAVES_FISCALIZACION.includes(c);
/** spec 2 §3 tipo of each procedure. */
export const TIPO_DE_CLAVE: Readonly<Record<ClaveFiscalizacion, 'EXTRA' | 'VARIEDAD'>> = { horario_extraordinario: 'EXTRA', musica_viva: 'VARIEDAD' };
export const CLAVE_DE_TIPO = { EXTRA: FISCALIZACION.EXTRA, VARIEDAD: FISCALIZACION.VARIEDAD } as const;

/** Folios: HEX-2026-000123 (extraordinary hours), MUV-2026-000123 (live music). */
export const PREFIJO_FOLIO_FISCALIZACION: Readonly<Record<'EXTRA' | 'VARIEDAD', string>> = { EXTRA: 'HEX', VARIEDAD: 'MUV' };
export const folioFiscalizacion = (tipo: 'EXTRA' | 'VARIEDAD', anio: number, solicitudId: number) =>
  `${PREFIJO_FOLIO_FISCALIZACION[tipo]}-${anio}-${String(solicitudId).padStart(6, '0')}`;

/** The steps' keys: the API, the projection and the inbox read them. */
export const PASO_FISCALIZACION = {
  REVISION: 'revision',
  PAGO: 'pago',
  VALIDACION: 'validacion',
  FIRMA_OPERADOR: 'firma_operador',
  FIRMA_FISCALIZADOR: 'firma_fiscalizador',
} as const;

/** Nothing shapes the steps: every request walks the same five. */
export type DatosFiscalizacion = Record<string, never>;

/** Business hours Fiscalización has for each step: requests are for dates weeks ahead, but short. */
export const PLAZOS_FISCALIZACION = { revision: 16, validacion: 8, firma_operador: 8, firma_fiscalizador: 8 } as const;

/** The five steps; `que` names the request in the inbox ('horario extraordinario', 'música viva'). */
export function pasosFiscalizacion(que: string): DefPaso<DatosFiscalizacion>[] {
  return [
    {
      clave: PASO_FISCALIZACION.REVISION,
      etiqueta: 'Revisión de Fiscalización',
      tituloTarea: `Revisión de solicitud de ${que}`,
      tipo: 'revision',
      area: AREA_FISCALIZACION,
      plazoHoras: PLAZOS_FISCALIZACION.revision,
      // spec 2 §4: returned (5) with the reason; the taxpayer edits and sends it again.
      devolucion: 'reenviar',
    },
    // The statement of the approved hours waits to be paid: 2, pending.
    { clave: PASO_FISCALIZACION.PAGO, etiqueta: 'Pago de derechos', tipo: 'pago', servicio: SERVICIO.HORARIO_EXTRA, estatusSolicitud: ESTATUS.PENDIENTE },
    {
      clave: PASO_FISCALIZACION.VALIDACION,
      etiqueta: 'Validación del pago',
      tituloTarea: `Validación del pago de ${que}`,
      tipo: 'revision',
      area: AREA_FISCALIZACION,
      plazoHoras: PLAZOS_FISCALIZACION.validacion,
      validaPago: PASO_FISCALIZACION.PAGO,
    },
    {
      clave: PASO_FISCALIZACION.FIRMA_OPERADOR,
      etiqueta: 'Firma del operador',
      tituloTarea: `Firma del operador: constancia de ${que}`,
      tipo: 'firma',
      // signed with e.firma where the municipality adopted it (docs/EFIRMA.md): the certificate, operator first
      efirma: true,
      area: AREA_FISCALIZACION,
      plazoHoras: PLAZOS_FISCALIZACION.firma_operador,
    },
    {
      clave: PASO_FISCALIZACION.FIRMA_FISCALIZADOR,
      etiqueta: 'Firma del fiscalizador',
      tituloTarea: `Firma del fiscalizador: constancia de ${que}`,
      tipo: 'firma',
      efirma: true,
      area: AREA_FISCALIZACION,
      plazoHoras: PLAZOS_FISCALIZACION.firma_fiscalizador,
    },
  ];
}

const sinPunto = (m: string | null) => (m ?? '').trim().replace(/[.\s]+$/, '');

export interface OpcionesFiscalizacion {
  clave: ClaveFiscalizacion;
  nombre: string;
  workflowType: string;
  prefijoWorkflow: string;
  /** how the inbox and the notices name it: 'horario extraordinario', 'música viva' */
  que: string;
}

/** One of the two definitions: the steps, the timeline, the notices and the link to the requests. */
export function definirFiscalizacion(o: OpcionesFiscalizacion): DefinicionTramite<DatosFiscalizacion, Record<string, never>> {
  const de = (d: { titulo: string | null; folio: string }) => `${o.que} de ${d.titulo ?? 'su establecimiento'} (folio ${d.folio})`;
  return definirTramite<DatosFiscalizacion>({
    clave: o.clave,
    nombre: o.nombre,
    workflowType: o.workflowType,
    prefijoWorkflow: o.prefijoWorkflow,
    pasos: pasosFiscalizacion(o.que),
    linea: [
      { clave: 'revision', etiqueta: 'Revisión de Fiscalización', pasos: [PASO_FISCALIZACION.REVISION] },
      { clave: 'pago', etiqueta: 'Pago y validación', pasos: [PASO_FISCALIZACION.PAGO, PASO_FISCALIZACION.VALIDACION] },
      { clave: 'firmas', etiqueta: 'Firma de la constancia', pasos: [PASO_FISCALIZACION.FIRMA_OPERADOR, PASO_FISCALIZACION.FIRMA_FISCALIZADOR] },
    ],
    notificaciones: {
      enviada: (d) => ({
        encabezado: `Solicitud de ${o.que} enviada`,
        descripcion: `Su solicitud de ${de(d)} fue enviada a revisión de Fiscalización.`,
      }),
      pago: (d) => ({
        encabezado: `Estado de cuenta disponible: ${d.servicio ?? ''}`,
        descripcion: `Fiscalización aprobó las horas de su solicitud de ${de(d)}. Ya puede consultar su estado de cuenta y pagar en línea o subir su recibo de pago.`,
      }),
      devuelta: (d) => ({
        encabezado: `Solicitud de ${o.que} devuelta`,
        descripcion: `Su solicitud de ${de(d)} fue devuelta. Motivo: ${sinPunto(d.motivo)}. Corríjala, súbala firmada y envíela nuevamente a revisión.`,
      }),
      rechazada: (d) => ({
        encabezado: `Solicitud de ${o.que} rechazada`,
        descripcion: `Su solicitud de ${de(d)} fue rechazada. Motivo: ${sinPunto(d.motivo)}.`,
      }),
      terminada: (d) => ({
        encabezado: `Solicitud de ${o.que} aprobada`,
        descripcion: `Su solicitud de ${de(d)} fue aprobada y firmada. Ya puede descargar su constancia.`,
      }),
    },
    // The requests dialog of the establishments page (web/fiscalizacion).
    enlace: () => '/admin/horarios-extraordinarios',
    firmar: { boton: 'Firmar constancia', descripcion: `Se firmará la constancia de ${o.que} y se notificará al contribuyente. ¿Desea continuar?` },
  });
}
