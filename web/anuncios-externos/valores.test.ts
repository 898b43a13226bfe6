import { describe, expect, it } from 'vitest';
import type { SolicitudExternaEntrada } from '../../domain/anuncios/schema';
import { archivosPresentes, cuerpoNueva, inicialDe, parteAnuncio, parteSolicitud, slotsAnuncio, slotsSolicitud, solicitudCambiada, type Contexto } from './valores';
import type { SolicitudExterna } from './tipos';

const base: Contexto = { altoRiesgo: false, renovacion: false, propiedad: 1, noFolio: false };
const pdf = { nombre: 'a.pdf', tipo: 'application/pdf', data: 'JVBE' };
const png = { nombre: 'f.png', tipo: 'image/png', data: 'iVBO' };

const valores = (extra: Partial<SolicitudExternaEntrada> = {}): SolicitudExternaEntrada =>
  ({
    clave_catastral: '04001001012005000',
    no_folio: false,
    identificacion_predio: null,
    tipo_propiedad_id: 1,
    domicilio: { cp: '77000', calle: 'AV. HÉROES', numero_exterior: '112', colonia: 'CENTRO', localidad: 'CHETUMAL' },
    forma_instalacion: 'Atornillado',
    iluminado: true,
    temporal: false,
    fecha_inicio: '2026-01-01',
    fecha_fin: null,
    renovacion: false,
    periodo_renovacion: [2026],
    tiene_cambio: false,
    cambio_texto: 'x',
    cambio_fisico: false,
    espectacular: false,
    is_mecanismo_electrico: false,
    is_accion_viento: false,
    anuncio_detalle: [{ tipo_anuncio_id: 3, largo: 2, ancho: 1, material_id: 3, caras: 1 }],
    archivos: { fotografia: png, documento_propiedad: pdf, constancia_cedula_catastral: pdf, memoria_calculo_estructural: pdf },
    ...extra,
  }) as SolicitudExternaEntrada;

describe('the file slots on screen (spec 3 §3.2, §5.2)', () => {
  it('the request: the property document or the lease, and the cadastral certificate only with a key', () => {
    expect(slotsSolicitud(base)).toEqual(['documento_propiedad', 'constancia_cedula_catastral']);
    expect(slotsSolicitud({ ...base, propiedad: 2, noFolio: true })).toEqual(['documento_arrendamiento']);
  });
  it('the sign: three photographs, and the risk and renewal documents when they apply', () => {
    expect(slotsAnuncio(base)).toEqual(['fotografia', 'fotografia_izquierda', 'fotografia_derecha']);
    expect(slotsAnuncio({ ...base, altoRiesgo: true })).toEqual(['fotografia', 'fotografia_izquierda', 'fotografia_derecha', 'memoria_calculo_estructural', 'responsiva_terceros']);
    expect(slotsAnuncio({ ...base, altoRiesgo: true, renovacion: true })).toEqual(['fotografia', 'fotografia_izquierda', 'fotografia_derecha', 'responsiva_terceros', 'anterior_permiso_anuncio']);
  });
});

describe('one form, two calls', () => {
  it('the sign takes its own slots on screen, dates only when temporary, the text only when changed', () => {
    const a = parteAnuncio(valores(), base);
    expect(Object.keys(a.archivos)).toEqual(['fotografia']);
    expect(a).toMatchObject({ fecha_inicio: null, cambio_texto: null, periodo_renovacion: [] });
  });
  it('the request takes its own slots; a removal travels even off screen', () => {
    const s = parteSolicitud(valores({ archivos: { documento_propiedad: pdf, documento_arrendamiento: null, fotografia: png } }), base);
    expect(s.archivos).toEqual({ documento_propiedad: pdf, documento_arrendamiento: null });
  });
  it('a new request sends every file in one map, and no key without one', () => {
    const n = cuerpoNueva(valores(), base);
    expect(Object.keys(n.archivos).sort()).toEqual(['constancia_cedula_catastral', 'documento_propiedad', 'fotografia']);
    expect(n.clave_catastral).toBe('04001001012005000');
    expect(cuerpoNueva(valores({ no_folio: true, identificacion_predio: 'Lote 4' }), { ...base, noFolio: true }).clave_catastral).toBeNull();
  });
  it('knows when the request itself changed', () => {
    const s = { tipo_propiedad_id: 1, identificacion_predio: null, domicilio: { cp: '77000', calle: 'AV. HÉROES', numero_exterior: '112', colonia: 'CENTRO', localidad: 'CHETUMAL', numero_interior: null } } as unknown as SolicitudExterna;
    const sinArchivos = { archivos: { fotografia: png } };
    expect(solicitudCambiada(valores(sinArchivos), s, base)).toBe(false);
    expect(solicitudCambiada(valores({ ...sinArchivos, tipo_propiedad_id: 2 }), s, base)).toBe(true);
    expect(solicitudCambiada(valores({ ...sinArchivos, domicilio: { calle: 'AV. HÉROES', numero_exterior: '112', referencias: 'Junto al parque' } }), s, base)).toBe(true);
    expect(solicitudCambiada(valores(), s, base)).toBe(true);
  });
});

describe('files present and first values', () => {
  it('stored files count unless removed; chosen ones count', () => {
    expect(archivosPresentes(['fotografia', 'documento_propiedad'], { documento_propiedad: null, constancia_cedula_catastral: pdf }).sort()).toEqual(['constancia_cedula_catastral', 'fotografia']);
  });
  it('a new request starts with the key from the dialog, or without a key', () => {
    expect(inicialDe({ clave: '04001001012005000', solicitud: null, anuncio: null })).toMatchObject({ clave_catastral: '04001001012005000', no_folio: false, anuncio_detalle: [{ caras: 1 }] });
    expect(inicialDe({ clave: null, solicitud: null, anuncio: null })).toMatchObject({ clave_catastral: '', no_folio: true });
  });
});
