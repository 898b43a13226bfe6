import { describe, expect, it } from 'vitest';
import { CODIGOS_DOCUMENTO, CODIGOS_FOTO } from './constantes';
import { NOMBRE_DOCUMENTO_LICENCIA } from './documentos';

describe('licence documents', () => {
  it('every document and photo code has a Spanish label', () => {
    for (const c of [...CODIGOS_DOCUMENTO, ...CODIGOS_FOTO]) expect(NOMBRE_DOCUMENTO_LICENCIA[c]).toMatch(/\S/);
  });
});
