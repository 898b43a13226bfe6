// Market-stall leases (spec 3 §2.7, §3.6, §4.5, §5.5, §7.6): a concessionaire of a public
// market asks Mercados to approve leasing their stall to someone else. A procedure of the kit:
// Mercados validates the request (10 → 3); then it is the taxpayer's turn to upload the lease
// contract (an 'entrega' step); Mercados validates the contract; the municipality's 10 % of the
// monthly rent (1759) is paid online or by a receipt ('Subir Recibo Pago') and Mercados validates it.
// The lease then stays in force until its contract's end date: a durable timer tells the parties 30
// days before and marks it expired on that day.
// No zod and no I/O here: the workflows' bundle reads this file.
import { AREA_MERCADOS } from '../common/catalogos';
import { definirTramite, type Efecto } from '../tramite/definicion';
import { ESTATUS } from '../tramite/estatus';
import { finDeDiaCancun, OFFSET_CANCUN_MS, esFechaIso, sumarDias } from '../tramite/fechas';
import { SERVICIO } from '../tramite/servicios';
import { recordatoriosArrendamiento } from './recordatorios';
import type { DatosArrendamiento, ExtraArrendamiento } from './contexto';

export type { DatosArrendamiento, ExtraArrendamiento };

export const CLAVE_ARRENDAMIENTO = 'arrendamiento';

/** Folios: ARR-2026-000123. */
export const folioArrendamiento = (anio: number, solicitudId: number) => `ARR-${anio}-${String(solicitudId).padStart(6, '0')}`;
export const FOLIO_ARRENDAMIENTO_RE = /^ARR-(\d{4})-(\d{6,})$/;

export { AREA_MERCADOS };

export const PASO_ARRENDAMIENTO = {
  SOLICITUD: 'revision_solicitud',
  CONTRATO: 'contrato',
  REVISION_CONTRATO: 'revision_contrato',
  PAGO: 'pago',
  VALIDACION: 'validacion_pago',
} as const;

/** Business hours each Mercados step has. */
export const PLAZOS_ARRENDAMIENTO = { revision_solicitud: 24, revision_contrato: 24, validacion_pago: 8 } as const;

/** context.plazos keys. */
export const PLAZO_ARRENDAMIENTO = { AVISO: 'aviso_vencimiento', VENCIMIENTO: 'vencimiento' } as const;
/**
 * The procedure's own event: the contract's dates, signalled by the API (senalEvento) each time the
 * taxpayer sends the contract (validarContrato), before the delivery itself.
 */
export const EVENTO_ARRENDAMIENTO = { VIGENCIA: 'arrendamiento.vigencia' } as const;
export const NOTIFICACION_ARRENDAMIENTO = { POR_VENCER: 'por_vencer', VENCIDO: 'vencido' } as const;

/** Days before the end date when both parties are told. */
export const DIAS_AVISO_ARRENDAMIENTO = 30;
/** 00:00 in Chetumal, 30 days before the end date (epoch ms). */
export const avisoVencimientoArrendamiento = (fechaFin: string): number =>
  Date.parse(`${sumarDias(fechaFin, -DIAS_AVISO_ARRENDAMIENTO)}T00:00:00Z`) - OFFSET_CANCUN_MS;
/** The last instant of the end date in Chetumal (epoch ms): the lease ends. */
export const vencimientoArrendamiento = (fechaFin: string): number => finDeDiaCancun(fechaFin);

const sinPunto = (m: string | null) => (m ?? '').trim().replace(/[.\s]+$/, '');
const de = (d: { folio: string }) => `arrendamiento (folio ${d.folio})`;
const notificar = (evento: string, clave: string): Efecto => ({ tipo: 'notificar', evento, clave });

