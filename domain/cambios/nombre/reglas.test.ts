// The trade-name change's form rules and messages (spec 2 §2, §4, §5, §8).
import { describe, expect, it } from 'vitest';
import { ESTATUS } from '../../tramite/estatus';
import { esEditableNombre, documentosNombre, erroresEnvioNombre, licenciaDelAnio, renovacionDelAnio, type LicenciaAnio } from './reglas';
import { MSG_NOMBRE, MSG_NOMBRE_EXTRA, cambioNombreSchema, mismoNombre, nuevoNombreSchema } from './schema';

const lic = (o: Partial<LicenciaAnio>): LicenciaAnio => ({ id: 1, anio: 2026, estado: 'terminada', revocada: false, renovacion: false, ...o });
const errores = (v: unknown) => {
  const r = cambioNombreSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the spec strings, verbatim', () => {
  it('keeps the dialog, licence and warning texts of spec 2 §2, §5, §8', () => {
    expect(MSG_NOMBRE).toMatchObject({
      titulo: 'Solicitud de cambio de nombre comercial',
      preguntaLicencia: '¿Tiene licencia de año actual?',
      sinLicenciaActual: 'Al no contar con una licencia del año actual, usted debe realizar una renovación para poder continuar',
      licenciaEncontrada: 'Licencia del año actual encontrada exitosamente',
      licenciaNoEncontrada: 'Licencia del año actual no encontrada',
      licenciaNoHallada: 'No se ha encontrado la licencia de este año',
      generar: 'Generar solicitud',
      actualizar: 'Actualizar solicitud',
      camposObligatorios: 'Por favor, completa los campos obligatorios',
      requerido: 'El campo es requerido',
    });
    expect(MSG_NOMBRE_EXTRA.avisoAdeudos).toContain('recolección y transporte de residuos sólidos');
  });
});

describe('the form (spec 2 §5: current and new names required)', () => {
  it('both names are required', () => {
    expect(errores({ nombre_comercial_actual: '', nuevo_nombre_comercial: '  ' })).toEqual({ nombre_comercial_actual: 'El campo es requerido', nuevo_nombre_comercial: 'El campo es requerido' });
    expect(errores({})).toEqual({ nombre_comercial_actual: 'El campo es requerido', nuevo_nombre_comercial: 'El campo es requerido' });
  });
  it('the new name differs from the current one (spaces and case do not count), at most 200 characters', () => {
    expect(errores({ nombre_comercial_actual: 'LA CEIBA', nuevo_nombre_comercial: ' la  ceiba ' })).toEqual({ nuevo_nombre_comercial: 'El nuevo nombre comercial debe ser distinto del actual.' });
    expect(errores({ nombre_comercial_actual: 'LA CEIBA', nuevo_nombre_comercial: 'A'.repeat(201) })).toEqual({ nuevo_nombre_comercial: 'Máximo: 200 caracteres' });
    expect(cambioNombreSchema.parse({ nombre_comercial_actual: 'LA CEIBA', nuevo_nombre_comercial: '  EL  CEIBO ' })).toEqual({ nombre_comercial_actual: 'LA CEIBA', nuevo_nombre_comercial: 'EL CEIBO' });
    expect(nuevoNombreSchema.safeParse(undefined).success).toBe(false);
    expect(mismoNombre('Cocina Económica', 'COCINA  ECONÓMICA')).toBe(true);
    expect(mismoNombre('COCINA ECONOMICA', 'COCINA ECONÓMICA')).toBe(false);
  });
});

describe('when it may be updated (spec 2 §4 trade name: 1 and 3; returned 5)', () => {
  it('1, 3 and 5 yes; 10 and 4 no', () => {
    expect([ESTATUS.BORRADOR, ESTATUS.EN_PROCESO, ESTATUS.RECHAZADO].map(esEditableNombre)).toEqual([true, true, true]);
    expect([ESTATUS.ENVIADO, ESTATUS.APROBADO].map(esEditableNombre)).toEqual([false, false]);
  });
});

describe('this year’s licence (spec 2 §2 prior dialog)', () => {
  it('issued and not revoked: found; in course or revoked: not found this year; none of this year: not found', () => {
    expect(licenciaDelAnio([lic({ anio: 2025 }), lic({ id: 2 })], 2026)).toMatchObject({ estado: 'emitida', licencia: { id: 2 }, mensaje: 'Licencia del año actual encontrada exitosamente' });
    expect(licenciaDelAnio([lic({ estado: 'en_revision' })], 2026)).toMatchObject({ estado: 'en_tramite', mensaje: 'No se ha encontrado la licencia de este año' });
    expect(licenciaDelAnio([lic({ revocada: true })], 2026).estado).toBe('en_tramite');
    expect(licenciaDelAnio([lic({ anio: 2025 })], 2026)).toEqual({ estado: 'ninguna', licencia: null, mensaje: 'Licencia del año actual no encontrada' });
  });
  it('the Extra variant needs this year’s renewal, in course or issued, not refused', () => {
    expect(renovacionDelAnio([lic({ renovacion: true, estado: 'borrador' })], 2026)?.id).toBe(1);
    expect(renovacionDelAnio([lic({ renovacion: true, estado: 'rechazada' })], 2026)).toBeNull();
    expect(renovacionDelAnio([lic({})], 2026)).toBeNull();
  });
});

describe('what sending needs (spec 2 §2 documents, §5)', () => {
  it('both documents are required slots, PDF', () => {
    expect(documentosNombre().map((r) => [r.codigo, r.requerido, r.foto])).toEqual([
      ['scd_identificacion', true, false],
      ['scd_constancia', true, false],
    ]);
  });
  it('names each missing piece with the spec message', () => {
    expect(erroresEnvioNombre({ nuevo: undefined, actual: 'A', presentes: new Set() })).toEqual({
      nuevo_nombre_comercial: ['El campo es requerido'],
      scd_identificacion: ['El campo es requerido'],
      scd_constancia: ['El campo es requerido'],
    });
    expect(erroresEnvioNombre({ nuevo: 'a', actual: 'A', presentes: new Set(['scd_identificacion']) })).toEqual({
      nuevo_nombre_comercial: ['El nuevo nombre comercial debe ser distinto del actual.'],
      scd_constancia: ['El campo es requerido'],
    });
    expect(erroresEnvioNombre({ nuevo: 'B', actual: 'A', presentes: new Set(['scd_identificacion', 'scd_constancia']) })).toEqual({});
  });
});
