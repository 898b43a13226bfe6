import { describe, expect, it } from 'vitest';
import { aplicarCambios, consultaDe, hayFiltros, leerFiltros } from './filtros';

describe('filters of the public-road sign requests (spec 3 §2.3)', () => {
  it('reads the page, the key and the folio from the URL', () => {
    expect(leerFiltros(new URLSearchParams('page=3&clave_catastral_find=0400&folio=avp-2026'))).toEqual({ page: 3, clave_catastral_find: '0400', folio: 'AVP-2026' });
    expect(leerFiltros(new URLSearchParams('page=-2'))).toEqual({ page: 1, clave_catastral_find: '', folio: '' });
    expect(leerFiltros(new URLSearchParams('page=x')).page).toBe(1);
  });

  it('leaves empty filters out of the query', () => {
    expect(consultaDe({ page: 1, clave_catastral_find: '', folio: '' })).toBe('page=1');
    expect(consultaDe({ page: 2, clave_catastral_find: '04001001012005000', folio: 'AVP-2026-000001' })).toBe('page=2&clave_catastral_find=04001001012005000&folio=AVP-2026-000001');
  });

  it('a new filter goes back to page 1; a page change keeps the filters', () => {
    const q = new URLSearchParams('page=4&folio=AVP');
    expect(aplicarCambios(q, { clave_catastral_find: '0400' }).toString()).toBe('folio=AVP&clave_catastral_find=0400');
    expect(aplicarCambios(q, { folio: '' }).toString()).toBe('');
    expect(aplicarCambios(q, { page: 2 }).toString()).toBe('page=2&folio=AVP');
    expect(aplicarCambios(q, { page: 1 }).toString()).toBe('folio=AVP');
  });

  it('knows whether anything filters', () => {
    expect(hayFiltros({ page: 2, clave_catastral_find: '', folio: '' })).toBe(false);
    expect(hayFiltros({ page: 1, clave_catastral_find: '', folio: 'AVP' })).toBe(true);
  });
});
