import { describe, expect, it } from 'vitest';
import { claveDePregunta, puntoListaEditarBody } from './catalogo';

describe('checklist items kept at Catálogos', () => {
  it('get a key from their question, unique in their type', () => {
    expect(claveDePregunta('¿Botiquín de primeros auxilios?', new Set())).toBe('botiquin_de_primeros_auxilios');
    expect(claveDePregunta('Gas', new Set(['gas', 'gas_2']))).toBe('gas_3');
    expect(claveDePregunta('¿¿??', new Set())).toBe('punto');
  });

  it('refuse an empty question and a negative order in Spanish', () => {
    const r = puntoListaEditarBody.safeParse({ pregunta: '  ', orden: -1, activo: true });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['El campo es requerido', 'Ingrese un valor mayor o igual a 0']);
  });
});
