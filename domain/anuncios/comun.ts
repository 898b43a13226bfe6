// What the two advertising procedures share (spec 3 §2.2–2.3, §3.1–3.2, §4.1, §9): signs in an
// establishment (`anuncio`) and signs on a public road (`anuncio_externo`) are procedures of the kit
// with one shape. Desarrollo Urbano reviews the signs (or returns the request with its reason; the
// taxpayer edits, presses update and sends it again), Protección Civil reviews the high-risk ones
// (a row of type 2 or 10), the taxpayer pays service 1756, Desarrollo Urbano validates the payment
// and signs the authorization format. The permit is for one calendar year: on 1 December the
// taxpayer is told it ends (with a link to renew) and on 31 December it is marked expired.
// No zod and no I/O here: the workflows' bundle reads this file.
import { AREAS } from '../common/catalogos';
import { definirTramite, type DefinicionTramite, type DefPaso, type Efecto } from '../tramite/definicion';
import { ESTATUS } from '../tramite/estatus';
import { OFFSET_CANCUN_MS, finDeDiaCancun } from '../tramite/fechas';
import { SERVICIO } from '../tramite/servicios';
import { recordatoriosAnuncio } from './recordatorios';
import type { DatosAnuncio, ExtraAnuncio } from './contexto';

export type { DatosAnuncio, ExtraAnuncio };

/** The procedures' keys (solicitudes.procedimiento). */
export const ANUNCIOS = { ESTABLECIMIENTO: 'anuncio', EXTERNO: 'anuncio_externo' } as const;
export type ClaveAnuncio = (typeof ANUNCIOS)[keyof typeof ANUNCIOS];
export const CLAVES_ANUNCIO: readonly string[] = Object.values(ANUNCIOS);
export const esClaveAnuncio = (c: string): c is ClaveAnuncio => CLAVES_ANUNCIO.includes(c);

/** solicitudes_anuncio.tipo: a sign in an establishment or on a public road. */
export type TipoSolicitudAnuncio = 'establecimiento' | 'externo';
export const TIPOS_SOLICITUD_ANUNCIO: readonly TipoSolicitudAnuncio[] = ['establecimiento', 'externo'];

/** The procedure's key of each tipo. */
export const CLAVE_ANUNCIO: Readonly<Record<TipoSolicitudAnuncio, string>> = {
  establecimiento: ANUNCIOS.ESTABLECIMIENTO,
  externo: ANUNCIOS.EXTERNO,
};
export const tipoDeClaveAnuncio = (clave: string): TipoSolicitudAnuncio | null =>
  clave === ANUNCIOS.ESTABLECIMIENTO ? 'establecimiento' : clave === ANUNCIOS.EXTERNO ? 'externo' : null;

/** Desarrollo Urbano (area 6): the area that authorizes advertising. */
export const AREA_ANUNCIOS: number = AREAS.find((a) => a.clave === 'desarrollo_urbano')!.id;
/** Protección Civil (area 7): reviews high-risk signs (spec 3 §4.1). */
export const AREA_PROTECCION_CIVIL: number = AREAS.find((a) => a.clave === 'proteccion_civil')!.id;

/** Folios: ANU-2026-000123 (establishment), AVP-2026-000123 (public road). */
export const PREFIJO_FOLIO_ANUNCIO: Readonly<Record<TipoSolicitudAnuncio, string>> = { establecimiento: 'ANU', externo: 'AVP' };
export function folioAnuncio(tipo: TipoSolicitudAnuncio, anio: number, solicitudId: number): string {
  return `${PREFIJO_FOLIO_ANUNCIO[tipo]}-${anio}-${String(solicitudId).padStart(6, '0')}`;
}
/** A folio of either procedure (public verification): ANU-2026-000123 or AVP-2026-000123. */
export const FOLIO_ANUNCIO_RE = /^(ANU|AVP)-(\d{4})-(\d{6,})$/;

/** The steps' keys: the API, the projection and the inbox read them. */
export const PASO_ANUNCIO = {
  REVISION: 'revision',
  PROTECCION_CIVIL: 'proteccion_civil',
  PAGO: 'pago',
  VALIDACION: 'validacion',
  FIRMA: 'firma',
} as const;

/** Business hours each staff step has. */
export const PLAZOS_ANUNCIO = { revision: 24, proteccion_civil: 24, validacion: 8, firma: 8 } as const;

/** The deadlines of the permit (context.plazos keys). */
export const PLAZO_ANUNCIO = { AVISO: 'aviso_vencimiento', VENCIMIENTO: 'vencimiento' } as const;
/**
 * The procedure's own event: a returned request whose signs changed risk (a row of type 2 or 10
 * added or removed) tells the workflow before it is sent again, so Protección Civil reviews it or
 * not. The API signals it (senalEvento) with `{ altoRiesgo }` before `enviarTramite`.
 */
export const EVENTO_ANUNCIO = { RIESGO: 'anuncio.riesgo' } as const;

