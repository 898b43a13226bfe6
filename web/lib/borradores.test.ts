import { describe, expect, it } from 'vitest';
import { AlmacenMemoria } from './almacen-memoria';
import { borrarBorrador, borrarBorradores, escribirBorrador, leerBorrador } from './borradores';

describe('unsaved drafts', () => {
  it('keeps what was typed, with when, until it is deleted', () => {
    const a = new AlmacenMemoria();
    expect(leerBorrador(a, 'perfil:7')).toBeNull();
    escribirBorrador(a, 'perfil:7', { nombre: 'JUANA' }, 1_000);
    expect(leerBorrador(a, 'perfil:7')).toEqual({ guardado: 1_000, valores: { nombre: 'JUANA' } });
    borrarBorrador(a, 'perfil:7');
    expect(leerBorrador(a, 'perfil:7')).toBeNull();
  });

  it('a damaged entry reads as no draft', () => {
    const a = new AlmacenMemoria();
    a.setItem('ventanilla.borrador.x', '{no es json');
    expect(leerBorrador(a, 'x')).toBeNull();
    a.setItem('ventanilla.borrador.y', JSON.stringify({ guardado: 'ayer', valores: 1 }));
    expect(leerBorrador(a, 'y')).toBeNull();
  });

  it('sign-out forgets every draft and nothing else', () => {
    const a = new AlmacenMemoria();
    const b = new AlmacenMemoria();
    escribirBorrador(a, 'perfil:7', { x: 1 });
    escribirBorrador(b, 'licencia:3', { y: 2 });
    a.setItem('ventanilla.token', 't');
    borrarBorradores(a, b);
    expect(a.length).toBe(1);
    expect(a.getItem('ventanilla.token')).toBe('t');
    expect(b.length).toBe(0);
  });
});
