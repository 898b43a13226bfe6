// A call to one of the municipality's systems (cadastre, property tax, padrón…) from a route.
import { MSG } from '../../domain/common/messages';
import { HttpError } from './errors';

/** An external system that fails is the spec's generic lookup failure, never a 500 with details. */
export async function externo<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw new HttpError(503, MSG.errorGenerico, 'EXTERNO');
  }
}
