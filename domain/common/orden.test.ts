import { describe, expect, it } from 'vitest';
import { LOCALIDADES } from '../../db/seed-data/direcciones';
import { compararNombres, ordenarPorEtiqueta, ordenarPorNombre } from './orden';

describe('place names in Spanish order', () => {
  it("the municipality's localities: 'ÁLVARO OBREGÓN' first, not after 'XUL-HA'", () => {
    expect(ordenarPorEtiqueta(LOCALIDADES).map((l) => l.label)).toEqual([
      'ÁLVARO OBREGÓN',
      'CALDERITAS',
      'CHETUMAL',
      'HUAY-PIX',
      'JAVIER ROJO GÓMEZ',
      'MAHAHUAL',
      'NICOLÁS BRAVO',
      'SUBTENIENTE LÓPEZ',
      'XUL-HA',
    ]);
  });

  it('accents do not move a name; Ñ is its own letter after N; numbers by value', () => {
    expect(ordenarPorNombre(['ÉBANO', 'ZAPOTE', 'EJIDO', 'ÁRBOL', 'AZUL'], (x) => x)).toEqual(['ÁRBOL', 'AZUL', 'ÉBANO', 'EJIDO', 'ZAPOTE']);
    expect(ordenarPorNombre(['ÑUU SAVI', 'NUEVO PROGRESO', 'OCHO'], (x) => x)).toEqual(['NUEVO PROGRESO', 'ÑUU SAVI', 'OCHO']);
    expect(ordenarPorNombre(['CALLE 22 DE ENERO', 'CALLE 5 DE MAYO', 'CALLE 100'], (x) => x)).toEqual(['CALLE 5 DE MAYO', 'CALLE 22 DE ENERO', 'CALLE 100']);
    expect(compararNombres('álvaro', 'ÁLVARO')).not.toBe(0);
    expect(Math.sign(compararNombres('ÁLVARO OBREGÓN', 'ALLENDE'))).toBe(1);
  });

  it('sorts a copy and keeps the order of equal names', () => {
    const filas = [
      { id: 2, label: 'CENTRO' },
      { id: 1, label: 'BARRIO BRAVO' },
      { id: 3, label: 'CENTRO' },
    ];
    expect(ordenarPorEtiqueta(filas).map((f) => f.id)).toEqual([1, 2, 3]);
    expect(filas.map((f) => f.id)).toEqual([2, 1, 3]);
  });
});
