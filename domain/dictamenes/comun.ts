// What the two permits with a review chain share (spec 3 §2.5–2.6, §3.4–3.5, §4.4, §9): a
// telecommunications tower or antenna (`torre`) and a billboard (`espectacular`) are procedures of
// the kit with one shape. Desarrollo Urbano's technical review, the head of department's review and
// the Dirección's review follow one another; any level may return the request with its reason (5):
// the taxpayer edits it and sends it again, and it resumes at the level that returned it (earlier
// approvals stay). Then the fee (1757 / 1758), its validation by Desarrollo Urbano and the
// Dirección's signature of the dictamen.
// No zod and no I/O here: the workflows' bundle reads this file.
import { AREAS_DICTAMEN, areaPorClave } from '../common/catalogos';
import { definirTramite, type DefinicionTramite, type DefPaso } from '../tramite/definicion';
import { ESTATUS } from '../tramite/estatus';
import type { ServicioId } from '../tramite/servicios';

/** The procedures' keys (solicitudes.procedimiento). */
export const DICTAMENES = { TORRE: 'torre', ESPECTACULAR: 'espectacular' } as const;
export type TipoDictamen = 'torre' | 'espectacular';
export const CLAVES_DICTAMEN: readonly TipoDictamen[] = [DICTAMENES.TORRE, DICTAMENES.ESPECTACULAR];
export const esClaveDictamen = (c: string): c is TipoDictamen => (CLAVES_DICTAMEN as readonly string[]).includes(c);
/** The procedure of a key; null when it is neither. */
export const tipoDeClaveDictamen = (clave: string): TipoDictamen | null => (esClaveDictamen(clave) ? clave : null);

/** Folios: TOR-2026-000123 (tower), ESP-2026-000123 (billboard). */
export const PREFIJO_FOLIO_DICTAMEN: Readonly<Record<TipoDictamen, 'TOR' | 'ESP'>> = { torre: 'TOR', espectacular: 'ESP' };
export function folioDictamen(tipo: TipoDictamen, anio: number, solicitudId: number): string {
  return `${PREFIJO_FOLIO_DICTAMEN[tipo]}-${anio}-${String(solicitudId).padStart(6, '0')}`;
}
/** A folio of either procedure (public verification): TOR-2026-000123 or ESP-2026-000123. */
export const FOLIO_DICTAMEN_RE = /^(TOR|ESP)-(\d{4})-(\d{6,})$/;

/** Desarrollo Urbano (area 6): the technical review and the payment's validation. */
export const AREA_REVISION_DICTAMEN: number = areaPorClave('desarrollo_urbano');
/** Jefatura de Departamento de Desarrollo Urbano (area 61): the second level. */
export const AREA_JEFATURA: number = areaPorClave('jefatura_desarrollo_urbano');
/** Dirección de Desarrollo Urbano (area 62): the third level and the signature. */
export const AREA_DIRECCION: number = areaPorClave('direccion_desarrollo_urbano');
/** Staff who may read and list tower and billboard requests: the three levels. */
export { AREAS_DICTAMEN };

/** The steps' keys: the API, the projection and the inbox read them. */
export const PASO_DICTAMEN = {
  REVISION: 'revision',
  JEFATURA: 'jefatura',
  DIRECCION: 'direccion',
  PAGO: 'pago',
  VALIDACION: 'validacion',
  FIRMA: 'firma',
} as const;
export type PasoDictamen = (typeof PASO_DICTAMEN)[keyof typeof PASO_DICTAMEN];

/** spec 3 §4.4 estatus_revision while each step is current (the kit's request status). */
export const ESTATUS_PASO_DICTAMEN: Readonly<Record<PasoDictamen, number>> = {
  revision: ESTATUS.ENVIADO, // 10 sent to review
  jefatura: ESTATUS.JEFATURA, // 16 sent to the department head
  direccion: ESTATUS.EN_PROCESO, // 3 validated and sent to the Dirección
  pago: ESTATUS.APROBADO, // 4 approved and sent to signing
  validacion: ESTATUS.APROBADO,
  firma: ESTATUS.APROBADO,
};

