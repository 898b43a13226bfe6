// spec 3 §5.3: Sector, Giro o categoría and Zona de uso are all required ('El campo es requerido').
import { describe, expect, it } from 'vitest';
import { constanciaUsoSueloSchema, FORMULARIO_VACIO } from './schema';

const errores = (v: unknown) => {
  const r = constanciaUsoSueloSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the land-use certificate form (spec 3 §5.3)', () => {
  it('takes the three choices as the selects give them (text) or as JSON numbers', () => {
    expect(constanciaUsoSueloSchema.parse({ sector_id: '2', giro_desarrollo_id: '1', zona_uso_id: '3' })).toEqual({ sector_id: 2, giro_desarrollo_id: 1, zona_uso_id: 3 });
    expect(constanciaUsoSueloSchema.parse({ sector_id: 1, giro_desarrollo_id: 11, zona_uso_id: 9, locacion_id: 1 })).toEqual({ sector_id: 1, giro_desarrollo_id: 11, zona_uso_id: 9 });
  });

  it('says the field is required for each one left empty', () => {
    expect(errores(FORMULARIO_VACIO)).toEqual({ sector_id: 'El campo es requerido', giro_desarrollo_id: 'El campo es requerido', zona_uso_id: 'El campo es requerido' });
    expect(errores({})).toEqual({ sector_id: 'El campo es requerido', giro_desarrollo_id: 'El campo es requerido', zona_uso_id: 'El campo es requerido' });
  });

  it('an option that is not on its list, a fraction or a word is as good as none', () => {
    expect(errores({ sector_id: 99, giro_desarrollo_id: 1.5, zona_uso_id: 'HM' })).toEqual({
      sector_id: 'El campo es requerido',
      giro_desarrollo_id: 'El campo es requerido',
      zona_uso_id: 'El campo es requerido',
    });
  });
});
