import { describe, expect, it } from 'vitest';
import { aplicarCambios, consultaDe, hayFiltros, leerFiltros } from './filtros';

describe('establishment filters in the URL (spec 1 §2.5)', () => {
  it('reads page, Clave and Nombre comercial', () => {
    expect(leerFiltros(new URLSearchParams('page=3&external_id=OPB-1&nombre_comercial=%20Tacos%20'))).toEqual({ page: 3, external_id: 'OPB-1', nombre_comercial: 'Tacos' });
    expect(leerFiltros(new URLSearchParams('page=x'))).toEqual({ page: 1, external_id: '', nombre_comercial: '' });
    expect(leerFiltros(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('asks the server only for the filters in use', () => {
    expect(consultaDe({ page: 1, external_id: '', nombre_comercial: '' })).toBe('page=1');
    expect(consultaDe({ page: 2, external_id: 'OPB 1', nombre_comercial: 'Café' })).toBe('page=2&external_id=OPB+1&nombre_comercial=Caf%C3%A9');
  });

  it('a new filter goes back to page 1; empty values leave the URL', () => {
    const q = new URLSearchParams('page=4&external_id=A');
    expect(aplicarCambios(q, { nombre_comercial: 'Tacos' }).toString()).toBe('external_id=A&nombre_comercial=Tacos');
    expect(aplicarCambios(q, { external_id: '' }).toString()).toBe('');
    expect(aplicarCambios(q, { page: 2 }).toString()).toBe('page=2&external_id=A');
    expect(aplicarCambios(q, { page: 1 }).toString()).toBe('external_id=A');
  });

  it('knows when the list is narrowed', () => {
    expect(hayFiltros({ page: 1, external_id: '', nombre_comercial: '' })).toBe(false);
    expect(hayFiltros({ page: 1, external_id: 'A', nombre_comercial: '' })).toBe(true);
  });
});
