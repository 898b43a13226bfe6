import { describe, expect, it } from 'vitest';
import { distanciaM, ordenarRuta } from './ruta';

describe('the brigadista route (nearest neighbour)', () => {
  it('measures metres on the globe', () => {
    // One degree of latitude is about 111 km.
    expect(distanciaM({ lat: 18, lng: -88 }, { lat: 19, lng: -88 })).toBeGreaterThan(110_000);
    expect(distanciaM({ lat: 18, lng: -88 }, { lat: 19, lng: -88 })).toBeLessThan(112_000);
  });

  it('starts at the earliest window and goes to the closest stop next, those without a position last', () => {
    const r = ordenarRuta([
      { id: 1, lat: 18.5, lng: -88.3, inicio: 1000 }, // earliest: first
      { id: 2, lat: 18.6, lng: -88.3, inicio: 500_000 }, // far from 1
      { id: 3, lat: 18.501, lng: -88.301, inicio: 900_000 }, // next to 1, later window
      { id: 4, lat: null, lng: null, inicio: 0 },
    ]);
    expect(r.map((p) => p.id)).toEqual([1, 3, 2, 4]);
  });

  it('keeps an empty day empty', () => {
    expect(ordenarRuta([])).toEqual([]);
  });
});
