// spec 1 §7.6 (a click geocodes to an address), §9 (the map around Chetumal): the simulated
// geocoder's street map and its nearest-street search.
import { describe, expect, it } from 'vitest';
import { CALLES, COLONIAS } from '../db/seed-data/direcciones';
import { buscarCalleCercana, DISTANCIA_MAXIMA_M, distanciaAPolilinea, segmentosDemo, ubicarSegmentos, type SegmentoCalle } from './geocodificador-calles';

const calles = ubicarSegmentos(segmentosDemo());
/** One thousandth of a degree of latitude, in metres (the search's plane, R = 6,371,008.8 m). */
const MILESIMA_LAT_M = 111.195;

describe('demo streets of sim/data/geocodificador-calles.json', () => {
  it('name streets of the seeded catalogue, with their colonia, postal code and localidad', () => {
    expect(calles.length).toBeGreaterThanOrEqual(30);
    for (const c of calles) {
      const calle = CALLES.find((x) => x.id === c.calle_id)!;
      const colonia = COLONIAS.find((x) => x.id === calle.coloniaId)!;
      expect(c.direccion, String(c.calle_id)).toMatchObject({ calle: calle.label, colonia_id: colonia.id, colonia: colonia.label, codigo_postal: colonia.codigoPostal, localidad_id: colonia.localidadId });
    }
    expect(new Set(calles.map((c) => c.direccion.colonia_id)).size).toBeGreaterThanOrEqual(12);
  });

  it("lie in the map's area around Chetumal (spec 1 §9: centre 18.520326, -88.305718), Calderitas apart", () => {
    for (const c of calles.filter((x) => x.direccion.localidad === 'CHETUMAL')) {
      for (const [lat, lng] of c.puntos) {
        expect(lat, String(c.calle_id)).toBeGreaterThanOrEqual(18.49);
        expect(lat, String(c.calle_id)).toBeLessThanOrEqual(18.545);
        expect(lng, String(c.calle_id)).toBeGreaterThanOrEqual(-88.335);
        expect(lng, String(c.calle_id)).toBeLessThanOrEqual(-88.265);
      }
    }
    expect(calles.find((c) => c.calle_id === 1600)?.direccion.localidad).toBe('CALDERITAS');
  });

  it('a street the catalogue does not have, or a segment of one point, is refused at start', () => {
    expect(() => ubicarSegmentos([{ calle_id: 99_999, puntos: [[18.5, -88.3], [18.51, -88.3]] }])).toThrow(/99999 no está en el catálogo/);
    expect(() => ubicarSegmentos([{ calle_id: 100, puntos: [[18.5, -88.3]] }])).toThrow(/dos puntos/);
  });
});

describe('distanciaAPolilinea', () => {
  const esteOeste: [number, number][] = [[18.5, -88.31], [18.5, -88.29]];

  it('is 0 on the line and grows with the distance across it', () => {
    expect(distanciaAPolilinea(18.5, -88.3, esteOeste).distancia_m).toBeCloseTo(0, 6);
    expect(distanciaAPolilinea(18.501, -88.3, esteOeste).distancia_m).toBeCloseTo(MILESIMA_LAT_M, 0);
    expect(distanciaAPolilinea(18.498, -88.3, esteOeste).distancia_m).toBeCloseTo(2 * MILESIMA_LAT_M, 0);
  });

  it('past an end, measures to that end', () => {
    const r = distanciaAPolilinea(18.5, -88.28, esteOeste);
    // 0.01° of longitude at 18.5°N: 1,111.95 m × cos 18.5°
    expect(r.distancia_m).toBeCloseTo(1111.95 * Math.cos((18.5 * Math.PI) / 180), 0);
    expect(r.fraccion).toBe(1);
  });

  it('says how far along the polyline the nearest spot lies, across its parts', () => {
    expect(distanciaAPolilinea(18.5001, -88.3, esteOeste).fraccion).toBeCloseTo(0.5, 6);
    const quebrada: [number, number][] = [[18.5, -88.3], [18.51, -88.3], [18.51, -88.29]];
    const r = distanciaAPolilinea(18.5101, -88.2995, quebrada);
    expect(r.distancia_m).toBeCloseTo(MILESIMA_LAT_M / 10, 0);
    expect(r.fraccion).toBeGreaterThan(0.5);
    expect(r.fraccion).toBeLessThan(0.6);
  });
});

