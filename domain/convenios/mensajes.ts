// The agreements' words (spec 2 §5 "Agreements", §8). Spanish strings of the spec verbatim; the
// rest is ours.
import { MSG } from '../common/messages';

export const MSG_CONVENIO = {
  // spec 2 §8 success messages
  registrado: 'Convenio registrado exitosamente',
  eliminado: 'Convenio eliminado exitosamente',
  // spec 2 §5: agreement, validity start and end required
  requerido: MSG.requerido,
  camposObligatorios: 'Por favor, completa los campos obligatorios',
  // spec 2 §8 delete warnings
  confirmarEliminar: '¿Realmente deseas eliminar esta solicitud?',
  noRevertible: 'Esta acción no puede ser revertida',
} as const;

/** Ours: texts the spec does not give. */
export const MSG_CONVENIO_EXTRA = {
  actualizado: 'Convenio actualizado exitosamente',
  finAntesDeInicio: 'La fecha de fin de vigencia no puede ser anterior a la de inicio.',
  fechaInvalida: 'Escriba una fecha válida (AAAA-MM-DD).',
  soloPdf: 'El documento del convenio debe ser un archivo PDF.',
  documentoRequerido: 'Adjunte el documento del convenio en PDF.',
  sinLicencia: 'Este establecimiento no tiene licencia de funcionamiento',
  noEliminable: 'Solo puede eliminarse un convenio registrado que aún no ha entrado en vigor.',
  noEditable: 'Solo puede modificarse un convenio registrado que aún no ha entrado en vigor.',
  convenioInactivo: 'El convenio elegido no está disponible.',
  sinConvenios: 'Agregue al menos un convenio.',
  avisoEncabezado: 'Su convenio está por vencer',
  /** spec 2 (brief): 'Su convenio … vence el …' */
  avisoVence: (descripcion: string, fecha: string) => `Su convenio «${descripcion}» vence el ${fecha}.`,
  vencidoEncabezado: 'Su convenio ha vencido',
  vencido: (descripcion: string, fecha: string) => `Su convenio «${descripcion}» venció el ${fecha}.`,
} as const;
