import { WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError } from '@temporalio/client';
import { MSG } from '../../domain/common/messages';
import { HttpError, badRequest } from './errors';

/**
 * Maps what Temporal answers to the API's catalogue: a refused transition (validator or
 * business rule) is a 400 with the machine's Spanish message; an unreachable server is a 503
 * with the spec's 'Ocurrio un error al enviar su solicitud, intente de nuevo' (the data the
 * person saved stays saved; only the send is to be retried).
 */
export function errorDeTemporal(e: unknown): HttpError {
  if (e instanceof WorkflowUpdateFailedError) {
    const causa = e.cause as { message?: string } | undefined;
    return badRequest(causa?.message || MSG.errorEnvioSolicitud, 'TRANSICION');
  }
  if (e instanceof WorkflowUpdateRPCTimeoutOrCancelledError) return new HttpError(503, MSG.errorEnvioSolicitud, 'TEMPORAL');
  if (e instanceof HttpError) return e;
  return new HttpError(503, MSG.errorEnvioSolicitud, 'TEMPORAL');
}
