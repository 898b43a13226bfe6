// The land-use certificate (constancia de uso de suelo) as a procedure of its own (spec 1 §4.4,
// §7.4, §9; spec 3 §2.4, §4.2, §7.3): Desarrollo Urbano verifies the use the taxpayer asks for,
// the taxpayer pays service 1755, and Desarrollo Urbano validates the payment and issues the
// certificate. The engine, the workflow, tasks, statements, payments and notices are the kit's.
import { AREA_DESARROLLO_URBANO } from '../licencia/definicion';
import { definirTramite } from '../tramite/definicion';
import { ESTATUS } from '../tramite/estatus';
import { SERVICIO } from '../tramite/servicios';

/** Business hours Desarrollo Urbano has for each step (the licence's defaults for the same work). */
export const PLAZO_VERIFICACION_HORAS = 40;
export const PLAZO_VALIDACION_HORAS = 16;

const constancia = (d: { titulo: string | null; folio: string }) => `${d.titulo ?? ''} (folio ${d.folio})`;
const sinPunto = (m: string | null) => (m ?? '').trim().replace(/[.\s]+$/, '');

export const usoSuelo = definirTramite<Record<string, never>>({
  clave: 'usosuelo',
  nombre: 'Constancia de uso de suelo',
  workflowType: 'usoSueloWorkflow',
  prefijoWorkflow: 'usosuelo',
  pasos: [
    {
      clave: 'verificacion',
      etiqueta: 'Verificación de uso de suelo',
      tituloTarea: 'Verificación de constancia de uso de suelo',
      tipo: 'revision',
      area: AREA_DESARROLLO_URBANO,
      plazoHoras: PLAZO_VERIFICACION_HORAS,
      // spec 1 §4.4: returned (5), edited and sent again to this review with 'Enviar a uso de suelo'.
    },
    // spec 1 §4.4: 2, pending, while the fee waits to be paid.
    { clave: 'pago', etiqueta: 'Pago de uso de suelo', tipo: 'pago', servicio: SERVICIO.USO_SUELO, estatusSolicitud: ESTATUS.PENDIENTE },
    {
      clave: 'validacion',
      etiqueta: 'Validación de uso de suelo',
      tituloTarea: 'Validación del pago de constancia de uso de suelo',
      tipo: 'revision',
      area: AREA_DESARROLLO_URBANO,
      plazoHoras: PLAZO_VALIDACION_HORAS,
      // A return here refuses the payment: it is answered with a new payment or proof, which
      // reopens this review (the kit's default for a validation step).
      validaPago: 'pago',
      // Back in the area's hands: 10, as while it is verified (spec 1 §4.4 has no 3 for land use).
      estatusSolicitud: ESTATUS.ENVIADO,
    },
  ],
  notificaciones: {
    pago: (d) => ({
      encabezado: `Estado de cuenta disponible: ${d.servicio ?? ''}`,
      descripcion: `Desarrollo Urbano verificó su constancia de uso de suelo de ${constancia(d)}. Ya puede consultar su estado de cuenta y pagar en línea o adjuntar su comprobante de pago.`,
    }),
    devuelta: (d) => ({
      encabezado: 'Constancia de uso de suelo devuelta',
      descripcion: `Su constancia de uso de suelo de ${constancia(d)} fue devuelta. Motivo: ${sinPunto(d.motivo)}. Corrija la información y pulse «Enviar a uso de suelo».`,
    }),
    terminada: (d) => ({
      encabezado: 'Constancia de uso de suelo aprobada',
      descripcion: `La constancia de uso de suelo de ${constancia(d)} fue aprobada. Ya puede imprimirla.`,
    }),
  },
  // spec 3 §2.1: establecimientos/uso-suelo/{idSolicitud}, the certificate's own page.
  enlace: ({ solicitudId }) => `/admin/establecimientos/uso-suelo/${solicitudId}`,
});