describe('buscarCalleCercana', () => {
  it("finds the demo establishments' streets (scripts/demo-negocios.ts) with their house numbers", () => {
    const casos: [number, number, number, string | null][] = [
      [18.5036, -88.2961, 100, '112'], // AV. HÉROES 112, Centro
      [18.5009, -88.2958, 104, '201'], // AV. OTHÓN P. BLANCO 201, Centro: 33 m from Héroes, 11 m from its own
      [18.5102, -88.2874, 601, '345'], // AV. BELICE 345, Payo Obispo
      [18.5198, -88.3047, 900, '1080'], // AV. INSURGENTES 1080, Forjadores
      [18.5141, -88.3003, 1207, '233'], // AV. VENUSTIANO CARRANZA 233, Del Bosque
      [18.5223, -88.2931, 1005, '390'], // AV. SAN SALVADOR 390, Campestre
      [18.5302, -88.3151, 1402, null], // AV. MAXUXAC, Lagunitas: the street has no numbers
    ];
    for (const [lat, lng, calle, numero] of casos) {
      const r = buscarCalleCercana(calles, lat, lng);
      expect(r?.direccion.calle_id, `${lat}, ${lng}`).toBe(calle);
      expect(r?.direccion.numero_exterior, `${lat}, ${lng}`).toBe(numero);
    }
  });

  it('answers the whole address the selects use', () => {
    expect(buscarCalleCercana(calles, 18.5036, -88.2961)).toEqual({
      direccion: {
        codigo_postal: '77000',
        localidad_id: 1,
        localidad: 'CHETUMAL',
        colonia_id: 1,
        colonia: 'CENTRO',
        calle_id: 100,
        calle: 'AV. HÉROES',
        numero_exterior: '112',
      },
      distancia_m: expect.any(Number),
    });
    // the line of Av. Héroes passes 4.6 m from the demo point
    expect(buscarCalleCercana(calles, 18.5036, -88.2961)?.distancia_m).toBeLessThan(5);
  });

  it('the default centre of the map (spec 1 §9) has an address: Av. Insurgentes, Forjadores', () => {
    expect(buscarCalleCercana(calles, 18.520326, -88.305718)?.direccion).toMatchObject({ calle_id: 900, colonia: 'FORJADORES', codigo_postal: '77025' });
  });

  it('the nearer of two streets wins', () => {
    const dos: SegmentoCalle[] = [
      { calle_id: 101, puntos: [[18.5, -88.31], [18.5, -88.29]] },
      { calle_id: 104, puntos: [[18.502, -88.31], [18.502, -88.29]] },
    ];
    const u = ubicarSegmentos(dos);
    expect(buscarCalleCercana(u, 18.5009, -88.3)?.direccion.calle_id).toBe(101);
    expect(buscarCalleCercana(u, 18.5011, -88.3)?.direccion.calle_id).toBe(104);
  });

  it(`a point farther than ${DISTANCIA_MAXIMA_M} m from every street has no address (the bay, the bush)`, () => {
    expect(buscarCalleCercana(calles, 18.485, -88.29)).toBeNull();
    expect(buscarCalleCercana(calles, 18.6, -88.4)).toBeNull();
    const una = ubicarSegmentos([{ calle_id: 100, puntos: [[18.5, -88.31], [18.5, -88.29]] }]);
    expect(buscarCalleCercana(una, 18.5026, -88.3)).not.toBeNull(); // 289 m
    expect(buscarCalleCercana(una, 18.5028, -88.3)).toBeNull(); // 311 m
    expect(buscarCalleCercana(una, 18.5028, -88.3, 400)?.distancia_m).toBeCloseTo(2.8 * MILESIMA_LAT_M, 0);
  });

  it('numbers are interpolated along the segment from one end to the other', () => {
    const u = ubicarSegmentos([{ calle_id: 100, puntos: [[18.5, -88.31], [18.5, -88.29]], numeros: [100, 300] }]);
    expect(buscarCalleCercana(u, 18.5, -88.31)?.direccion.numero_exterior).toBe('100');
    expect(buscarCalleCercana(u, 18.5, -88.3)?.direccion.numero_exterior).toBe('200');
    expect(buscarCalleCercana(u, 18.5, -88.29)?.direccion.numero_exterior).toBe('300');
    // past the end the number stays the end's, never beyond its range
    expect(buscarCalleCercana(u, 18.5, -88.288)?.direccion.numero_exterior).toBe('300');
  });
});
