// What the task page says when a task cannot be opened (spec 1 §8: 403 is 'Permiso denegado'; the
// server adds why — the task is another area's).
import { MSG } from '../../domain/common/messages';
import { ApiError } from '../lib/api';

/** Why a task could not be opened: the server's reason (another area's task: 403) or the generic one. */
export function motivoError(error: unknown): { titulo: string; texto: string } {
  const cuerpo = error instanceof ApiError ? (error.cuerpo as { message?: unknown } | null) : null;
  const razon = typeof cuerpo?.message === 'string' && cuerpo.message.trim() ? cuerpo.message : null;
  if (error instanceof ApiError && error.status === 403) return { titulo: MSG.permisoDenegado, texto: razon ?? 'No tiene acceso a esta tarea.' };
  if (error instanceof ApiError && error.status === 404) return { titulo: 'Tarea no encontrada', texto: razon ?? 'La tarea no existe.' };
  return { titulo: 'No fue posible cargar la tarea', texto: error instanceof ApiError ? error.message : 'Intente de nuevo más tarde.' };
}

