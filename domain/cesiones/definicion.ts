// Rights assignments over a market stall (spec 3 §2.8, §3.7, §4.6, §5.6, §7.7): the
// concessionaire of a stall hands the concession to a new concessionaire. A procedure of the kit:
// Mercados reviews the request and its six files (1 → 10 EN PROCESO); the assignment fee (1760) is
// paid online or by a receipt, only at 10; Mercados validates it (3 VALIDADA), generates the
// authorization format and uploads the secretary's signed authorization, which finishes it
// (4 FINALIZADA): the stall's concession passes to the new concessionaire in the market padrón.
// A return (rechazarSolicitudcesion) leaves it 5 RECHAZADA with its reason, to edit and send again.
// No zod and no I/O here: the workflows' bundle reads this file.
import { definirTramite } from '../tramite/definicion';
import { ESTATUS } from '../tramite/estatus';
import { SERVICIO } from '../tramite/servicios';
import { AREA_MERCADOS } from '../arrendamientos/definicion';

export const CLAVE_CESION = 'cesion_derecho';

/** Folios: CES-2026-000123. */
export const folioCesion = (anio: number, solicitudId: number) => `CES-${anio}-${String(solicitudId).padStart(6, '0')}`;
export const FOLIO_CESION_RE = /^CES-(\d{4})-(\d{6,})$/;

export const PASO_CESION = {
  REVISION: 'revision',
  PAGO: 'pago',
  VALIDACION: 'validacion_pago',
  AUTORIZACION: 'autorizacion',
} as const;

/** Business hours each Mercados step has. */
export const PLAZOS_CESION = { revision: 24, validacion_pago: 8, autorizacion: 40 } as const;

/** Nothing shapes the steps of an assignment. */
export type DatosCesion = Record<string, never>;

const sinPunto = (m: string | null) => (m ?? '').trim().replace(/[.\s]+$/, '');
const de = (d: { folio: string }) => `cesión de derechos (folio ${d.folio})`;

export const cesionDerecho = definirTramite<DatosCesion>({
  clave: CLAVE_CESION,
  nombre: 'Cesión de derechos de local de mercado',
  workflowType: 'cesionDerechoWorkflow',
  prefijoWorkflow: 'cesion',
  pasos: [
    {
      clave: PASO_CESION.REVISION,
      etiqueta: 'Revisión de Mercados',
      tituloTarea: 'Revisión de solicitud de cesión de derechos',
      tipo: 'revision',
      area: AREA_MERCADOS,
      plazoHoras: PLAZOS_CESION.revision,
      devolucion: 'reenviar',
      estatusSolicitud: ESTATUS.ENVIADO,
    },
    // spec 3 §4.6: the payment receipt is offered only at 10 EN PROCESO.
    { clave: PASO_CESION.PAGO, etiqueta: 'Pago de derechos', tipo: 'pago', servicio: SERVICIO.CESION_DERECHOS, estatusSolicitud: ESTATUS.ENVIADO },
    {
      clave: PASO_CESION.VALIDACION,
      etiqueta: 'Validación del pago',
      tituloTarea: 'Validación del recibo de pago de cesión de derechos',
      tipo: 'revision',
      area: AREA_MERCADOS,
      plazoHoras: PLAZOS_CESION.validacion_pago,
      validaPago: PASO_CESION.PAGO,
      estatusSolicitud: ESTATUS.ENVIADO,
    },
    {
      clave: PASO_CESION.AUTORIZACION,
      etiqueta: 'Autorización de la Secretaría',
      tituloTarea: 'Autorización de cesión de derechos',
      tipo: 'firma',
      // signed with e.firma where the municipality adopted it (docs/EFIRMA.md): the authorization format, which then is the authorization
      efirma: true,
      area: AREA_MERCADOS,
      plazoHoras: PLAZOS_CESION.autorizacion,
      devolucion: 'reenviar',
      estatusSolicitud: ESTATUS.EN_PROCESO,
    },
  ],
  linea: [
    { clave: 'revision', etiqueta: 'Revisión de Mercados', pasos: [PASO_CESION.REVISION] },
    { clave: 'pago', etiqueta: 'Pago y validación', pasos: [PASO_CESION.PAGO, PASO_CESION.VALIDACION] },
    { clave: 'autorizacion', etiqueta: 'Autorización de la Secretaría', pasos: [PASO_CESION.AUTORIZACION] },
  ],
  notificaciones: {
    enviada: (d) => ({ encabezado: 'Solicitud de cesión de derechos enviada', descripcion: `Su solicitud de ${de(d)} fue enviada a revisión de Mercados.` }),
    pago: (d) => ({
      encabezado: `Estado de cuenta disponible: ${d.servicio ?? ''}`,
      descripcion: `Mercados revisó su solicitud de ${de(d)}. Ya puede pagar en línea o subir su recibo de pago.`,
    }),
    devuelta: (d) => ({
      encabezado: 'Solicitud de cesión de derechos rechazada',
      descripcion: `Su solicitud de ${de(d)} fue rechazada. Motivo: ${sinPunto(d.motivo)}. Corrija la información y envíela nuevamente a revisión.`,
    }),
    terminada: (d) => ({
      encabezado: 'Cesión de derechos finalizada',
      descripcion: `La Secretaría autorizó su solicitud de ${de(d)}. La concesión del local pasó al nuevo concesionario.`,
    }),
  },
  // spec 3 §2.1 solicitudCesionDerecho: the list of assignment requests.
  enlace: () => '/admin/solicitudCesionDerecho',
  aprobar: { boton: 'Validar', descripcion: 'Se validará la solicitud de cesión de derechos y pasará al siguiente paso. ¿Desea continuar?' },
  firmar: {
    boton: 'Finalizar cesión',
    descripcion: 'Se registrará la autorización de la Secretaría y la concesión del local pasará al nuevo concesionario. ¿Desea continuar?',
  },
});
