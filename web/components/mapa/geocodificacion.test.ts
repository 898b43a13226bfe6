// spec 1 §7.6 (a click sets latitude, longitude and address), §8 ('No results found', 'Geocoder
// failed due to: {status}'): what a click's answer does to the form and what the person reads.
import { describe, expect, it } from 'vitest';
import { direccionEnTexto, mensajeGeocodificacion, type DireccionGeocodificada } from '../../../domain/common/geocodificacion';
import { ApiError } from '../../lib/api';
import { camposDeDireccion, estadoDeFallo, rutaGeocodificacion } from './geocodificacion';

const heroes: DireccionGeocodificada = {
  codigo_postal: '77000',
  localidad_id: 1,
  localidad: 'CHETUMAL',
  colonia_id: 1,
  colonia: 'CENTRO',
  calle_id: 100,
  calle: 'AV. HÉROES',
  numero_exterior: '112',
};

const formulario = (valores: Record<string, unknown>) => (campo: string) => valores[campo];

describe('camposDeDireccion', () => {
  it('sets postal code, localidad, colonia, street and house number, as numbers in the licence form', () => {
    expect(camposDeDireccion(heroes, 'numero', 'domicilio', formulario({}))).toEqual([
      ['domicilio.codigo_postal', '77000'],
      ['domicilio.localidad_id', 1],
      ['domicilio.colonia_id', 1],
      ['domicilio.calle_id', 100],
      ['domicilio.numero_exterior', '112'],
    ]);
  });

  it('as text where the form keeps ids as text, under another prefix', () => {
    expect(camposDeDireccion(heroes, 'texto', 'fiscal', formulario({}))).toContainEqual(['fiscal.colonia_id', '1']);
  });

  it('keeps a house number typed by hand when the geocoder knows none', () => {
    const campos = camposDeDireccion({ ...heroes, numero_exterior: null }, 'numero', 'domicilio', formulario({ 'domicilio.numero_exterior': '7' }));
    expect(campos.map(([c]) => c)).not.toContain('domicilio.numero_exterior');
  });

  it("another colonia empties the cross streets chosen among the old colonia's streets", () => {
    const antes = formulario({ 'domicilio.colonia_id': 12, 'domicilio.cruzamiento1_id': 1201, 'domicilio.cruzamiento2_id': null });
    const campos = camposDeDireccion(heroes, 'numero', 'domicilio', antes);
    expect(campos).toContainEqual(['domicilio.cruzamiento1_id', null]);
    expect(campos.map(([c]) => c)).not.toContain('domicilio.cruzamiento2_id');
  });

  it('the same colonia keeps them; a form without cross streets gets none', () => {
    const misma = formulario({ 'domicilio.colonia_id': 1, 'domicilio.cruzamiento1_id': 101 });
    expect(camposDeDireccion(heroes, 'numero', 'domicilio', misma).map(([c]) => c)).not.toContain('domicilio.cruzamiento1_id');
    expect(camposDeDireccion(heroes, 'numero', 'domicilio', formulario({ 'domicilio.colonia_id': 5 })).map(([c]) => c)).not.toContain('domicilio.cruzamiento1_id');
  });
});

describe('estadoDeFallo and the messages of spec 1 §8', () => {
  const error = (status: number | null, cuerpo: unknown) => new ApiError('x', status, undefined, cuerpo);

  it("the API's status: ZERO_RESULTS is 'No results found', a failure is 'Geocoder failed due to: {status}'", () => {
    const sinResultados = estadoDeFallo(error(200, { success: false, message: 'No results found', data: { estado: 'ZERO_RESULTS', direccion: null } }));
    expect(mensajeGeocodificacion(sinResultados)).toBe('No results found');
    const tiempo = estadoDeFallo(error(503, { success: false, data: { estado: 'TIMEOUT', direccion: null } }));
    expect(mensajeGeocodificacion(tiempo)).toBe('Geocoder failed due to: TIMEOUT');
    expect(estadoDeFallo(error(503, { data: { estado: 'REQUEST_DENIED' } }))).toBe('REQUEST_DENIED');
  });

  it('our own rate limit is OVER_QUERY_LIMIT; no answer, another error or an unknown status is ERROR', () => {
    expect(estadoDeFallo(error(429, { success: false, message: 'Ha realizado demasiadas peticiones seguidas' }))).toBe('OVER_QUERY_LIMIT');
    expect(estadoDeFallo(error(null, null))).toBe('ERROR');
    expect(estadoDeFallo(error(500, { success: false }))).toBe('ERROR');
    expect(estadoDeFallo(error(503, { data: { estado: 'OK' } }))).toBe('ERROR');
    expect(estadoDeFallo(error(503, { data: { estado: 'RARO' } }))).toBe('ERROR');
    expect(estadoDeFallo(new TypeError('fetch'))).toBe('ERROR');
    expect(mensajeGeocodificacion('ERROR')).toBe('Geocoder failed due to: ERROR');
  });
});

describe('rutaGeocodificacion and direccionEnTexto', () => {
  it('asks for the clicked point', () => {
    expect(rutaGeocodificacion({ lat: 18.5036, lng: -88.2961 })).toBe('/api/geocodificacion/reversa?lat=18.5036&lng=-88.2961');
  });

  it('says the found address in one line, with or without a number', () => {
    expect(direccionEnTexto(heroes)).toBe('AV. HÉROES 112, CENTRO, CHETUMAL, C.P. 77000');
    expect(direccionEnTexto({ ...heroes, numero_exterior: null })).toBe('AV. HÉROES, CENTRO, CHETUMAL, C.P. 77000');
    expect(mensajeGeocodificacion('OK')).toBe('');
  });
});
