// Where the billboard pages are (spec 3 §2.1: solicitudEspectaculares, espectacular/{id}; 0 = new).
import type { BaseDictamen } from '../dictamenes';

export const BASE_ESPECTACULARES: BaseDictamen = '/solicitud_espectaculares';
export const RUTA_LISTA = '/admin/solicitudEspectaculares';
export const rutaSolicitud = (id: number) => `/admin/espectacular/${id}`;
export const RUTA_NUEVA = rutaSolicitud(0);

/** The form's id from the route: 0 (or nothing readable) is a new request; null when it is not an id at all. */
export function idDeRuta(v: string | undefined): number | null {
  if (v === undefined || v === '' || v === '0') return 0;
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
}
