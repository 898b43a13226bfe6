// Where the lookup of a cadastral key stands and what it means for the form (spec 1 §4.7, §5.5;
// spec 3 §5.1): the key is looked up in the cadastre, then its property tax. Pure, unit tested.
import { MSG } from '../../../domain/common/messages';
import { MSG_PREDIO } from '../../../domain/predial/mensajes';
import { ApiError } from '../../lib/api';

export type Verificacion =
  | { estado: 'pendiente' }
  | { estado: 'verificando'; clave: string }
  /** `guardada`: the key of a stored request, checked when it was registered, not now */
  | { estado: 'valida'; clave: string; guardada?: boolean }
  | { estado: 'no_encontrada'; clave: string }
  | { estado: 'adeudo'; clave: string; mensaje: string }
  | { estado: 'error'; clave: string };

/** The lookup answers for this key (not for one typed before). */
export const esDeLaClave = (v: Verificacion, clave: string): v is Exclude<Verificacion, { estado: 'pendiente' }> => v.estado !== 'pendiente' && v.clave === clave;

/**
 * Whether a 17-digit key lets the form open (found, property tax paid) and, when it does not,
 * the key field's message (null while the lookup runs or has not started).
 */
export function resultadoVerificacion(v: Verificacion, clave: string): { lista: boolean; mensaje: string | null } {
  if (!esDeLaClave(v, clave)) return { lista: false, mensaje: null };
  switch (v.estado) {
    case 'valida':
      return { lista: true, mensaje: null };
    case 'no_encontrada':
      return { lista: false, mensaje: MSG_PREDIO.claveNoEncontrada };
    case 'adeudo':
      return { lista: false, mensaje: v.mensaje };
    case 'error':
      return { lista: false, mensaje: MSG.errorGenerico };
    default:
      return { lista: false, mensaje: null };
  }
}

/** An answer that is not an outage: the key is simply not there (success false, 400, 404). */
export const esNoEncontrada = (e: unknown): boolean =>
  e instanceof ApiError && e.status !== null && e.status < 500 && e.status !== 401 && e.status !== 403 && e.status !== 429;
