// What a click on the location map does to the address (spec 1 §7.6: geocodes on click to set
// latitude, longitude and address; §8 its two messages). Pure, so it is unit tested; the hook
// (use-geocodificacion.ts) and CamposMapa put it to work.
import type { ResultadoGeocodificacion } from '../../../api/geocodificacion/geocodificacion.schemas';
import { ESTADOS_GEOCODIFICACION, type DireccionGeocodificada, type EstadoGeocodificacion } from '../../../domain/common/geocodificacion';
import { ApiError } from '../../lib/api';
import { escribirId, idDe, type FormatoId } from '../domicilio/cascada';
import type { Posicion } from './coordenadas';

export type { ResultadoGeocodificacion };

export const rutaGeocodificacion = (p: Posicion) => `/api/geocodificacion/reversa?${new URLSearchParams({ lat: String(p.lat), lng: String(p.lng) })}`;

/**
 * The status of a look-up that gave no address. The API says it in `data.estado` (200 with
 * ZERO_RESULTS, 503 with the failure); our own limit answers 429 (the maps service's
 * OVER_QUERY_LIMIT for the person); no answer at all, or anything else, is ERROR.
 */
export function estadoDeFallo(err: unknown): EstadoGeocodificacion {
  if (!(err instanceof ApiError)) return 'ERROR';
  const data = (err.cuerpo as { data?: { estado?: unknown } } | null)?.data;
  const estado = ESTADOS_GEOCODIFICACION.find((e) => e === data?.estado);
  if (estado && estado !== 'OK') return estado;
  return err.status === 429 ? 'OVER_QUERY_LIMIT' : 'ERROR';
}

/** The cross streets belong to a colonia: another colonia empties them (web/components/domicilio). */
const CRUZAMIENTOS = ['cruzamiento1_id', 'cruzamiento2_id'] as const;

/**
 * The form fields (under `prefijo`) the address sets, in the order the cascade needs them:
 * postal code, localidad, colonia, street, then the house number when the geocoder knows it (a
 * number typed by hand stays otherwise). `actual` reads the form's present values.
 */
export function camposDeDireccion(d: DireccionGeocodificada, formato: FormatoId, prefijo: string, actual: (campo: string) => unknown): [string, unknown][] {
  const n = (c: string) => `${prefijo}.${c}`;
  const campos: [string, unknown][] = [
    [n('codigo_postal'), d.codigo_postal],
    [n('localidad_id'), escribirId(d.localidad_id, formato)],
    [n('colonia_id'), escribirId(d.colonia_id, formato)],
    [n('calle_id'), escribirId(d.calle_id, formato)],
  ];
  if (d.numero_exterior) campos.push([n('numero_exterior'), d.numero_exterior]);
  if (idDe(actual(n('colonia_id'))) !== d.colonia_id) {
    for (const c of CRUZAMIENTOS) if (actual(n(c)) !== undefined && idDe(actual(n(c))) !== null) campos.push([n(c), escribirId(null, formato)]);
  }
  return campos;
}
