// Spanish strings of the land-use certificate (spec 1 §2.10, §4.4, §7.4; spec 3 §2.4, §5.3, §8),
// exactly as the spec writes them. Never paraphrase.
import { MSG_LIC } from '../licencia/mensajes';
import { MSG_PAGO } from '../tramite/mensajes';

export const MSG_US = {
  // spec 1 §7.4: the answer of POST nueva-constancia-uso-suelo/create
  solicitada: MSG_LIC.constanciaSolicitada,
  // spec 1 §2.10, §4.4: the answer to a return
  enviarUsoSuelo: 'Enviar a uso de suelo',
  // spec 3 §2.4: the form's three dropdowns and its button
  sector: 'Sector',
  giro: 'Giro o categoría',
  zona: 'Zona de uso',
  guardar: 'Guardar',
  // spec 3 §2.4: what a certificate's card says while the area reviews it
  enRevision: 'En revisión',
  // spec 1 §8 success messages
  solicitudActualizada: MSG_LIC.solicitudActualizada,
  suSolicitudEnviada: MSG_LIC.suSolicitudEnviada,
  reciboCargado: MSG_PAGO.reciboCargado,
  sinEdoCuenta: MSG_PAGO.sinEdoCuenta,
} as const;

/** What this procedure says where the spec gives the rule but no words (spec 1 §4.4, §9). */
export const MSG_US_EXTRA = {
  titulo: 'Constancias de uso de suelo',
  tituloSolicitud: 'Solicitud de constancia de uso de suelo',
  maximoConstancias: 'Este establecimiento ya tiene dos constancias de uso de suelo, el máximo permitido.',
  constanciasPendientes: 'Podrá solicitar una nueva constancia de uso de suelo cuando todas las anteriores estén aprobadas.',
  noAprobada: 'La constancia de uso de suelo aún no ha sido aprobada',
  formatoDistinto: 'El formato solicitado no corresponde a esta constancia de uso de suelo',
  bloqueada: 'La constancia está en revisión o aprobada y no puede modificarse',
  sinConstancias: 'Este establecimiento no tiene constancias de uso de suelo.',
} as const;
