// Spanish strings of the closure of an establishment (spec 2 §2 'Solicitud de baja de
// establecimiento', §4, §8). The spec's own words verbatim; ours where it shows none.
import { MSG_CAMBIOS, MSG_CAMBIOS_EXTRA } from '../comun';

export const MSG_BAJA = {
  // spec 2 §2: the dialog's title
  titulo: 'Solicitud de baja de establecimiento',
  // spec 2 §8
  actualizada: MSG_CAMBIOS.actualizada,
  enviada: MSG_CAMBIOS.enviada,
  camposObligatorios: MSG_CAMBIOS.camposObligatorios,
  requerido: MSG_CAMBIOS.requerido,
  confirmarEliminar: MSG_CAMBIOS.confirmarEliminar,
  noReversible: MSG_CAMBIOS.noReversible,
} as const;

/** Our own words (correct Spanish). */
export const MSG_BAJA_EXTRA = {
  creada: MSG_CAMBIOS_EXTRA.creada,
  eliminada: MSG_CAMBIOS_EXTRA.eliminada,
  bloqueada: MSG_CAMBIOS_EXTRA.bloqueada,
  noEliminable: MSG_CAMBIOS_EXTRA.noEliminable,
  pagoNotificado: MSG_CAMBIOS_EXTRA.pagoNotificado,
  adeudoRegistrado: MSG_CAMBIOS_EXTRA.adeudoRegistrado,
  adeudoRetirado: 'Adeudo retirado exitosamente',
  estatusArea: 'Revisión del área registrada exitosamente',
  fechaSat: 'Fecha de baja ante el SAT',
  fechaInvalida: 'Ingrese una fecha válida (AAAA-MM-DD)',
  fechaFutura: 'La fecha de baja ante el SAT no puede ser posterior a hoy',
  idDistinto: 'El establecimiento no corresponde a la licencia indicada',
  sinLicencia: MSG_CAMBIOS_EXTRA.sinLicencia,
  sinSolicitud: 'Este establecimiento no tiene una solicitud de baja.',
  motivoRequerido: 'Indique el motivo para devolver la solicitud',
  sinTareaArea: 'El área no tiene una revisión abierta de esta solicitud.',
  adeudoPendiente: (area: string) => `Adeudo pendiente: ${area}`,
  pagoEnValidacion: (area: string) => `Pago en validación: ${area}`,
  notificarPago: (area: string) => `Notificar pago realizado: ${area}`,
  avisoBaja: 'Al aprobarse la baja, las licencias del establecimiento dejarán de ser válidas y no podrá presentar nuevas solicitudes para él.',
  avisoAdeudos: 'Residuos Sólidos y Licencias de Funcionamiento revisarán si el establecimiento tiene adeudos; de haberlos, deberá pagarlos para continuar.',
} as const;
