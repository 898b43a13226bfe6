import { describe, expect, it } from 'vitest';
import { motivoSinAnuncios } from './licencia';
import { MENSAJES_ANUNCIO as M } from './mensajes';

describe('who may ask for a sign', () => {
  it('a licence issued, or sent and in course: yes', () => {
    for (const estado of ['terminada', 'revision', 'pago', 'entrega']) expect(motivoSinAnuncios([{ estado }])).toBeNull();
    expect(motivoSinAnuncios([{ estado: 'borrador' }, { estado: 'terminada' }])).toBeNull();
  });
  it('none, a draft, a returned, a refused or a revoked licence: no, with the reason', () => {
    expect(motivoSinAnuncios([])).toBe(M.sinLicencia);
    for (const estado of ['borrador', 'devuelta', 'rechazada']) expect(motivoSinAnuncios([{ estado }])).toBe(M.sinLicencia);
    expect(motivoSinAnuncios([{ estado: 'terminada', revocada: true }])).toBe(M.sinLicencia);
  });
});
