import { describe, expect, it } from 'vitest';
import { consultaDe, guardarFiltros, hayFiltros, leerFiltros, normalizarFiltros } from './filtros';
import { FILTROS_VACIOS } from './tipos';

/** A Storage in memory (the unit project runs without a browser). */
function almacen(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe('filtros de dictámenes', () => {
  it('towers spell the key clv_catrastral, billboards clv_catastral; empty filters are left out', () => {
    expect(consultaDe('/solicitud_torres', { ...FILTROS_VACIOS, page: 1 })).toBe('page=1');
    expect(consultaDe('/solicitud_torres', { folio: ' tor-2026-000001 ', clave_catastral: '1010-0010-0001-0001-0', estatus: 16, page: 2 })).toBe(
      'page=2&folio=TOR-2026-000001&clv_catrastral=10100010000100010&estatus=16',
    );
    expect(consultaDe('/solicitud_espectaculares', { folio: '', clave_catastral: '12345', estatus: null, page: 0 })).toBe('page=1&clv_catastral=12345');
  });

  it('kept per list under the drafts prefix, so signing out forgets them', () => {
    const a = almacen();
    guardarFiltros(a, 'torres', { folio: 'TOR-2026-000007', clave_catastral: '', estatus: null });
    expect(leerFiltros(a, 'torres')).toEqual({ folio: 'TOR-2026-000007', clave_catastral: '', estatus: null });
    expect(leerFiltros(a, 'espectaculares')).toEqual(FILTROS_VACIOS);
    expect(a.key(0)).toMatch(/^ventanilla\.borrador\./);
    guardarFiltros(a, 'torres', FILTROS_VACIOS);
    expect(a.length).toBe(0);
  });

  it('reads nothing odd back and normalises what is typed', () => {
    const a = almacen();
    a.setItem('ventanilla.borrador.filtros-dictamen.torres', '{"guardado":1,"valores":{"folio":3,"estatus":"x"}}');
    expect(leerFiltros(a, 'torres')).toEqual(FILTROS_VACIOS);
    expect(leerFiltros(null, 'torres')).toEqual(FILTROS_VACIOS);
    expect(normalizarFiltros({ folio: 'esp-1', clave_catastral: '12a34567890123456789', estatus: 5 })).toEqual({ folio: 'ESP-1', clave_catastral: '12345678901234567', estatus: 5 });
    expect(hayFiltros(FILTROS_VACIOS)).toBe(false);
    expect(hayFiltros({ ...FILTROS_VACIOS, estatus: 1 })).toBe(true);
  });
});
