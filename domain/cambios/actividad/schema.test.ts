import { describe, expect, it } from 'vitest';
import { cambioActividadSchema, CAMPOS_CAMBIO_ACTIVIDAD } from './schema';

const errores = (input: unknown) => {
  const r = cambioActividadSchema.safeParse(input);
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) (out[i.path.join('.')] ??= []).push(i.message);
  return out;
};

describe('change-of-activity form (spec 2 §3, §5)', () => {
  it('main and secondary activities are required, with the spec message', () => {
    expect(errores({})).toEqual({ giro_actividad_id: ['El campo es requerido'], actividades_secundarias: ['El campo es requerido'] });
    expect(errores({ giro_actividad_id: 10, actividades_secundarias: [] })).toEqual({ actividades_secundarias: ['El campo es requerido'] });
  });

  it('an activity outside the catalogue counts as none chosen', () => {
    expect(errores({ giro_actividad_id: 999, actividades_secundarias: [17, 998] })).toEqual({
      giro_actividad_id: ['El campo es requerido'],
      'actividades_secundarias.1': ['El campo es requerido'],
    });
  });

  it('reads a multipart body: numbers and 0/1 flags as text, bracketed lists, repeats dropped', () => {
    const r = cambioActividadSchema.parse({ id: '', giro_actividad_id: '10', actividades_secundarias: ['17', '16', '17'], tiene_uso_suelo: '1', renovacion: '0', tipo_propiedad_id: '2' });
    expect(r).toMatchObject({ giro_actividad_id: 10, actividades_secundarias: [17, 16], tiene_uso_suelo: true, renovacion: false, tipo_propiedad_id: 2, has_alcohol: false });
    expect(cambioActividadSchema.parse({ giro_actividad_id: 10, actividades_secundarias: '17,16' }).actividades_secundarias).toEqual([17, 16]);
  });

  it('a hotel gives its rooms, at most 5 digits; another activity keeps none', () => {
    expect(errores({ giro_actividad_id: 12, actividades_secundarias: [10] })).toEqual({ numero_habitaciones: ['El campo es requerido'] });
    expect(errores({ giro_actividad_id: 10, actividades_secundarias: [13] })).toEqual({ numero_habitaciones: ['El campo es requerido'] });
    expect(errores({ giro_actividad_id: 12, actividades_secundarias: [10], numero_habitaciones: '123456' })).toEqual({ numero_habitaciones: ['Debe proporcionar 5 digitos'] });
    expect(errores({ giro_actividad_id: 12, actividades_secundarias: [10], numero_habitaciones: '0' })).toEqual({ numero_habitaciones: ['Ingrese un valor mayor a 0'] });
    expect(cambioActividadSchema.parse({ giro_actividad_id: 12, actividades_secundarias: [10], numero_habitaciones: '99999' }).numero_habitaciones).toBe(99999);
    expect(cambioActividadSchema.parse({ giro_actividad_id: 10, actividades_secundarias: [17], numero_habitaciones: 40 }).numero_habitaciones).toBeNull();
  });

  it('with alcohol: whether a licence is held, then whether it is one’s own, then its folio', () => {
    const bar = { giro_actividad_id: 11, actividades_secundarias: [10] };
    expect(errores(bar)).toEqual({ has_licencia_bebidas: ['El campo es requerido'] });
    expect(errores({ ...bar, has_licencia_bebidas: '1' })).toEqual({ patente_propia: ['El campo es requerido'] });
    expect(errores({ ...bar, has_licencia_bebidas: '1', patente_propia: '1' })).toEqual({ folio_licencia_bebida_alcoholica: ['El campo es requerido'] });
    expect(cambioActividadSchema.parse({ ...bar, has_licencia_bebidas: '1', patente_propia: '1', folio_licencia_bebida_alcoholica: ' LB-0042 ' })).toMatchObject({
      has_alcohol: true,
      has_licencia_bebidas: true,
      patente_propia: true,
      folio_licencia_bebida_alcoholica: 'LB-0042',
    });
    // A loaned licence keeps no folio; no licence asks nothing more.
    expect(cambioActividadSchema.parse({ ...bar, has_licencia_bebidas: true, patente_propia: false, folio_licencia_bebida_alcoholica: 'X' })).toMatchObject({ patente_propia: false, folio_licencia_bebida_alcoholica: null });
    expect(cambioActividadSchema.parse({ ...bar, has_licencia_bebidas: 0 })).toMatchObject({ has_alcohol: true, has_licencia_bebidas: false, patente_propia: null });
  });

  it('a secondary activity that sells alcohol is enough; without alcohol the answers are cleared', () => {
    expect(errores({ giro_actividad_id: 10, actividades_secundarias: [3] })).toEqual({ has_licencia_bebidas: ['El campo es requerido'] });
    const r = cambioActividadSchema.parse({ giro_actividad_id: 10, actividades_secundarias: [17], has_alcohol: 1, has_licencia_bebidas: 1, patente_propia: 1, folio_licencia_bebida_alcoholica: 'LB-1' });
    expect(r).toMatchObject({ has_alcohol: false, has_licencia_bebidas: null, patente_propia: null, folio_licencia_bebida_alcoholica: null });
  });

  it('rejects a property type outside the catalogue and a folio over 50 characters', () => {
    expect(errores({ giro_actividad_id: 10, actividades_secundarias: [17], tipo_propiedad_id: 9 })).toEqual({ tipo_propiedad_id: ['El campo es requerido'] });
    expect(errores({ giro_actividad_id: 11, actividades_secundarias: [10], has_licencia_bebidas: 1, patente_propia: 1, folio_licencia_bebida_alcoholica: 'x'.repeat(51) })).toEqual({
      folio_licencia_bebida_alcoholica: ['Máximo: 50 caracteres'],
    });
  });

  it('names its fields (a files-only update is told apart by them)', () => {
    expect(CAMPOS_CAMBIO_ACTIVIDAD).toEqual(expect.arrayContaining(['giro_actividad_id', 'actividades_secundarias', 'numero_habitaciones', 'tiene_uso_suelo', 'has_licencia_bebidas']));
  });
});
