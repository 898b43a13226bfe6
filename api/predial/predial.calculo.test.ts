import { describe, expect, it } from 'vitest';
import { calcularEstadoCuenta, type CuentaPredial, type TarifaPredial } from '../../domain/predial/cuenta';
import { repartir } from './predial.calculo';

const tarifa: TarifaPredial = { tasa_al_millar: '3.00', recargo_mensual_pct: '1.47', descuento_enero_pct: '15.00', descuento_febrero_pct: '8.00', gastos_ejecucion_pct: '2.00' };
const cuenta: CuentaPredial = {
  clave: '04001003020009000',
  propietario: 'Gilberto Uc Dzul',
  ubicacion: 'Av. Insurgentes 527',
  avaluos: [{ fecha: '2010-01-15', valor_catastral: '462133.33', valor_terreno: '300000.00', valor_construccion: '162133.33', superficie_terreno: '120.00', superficie_construccion: '80.00' }],
  pagos: [],
  convenio: null,
};
const hoy = new Date('2026-11-26T15:00:00Z');

describe('calcularEstadoCuenta up to a bimester (the form\'s bimestre)', () => {
  it('keeps every bimester of the earlier years and those of the last year up to the one asked', () => {
    const r = calcularEstadoCuenta(cuenta, tarifa, hoy, { yearInicio: 2024, yearFinal: 2025, bimestreFinal: 3 });
    expect(r.renglones.filter((x) => x.anio === 2024)).toHaveLength(6);
    expect(r.renglones.filter((x) => x.anio === 2025).map((x) => x.bimestre)).toEqual([1, 2, 3]);
    expect(r.total).toBe(r.renglones.reduce((s, x) => s + x.subtotal, 0));
    expect(r.porAnio.map((a) => a.anio)).toEqual([2024, 2025]);
    expect(r.porAnio[1].subtotal).toBe(r.renglones.filter((x) => x.anio === 2025).reduce((s, x) => s + x.subtotal, 0));
  });

  it('changes nothing without a bimester or with the sixth', () => {
    const c = calcularEstadoCuenta(cuenta, tarifa, hoy, { yearInicio: 2025, yearFinal: 2025 });
    expect(calcularEstadoCuenta(cuenta, tarifa, hoy, { yearInicio: 2025, yearFinal: 2025, bimestreFinal: 6 })).toEqual(c);
    expect(c.renglones).toHaveLength(6);
  });
});

describe('repartir', () => {
  it('equal instalments in whole centavos; the last takes the remainder', () => {
    expect(repartir(100_000, 3)).toEqual(['333.33', '333.33', '333.34']);
    expect(repartir(1001, 2)).toEqual(['5.00', '5.01']);
    expect(repartir(800, 4)).toEqual(['2.00', '2.00', '2.00', '2.00']);
  });
});
