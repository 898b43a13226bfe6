// What the five change requests of an establishment share (spec 2 §2–§8): trade name, address,
// economic activity, owner and closure. Each is a procedure of the kit with its own definition;
// this file holds their common rules, messages and the factory of their definitions.
import { AREA_LICENCIAS } from '../common/catalogos';
import { AREA_DESARROLLO_URBANO, AREA_SARE } from '../licencia/definicion';
import { TIPO_PROCESO } from '../licencia/constantes';
import { definirTramite, type DefinicionTramite, type DefPaso, type Notificaciones } from '../tramite/definicion';
import { ESTATUS } from '../tramite/estatus';
import { SERVICIO } from '../tramite/servicios';
import { cerrada } from '../tramite/lectura';

/** The procedures' keys (solicitudes.procedimiento, cambios.tipo). */
export const CAMBIO = {
  NOMBRE: 'cambio_nombre',
  DOMICILIO: 'cambio_domicilio',
  ACTIVIDAD: 'cambio_actividad',
  PROPIETARIO: 'cambio_propietario',
  BAJA: 'baja',
} as const;
export type TipoCambio = (typeof CAMBIO)[keyof typeof CAMBIO];
export const TIPOS_CAMBIO: readonly TipoCambio[] = Object.values(CAMBIO);
export const esTipoCambio = (t: string): t is TipoCambio => (TIPOS_CAMBIO as readonly string[]).includes(t);

/** spec 2 §2 movements dialog: the types the server lists for an establishment (1, 2, 3). */
export const TIPO_MOVIMIENTO = { NOMBRE: 1, DOMICILIO: 2, ACTIVIDAD: 3 } as const;
export type TipoMovimiento = (typeof TIPO_MOVIMIENTO)[keyof typeof TIPO_MOVIMIENTO];
export const CAMBIO_DE_MOVIMIENTO: Readonly<Record<TipoMovimiento, TipoCambio>> = {
  1: CAMBIO.NOMBRE,
  2: CAMBIO.DOMICILIO,
  3: CAMBIO.ACTIVIDAD,
};

/** The folio prefix of each change request: CNC-2026-000123. */
export const PREFIJO_FOLIO: Readonly<Record<TipoCambio, string>> = {
  cambio_nombre: 'CNC',
  cambio_domicilio: 'CDO',
  cambio_actividad: 'CAE',
  cambio_propietario: 'CPR',
  baja: 'BAJA',
};
export const folioCambio = (tipo: TipoCambio, anio: number, solicitudId: number) => `${PREFIJO_FOLIO[tipo]}-${anio}-${String(solicitudId).padStart(6, '0')}`;

/** Spec 2 strings every change request uses, verbatim. */
export const MSG_CAMBIOS = {
  tituloMovimientos: 'Solicitudes de movimientos a realizar',
  camposObligatorios: 'Por favor, completa los campos obligatorios',
  requerido: 'El campo es requerido',
  confirmarEliminar: '¿Realmente deseas eliminar esta solicitud?',
  noReversible: 'Esta acción no puede ser revertida',
  actualizada: 'Solicitud actualizada exitosamente',
  enviada: 'Solicitud enviada exitosamente',
  reciboCargado: 'Recibo cargado exitosamente',
  documentosAdjuntados: 'Documentos adjuntados con exito',
  fotosAdjuntadas: 'Fotos adjuntados con exito',
  errorGenerico: 'Ha ocurrido un error, intenta de nuevo',
  aprobada: 'Solicitud aprobada',
  enviarRevision: 'Enviar a revisión',
  verMotivo: 'Ver motivo de rechazo',
  eliminarSolicitud: 'Eliminar solicitud',
  imagen: 'El archivo debe ser una imagen (png, jpg, jpeg).',
  tamano: 'El tamaño debe ser menor a 14 MB!',
} as const;

/** Our own words (correct Spanish) where the spec shows none. */
export const MSG_CAMBIOS_EXTRA = {
  creada: 'Solicitud creada exitosamente',
  eliminada: 'Solicitud eliminada exitosamente',
  bloqueada: 'La solicitud ya fue enviada a revisión: no puede modificarse.',
  noEliminable: 'Solo puede eliminarse una solicitud sin enviar o devuelta.',
  yaExiste: 'Ya existe una solicitud de este tipo en curso para el establecimiento.',
  establecimientoBaja: 'El establecimiento fue dado de baja: no admite nuevas solicitudes.',
  sinLicencia: 'El establecimiento necesita una licencia de funcionamiento aprobada para solicitar cambios.',
  pagoNotificado: 'Pago notificado exitosamente',
  adeudoRegistrado: 'Adeudo registrado exitosamente',
} as const;

/** spec 2 §4: a request may be edited, deleted and sent only in 1 or 5. */
export const ESTATUS_EDITABLES: readonly number[] = [ESTATUS.BORRADOR, ESTATUS.RECHAZADO];
export const esEditable = (estatus: number) => ESTATUS_EDITABLES.includes(estatus);
export const esEliminable = (estatus: number) => ESTATUS_EDITABLES.includes(estatus);
export const esEnviable = (estatus: number) => ESTATUS_EDITABLES.includes(estatus);
/** spec 2 §4: a request still in course (not approved, not rejected for good). */
export const enCurso = (estado: string) => !cerrada(estado);

