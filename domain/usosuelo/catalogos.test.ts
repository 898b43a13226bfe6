// The land-use lookups (spec 3 §3.3) and the format each zone issues (spec 1 §3 tipo_formato_id).
import { describe, expect, it } from 'vitest';
import { formatoDeZona, GIROS_DESARROLLO, RESOLUCION_FORMATO, SECTORES, TIPO_FORMATO, ZONAS_USO } from './catalogos';

describe('land-use lookups (spec 3 §3.3)', () => {
  it('every list has unique ids and labels', () => {
    for (const lista of [SECTORES, GIROS_DESARROLLO, ZONAS_USO]) {
      expect(new Set(lista.map((x) => x.id)).size).toBe(lista.length);
      expect(new Set(lista.map((x) => x.label)).size).toBe(lista.length);
    }
  });

  it('a zone where commerce is permitted issues a compatible certificate; a housing zone, one with conditions', () => {
    const clave = (c: string) => ZONAS_USO.find((z) => z.clave === c)!.id;
    expect(formatoDeZona(clave('CU'))).toBe(TIPO_FORMATO.COMPATIBLE);
    expect(formatoDeZona(clave('HM'))).toBe(TIPO_FORMATO.COMPATIBLE);
    expect(formatoDeZona(clave('H1'))).toBe(TIPO_FORMATO.CONDICIONADO);
    expect(RESOLUCION_FORMATO[formatoDeZona(clave('CU'))]).toBe('Compatible');
    expect(RESOLUCION_FORMATO[formatoDeZona(clave('H2'))]).toBe('Compatible con condicionantes');
  });
});
