import { describe, expect, it } from 'vitest';
import { modoDe, rutaAdicional, rutaEditar, rutaNueva } from './rutas';

const q = (ruta: string) => new URLSearchParams(ruta.split('?')[1] ?? '');

describe('the form route of a public-road sign (spec 3 §2.1 anuncio-externo/solicitud)', () => {
  it('a new request, with or without a cadastral key', () => {
    expect(modoDe(q(rutaNueva('04001001012005000')))).toEqual({ modo: 'nueva', clave: '04001001012005000' });
    expect(modoDe(q(rutaNueva(null)))).toEqual({ modo: 'nueva', clave: null });
  });
  it('another sign of a request, or one sign to edit', () => {
    expect(modoDe(q(rutaAdicional(7)))).toEqual({ modo: 'adicional', solicitudId: 7 });
    expect(modoDe(q(rutaEditar(7, 12)))).toEqual({ modo: 'editar', solicitudId: 7, anuncioId: 12 });
  });
  it('anything else is not a form to show', () => {
    for (const r of ['', 'solicitud=x', 'anuncio=3', 'anuncio=0&solicitud=2', 'clave=abc']) expect(modoDe(new URLSearchParams(r))).toEqual({ modo: 'invalido' });
  });
});
