// What the tower pages call (spec 3 §7.4); the list, one request, the chain's moves and deletion
// are the shared ones of web/dictamenes.
import type { EntradaTorre } from '../../domain/dictamenes/schema';
import { api } from '../lib/api';
import type { Torre } from './tipos';

const R = '/api/solicitud_torres';

/** POST solicitud_torres: a new draft ('Solicitud registrada exitosamente'). */
export const crearTorre = (v: EntradaTorre) => api.post<{ id: number }>(R, v);

/** PUT solicitud_torres/{id} (multipart): the fields and the files ('Solicitud actualizada exitosamente'). */
export const actualizarTorre = (id: number, datos: FormData, exito?: string | false) => api.put<Torre>(`${R}/${id}`, datos, exito === undefined ? undefined : { exito });