export const arrendamiento = definirTramite<DatosArrendamiento, ExtraArrendamiento>({
  clave: CLAVE_ARRENDAMIENTO,
  nombre: 'Arrendamiento de local de mercado',
  workflowType: 'arrendamientoWorkflow',
  prefijoWorkflow: 'arrendamiento',
  pasos: [
    {
      clave: PASO_ARRENDAMIENTO.SOLICITUD,
      etiqueta: 'Validación de la solicitud',
      tituloTarea: 'Validación de solicitud de arrendamiento',
      tipo: 'revision',
      area: AREA_MERCADOS,
      plazoHoras: PLAZOS_ARRENDAMIENTO.revision_solicitud,
      devolucion: 'reenviar',
      estatusSolicitud: ESTATUS.ENVIADO,
    },
    // spec 3 §4.5: a contract can be uploaded only once the request is validated (3).
    { clave: PASO_ARRENDAMIENTO.CONTRATO, etiqueta: 'Contrato de arrendamiento', tipo: 'entrega', estatusSolicitud: ESTATUS.EN_PROCESO },
    {
      clave: PASO_ARRENDAMIENTO.REVISION_CONTRATO,
      etiqueta: 'Validación del contrato',
      tituloTarea: 'Validación de contrato de arrendamiento',
      tipo: 'revision',
      area: AREA_MERCADOS,
      plazoHoras: PLAZOS_ARRENDAMIENTO.revision_contrato,
      // A returned contract is corrected and sent again to the same review.
      devolucion: 'corregir',
      estatusSolicitud: ESTATUS.EN_PROCESO,
    },
    { clave: PASO_ARRENDAMIENTO.PAGO, etiqueta: 'Pago del 10% al ayuntamiento', tipo: 'pago', servicio: SERVICIO.ARRENDAMIENTO_MERCADO, estatusSolicitud: ESTATUS.EN_PROCESO },
    {
      clave: PASO_ARRENDAMIENTO.VALIDACION,
      etiqueta: 'Validación del pago',
      tituloTarea: 'Validación del recibo de pago de arrendamiento',
      tipo: 'revision',
      area: AREA_MERCADOS,
      plazoHoras: PLAZOS_ARRENDAMIENTO.validacion_pago,
      validaPago: PASO_ARRENDAMIENTO.PAGO,
      estatusSolicitud: ESTATUS.EN_PROCESO,
    },
  ],
  linea: [
    { clave: 'solicitud', etiqueta: 'Solicitud validada', pasos: [PASO_ARRENDAMIENTO.SOLICITUD] },
    { clave: 'contrato', etiqueta: 'Contrato de arrendamiento', pasos: [PASO_ARRENDAMIENTO.CONTRATO, PASO_ARRENDAMIENTO.REVISION_CONTRATO] },
    { clave: 'pago', etiqueta: 'Pago y validación', pasos: [PASO_ARRENDAMIENTO.PAGO, PASO_ARRENDAMIENTO.VALIDACION] },
  ],
  extraInicial: () => ({ fechaFin: null, avisado: false, vencido: false }),
  eventos: {
    [EVENTO_ARRENDAMIENTO.VIGENCIA]: {
      // Only while the contract may still change: once validated its dates are the lease's.
      estados: ['entrega', 'devuelta'],
      guard: (_c, ev) => typeof ev.datos?.fechaFin === 'string' && esFechaIso(ev.datos.fechaFin),
      aplicar: (c, ev) => {
        const fechaFin = ev.datos!.fechaFin as string;
        return {
          extra: { ...c.extra, fechaFin, avisado: false, vencido: false },
          plazos: { ...c.plazos, [PLAZO_ARRENDAMIENTO.AVISO]: avisoVencimientoArrendamiento(fechaFin), [PLAZO_ARRENDAMIENTO.VENCIMIENTO]: vencimientoArrendamiento(fechaFin) },
        };
      },
    },
  },
  plazos: {
    [PLAZO_ARRENDAMIENTO.AVISO]: {
      etiqueta: 'aviso de vencimiento del contrato',
      // Only a lease in force ends; one still in process is told once approved, if the date passed.
      estados: ['terminada'],
      guard: (c) => !c.extra.avisado && !c.extra.vencido,
      aplicar: (c) => ({ extra: { ...c.extra, avisado: true } }),
      efectos: (a, d) => (!a.extra.avisado && d.extra.avisado ? [notificar(NOTIFICACION_ARRENDAMIENTO.POR_VENCER, `${NOTIFICACION_ARRENDAMIENTO.POR_VENCER}-${d.extra.fechaFin}`)] : []),
    },
    [PLAZO_ARRENDAMIENTO.VENCIMIENTO]: {
      etiqueta: 'contrato vigente hasta',
      estados: ['terminada'],
      guard: (c) => !c.extra.vencido,
      aplicar: (c) => ({ extra: { ...c.extra, avisado: true, vencido: true }, plazos: { [PLAZO_ARRENDAMIENTO.AVISO]: null } }),
      efectos: (a, d) => (!a.extra.vencido && d.extra.vencido ? [notificar(NOTIFICACION_ARRENDAMIENTO.VENCIDO, `${NOTIFICACION_ARRENDAMIENTO.VENCIDO}-${d.extra.fechaFin}`)] : []),
    },
  },
  notificaciones: {
    enviada: (d) => ({ encabezado: 'Solicitud de arrendamiento enviada', descripcion: `Su solicitud de ${de(d)} fue enviada a revisión de Mercados.` }),
    entrega: (d) => ({
      encabezado: 'Solicitud de arrendamiento validada',
      descripcion: `Mercados validó su solicitud de ${de(d)}. Ya puede subir el contrato de arrendamiento.`,
    }),
    pago: (d) => ({
      encabezado: `Estado de cuenta disponible: ${d.servicio ?? ''}`,
      descripcion: `Mercados validó el contrato de su solicitud de ${de(d)}. Ya puede pagar en línea el 10% al ayuntamiento o subir su recibo de pago.`,
    }),
    devuelta: (d) => ({
      encabezado: 'Solicitud de arrendamiento devuelta',
      descripcion: `Su solicitud de ${de(d)} fue devuelta por Mercados. Motivo: ${sinPunto(d.motivo)}. Corrija la información y envíela nuevamente.`,
    }),
    terminada: (d) => ({
      encabezado: 'Arrendamiento aprobado',
      descripcion: `Mercados validó el pago de su solicitud de ${de(d)}. El arrendamiento está vigente hasta la fecha final del contrato.`,
    }),
    [NOTIFICACION_ARRENDAMIENTO.POR_VENCER]: (d) => ({
      encabezado: 'Su arrendamiento está por vencer',
      descripcion: `El contrato de su ${de(d)} vence en ${DIAS_AVISO_ARRENDAMIENTO} días. Si desea continuar, registre una nueva solicitud de arrendamiento.`,
    }),
    [NOTIFICACION_ARRENDAMIENTO.VENCIDO]: (d) => ({
      encabezado: 'Arrendamiento vencido',
      descripcion: `El contrato de su ${de(d)} llegó a su fecha final y el arrendamiento venció.`,
    }),
  },
  // spec 3 §2.1 solicitudArrendamiento: the list of lease requests.
  enlace: () => '/admin/solicitudArrendamiento',
  recordatorios: recordatoriosArrendamiento,
  aprobar: { boton: 'Validar', descripcion: 'Se validará y el contribuyente podrá continuar con su solicitud de arrendamiento. ¿Desea continuar?' },
});
