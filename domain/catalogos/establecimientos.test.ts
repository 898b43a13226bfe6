// The static catalogues of the licence form (spec 1 §3, §7.4) and the activity rules that read
// them (spec 1 §1, §4.7, §5.6).
import { describe, expect, it } from 'vitest';
import {
  CATEGORIAS,
  CODIGOS_MES,
  esEducativo,
  esGiroSare,
  esHoteleria,
  esNombreHoteleria,
  etiqueta,
  GIROS,
  giroPorId,
  girosPorIds,
  MESES,
  nombreMes,
  requierePatente,
  riesgoDeGiros,
  SUBTIPOS_LOCAL,
  subtipoLocalPorId,
  subtiposDeLocal,
  tieneResiduosPeligrosos,
  TIPOS_LOCAL,
  TIPOS_PROPIEDAD,
  TIPOS_PROPIEDAD_ANUNCIOS,
  tipoLocalPorId,
} from './establecimientos';

const id = (nombre: string) => {
  const g = GIROS.find((x) => x.nombre === nombre);
  if (!g) throw new Error(`no existe el giro ${nombre}`);
  return g.id;
};

describe('giros (actividades económicas)', () => {
  it('has about forty activities with unique ids and names', () => {
    expect(GIROS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(GIROS.map((g) => g.id)).size).toBe(GIROS.length);
    expect(new Set(GIROS.map((g) => g.nombre)).size).toBe(GIROS.length);
    for (const g of GIROS) expect(g.nombre).toBe(g.nombre.toUpperCase());
  });

  it('includes the activities the brief names, with req_patente SI for alcohol', () => {
    for (const n of ['HOTEL', 'MOTEL', 'HOTEL CON RESTAURANTE BAR', 'RESTAURANTE BAR', 'BAR', 'CANTINA', 'DEPÓSITO DE CERVEZA', 'MINISUPER CON VENTA DE CERVEZA']) {
      expect(giroPorId(id(n))?.nombre).toBe(n);
    }
    for (const n of ['RESTAURANTE BAR', 'BAR', 'CANTINA', 'DEPÓSITO DE CERVEZA', 'MINISUPER CON VENTA DE CERVEZA', 'HOTEL CON RESTAURANTE BAR']) {
      expect(giroPorId(id(n))?.req_patente).toBe('SI');
    }
    for (const n of ['ABARROTES', 'PAPELERÍA', 'FARMACIA', 'ESTÉTICA', 'TALLER MECÁNICO', 'CONSULTORIO MÉDICO', 'HOTEL', 'MOTEL']) {
      expect(giroPorId(id(n))?.req_patente).toBe('NO');
    }
  });

  it('spec 1 §1: SARE means no alcohol and no harmful waste, for every activity', () => {
    for (const g of GIROS) expect(g.sare).toBe(g.req_patente === 'NO' && g.riesgo !== 'alto');
    expect(giroPorId(id('ABARROTES'))?.sare).toBe(true);
    expect(giroPorId(id('BAR'))?.sare).toBe(false);
    expect(giroPorId(id('TALLER MECÁNICO'))?.sare).toBe(false);
  });

  it('giroPorId accepts numeric strings and rejects unknown ids', () => {
    expect(giroPorId(1)?.nombre).toBe('ABARROTES');
    expect(giroPorId(Number('23'))?.nombre).toBe('PAPELERÍA');
    expect(giroPorId(999)).toBeUndefined();
    expect(giroPorId(null)).toBeUndefined();
  });

  it('girosPorIds keeps the given order, drops repeats and unknown ids', () => {
    expect(girosPorIds([23, 1, 23, 999, null]).map((g) => g.id)).toEqual([23, 1]);
  });
});

