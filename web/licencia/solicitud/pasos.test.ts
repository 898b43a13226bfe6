// The licence form in steps (spec 1 §2.10): which step holds a field or a missing file, where a
// saved request opens, and the step kept beside the draft.
import { describe, expect, it } from 'vitest';
import { AlmacenMemoria } from '../../lib/almacen-memoria';
import { pasoInicial } from './paso-inicial';
import { acotarPaso, borrarPaso, escribirPaso, leerPaso, pasoDeCampo, pasosDe, primerPasoConError, rutasConError } from './pasos';
import type { EstablecimientoDetalle } from './tipos';

const FOTOS = ['frente', 'interior', 'wc', 'lateralIzquierdo', 'lateralDerecho'];
const archivo = (id: number, tipo_archivo: string) => ({ id, tipo_archivo, nombre: `${tipo_archivo}.pdf`, created_at: '2025-01-01T00:00:00Z' });

/** A saved SARE request with every field the schema asks (as GET establecimientos/{id} answers it). */
const detalle = (o: Record<string, unknown> = {}, archivos = ['constancia_sat', 'titulo_escritura', ...FOTOS]) =>
  ({
    id: 5,
    contribuyente_id: 7,
    clave_catastral: '04001001012005000',
    donativo: false,
    zona_federal: false,
    nombre_comercial: 'Abarrotes Lupita',
    fecha_alta_hacienda: '2024-03-01',
    giro_actividad_id: 1,
    actividades_secundarias: [23],
    horario_extendido: false,
    tipo_propiedad_id: 1,
    categoria_id: 1,
    tipo_local_id: 1,
    tipo_local_detalle_id: 101,
    telefono_oficina: '9831234567',
    superficie_m2: '96.50',
    numero_empleados: 3,
    cajones_estacionamiento: 0,
    inversion_estimada: '150000.00',
    tiene_uso_suelo: false,
    mes_pago_residuos: '01',
    tipo_proceso_id: 2,
    domicilio: { codigo_postal: '77000', entidad_id: 23, municipio_id: 4, localidad_id: 1, colonia_id: 2, calle_id: 3, numero_exterior: '112', latitud: 18.5, longitud: -88.3 },
    archivos: archivos.map((t, i) => archivo(i + 1, t)),
    licencia: [],
    ...o,
  }) as unknown as EstablecimientoDetalle;

describe('pasosDe', () => {
  it('six steps in the spec order; a market opening has no Ubicación (its address is the market’s)', () => {
    expect(pasosDe(false).map((p) => p.titulo)).toEqual(['Predial', 'Datos de Establecimiento', 'Documentación Adjunta', 'Datos de Ubicación', 'Fotografías', 'Revisar y enviar']);
    expect(pasosDe(true).map((p) => p.id)).toEqual(['predial', 'establecimiento', 'documentos', 'fotos', 'revisar']);
  });
});

describe('primerPasoConError', () => {
  const pasos = pasosDe(false);
  it('maps each field to the step that shows it', () => {
    expect(pasoDeCampo('clave_catastral')).toBe('predial');
    expect(pasoDeCampo('folio_recibo_pago_donativo')).toBe('predial');
    expect(pasoDeCampo('domicilio.calle_id')).toBe('ubicacion');
    expect(pasoDeCampo('mercado_id')).toBe('establecimiento');
    expect(pasoDeCampo('nombre_comercial')).toBe('establecimiento');
  });

  it('the earliest step wins, whatever the order of the errors; missing files count by kind', () => {
    expect(primerPasoConError(pasos, ['domicilio.numero_exterior', 'nombre_comercial'])).toBe(1);
    expect(primerPasoConError(pasos, ['domicilio.numero_exterior'], ['frente'])).toBe(3);
    expect(primerPasoConError(pasos, [], ['frente', 'constancia_sat'])).toBe(2);
    expect(primerPasoConError(pasos, [], ['wc'])).toBe(4);
    expect(primerPasoConError(pasos, [])).toBeNull();
  });

  it('an address error of a market opening goes to the establishment’s step (its market section)', () => {
    expect(primerPasoConError(pasosDe(true), ['domicilio.calle_id'])).toBe(1);
  });

  it('reads nested errors as paths, as react-hook-form keeps them', () => {
    const errores = { nombre_comercial: { type: 'custom', message: 'Requerido' }, domicilio: { calle_id: { type: 'custom', message: 'Requerido' } } };
    expect(rutasConError(errores)).toEqual(['nombre_comercial', 'domicilio.calle_id']);
  });
});

describe('pasoInicial', () => {
  const pasos = pasosDe(false);
  it('a new request opens at Predial; a complete saved one at Revisar y enviar', () => {
    expect(pasoInicial(null, pasos)).toBe('predial');
    expect(pasoInicial(detalle(), pasos)).toBe('revisar');
  });

  it('a saved request opens at its first step with missing data: a field, else a required file', () => {
    expect(pasoInicial(detalle({ nombre_comercial: '' }), pasos)).toBe('establecimiento');
    expect(pasoInicial(detalle({ domicilio: { codigo_postal: '77000', localidad_id: 1, colonia_id: 2, calle_id: 3, numero_exterior: '' } }), pasos)).toBe('ubicacion');
    expect(pasoInicial(detalle({}, ['titulo_escritura', ...FOTOS]), pasos)).toBe('documentos');
    expect(pasoInicial(detalle({}, ['constancia_sat', 'titulo_escritura', 'frente']), pasos)).toBe('fotos');
  });
});

describe('the step kept with the draft', () => {
  it('is read back, forgotten with the drafts on sign-out (same prefix), and anything else reads as none', () => {
    const a = new AlmacenMemoria();
    expect(leerPaso(a, 'licencia:5')).toBeNull();
    escribirPaso(a, 'licencia:5', 'ubicacion');
    expect(leerPaso(a, 'licencia:5')).toBe('ubicacion');
    expect(a.key(0)).toMatch(/^ventanilla\.borrador\./);
    a.setItem(a.key(0)!, 'otro');
    expect(leerPaso(a, 'licencia:5')).toBeNull();
    borrarPaso(a, 'licencia:5');
    expect(a.length).toBe(0);
    expect(leerPaso(null, 'licencia:5')).toBeNull();
  });

  it('an index stays within the steps', () => {
    expect(acotarPaso(9, pasosDe(true))).toBe(4);
    expect(acotarPaso(-1, pasosDe(false))).toBe(0);
    expect(acotarPaso(Number.NaN, pasosDe(false))).toBe(0);
  });
});