/** The notifications the deadlines send. */
export const NOTIFICACION_ANUNCIO = { POR_VENCER: 'por_vencer', VENCIDA: 'vencida' } as const;

/** The first instant of 1 December of `anio` in Chetumal (epoch ms): the renewal notice. */
export const avisoVencimientoAnuncio = (anio: number): number => Date.UTC(anio, 11, 1) - OFFSET_CANCUN_MS;
/** The last instant of 31 December of `anio` in Chetumal (epoch ms): the permit ends. */
export const vencimientoAnuncio = (anio: number): number => finDeDiaCancun(`${anio}-12-31`);

/** The five steps; `que` names the request in the inbox ('anuncio', 'anuncio en vía pública'). */
export function pasosAnuncio(que: string): DefPaso<DatosAnuncio>[] {
  return [
    {
      clave: PASO_ANUNCIO.REVISION,
      etiqueta: 'Revisión de Desarrollo Urbano',
      tituloTarea: `Revisión de solicitud de ${que}`,
      tipo: 'revision',
      area: AREA_ANUNCIOS,
      plazoHoras: PLAZOS_ANUNCIO.revision,
      // spec 3 §4.1 status 5: the taxpayer edits, presses update and sends it again.
      devolucion: 'reenviar',
    },
    {
      clave: PASO_ANUNCIO.PROTECCION_CIVIL,
      etiqueta: 'Revisión de Protección Civil',
      tituloTarea: `Revisión de riesgo: ${que}`,
      tipo: 'revision',
      area: AREA_PROTECCION_CIVIL,
      plazoHoras: PLAZOS_ANUNCIO.proteccion_civil,
      // spec 3 §4.1: a row of type 2 or 10 (self-supporting sign, electronic screen) is high risk.
      aplica: (d) => d.altoRiesgo,
      devolucion: 'reenviar',
    },
    // The statement of service 1756 waits to be paid: 2, pending.
    { clave: PASO_ANUNCIO.PAGO, etiqueta: 'Pago de derechos', tipo: 'pago', servicio: SERVICIO.ANUNCIOS, estatusSolicitud: ESTATUS.PENDIENTE },
    {
      clave: PASO_ANUNCIO.VALIDACION,
      etiqueta: 'Validación del pago',
      tituloTarea: `Validación del pago de ${que}`,
      tipo: 'revision',
      area: AREA_ANUNCIOS,
      plazoHoras: PLAZOS_ANUNCIO.validacion,
      validaPago: PASO_ANUNCIO.PAGO,
    },
    {
      clave: PASO_ANUNCIO.FIRMA,
      etiqueta: 'Firma del formato de autorización',
      tituloTarea: `Firma del formato de autorización de ${que}`,
      tipo: 'firma',
      // signed with e.firma where the municipality adopted it (docs/EFIRMA.md): the authorization format
      efirma: true,
      area: AREA_ANUNCIOS,
      plazoHoras: PLAZOS_ANUNCIO.firma,
    },
  ];
}

const sinPunto = (m: string | null) => (m ?? '').trim().replace(/[.\s]+$/, '');

export interface OpcionesAnuncio {
  clave: ClaveAnuncio;
  nombre: string;
  workflowType: string;
  prefijoWorkflow: string;
  /** how the inbox and the notices name it: 'anuncio', 'anuncio en vía pública' */
  que: string;
  /** where the notices take the taxpayer */
  enlace: DefinicionTramite<DatosAnuncio, ExtraAnuncio>['enlace'];
}

