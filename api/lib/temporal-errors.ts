import { ApplicationFailure } from '@temporalio/common';
import { WorkflowNotFoundError, WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError } from '@temporalio/client';
import { ERRORES_TRAMITE, esCodigoErrorTramite } from '../../domain/tramite/errores';
import { HttpError } from './errors';

/**
 * Maps what Temporal answers to the API's catalogue by the refusal's stable code (never its text):
 * a refused transition is the code's status and Spanish message (a missing reason is a 422 on the
 * field); an unreachable or silent server is a 503 with the spec's 'Ocurrio un error al enviar su
 * solicitud, intente de nuevo' (what the person saved stays saved; only the send is to be retried).
 */
export function errorDeTemporal(e: unknown): HttpError {
  if (e instanceof HttpError) return e;
  if (e instanceof WorkflowUpdateFailedError) {
    const causa = e.cause;
    const codigo = causa instanceof ApplicationFailure ? causa.type : null;
    if (esCodigoErrorTramite(codigo)) {
      const err = ERRORES_TRAMITE[codigo];
      if ('campo' in err) return new HttpError(err.status, err.mensaje, codigo, { [err.campo]: [err.mensaje] });
      return new HttpError(err.status, err.mensaje, codigo);
    }
    return new HttpError(400, ERRORES_TRAMITE['tramite.transicion_invalida'].mensaje, 'tramite.transicion_invalida');
  }
  if (e instanceof WorkflowNotFoundError) return new HttpError(400, ERRORES_TRAMITE['tramite.no_iniciado'].mensaje, 'tramite.no_iniciado');
  if (e instanceof WorkflowUpdateRPCTimeoutOrCancelledError) return new HttpError(503, ERRORES_TRAMITE['temporal.no_disponible'].mensaje, 'temporal.no_disponible');
  return new HttpError(503, ERRORES_TRAMITE['temporal.no_disponible'].mensaje, 'temporal.no_disponible');
}
