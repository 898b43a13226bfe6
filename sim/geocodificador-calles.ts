// The simulated geocoder's street map (spec 1 §7.6): segments of Chetumal's streets as polylines,
// each naming a street of the seeded address catalogue (db/seed-data/direcciones.ts), so the
// address a click finds is one the form's selects offer. The lines are drawn for the demo around
// the map's default centre (spec 1 §9), not surveyed; the demo establishments' points
// (scripts/demo-negocios.ts) lie on their own streets. Pure, so it is unit tested.
import { readFileSync } from 'node:fs';
import { CALLES, COLONIAS, LOCALIDADES } from '../db/seed-data/direcciones';
import type { DireccionGeocodificada } from '../domain/common/geocodificacion';

/** A stretch of one street: its points [lat, lng] in order, and the house numbers at its two ends when known. */
export interface SegmentoCalle {
  calle_id: number;
  puntos: [number, number][];
  numeros?: [number, number];
  /** for people reading the demo data */
  descripcion?: string;
}

/** A segment with the catalogue's labels and postal code of its street. */
export interface CalleUbicada extends SegmentoCalle {
  direccion: Omit<DireccionGeocodificada, 'numero_exterior'>;
}

/**
 * A point farther than this from every known street has no address ('No results found', spec 1
 * §8): a click in the bay or in the bush must not name a street a block away or more.
 */
export const DISTANCIA_MAXIMA_M = 300;

const RADIO_TIERRA_M = 6_371_008.8;
const RAD = Math.PI / 180;

export function segmentosDemo(): SegmentoCalle[] {
  return JSON.parse(readFileSync(new URL('./data/geocodificador-calles.json', import.meta.url), 'utf8')) as SegmentoCalle[];
}

/** Joins each segment to the address catalogue; a street the catalogue does not have is a data error. */
export function ubicarSegmentos(segmentos: SegmentoCalle[]): CalleUbicada[] {
  return segmentos.map((s) => {
    const calle = CALLES.find((c) => c.id === s.calle_id);
    const colonia = calle && COLONIAS.find((c) => c.id === calle.coloniaId);
    const localidad = colonia && LOCALIDADES.find((l) => l.id === colonia.localidadId);
    if (!calle || !colonia || !localidad) throw new Error(`sim/geocodificador: la calle ${s.calle_id} no está en el catálogo de direcciones`);
    if (s.puntos.length < 2) throw new Error(`sim/geocodificador: la calle ${s.calle_id} necesita dos puntos o más`);
    return {
      ...s,
      direccion: {
        codigo_postal: colonia.codigoPostal,
        localidad_id: localidad.id,
        localidad: localidad.label,
        colonia_id: colonia.id,
        colonia: colonia.label,
        calle_id: calle.id,
        calle: calle.label,
      },
    };
  });
}

/**
 * Metres east and north of an origin. An equirectangular projection: within a city (a few km) its
 * error is far below the width of a street.
 */
function plano(origen: { lat: number; lng: number }) {
  const cos = Math.cos(origen.lat * RAD);
  return ([lat, lng]: [number, number]) => ({ x: (lng - origen.lng) * RAD * RADIO_TIERRA_M * cos, y: (lat - origen.lat) * RAD * RADIO_TIERRA_M });
}

/** Distance from the point to a polyline, and how far along it (0…1 of its length) the nearest spot lies. */
export function distanciaAPolilinea(lat: number, lng: number, puntos: [number, number][]): { distancia_m: number; fraccion: number } {
  const p = plano({ lat, lng });
  const v = puntos.map(p);
  const largos = v.slice(1).map((b, i) => Math.hypot(b.x - v[i].x, b.y - v[i].y));
  const total = largos.reduce((a, b) => a + b, 0);
  let mejor = { distancia_m: Infinity, fraccion: 0 };
  let recorrido = 0;
  for (let i = 0; i < largos.length; i++) {
    const [a, b] = [v[i], v[i + 1]];
    // The point is the origin of the plane: project (0,0) onto the segment a→b.
    const t = largos[i] === 0 ? 0 : Math.max(0, Math.min(1, -(a.x * (b.x - a.x) + a.y * (b.y - a.y)) / largos[i] ** 2));
    const d = Math.hypot(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y));
    if (d < mejor.distancia_m) mejor = { distancia_m: d, fraccion: total === 0 ? 0 : (recorrido + t * largos[i]) / total };
    recorrido += largos[i];
  }
  return mejor;
}

/** The house number at that fraction of the segment, when the segment has numbers. */
function numeroEn(s: SegmentoCalle, fraccion: number): string | null {
  if (!s.numeros) return null;
  const [ini, fin] = s.numeros;
  return String(Math.max(1, Math.round(ini + fraccion * (fin - ini))));
}

/** The nearest street within `maxM` metres and the address there; null when none is that close. */
export function buscarCalleCercana(
  calles: CalleUbicada[],
  lat: number,
  lng: number,
  maxM: number = DISTANCIA_MAXIMA_M,
): { direccion: DireccionGeocodificada; distancia_m: number } | null {
  let mejor: { calle: CalleUbicada; distancia_m: number; fraccion: number } | null = null;
  for (const calle of calles) {
    const r = distanciaAPolilinea(lat, lng, calle.puntos);
    if (r.distancia_m <= maxM && (!mejor || r.distancia_m < mejor.distancia_m)) mejor = { calle, ...r };
  }
  if (!mejor) return null;
  return { direccion: { ...mejor.calle.direccion, numero_exterior: numeroEn(mejor.calle, mejor.fraccion) }, distancia_m: mejor.distancia_m };
}
