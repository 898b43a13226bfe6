// spec 1 §2.6, §5.6, §7.4: the rules of the surface update and of the Zofemat file lookup.
import { describe, expect, it } from 'vitest';
import { MSG } from '../common/messages';
import { consultaZofemat, expedientesConAdeudo, expedientePagado, superficieEditable, superficieSchema } from './acciones-establecimiento';

const HOTEL = 12;
const MOTEL = 13;
const ABARROTES = 1;
const CLAVE = '04106001004002000';

describe('superficie (spec 1 §5.6, §7.4 updateSuperficie)', () => {
  it('changes with no licence, in draft (1) or returned (5); never while in review or issued (3, 4, 10)', () => {
    expect(superficieEditable(null)).toBe(true);
    expect(superficieEditable(undefined)).toBe(true);
    expect(superficieEditable(1)).toBe(true);
    expect(superficieEditable(5)).toBe(true);
    for (const s of [2, 3, 4, 8, 9, 10]) expect(superficieEditable(s)).toBe(false);
  });

  it('takes the form field: a positive number, typed or as text, else the spec messages', () => {
    expect(superficieSchema.parse({ superficie_m2: '120.5' })).toEqual({ superficie_m2: 120.5 });
    expect(superficieSchema.parse({ superficie_m2: 80 })).toEqual({ superficie_m2: 80 });
    const mensaje = (v: unknown) => superficieSchema.safeParse({ superficie_m2: v }).error?.issues[0].message;
    expect(mensaje(0)).toBe(MSG.mayorACero);
    expect(mensaje(-3)).toBe(MSG.mayorACero);
    expect(mensaje('')).toBe(MSG.requerido);
    expect(mensaje('abc')).toBe(MSG.formatoInvalido);
  });
});

describe('Zofemat file of an establishment (spec 1 §3 zofemat_expediente, §4.7)', () => {
  const base = { zofemat_expediente: null, clave_catastral: CLAVE, zona_federal: false, giros: [HOTEL] };

  it('a recorded file number wins, whatever the activity', () => {
    expect(consultaZofemat({ ...base, giros: [ABARROTES], zofemat_expediente: ' ZF-OPB-2019-0231 ' })).toEqual({ por: 'expediente', num: 'ZF-OPB-2019-0231' });
  });

  it('a hotel or motel (main or secondary activity) is looked up by its 17-digit key', () => {
    expect(consultaZofemat(base)).toEqual({ por: 'clave', clave: CLAVE });
    expect(consultaZofemat({ ...base, giros: [ABARROTES, MOTEL], clave_catastral: '04106 001 004 002 000' })).toEqual({ por: 'clave', clave: CLAVE });
  });

  it('a hotel on a ZONA FEDERAL key has a file the portal cannot look up by key', () => {
    expect(consultaZofemat({ ...base, clave_catastral: 'ZONA FEDERAL' })).toEqual({ por: 'sin_clave' });
    expect(consultaZofemat({ ...base, clave_catastral: 'DONATIVO', zona_federal: true })).toEqual({ por: 'sin_clave' });
  });

  it('no action for other businesses, nor for a hotel with a donation or market key', () => {
    expect(consultaZofemat({ ...base, giros: [ABARROTES] })).toBeNull();
    expect(consultaZofemat({ ...base, giros: [] , zofemat_expediente: '  ' })).toBeNull();
    expect(consultaZofemat({ ...base, clave_catastral: 'MERCADO' })).toBeNull();
  });

  it('only PAGADO is paid; the fine printouts are about the other files', () => {
    const lista = [
      { num_expediente: 'A', estatus_pago: 'PAGADO' },
      { num_expediente: 'B', estatus_pago: 'PENDIENTE' },
    ];
    expect(expedientePagado(lista[0])).toBe(true);
    expect(expedientePagado(lista[1])).toBe(false);
    expect(expedientesConAdeudo(lista).map((e) => e.num_expediente)).toEqual(['B']);
    expect(expedientesConAdeudo([lista[0]])).toEqual([]);
  });
});
