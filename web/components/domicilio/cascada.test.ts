import { describe, expect, it } from 'vitest';
import { ajustesPorCp, escribirId, idDe } from './cascada';

describe('ids of the address catalogues', () => {
  it('reads positive integer ids only, from text or numbers', () => {
    expect([idDe(5), idDe('7'), idDe(' 8 '), idDe(''), idDe(null), idDe(0), idDe('1.5'), idDe('x')]).toEqual([5, 7, 8, null, null, null, null, null]);
  });

  it('writes them as the form stores them', () => {
    expect([escribirId(5, 'texto'), escribirId(null, 'texto')]).toEqual(['5', '']);
    expect([escribirId(5, 'numero'), escribirId(null, 'numero')]).toEqual([5, null]);
  });
});

describe('ajustesPorCp (spec 1 §3 Address)', () => {
  const cp = { id_localidad: 12, colonias: [{ id: 101 }, { id: 102 }] };

  it('picks the localidad of the postal code', () => {
    expect(ajustesPorCp(cp, { localidad: '', colonia: '' })).toEqual({ localidad: 12 });
    expect(ajustesPorCp(cp, { localidad: 12, colonia: null })).toEqual({});
  });

  it('clears a colonia outside the postal code and keeps one inside it', () => {
    expect(ajustesPorCp(cp, { localidad: '12', colonia: '300' })).toEqual({ colonia: null });
    expect(ajustesPorCp(cp, { localidad: 12, colonia: 102 })).toEqual({});
  });

  it('a postal code with one colonia chooses it', () => {
    expect(ajustesPorCp({ id_localidad: '12', colonias: [{ id: '101' }] }, { localidad: 12, colonia: null })).toEqual({ colonia: 101 });
  });
});
