// Adapter of the maps service that turns a point clicked on the location map into the nearest
// known address (spec 1 §7.6 "A maps service geocodes on click to set latitude, longitude and
// address"). A plain HTTP service configured by URL and token, with the rules of the other
// municipal systems (activities/adapters/http.ts): 404 → no address; anything else that fails
// throws, here as a FalloGeocodificador whose `estado` the map prints (spec 1 §8 'Geocoder failed
// due to: {status}'). sim/geocodificador.plugin.ts serves the same contract with Chetumal's streets:
//   GET /geocodificador/reversa?lat=…&lng=…  → 200 {codigo_postal, localidad_id, localidad, colonia_id,
//                                               colonia, calle_id, calle, numero_exterior|null} | 404
import type { DireccionGeocodificada, EstadoFalloGeocodificador } from '../../domain/common/geocodificacion';
import { ErrorServicio, pedirJson, type ServicioHttpConfig } from './http';

export type { DireccionGeocodificada } from '../../domain/common/geocodificacion';

export interface GeocodificadorAdapter {
  /** The nearest known address of the point, or null when no known street is near it; throws FalloGeocodificador. */
  reverso(lat: number, lng: number): Promise<DireccionGeocodificada | null>;
}

/** A look-up that gave no answer we can use, and the status the person reads (spec 1 §8). */
export class FalloGeocodificador extends Error {
  constructor(
    readonly estado: EstadoFalloGeocodificador,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'FalloGeocodificador';
  }
}

/**
 * A person clicked and waits for the address to appear: a geocoder slower than this is reported
 * as TIMEOUT (the coordinates are set anyway), not left hanging for the 5 s of the other offices.
 */
export const TIMEOUT_GEOCODIFICADOR_MS = 3000;

const SERVICIO = 'Geocodificador';

/** The licence form keeps house numbers up to 20 characters (domain/licencia/schema.ts). */
const MAX_NUMERO = 20;

function estadoDe(e: unknown): EstadoFalloGeocodificador {
  if (!(e instanceof ErrorServicio)) return 'ERROR';
  if (e.motivo === 'tiempo') return 'TIMEOUT';
  if (e.motivo === 'rechazo') return 'REQUEST_DENIED';
  return e.status === 429 ? 'OVER_QUERY_LIMIT' : 'ERROR';
}

const idPositivo = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};
const texto = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** The service's answer as the portal uses it; null when a field is missing or malformed. */
export function direccionDe(body: unknown): DireccionGeocodificada | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  const cp = texto(b.codigo_postal).padStart(5, '0');
  const [localidad_id, colonia_id, calle_id] = [idPositivo(b.localidad_id), idPositivo(b.colonia_id), idPositivo(b.calle_id)];
  const [localidad, colonia, calle] = [texto(b.localidad), texto(b.colonia), texto(b.calle)];
  if (!/^\d{5}$/.test(cp) || !localidad_id || !colonia_id || !calle_id || !localidad || !colonia || !calle) return null;
  const numero = texto(b.numero_exterior);
  return {
    codigo_postal: cp,
    localidad_id,
    localidad,
    colonia_id,
    colonia,
    calle_id,
    calle,
    numero_exterior: numero && numero.length <= MAX_NUMERO ? numero : null,
  };
}

export function crearGeocodificadorHttp(cfg: ServicioHttpConfig): GeocodificadorAdapter {
  const http = { ...cfg, timeoutMs: cfg.timeoutMs ?? TIMEOUT_GEOCODIFICADOR_MS };
  return {
    async reverso(lat, lng) {
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
      // Six decimals (about 11 cm) is what the map writes into the form (web/components/mapa/coordenadas.ts).
      const q = new URLSearchParams({ lat: lat.toFixed(6), lng: lng.toFixed(6) });
      let body: unknown;
      try {
        body = await pedirJson(SERVICIO, http, `/geocodificador/reversa?${q}`);
      } catch (e) {
        throw new FalloGeocodificador(estadoDe(e), (e as Error).message, { cause: e });
      }
      if (body === null) return null;
      const d = direccionDe(body);
      if (!d) throw new FalloGeocodificador('ERROR', `${SERVICIO}: respuesta sin domicilio válido (${cfg.url})`);
      return d;
    },
  };
}

/**
 * Without a geocoder (GEOCODER_URL unset and no simulator, SIM=0): the map still sets the point,
 * and says the service refused it ('Geocoder failed due to: REQUEST_DENIED', spec 1 §8).
 */
export function geocodificadorNoConfigurado(): GeocodificadorAdapter {
  return {
    async reverso() {
      throw new FalloGeocodificador('REQUEST_DENIED', `${SERVICIO}: no configurado (GEOCODER_URL)`);
    },
  };
}

/**
 * Reads GEOCODER_URL/_TOKEN. Unset, the simulator (wherever the caller mounted
 * sim/geocodificador.plugin.ts), URL and token together so the simulator's token never reaches a
 * real service; null when there is no simulator either.
 */
export function configGeocodificadorDesdeEnv(
  env: { GEOCODER_URL?: string; GEOCODER_TOKEN?: string },
  simulador: ServicioHttpConfig | null,
): ServicioHttpConfig | null {
  if (env.GEOCODER_URL) return { url: env.GEOCODER_URL, token: env.GEOCODER_TOKEN ?? '', timeoutMs: simulador?.timeoutMs };
  return simulador;
}