/** One of the two definitions: the steps, the timeline, the notices, the permit's year. */
export function definirAnuncio(o: OpcionesAnuncio): DefinicionTramite<DatosAnuncio, ExtraAnuncio> {
  const de = (d: { titulo: string | null; folio: string }) => `${o.que} ${d.titulo ? `de ${d.titulo} ` : ''}(folio ${d.folio})`;
  const notificar = (evento: string, clave: string): Efecto => ({ tipo: 'notificar', evento, clave });
  return definirTramite<DatosAnuncio, ExtraAnuncio>({
    clave: o.clave,
    nombre: o.nombre,
    workflowType: o.workflowType,
    prefijoWorkflow: o.prefijoWorkflow,
    pasos: pasosAnuncio(o.que),
    linea: [
      { clave: 'revision', etiqueta: 'Revisión de Desarrollo Urbano', pasos: [PASO_ANUNCIO.REVISION] },
      { clave: 'proteccion_civil', etiqueta: 'Revisión de Protección Civil', pasos: [PASO_ANUNCIO.PROTECCION_CIVIL] },
      { clave: 'pago', etiqueta: 'Pago y validación', pasos: [PASO_ANUNCIO.PAGO, PASO_ANUNCIO.VALIDACION] },
      { clave: 'firma', etiqueta: 'Formato de autorización', pasos: [PASO_ANUNCIO.FIRMA] },
    ],
    extraInicial: () => ({ avisado: false, vencido: false }),
    // The permit's year: notice on 1 December, expiry at the end of 31 December (Chetumal).
    plazosIniciales: (d) => ({ [PLAZO_ANUNCIO.AVISO]: avisoVencimientoAnuncio(d.anio), [PLAZO_ANUNCIO.VENCIMIENTO]: vencimientoAnuncio(d.anio) }),
    eventos: {
      [EVENTO_ANUNCIO.RIESGO]: {
        estados: ['devuelta'],
        // Returned by Protección Civil itself: it reviews the correction whatever the rows say.
        guard: (c, ev) =>
          typeof ev.datos?.altoRiesgo === 'boolean' && ev.datos.altoRiesgo !== c.datos.altoRiesgo && c.actual !== PASO_ANUNCIO.PROTECCION_CIVIL,
        aplicar: (c, ev) => {
          const altoRiesgo = ev.datos!.altoRiesgo === true;
          const pc = c.pasos[PASO_ANUNCIO.PROTECCION_CIVIL];
          const estatus = altoRiesgo ? (pc.estatus === ESTATUS.NO_APLICA ? ESTATUS.PENDIENTE : pc.estatus) : pc.estatus === ESTATUS.APROBADO ? pc.estatus : ESTATUS.NO_APLICA;
          return { datos: { ...c.datos, altoRiesgo }, pasos: { ...c.pasos, [PASO_ANUNCIO.PROTECCION_CIVIL]: { ...pc, estatus } } };
        },
      },
    },
    plazos: {
      [PLAZO_ANUNCIO.AVISO]: {
        etiqueta: 'aviso de renovación',
        // Only an authorized permit ends; one still in process is told when it is authorized.
        estados: ['terminada'],
        guard: (c) => !c.extra.avisado && !c.extra.vencido,
        aplicar: (c) => ({ extra: { ...c.extra, avisado: true } }),
        efectos: (a, d) => (!a.extra.avisado && d.extra.avisado ? [notificar(NOTIFICACION_ANUNCIO.POR_VENCER, `${NOTIFICACION_ANUNCIO.POR_VENCER}-${d.datos.anio}`)] : []),
      },
      [PLAZO_ANUNCIO.VENCIMIENTO]: {
        etiqueta: 'vigente hasta',
        estados: ['terminada'],
        guard: (c) => !c.extra.vencido,
        // Expired: the notice has no purpose any more (the machine merges these into the deadlines
        // and spends this one).
        aplicar: (c) => ({ extra: { ...c.extra, avisado: true, vencido: true }, plazos: { [PLAZO_ANUNCIO.AVISO]: null } }),
        efectos: (a, d) => (!a.extra.vencido && d.extra.vencido ? [notificar(NOTIFICACION_ANUNCIO.VENCIDA, `${NOTIFICACION_ANUNCIO.VENCIDA}-${d.datos.anio}`)] : []),
      },
    },
    notificaciones: {
      enviada: (d) => ({
        encabezado: `Solicitud de ${o.que} enviada`,
        descripcion: `Su solicitud de ${de(d)} fue enviada a revisión de Desarrollo Urbano.`,
      }),
      pago: (d) => ({
        encabezado: `Estado de cuenta disponible: ${d.servicio ?? ''}`,
        descripcion: `Sus anuncios de la solicitud de ${de(d)} fueron revisados. Ya puede consultar su estado de cuenta y pagar en línea o subir su recibo de pago.`,
      }),
      devuelta: (d) => ({
        encabezado: `Solicitud de ${o.que} devuelta`,
        descripcion: `Su solicitud de ${de(d)} fue devuelta. Motivo: ${sinPunto(d.motivo)}. Edite la información, presione actualizar y envíela nuevamente a revisión.`,
      }),
      rechazada: (d) => ({
        encabezado: `Solicitud de ${o.que} rechazada`,
        descripcion: `Su solicitud de ${de(d)} fue rechazada. Motivo: ${sinPunto(d.motivo)}.`,
      }),
      terminada: (d) => ({
        encabezado: `Solicitud de ${o.que} autorizada`,
        descripcion: `Su solicitud de ${de(d)} fue autorizada. Ya puede consultar el formato de autorización.`,
      }),
      [NOTIFICACION_ANUNCIO.POR_VENCER]: (d) => ({
        encabezado: `Su permiso de ${o.que} vence el 31 de diciembre`,
        descripcion: `El permiso de su solicitud de ${de(d)} vence el 31 de diciembre. Renuévelo para el próximo año desde su solicitud.`,
      }),
      [NOTIFICACION_ANUNCIO.VENCIDA]: (d) => ({
        encabezado: `Permiso de ${o.que} vencido`,
        descripcion: `El permiso de su solicitud de ${de(d)} venció el 31 de diciembre. Solicite la renovación de sus anuncios.`,
      }),
    },
    enlace: o.enlace,
    recordatorios: recordatoriosAnuncio(o.que),
    firmar: { boton: 'Firmar formato de autorización', descripcion: `Se firmará el formato de autorización de ${o.que} y se notificará al contribuyente. ¿Desea continuar?` },
  });
}
