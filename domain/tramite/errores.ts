// Stable codes of the procedures' business refusals. The workflow throws them as non-retryable
// ApplicationFailures (type = code); the API maps the code, never the message text, to the HTTP
// status and the Spanish message the person reads.
import { MSG, MSG_EXTRA } from '../common/messages';

export const ERRORES_TRAMITE = {
  'tramite.transicion_invalida': { status: 400, mensaje: MSG_EXTRA.transicionNoPermitida },
  'tramite.motivo_requerido': { status: 422, mensaje: MSG_EXTRA.motivoRequerido, campo: 'motivo_rechazo' },
  'tramite.no_iniciado': { status: 400, mensaje: MSG_EXTRA.transicionNoPermitida },
  'tarea.no_pendiente': { status: 400, mensaje: MSG_EXTRA.tareaNoPendiente },
  'pago.no_pendiente': { status: 400, mensaje: 'Este pago no está pendiente para la solicitud' },
  'temporal.no_disponible': { status: 503, mensaje: MSG.errorEnvioSolicitud },
} as const satisfies Record<string, { status: number; mensaje: string; campo?: string }>;

export type CodigoErrorTramite = keyof typeof ERRORES_TRAMITE;

export const esCodigoErrorTramite = (c: unknown): c is CodigoErrorTramite => typeof c === 'string' && c in ERRORES_TRAMITE;
