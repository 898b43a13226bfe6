// Pure helpers of the map picker (spec 1 §3 Address latitud/longitud, §7.6, §9).

export interface Posicion {
  lat: number;
  lng: number;
}

/** Six decimals: about 11 cm, more than a street address needs. */
export function redondear(n: number, decimales = 6): number {
  const f = 10 ** decimales;
  return Math.round(n * f) / f;
}

function aNumero(v: unknown): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const t = String(v).trim().replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** The point of two form values (numbers or text), or null when either is missing or out of range. */
export function aPosicion(lat: unknown, lng: unknown): Posicion | null {
  const a = aNumero(lat);
  const b = aNumero(lng);
  if (a === null || b === null || Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return { lat: a, lng: b };
}

/** A clicked point: rounded, with the longitude brought back to −180…180 (the map repeats sideways). */
export function posicionDeClic(p: Posicion): Posicion {
  const lng = ((((p.lng + 180) % 360) + 360) % 360) - 180;
  return { lat: redondear(Math.max(-90, Math.min(90, p.lat))), lng: redondear(lng) };
}
