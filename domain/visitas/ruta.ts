// The brigadista's day in order: a simple nearest-neighbour route over the establishments' positions,
// starting at the first visit's window (the earliest one must be reached first), each next stop the
// closest not yet visited. Not optimal, but stable and good enough for a handful of stops a day.

export interface Parada {
  id: number;
  lat: number | null;
  lng: number | null;
  /** epoch ms of the window's start: ties and the first stop */
  inicio: number;
}

/** Great-circle distance in metres (haversine). */
export function distanciaM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const R = 6_371_000;
  const rad = (g: number) => (g * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

const conPosicion = (p: Parada): p is Parada & { lat: number; lng: number } => p.lat !== null && p.lng !== null;

/** The stops in visiting order; those without a position go last, by their window. */
export function ordenarRuta<P extends Parada>(paradas: readonly P[]): P[] {
  const porVentana = [...paradas].sort((a, b) => a.inicio - b.inicio || a.id - b.id);
  const pendientes = porVentana.filter(conPosicion);
  const sinPosicion = porVentana.filter((p) => !conPosicion(p));
  const orden: P[] = [];
  let actual = pendientes.shift();
  while (actual) {
    orden.push(actual);
    let mejor = -1;
    let mejorD = Infinity;
    for (const [i, p] of pendientes.entries()) {
      const d = distanciaM(actual as { lat: number; lng: number }, p as { lat: number; lng: number });
      if (d < mejorD) [mejor, mejorD] = [i, d];
    }
    actual = mejor >= 0 ? pendientes.splice(mejor, 1)[0] : undefined;
  }
  return [...orden, ...sinPosicion];
}
