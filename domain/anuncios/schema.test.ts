// The zod schemas of signs: bodies as the API receives them (strings, 0/1, base64 files) and the
// field rules they run (validarCamposAnuncio).
import { describe, expect, it } from 'vitest';
import { MENSAJES_ANUNCIO as M } from './mensajes';
import {
  anuncioEstablecimientoSchema,
  anuncioExternoSchema,
  archivoBase64Schema,
  filaAnuncioSchema,
  solicitudExternaSchema,
  solicitudExternaUpdateSchema,
} from './schema';

const fila = { tipo_anuncio_id: '5', largo: '2.5', ancho: '1', material_id: 4, caras: '2', pieza: '1' };
const firmaPng = { nombre: 'foto.png', tipo: 'image/png', data: 'data:image/png;base64,iVBORw0KGgo=' };

const mensajes = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('rows and files', () => {
  it('a row: numbers from strings, empty extras are null', () => {
    expect(filaAnuncioSchema.parse({ ...fila, mes: '', dia: '', movimiento_rotatorio: '1' })).toEqual({
      tipo_anuncio_id: 5,
      largo: 2.5,
      ancho: 1,
      material_id: 4,
      caras: 2,
      pieza: 1,
      mes: null,
      dia: null,
      movimiento_rotatorio: true,
    });
  });
  it('a file drops a data: prefix', () => {
    expect(archivoBase64Schema.parse(firmaPng).data).toBe('iVBORw0KGgo=');
    expect(archivoBase64Schema.safeParse({ nombre: 'x.png', tipo: 'image/png', data: '' }).success).toBe(false);
  });
});

describe('anuncioEstablecimientoSchema', () => {
  const cuerpo = {
    locacion_id: '7',
    forma_instalacion: 'Adosado',
    iluminado: 1,
    temporal: '0',
    propiedad: '1',
    renovacion: false,
    arreglo_anuncios: [fila],
    archivos: { fotografia: firmaPng, documento_propiedad: null },
  };
  it('parses a body with 0/1 booleans and files', () => {
    const d = anuncioEstablecimientoSchema.parse(cuerpo);
    expect(d).toMatchObject({ locacion_id: 7, iluminado: true, temporal: false, propiedad: 1, otro_domicilio: false, periodo_renovacion: [] });
    expect(d.archivos.fotografia?.nombre).toBe('foto.png');
    expect(d.archivos.documento_propiedad).toBeNull();
  });
  it('runs the row rules on their paths', () => {
    const r = anuncioEstablecimientoSchema.safeParse({ ...cuerpo, arreglo_anuncios: [{ ...fila, tipo_anuncio_id: 7, pieza: null }] });
    expect(mensajes(r)).toEqual([`arreglo_anuncios.0.pieza: ${M.piezaRequerida}`, `arreglo_anuncios.0.dia: ${M.diaRequerido}`]);
  });
  it('temporary dates with the spec messages', () => {
    const r = anuncioEstablecimientoSchema.safeParse({ ...cuerpo, temporal: true });
    expect(mensajes(r)).toEqual(['fecha_inicio: La fecha de inicio es requerida', 'fecha_fin: La fecha final es requerida']);
  });
  it('at least one row; an unknown file slot is refused', () => {
    expect(mensajes(anuncioEstablecimientoSchema.safeParse({ ...cuerpo, arreglo_anuncios: [] }))).toContain(`arreglo_anuncios: ${M.sinAnuncios}`);
    expect(anuncioEstablecimientoSchema.safeParse({ ...cuerpo, archivos: { otro: firmaPng } }).success).toBe(false);
  });
});

describe('public road', () => {
  const signo = { forma_instalacion: 'Poste', anuncio_detalle: [{ ...fila, tipo_anuncio_id: 2, pieza: null }], propiedad: 2 };
  it('a sign of an existing request', () => {
    const d = anuncioExternoSchema.parse({ ...signo, solicitud_anuncio_externo_id: '12' });
    expect(d.solicitud_anuncio_externo_id).toBe(12);
    expect(d.anuncio_detalle[0].tipo_anuncio_id).toBe(2);
  });
  it('a new request: the 17-digit key, or no_folio with the identification', () => {
    expect(solicitudExternaSchema.safeParse({ ...signo, tipo_propiedad_id: 1, clave_catastral: '1234-5678-9012-345-67' }).success).toBe(true);
    expect(mensajes(solicitudExternaSchema.safeParse({ ...signo, tipo_propiedad_id: 1, clave_catastral: '123' }))).toEqual([`clave_catastral: ${M.claveCatastralInvalida}`]);
    expect(mensajes(solicitudExternaSchema.safeParse({ ...signo, tipo_propiedad_id: 1, no_folio: true }))).toEqual([`identificacion_predio: ${M.identificacionPredioRequerida}`]);
    expect(solicitudExternaSchema.safeParse({ ...signo, tipo_propiedad_id: 1, no_folio: true, identificacion_predio: 'Lote 4, manzana 12' }).success).toBe(true);
    expect(mensajes(solicitudExternaSchema.safeParse({ ...signo, clave_catastral: '12345678901234567' }))).toEqual([`tipo_propiedad_id: ${M.propiedadRequerida}`]);
  });
  it('updatesolicitud: every field optional', () => {
    expect(solicitudExternaUpdateSchema.parse({})).toEqual({ archivos: {} });
    expect(solicitudExternaUpdateSchema.parse({ tipo_propiedad_id: '2', domicilio: { calle: 'Av. Insurgentes', cp: '' } })).toMatchObject({
      tipo_propiedad_id: 2,
      domicilio: { calle: 'Av. Insurgentes', cp: null },
    });
  });
});
