import { describe, expect, it } from 'vitest';
import { errorEn, erroresACampos } from './formularios';

describe('erroresACampos (spec 1 §8, 422)', () => {
  it("each field takes its first message; brackets become the form's dots", () => {
    expect(erroresACampos({ email: ['Correo inválido', 'otro'], 'domicilio[calle_id]': ['Requerido'], 'representantes[0][email]': ['Requerido'] })).toEqual([
      ['email', 'Correo inválido'],
      ['domicilio.calle_id', 'Requerido'],
      ['representantes.0.email', 'Requerido'],
    ]);
  });

  it('the general list and empty lists are not fields; a mapping renames or drops', () => {
    expect(erroresACampos({ _: ['General'], rfc: [] })).toEqual([]);
    const ruta = (c: string) => (c === 'calle_id' ? `domicilio.${c}` : c === 'token' ? null : c);
    expect(erroresACampos({ calle_id: ['Requerido'], token: ['x'] }, ruta)).toEqual([['domicilio.calle_id', 'Requerido']]);
  });

  it('no errors, nothing to map', () => {
    expect(erroresACampos(undefined)).toEqual([]);
  });
});

describe('errorEn', () => {
  it('reads nested and array-root messages', () => {
    expect(errorEn({ domicilio: { calle_id: { type: 'x', message: 'Requerido' } } }, 'domicilio.calle_id')).toBe('Requerido');
    expect(errorEn({ representantes: { root: { type: 'x', message: 'Al menos uno' } } } as never, 'representantes')).toBe('Al menos uno');
  });
});
