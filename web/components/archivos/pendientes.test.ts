import { describe, expect, it } from 'vitest';
import { elegirEn, listaPendientes, ponerAvance, quitarPrefijo, quitarSubidos } from './pendientes';

const f = (nombre: string) => new File(['x'], nombre);

describe('pending files', () => {
  it('choosing sets or drops one key', () => {
    const a = f('a.pdf');
    const p = elegirEn({}, 'sat', a);
    expect(p).toEqual({ sat: a });
    expect(elegirEn(p, 'sat', null)).toEqual({});
  });

  it("a removed person's files go by prefix", () => {
    const p = { 'c|sat': f('1'), 'k1|ine': f('2'), 'k1|curp': f('3'), 'k10|ine': f('4') };
    expect(Object.keys(quitarPrefijo(p, 'k1|'))).toEqual(['c|sat', 'k10|ine']);
  });

  it('an upload drops what it carried, but not a file chosen again meanwhile', () => {
    const viejo = f('viejo.pdf');
    const nuevo = f('nuevo.pdf');
    const foto = f('foto.png');
    const p = { sat: nuevo, fachada: foto };
    expect(quitarSubidos(p, [{ clave: 'sat', archivo: viejo }, { clave: 'fachada', archivo: foto }])).toEqual({ sat: nuevo });
  });

  it('progress is set for every key of a request and cleared when it ends', () => {
    const a = ponerAvance({}, ['sat', 'ine'], 0);
    expect(ponerAvance(a, ['sat', 'ine'], 40)).toEqual({ sat: 40, ine: 40 });
    expect(ponerAvance({ ...a, otro: 10 }, ['sat', 'ine'], null)).toEqual({ otro: 10 });
  });

  it('lists the pending files with their keys', () => {
    const a = f('a');
    expect(listaPendientes({ sat: a })).toEqual([{ clave: 'sat', archivo: a }]);
  });
});