/**
 * The chain's levels a reviewer decides with changeStatus: the step current at each status and the
 * status that approves it (spec 3 §4.4: at 10 {16}; at 16 {3}; at 3 {4}).
 */
export const APROBACION_DICTAMEN: readonly { paso: PasoDictamen; desde: number; hacia: number }[] = [
  { paso: PASO_DICTAMEN.REVISION, desde: ESTATUS.ENVIADO, hacia: ESTATUS.JEFATURA },
  { paso: PASO_DICTAMEN.JEFATURA, desde: ESTATUS.JEFATURA, hacia: ESTATUS.EN_PROCESO },
  { paso: PASO_DICTAMEN.DIRECCION, desde: ESTATUS.EN_PROCESO, hacia: ESTATUS.APROBADO },
];

/** What shapes the steps: whether it renews a past year's dictamen. */
export interface DatosDictamen {
  renovacion: boolean;
}

/** Business hours each staff step has. */
export const PLAZOS_DICTAMEN = { revision: 24, jefatura: 16, direccion: 16, validacion: 8, firma: 8 } as const;

/** The six steps; `que` names the request in the inbox ('torre de telecomunicaciones', 'anuncio espectacular'). */
export function pasosDictamen(que: string, servicio: ServicioId): DefPaso<DatosDictamen>[] {
  return [
    {
      clave: PASO_DICTAMEN.REVISION,
      etiqueta: 'Revisión técnica',
      tituloTarea: `Revisión técnica de ${que}`,
      tipo: 'revision',
      area: AREA_REVISION_DICTAMEN,
      plazoHoras: PLAZOS_DICTAMEN.revision,
      devolucion: 'reenviar',
      estatusSolicitud: ESTATUS_PASO_DICTAMEN.revision,
    },
    {
      clave: PASO_DICTAMEN.JEFATURA,
      etiqueta: 'Revisión del Jefe de Departamento',
      tituloTarea: `Revisión del Jefe de Departamento: ${que}`,
      tipo: 'revision',
      area: AREA_JEFATURA,
      plazoHoras: PLAZOS_DICTAMEN.jefatura,
      devolucion: 'reenviar',
      estatusSolicitud: ESTATUS_PASO_DICTAMEN.jefatura,
    },
    {
      clave: PASO_DICTAMEN.DIRECCION,
      etiqueta: 'Revisión de la Dirección',
      tituloTarea: `Revisión de la Dirección: ${que}`,
      tipo: 'revision',
      area: AREA_DIRECCION,
      plazoHoras: PLAZOS_DICTAMEN.direccion,
      devolucion: 'reenviar',
      estatusSolicitud: ESTATUS_PASO_DICTAMEN.direccion,
    },
    { clave: PASO_DICTAMEN.PAGO, etiqueta: 'Pago de derechos', tipo: 'pago', servicio, estatusSolicitud: ESTATUS_PASO_DICTAMEN.pago },
    {
      clave: PASO_DICTAMEN.VALIDACION,
      etiqueta: 'Validación del pago',
      tituloTarea: `Validación del pago del dictamen de ${que}`,
      tipo: 'revision',
      area: AREA_REVISION_DICTAMEN,
      plazoHoras: PLAZOS_DICTAMEN.validacion,
      validaPago: PASO_DICTAMEN.PAGO,
      estatusSolicitud: ESTATUS_PASO_DICTAMEN.validacion,
    },
    {
      clave: PASO_DICTAMEN.FIRMA,
      etiqueta: 'Firma del dictamen',
      tituloTarea: `Firma del dictamen de ${que}`,
      tipo: 'firma',
      // signed with e.firma where the municipality adopted it (docs/EFIRMA.md): the dictamen
      efirma: true,
      area: AREA_DIRECCION,
      plazoHoras: PLAZOS_DICTAMEN.firma,
      devolucion: 'reenviar',
      estatusSolicitud: ESTATUS_PASO_DICTAMEN.firma,
    },
  ];
}

