import { describe, expect, it } from 'vitest';
import { cuotaDePiso, MSG_RANGO, rangoCobroPisoSchema, seTraslapan, type Rango } from './rangos';
import { coincideLocal, plegar } from './locales';

const RANGOS: Rango[] = [
  { id: 1, m2_desde: '0.00', m2_hasta: '10.00', cuota_mensual: '350.00' },
  { id: 2, m2_desde: '10.01', m2_hasta: '20.00', cuota_mensual: '600.00' },
  { id: 3, m2_desde: '20.01', m2_hasta: '40.00', cuota_mensual: '950.00' },
];

const errores = (v: unknown) => {
  const r = rangoCobroPisoSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('rangoCobroPisoSchema (the range form and the API body)', () => {
  it('accepts text or numbers with up to two decimals and gives them back as trimmed text', () => {
    expect(rangoCobroPisoSchema.parse({ m2_desde: 0, m2_hasta: ' 10.5 ', cuota_mensual: '350' })).toEqual({ m2_desde: '0', m2_hasta: '10.5', cuota_mensual: '350' });
    expect(rangoCobroPisoSchema.parse({ m2_desde: '999999.98', m2_hasta: '999999.99', cuota_mensual: '9999999999.99' }).cuota_mensual).toBe('9999999999.99');
  });

  it('names each missing field', () => {
    expect(errores({})).toEqual({ m2_desde: MSG_RANGO.desde, m2_hasta: MSG_RANGO.hasta, cuota_mensual: MSG_RANGO.cuota });
    expect(errores({ m2_desde: '', m2_hasta: '  ', cuota_mensual: null })).toEqual({ m2_desde: MSG_RANGO.desde, m2_hasta: MSG_RANGO.hasta, cuota_mensual: MSG_RANGO.cuota });
  });

  it('refuses negatives, three decimals, words and exponents', () => {
    expect(errores({ m2_desde: '-1', m2_hasta: '1.234', cuota_mensual: 'mil' })).toEqual({ m2_desde: MSG_RANGO.numero, m2_hasta: MSG_RANGO.numero, cuota_mensual: MSG_RANGO.numero });
    expect(errores({ m2_desde: 1e21, m2_hasta: '2', cuota_mensual: '1' })).toMatchObject({ m2_desde: MSG_RANGO.numero });
  });

  it('refuses values the columns cannot hold (six integer digits of m², ten of the fee)', () => {
    expect(errores({ m2_desde: '1', m2_hasta: '1000000', cuota_mensual: '10000000000' })).toEqual({ m2_hasta: MSG_RANGO.maximo, cuota_mensual: MSG_RANGO.maximo });
    // Leading zeros do not count.
    expect(errores({ m2_desde: '0000001', m2_hasta: '2', cuota_mensual: '1' })).toEqual({});
  });

  it('the final square metres must be greater than the initial ones', () => {
    expect(errores({ m2_desde: '20', m2_hasta: '20.00', cuota_mensual: '1' })).toEqual({ m2_hasta: MSG_RANGO.orden });
    expect(errores({ m2_desde: '20', m2_hasta: '10', cuota_mensual: '1' })).toEqual({ m2_hasta: MSG_RANGO.orden });
  });
});

describe('seTraslapan', () => {
  it('ranges that share any surface overlap, ends included', () => {
    expect(seTraslapan(RANGOS[0], { m2_desde: '5', m2_hasta: '15' })).toBe(true);
    expect(seTraslapan(RANGOS[0], { m2_desde: '10', m2_hasta: '15' })).toBe(true);
    expect(seTraslapan({ m2_desde: '0', m2_hasta: '100' }, RANGOS[1])).toBe(true);
    expect(seTraslapan(RANGOS[1], { m2_desde: '12', m2_hasta: '13' })).toBe(true);
  });
  it('adjacent ranges one cent apart do not', () => {
    expect(seTraslapan(RANGOS[0], RANGOS[1])).toBe(false);
    expect(seTraslapan(RANGOS[2], { m2_desde: '40.01', m2_hasta: '100' })).toBe(false);
  });
});

describe('cuotaDePiso', () => {
  it('is the fee of the range the surface falls in, ends included', () => {
    expect(cuotaDePiso(RANGOS, 0)).toBe('350.00');
    expect(cuotaDePiso(RANGOS, 10)).toBe('350.00');
    expect(cuotaDePiso(RANGOS, 10.01)).toBe('600.00');
    expect(cuotaDePiso(RANGOS, 40)).toBe('950.00');
  });
  it('is null when no range holds the surface', () => {
    expect(cuotaDePiso(RANGOS, 40.01)).toBeNull();
    expect(cuotaDePiso([], 5)).toBeNull();
  });
});

describe('coincideLocal (the stalls search)', () => {
  const julieta = { numero: 'A-14', concesionario: { rfc: 'VECJ880326LP5', nombre: 'JULIETA VELÁZQUEZ CANCHÉ' } };
  it('finds by stall number, name or RFC, without accents or case', () => {
    expect(plegar('  Velázquez   CANCHÉ ')).toBe('velazquez canche');
    for (const q of ['a-14', 'velazquez canche', 'Julieta', 'vecj88', '', '   ', null]) expect(coincideLocal(julieta, q), String(q)).toBe(true);
    expect(coincideLocal(julieta, 'noh')).toBe(false);
  });
  it('a vacant stall is found by its number only', () => {
    expect(coincideLocal({ numero: 'B-07', concesionario: null }, 'b-07')).toBe(true);
    expect(coincideLocal({ numero: 'B-07', concesionario: null }, 'julieta')).toBe(false);
  });
});
