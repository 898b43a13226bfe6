// Reverse geocoding of the location map (spec 1 §7.6: "A maps service geocodes on click to set
// latitude, longitude and address"). The API, the adapter and the web share these words, so the
// messages the person reads are the spec's own (spec 1 §8), whoever produced the outcome.

/** The address the geocoder found, with the catalogue ids and labels the address selects use (spec 1 §3 Address). */
export interface DireccionGeocodificada {
  codigo_postal: string;
  localidad_id: number;
  localidad: string;
  colonia_id: number;
  colonia: string;
  calle_id: number;
  calle: string;
  /** the house number the geocoder knows for the point; null when it knows none */
  numero_exterior: string | null;
}

/**
 * Why a look-up gave no address. The words are the Google Maps geocoder's statuses, the service the
 * original portal used: spec 1 §8 prints them in 'Geocoder failed due to: {status}'.
 * TIMEOUT: no answer in time; REQUEST_DENIED: the service refused our token or is not configured;
 * OVER_QUERY_LIMIT: too many look-ups; ERROR: unreachable or an answer we cannot read.
 */
export const ESTADOS_FALLO_GEOCODIFICADOR = ['TIMEOUT', 'REQUEST_DENIED', 'OVER_QUERY_LIMIT', 'ERROR'] as const;
export type EstadoFalloGeocodificador = (typeof ESTADOS_FALLO_GEOCODIFICADOR)[number];

/** OK: found; ZERO_RESULTS: no known street near the point (spec 1 §8 'No results found'). */
export const ESTADOS_GEOCODIFICACION = ['OK', 'ZERO_RESULTS', ...ESTADOS_FALLO_GEOCODIFICADOR] as const;
export type EstadoGeocodificacion = (typeof ESTADOS_GEOCODIFICACION)[number];

/** spec 1 §8, verbatim (the only English a person reads in the portal: the spec keeps it). */
export const MSG_GEOCODIFICADOR = {
  sinResultados: 'No results found',
  fallo: (estado: string) => `Geocoder failed due to: ${estado}`,
} as const;

/** The message of an outcome that set no address; '' when the address was found. */
export function mensajeGeocodificacion(estado: EstadoGeocodificacion): string {
  if (estado === 'OK') return '';
  return estado === 'ZERO_RESULTS' ? MSG_GEOCODIFICADOR.sinResultados : MSG_GEOCODIFICADOR.fallo(estado);
}

/** One line for people: 'AV. HÉROES 112, CENTRO, CHETUMAL, C.P. 77000'. */
export function direccionEnTexto(d: DireccionGeocodificada): string {
  const calle = d.numero_exterior ? `${d.calle} ${d.numero_exterior}` : d.calle;
  return `${calle}, ${d.colonia}, ${d.localidad}, C.P. ${d.codigo_postal}`;
}