const sinPunto = (m: string | null) => (m ?? '').trim().replace(/[.\s]+$/, '');

export interface OpcionesDictamen {
  clave: TipoDictamen;
  nombre: string;
  workflowType: string;
  prefijoWorkflow: string;
  /** how the inbox and the notices name it: 'torre de telecomunicaciones', 'anuncio espectacular' */
  que: string;
  servicio: ServicioId;
  /** where the notices take the taxpayer */
  enlace: DefinicionTramite<DatosDictamen>['enlace'];
}

/** One of the two definitions: the chain, the timeline, the notices. */
export function definirDictamen(o: OpcionesDictamen): DefinicionTramite<DatosDictamen> {
  const de = (d: { folio: string }) => `${o.que} (folio ${d.folio})`;
  return definirTramite<DatosDictamen, Record<string, unknown>>({
    clave: o.clave,
    nombre: o.nombre,
    workflowType: o.workflowType,
    prefijoWorkflow: o.prefijoWorkflow,
    pasos: pasosDictamen(o.que, o.servicio),
    linea: [
      { clave: 'revision', etiqueta: 'Revisión técnica', pasos: [PASO_DICTAMEN.REVISION] },
      { clave: 'jefatura', etiqueta: 'Jefatura de Departamento', pasos: [PASO_DICTAMEN.JEFATURA] },
      { clave: 'direccion', etiqueta: 'Dirección de Desarrollo Urbano', pasos: [PASO_DICTAMEN.DIRECCION] },
      { clave: 'pago', etiqueta: 'Pago y validación', pasos: [PASO_DICTAMEN.PAGO, PASO_DICTAMEN.VALIDACION] },
      { clave: 'firma', etiqueta: 'Dictamen firmado', pasos: [PASO_DICTAMEN.FIRMA] },
    ],
    notificaciones: {
      enviada: (d) => ({
        encabezado: `Solicitud de ${o.que} enviada`,
        descripcion: `Su solicitud de ${de(d)} fue enviada a revisión de Desarrollo Urbano.`,
      }),
      pago: (d) => ({
        encabezado: `Estado de cuenta disponible: ${d.servicio ?? ''}`,
        descripcion: `Su solicitud de ${de(d)} fue aprobada por la Dirección de Desarrollo Urbano. Ya puede consultar su estado de cuenta y pagar en línea o subir su recibo de pago.`,
      }),
      devuelta: (d) => ({
        encabezado: `Solicitud de ${o.que} rechazada`,
        descripcion: `Su solicitud de ${de(d)} fue rechazada. Motivo: ${sinPunto(d.motivo)}. Corrija la información, presione actualizar y envíela nuevamente a revisión.`,
      }),
      rechazada: (d) => ({
        encabezado: `Solicitud de ${o.que} rechazada`,
        descripcion: `Su solicitud de ${de(d)} fue rechazada. Motivo: ${sinPunto(d.motivo)}.`,
      }),
      terminada: (d) => ({
        encabezado: `Dictamen de ${o.que} firmado`,
        descripcion: `El dictamen de su solicitud de ${de(d)} fue firmado. Ya puede consultarlo y descargarlo.`,
      }),
    },
    enlace: o.enlace,
    aprobar: { boton: 'Aprobar', descripcion: `Se aprobará la solicitud de ${o.que} y pasará al siguiente nivel de revisión. ¿Desea continuar?` },
    firmar: { boton: 'Firmar dictamen', descripcion: `Se firmará el dictamen de ${o.que} y se notificará al contribuyente. ¿Desea continuar?` },
  });
}
