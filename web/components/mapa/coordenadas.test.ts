import { describe, expect, it } from 'vitest';
import { aPosicion, posicionDeClic, redondear } from './coordenadas';

describe('aPosicion', () => {
  it('reads numbers and text from the inputs', () => {
    expect(aPosicion(18.520326, -88.305718)).toEqual({ lat: 18.520326, lng: -88.305718 });
    expect(aPosicion('18.5', ' -88.3 ')).toEqual({ lat: 18.5, lng: -88.3 });
    expect(aPosicion('18,5', '-88,3')).toEqual({ lat: 18.5, lng: -88.3 });
  });

  it('is null while a coordinate is missing, not a number or out of range', () => {
    expect(aPosicion(null, -88.3)).toBeNull();
    expect(aPosicion('', '')).toBeNull();
    expect(aPosicion('abc', -88.3)).toBeNull();
    expect(aPosicion(91, -88.3)).toBeNull();
    expect(aPosicion(18.5, -181)).toBeNull();
    expect(aPosicion(Number.NaN, 1)).toBeNull();
  });
});

describe('posicionDeClic', () => {
  it('rounds to six decimals', () => {
    expect(posicionDeClic({ lat: 18.5203261234, lng: -88.3057189876 })).toEqual({ lat: 18.520326, lng: -88.305719 });
    expect(redondear(1.23456789, 2)).toBe(1.23);
  });

  it('wraps a longitude from a repeated world copy', () => {
    expect(posicionDeClic({ lat: 18.5, lng: -88.3 + 360 }).lng).toBeCloseTo(-88.3, 6);
    expect(posicionDeClic({ lat: 18.5, lng: -88.3 - 360 }).lng).toBeCloseTo(-88.3, 6);
  });
});