describe('activity rules', () => {
  it('spec 1 §4.7, §5.6: a name with HOTEL or MOTEL is lodging, in any case', () => {
    expect(esNombreHoteleria('HOTEL')).toBe(true);
    expect(esNombreHoteleria('Motel')).toBe(true);
    expect(esNombreHoteleria('HOTEL CON RESTAURANTE BAR')).toBe(true);
    expect(esNombreHoteleria('CASA DE HUÉSPEDES')).toBe(false);
    expect(esNombreHoteleria(null)).toBe(false);
  });

  it('spec 1 §5.6: hotel rules apply when the main or any secondary activity is a hotel or motel', () => {
    expect(esHoteleria([id('HOTEL')])).toBe(true);
    expect(esHoteleria([id('RESTAURANTE'), id('MOTEL')])).toBe(true);
    expect(esHoteleria([id('HOTEL CON RESTAURANTE BAR')])).toBe(true);
    expect(esHoteleria([id('RESTAURANTE BAR'), id('CASA DE HUÉSPEDES')])).toBe(false);
    expect(esHoteleria([])).toBe(false);
  });

  it('spec 1 §5.6: alcohol fields apply when any activity has req_patente SI', () => {
    expect(requierePatente([id('ABARROTES')])).toBe(false);
    expect(requierePatente([id('ABARROTES'), id('MINISUPER CON VENTA DE CERVEZA')])).toBe(true);
    expect(requierePatente([id('HOTEL CON RESTAURANTE BAR')])).toBe(true);
    expect(requierePatente([999])).toBe(false);
  });

  it('spec 1 §1: harmful waste is a high-risk activity without alcohol of its own', () => {
    expect(tieneResiduosPeligrosos([id('TALLER MECÁNICO')])).toBe(true);
    expect(tieneResiduosPeligrosos([id('BAR')])).toBe(false);
    expect(tieneResiduosPeligrosos([id('PAPELERÍA')])).toBe(false);
  });

  it('esGiroSare needs every activity SARE-eligible, and at least one', () => {
    expect(esGiroSare([id('PAPELERÍA'), id('ESTÉTICA')])).toBe(true);
    expect(esGiroSare([id('PAPELERÍA'), id('CANTINA')])).toBe(false);
    expect(esGiroSare([])).toBe(false);
  });

  it('riesgoDeGiros is the highest risk, bajo when nothing is known', () => {
    expect(riesgoDeGiros([id('PAPELERÍA')])).toBe('bajo');
    expect(riesgoDeGiros([id('PAPELERÍA'), id('FARMACIA')])).toBe('medio');
    expect(riesgoDeGiros([id('FARMACIA'), id('GASOLINERA'), id('ABARROTES')])).toBe('alto');
    expect(riesgoDeGiros([])).toBe('bajo');
  });

  it('schools and childcare are educational (IFEQROO ruling)', () => {
    expect(esEducativo([id('ESCUELA PARTICULAR')])).toBe(true);
    expect(esEducativo([id('ESTANCIA INFANTIL')])).toBe(true);
    expect(esEducativo([id('PAPELERÍA')])).toBe(false);
  });
});

describe('property types, categories, local types, months', () => {
  it('spec 1 §3: property types 1 Propio, 2 Arrendado, 3 Comodato, 4 Terreno baldío; signs only 1 and 2', () => {
    expect(TIPOS_PROPIEDAD).toEqual([
      { id: 1, label: 'Propio' },
      { id: 2, label: 'Arrendado' },
      { id: 3, label: 'Comodato' },
      { id: 4, label: 'Terreno baldío' },
    ]);
    expect(TIPOS_PROPIEDAD_ANUNCIOS.map((t) => t.id)).toEqual([1, 2]);
  });

  it('spec 1 §3: categoría 3 is a branch (Sucursal)', () => {
    expect(etiqueta(CATEGORIAS, 3)).toBe('Sucursal');
    expect(CATEGORIAS.map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });

  it('spec 1 §3: local types are exactly 1–10 and 111, labelled in Spanish', () => {
    expect(TIPOS_LOCAL.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 111]);
    expect(tipoLocalPorId(2)?.label).toBe('Mercado');
    expect(tipoLocalPorId(7)?.label).toBe('Clínica');
    expect(tipoLocalPorId(10)?.label).toBe('Centro médico');
    expect(tipoLocalPorId(111)?.label).toBe('Domicilio comercial');
    expect(tipoLocalPorId(12)).toBeUndefined();
  });

  it('every local type has subtypes; subtype ids are unique and point to a known type', () => {
    for (const t of TIPOS_LOCAL) expect(subtiposDeLocal(t.id).length).toBeGreaterThan(0);
    expect(new Set(SUBTIPOS_LOCAL.map((x) => x.id)).size).toBe(SUBTIPOS_LOCAL.length);
    for (const x of SUBTIPOS_LOCAL) expect(tipoLocalPorId(x.tipo_local_id)).toBeDefined();
  });

  it("Chetumal's markets and plazas are subtypes of their types", () => {
    const mercados = subtiposDeLocal(2).map((x) => x.label);
    expect(mercados).toContain('Mercado Lázaro Cárdenas del Río');
    expect(mercados).toContain('Mercado Ignacio Manuel Altamirano');
    expect(mercados).toContain('Mercado 5 de Abril');
    expect(subtiposDeLocal(3).map((x) => x.label)).toContain('Plaza Las Américas');
    expect(subtipoLocalPorId(201)).toEqual({ id: 201, tipo_local_id: 2, label: 'Mercado Lázaro Cárdenas del Río' });
    expect(subtiposDeLocal(999)).toEqual([]);
  });

  it('spec 1 §3, §9: months 01 to 12 in Spanish', () => {
    expect(MESES.map((m) => m.id)).toEqual([...CODIGOS_MES]);
    expect(MESES[0]).toEqual({ id: '01', label: 'Enero' });
    expect(MESES[11]).toEqual({ id: '12', label: 'Diciembre' });
    expect(nombreMes('09')).toBe('Septiembre');
    expect(nombreMes(5)).toBe('Mayo');
    expect(nombreMes('13')).toBeUndefined();
    expect(nombreMes('')).toBeUndefined();
  });
});