/** What shapes the steps of every change request; fixed when it is sent. */
export interface DatosCambio {
  /** the establishment's process: 1 Licencias, 2 SARE */
  tipoProceso: number;
  /** the establishment (or the requested activity) sells alcohol */
  hasAlcohol: boolean;
}

/**
 * Who reviews a change: SARE reviews its own low-risk businesses; with alcohol a SARE request moves
 * to Licencias de Funcionamiento (spec 2 §2 change of activity, §8 reassignment).
 */
export const areaRevision = (d: DatosCambio) => (d.tipoProceso === TIPO_PROCESO.SARE && !d.hasAlcohol ? AREA_SARE : AREA_LICENCIAS);
/** SARE decides within 72 business hours; a change is one review of that promise. */
export const plazoRevision = (d: DatosCambio) => (d.tipoProceso === TIPO_PROCESO.SARE && !d.hasAlcohol ? 16 : 40);

/** The review step every change request ends with (Licencias or SARE). */
export function pasoRevision<D extends DatosCambio>(etiqueta: string, tituloTarea: string): DefPaso<D> {
  return { clave: 'revision', etiqueta, tituloTarea, tipo: 'revision', area: areaRevision, plazoHoras: plazoRevision };
}

const sinPunto = (m: string | null) => (m ?? '').trim().replace(/[.\s]+$/, '');

export interface OpcionesCambio<D extends DatosCambio, X> extends Omit<DefinicionTramite<D, X>, 'notificaciones' | 'enlace'> {
  /** 'el cambio de nombre comercial', 'la baja' — how notices name the request */
  articulo: string;
  /** what the approval did, for the notice: 'El nombre comercial de su establecimiento ya fue actualizado.' */
  alAprobar: string;
  notificaciones?: Notificaciones;
}

/**
 * A change request's definition: its steps and texts, the kit's notices worded once for all five,
 * and the notice's link to the establishments (where each request's card and dialog live).
 */
export function definirCambio<D extends DatosCambio, X = Record<string, never>>(o: OpcionesCambio<D, X>): DefinicionTramite<D, X> {
  const { articulo, alAprobar, notificaciones, ...def } = o;
  const de = (d: { titulo: string | null; folio: string }) => `${articulo} de ${d.titulo ?? 'su establecimiento'} (folio ${d.folio})`;
  return definirTramite<D, X>({
    ...def,
    notificaciones: {
      pago: (d) => ({
        encabezado: `Estado de cuenta disponible: ${d.servicio ?? ''}`,
        descripcion: `Su solicitud de ${de(d)} tiene un pago pendiente. Ya puede consultar su estado de cuenta y pagar en línea o notificar su pago.`,
      }),
      devuelta: (d) => ({
        encabezado: `Solicitud de ${o.nombre.toLowerCase()} devuelta`,
        descripcion: `Su solicitud de ${de(d)} fue devuelta. Motivo: ${sinPunto(d.motivo)}. Corríjala y envíela nuevamente a revisión.`,
      }),
      rechazada: (d) => ({
        encabezado: `Solicitud de ${o.nombre.toLowerCase()} rechazada`,
        descripcion: `Su solicitud de ${de(d)} fue rechazada. Motivo: ${sinPunto(d.motivo)}.`,
      }),
      terminada: (d) => ({
        encabezado: `Solicitud de ${o.nombre.toLowerCase()} aprobada`,
        descripcion: `Su solicitud de ${de(d)} fue aprobada. ${alAprobar}`,
      }),
      ...notificaciones,
    },
    enlace: () => '/admin/establecimientos',
  });
}

/** A change that needs the land use of the new address or activity (spec 2 §3 constancia_us_cd / constancia_us_ca). */
export interface DatosUsoSuelo extends DatosCambio {
  /** the taxpayer attached a land-use certificate: Desarrollo Urbano's steps do not apply */
  tieneUsoSuelo: boolean;
}

const sinUsoSuelo = (d: DatosUsoSuelo) => !d.tieneUsoSuelo;

/** Desarrollo Urbano verifies the land use, the taxpayer pays 1755, and Desarrollo Urbano validates the payment. */
export function pasosUsoSuelo<D extends DatosUsoSuelo>(): DefPaso<D>[] {
  return [
    {
      clave: 'verificacion_uso_suelo',
      etiqueta: 'Verificación de uso de suelo',
      tituloTarea: 'Verificación de uso de suelo',
      tipo: 'revision',
      area: AREA_DESARROLLO_URBANO,
      plazoHoras: 24,
      aplica: sinUsoSuelo,
    },
    { clave: 'pago_uso_suelo', etiqueta: 'Pago de uso de suelo', tipo: 'pago', servicio: SERVICIO.USO_SUELO, aplica: sinUsoSuelo },
    {
      clave: 'validacion_uso_suelo',
      etiqueta: 'Validación de uso de suelo',
      tituloTarea: 'Validación del pago de uso de suelo',
      tipo: 'revision',
      area: AREA_DESARROLLO_URBANO,
      plazoHoras: 8,
      validaPago: 'pago_uso_suelo',
      aplica: sinUsoSuelo,
    },
  ];
}
