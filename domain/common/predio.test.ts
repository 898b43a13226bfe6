import { describe, expect, it } from 'vitest';

const REQUERIDO = 'El campo es requerido';
import { claveEspecial, esClaveCatastral17, estadoClave, marcarDonativo, marcarZonaFederal, normalizarClaveCatastral, requierePagoPredial } from './predio';

describe('cadastral key (spec 1 §4.7, §5.5)', () => {
  it('a masked key keeps its digits; texts are upper-cased and trimmed', () => {
    expect(normalizarClaveCatastral(' 0401-0010-0200-3000-1 ')).toBe('04010010020030001');
    expect(normalizarClaveCatastral('0401 0010 0200 3000 1')).toBe('04010010020030001');
    expect(normalizarClaveCatastral(' zona   federal ')).toBe('ZONA FEDERAL');
    expect(normalizarClaveCatastral(null)).toBe('');
  });

  it('recognises the special texts DONATIVO, ZONA FEDERAL and MERCADO', () => {
    expect(claveEspecial('donativo')).toBe('DONATIVO');
    expect(claveEspecial('ZONA FEDERAL')).toBe('ZONA FEDERAL');
    expect(claveEspecial('Mercado')).toBe('MERCADO');
    expect(claveEspecial('04010010020030001')).toBeNull();
  });

  it('a plain key has exactly 17 digits', () => {
    expect(esClaveCatastral17('04010010020030001')).toBe(true);
    expect(esClaveCatastral17('0401001002003000')).toBe(false);
    expect(esClaveCatastral17('040100100200300011')).toBe(false);
    expect(esClaveCatastral17('0401001002003000A')).toBe(false);
  });

  it('estadoClave: a plain key is checked in the cadastre and must have 17 digits', () => {
    expect(estadoClave({ clave_catastral: '04010010020030001' })).toEqual({ tipo: 'catastral', textoLibre: false, consultaCatastro: true, valida: true, mensaje: null });
    expect(estadoClave({ clave_catastral: '040100100' })).toMatchObject({ valida: false, mensaje: 'Debe proporcionar 17 digitos' });
    expect(estadoClave({ clave_catastral: '' })).toMatchObject({ valida: false, mensaje: REQUERIDO });
  });

  it('estadoClave: donativo, zona federal and market take free text and skip the cadastre', () => {
    expect(estadoClave({ clave_catastral: 'DONATIVO', donativo: true })).toEqual({ tipo: 'donativo', textoLibre: true, consultaCatastro: false, valida: true, mensaje: null });
    expect(estadoClave({ clave_catastral: 'DONATIVO', no_cuento_clave: true }).tipo).toBe('donativo');
    expect(estadoClave({ clave_catastral: 'ZONA FEDERAL', zona_federal: true }).tipo).toBe('zona_federal');
    expect(estadoClave({ clave_catastral: 'MERCADO', mercado: true })).toMatchObject({ tipo: 'mercado', valida: true });
    expect(estadoClave({ clave_catastral: '', donativo: true })).toMatchObject({ valida: false, mensaje: REQUERIDO });
  });

  it('estadoClave: the special text without its flag is still a plain key', () => {
    expect(estadoClave({ clave_catastral: 'DONATIVO' })).toMatchObject({ tipo: 'catastral', valida: false, mensaje: 'Debe proporcionar 17 digitos' });
  });

  it("'No cuento con clave catastral' sets DONATIVO and donativo; unticking clears the key", () => {
    expect(marcarDonativo('', true)).toEqual({ clave_catastral: 'DONATIVO', donativo: true });
    expect(marcarDonativo('0401001002', true)).toEqual({ clave_catastral: 'DONATIVO', donativo: true });
    expect(marcarDonativo('DONATIVO', false)).toEqual({ clave_catastral: '', donativo: false });
  });

  it('…unless the key is MERCADO or ZONA FEDERAL, which it leaves alone', () => {
    expect(marcarDonativo('MERCADO', true)).toEqual({ clave_catastral: 'MERCADO', donativo: false });
    expect(marcarDonativo('ZONA FEDERAL', true)).toEqual({ clave_catastral: 'ZONA FEDERAL', donativo: false });
    expect(marcarDonativo('MERCADO', false)).toEqual({ clave_catastral: 'MERCADO', donativo: false });
  });

  it('ticking zona federal sets ZONA FEDERAL; unticking clears it', () => {
    expect(marcarZonaFederal('04010010020030001', true)).toEqual({ clave_catastral: 'ZONA FEDERAL', zona_federal: true });
    expect(marcarZonaFederal('ZONA FEDERAL', false)).toEqual({ clave_catastral: '', zona_federal: false });
    expect(marcarZonaFederal('04010010020030001', false)).toEqual({ clave_catastral: '04010010020030001', zona_federal: false });
  });

  it('property tax is required unless the key is DONATIVO, MERCADO or ZONA FEDERAL', () => {
    expect(requierePagoPredial('04010010020030001')).toBe(true);
    expect(requierePagoPredial('DONATIVO')).toBe(false);
    expect(requierePagoPredial('MERCADO')).toBe(false);
    expect(requierePagoPredial('ZONA FEDERAL')).toBe(false);
  });
});
