// The property-tax statement calculation (domain/predial/cuenta.ts): tax per bimester from the
// avalúo in force, surcharges per full month late, the January/February discount, year ranges,
// what "paid" means, and the agreement.
import { describe, expect, it } from 'vitest';
import {
  aCentavos,
  aPesos,
  baseDelAnio,
  calcularEstadoCuenta,
  impuestoBimestral,
  leerPeriodo,
  mesesCompletos,
  periodosDelCalculo,
  resumenPredial,
  vencimientoBimestre,
  type Avaluo,
  type Bimestre,
  type CuentaPredial,
  type PagoPredial,
  type TarifaPredial,
} from './cuenta';

const TARIFA: TarifaPredial = {
  tasa_al_millar: '2.00',
  recargo_mensual_pct: '1.50',
  descuento_enero_pct: '15.00',
  descuento_febrero_pct: '10.00',
  gastos_ejecucion_pct: '2.00',
};

const avaluo = (fecha: string, valor: string): Avaluo => ({
  fecha,
  valor_catastral: valor,
  valor_terreno: '0.00',
  valor_construccion: valor,
  superficie_terreno: '100.00',
  superficie_construccion: '80.00',
});

/** 600,000.00 → 1,200.00 a year → 200.00 (20,000 centavos) a bimester */
const AVALUOS = [avaluo('2010-01-02', '300000.00'), avaluo('2020-01-02', '600000.00')];

function pagados(desde: number, hasta: number, hastaBim: number = 6): PagoPredial[] {
  const p: PagoPredial[] = [];
  for (let anio = desde; anio <= hasta; anio++) {
    for (let b = 1; b <= (anio === hasta ? hastaBim : 6); b++) p.push({ anio, bimestre: b as Bimestre, fecha: `${anio}-01-10`, folio: `F-${anio}`, importe: '200.00' });
  }
  return p;
}

const cuenta = (pagos: PagoPredial[], convenio: CuentaPredial['convenio'] = null): CuentaPredial => ({
  clave: '04001001014018000',
  propietario: 'Leticia Dzib Herrera',
  ubicacion: 'Av. Héroes 178, Centro',
  avaluos: AVALUOS,
  pagos,
  convenio,
});

/** noon in Chetumal (UTC−5) */
const dia = (iso: string) => new Date(`${iso}T17:00:00Z`);

describe('money and periods', () => {
  it('converts MXN text and centavos both ways without drift', () => {
    expect(aCentavos('2184.60')).toBe(218460);
    expect(aCentavos('1,234.5')).toBe(123450);
    expect(aCentavos('7')).toBe(700);
    expect(aPesos(218460)).toBe('2184.60');
    expect(aPesos(5)).toBe('0.05');
    expect(aPesos(-150)).toBe('-1.50');
  });

  it('reads periods as year-bimester', () => {
    expect(leerPeriodo('2025-3')).toEqual({ anio: 2025, bimestre: 3 });
    expect(leerPeriodo('2025-7')).toBeNull();
    expect(leerPeriodo('25-3')).toBeNull();
  });

  it('a bimester is due on the 17th of its second month', () => {
    expect(vencimientoBimestre(2025, 1)).toBe('2025-02-17');
    expect(vencimientoBimestre(2025, 6)).toBe('2025-12-17');
  });

  it('counts whole months only: the month completes the day after the same day', () => {
    expect(mesesCompletos('2025-02-17', '2025-03-17')).toBe(0);
    expect(mesesCompletos('2025-02-17', '2025-03-18')).toBe(1);
    expect(mesesCompletos('2025-02-17', '2026-02-18')).toBe(12);
    expect(mesesCompletos('2025-02-17', '2025-01-01')).toBe(0);
  });

  it('the base of a year is the latest avalúo dated in that year or before', () => {
    expect(baseDelAnio(AVALUOS, 2009)).toBeNull();
    expect(baseDelAnio(AVALUOS, 2019)).toBe(30_000_000);
    expect(baseDelAnio(AVALUOS, 2020)).toBe(60_000_000);
    expect(impuestoBimestral(60_000_000, TARIFA)).toBe(20_000);
    // 1,386.40 a year at 2 al millar: 231.0666… rounds to 231.07
    expect(impuestoBimestral(69_320_000, TARIFA)).toBe(23_107);
  });
});

describe('calcularEstadoCuenta', () => {
  it('a paid-up key owes nothing and is paid', () => {
    const r = calcularEstadoCuenta(cuenta(pagados(2010, 2026)), TARIFA, dia('2026-11-22'));
    expect(r.renglones).toEqual([]);
    expect(r.total).toBe(0);
    expect(r.pagado).toBe(true);
    expect(r.ultimoPago).toMatchObject({ anio: 2026, bimestre: 6, folio: 'F-2026' });
    expect(r.yearInicio).toBe(2010);
    expect(r.yearFinal).toBe(2026);
  });

  it('taxes every unpaid bimester since 2010 with the avalúo in force that year', () => {
    const r = calcularEstadoCuenta(cuenta([]), TARIFA, dia('2026-11-22'));
    expect(r.renglones).toHaveLength(17 * 6);
    expect(r.renglones[0]).toMatchObject({ anio: 2010, bimestre: 1, base: 30_000_000, impuesto: 10_000 });
    expect(r.porAnio.find((a) => a.anio === 2020)?.impuesto).toBe(120_000);
    expect(r.ultimoPago).toBeNull();
    expect(r.pagado).toBe(false);
  });

  it('surcharges: the rate per full month after the due date, at most 60 months', () => {
    const hoy = dia('2026-03-20');
    const r = calcularEstadoCuenta(cuenta(pagados(2010, 2024)), TARIFA, hoy);
    const b1 = r.renglones.find((x) => x.anio === 2025 && x.bimestre === 1);
    // due 2025-02-17 → 13 full months by 2026-03-20: 200.00 × 1.5 % × 13 = 39.00
    expect(b1).toMatchObject({ impuesto: 20_000, recargos: 3_900, descuento: 0, subtotal: 23_900, vencimiento: '2025-02-17' });
    // 2026-1 is due 2026-02-17: one month complete on 18 March
    expect(r.renglones.find((x) => x.anio === 2026 && x.bimestre === 1)?.recargos).toBe(300);
    expect(r.renglones.find((x) => x.anio === 2026 && x.bimestre === 2)?.recargos).toBe(0);
    // 2010's bimesters are 16 years late: capped at 60 months = 90 % of the tax
    const viejo = calcularEstadoCuenta(cuenta([]), TARIFA, hoy).renglones[0];
    expect(viejo).toMatchObject({ anio: 2010, impuesto: 10_000, recargos: 9_000 });
    expect(r.total).toBe(r.renglones.reduce((s, x) => s + x.subtotal, 0));
  });

  it('discounts: January and February take their percentage off the current year only', () => {
    const c = cuenta(pagados(2010, 2024));
    const enero = calcularEstadoCuenta(c, TARIFA, dia('2026-01-15'));
    expect(enero.renglones.filter((x) => x.anio === 2026).every((x) => x.descuento === 3_000 && x.subtotal === 17_000)).toBe(true);
    expect(enero.renglones.filter((x) => x.anio === 2025).every((x) => x.descuento === 0)).toBe(true);
    const febrero = calcularEstadoCuenta(c, TARIFA, dia('2026-02-10'));
    expect(febrero.porAnio.find((a) => a.anio === 2026)?.descuento).toBe(6 * 2_000);
    const marzo = calcularEstadoCuenta(c, TARIFA, dia('2026-03-01'));
    expect(marzo.porAnio.find((a) => a.anio === 2026)?.descuento).toBe(0);
  });

  it('today is a Chetumal date: 1 January 03:00 UTC is still 31 December', () => {
    const r = calcularEstadoCuenta(cuenta(pagados(2010, 2026)), TARIFA, new Date('2027-01-01T03:00:00Z'));
    expect(r.yearFinal).toBe(2026);
    expect(r.pagado).toBe(true);
  });

  it('year ranges choose the rows; "paid" is about the whole account', () => {
    const c = cuenta(pagados(2010, 2020));
    const r = calcularEstadoCuenta(c, TARIFA, dia('2026-11-22'), { yearInicio: 2024, yearFinal: 2025 });
    expect([...new Set(r.renglones.map((x) => x.anio))]).toEqual([2024, 2025]);
    expect(r.porAnio.map((a) => a.anio)).toEqual([2024, 2025]);
    expect(r.pagado).toBe(false);
    expect(periodosDelCalculo(r)).toHaveLength(12);
    expect(periodosDelCalculo(r)[0]).toBe('2024-1');
    // before 2010 and after this year are clamped
    const todo = calcularEstadoCuenta(c, TARIFA, dia('2026-11-22'), { yearInicio: 1990, yearFinal: 2030 });
    expect(todo.yearInicio).toBe(2010);
    expect(todo.yearFinal).toBe(2026);
    expect(todo.renglones[0]?.anio).toBe(2021);
  });

  it('paid up to the current bimester is paid, though the rest of the year may still be paid in advance', () => {
    const c = cuenta(pagados(2010, 2026, 3));
    const mayo = calcularEstadoCuenta(c, TARIFA, dia('2026-05-20'));
    expect(mayo.pagado).toBe(true);
    expect(mayo.renglones.map((x) => x.bimestre)).toEqual([4, 5, 6]);
    expect(mayo.total).toBe(3 * 20_000);
    expect(calcularEstadoCuenta(c, TARIFA, dia('2026-07-01')).pagado).toBe(false);
  });

  describe('agreement (convenio)', () => {
    // owes 2023–2025 on 2025-10-15, signed then in 4 instalments; 2026 paid on time since
    const firmado = calcularEstadoCuenta(cuenta(pagados(2010, 2022)), TARIFA, dia('2025-10-15'));
    const convenio = { folio: 'CP-2025-0001', parcialidades: 4, fecha: '2025-10-15', monto_total: aPesos(firmado.total), pagadas: 1 };
    const pagos = [...pagados(2010, 2022), ...pagados(2026, 2026, 6).map((p) => ({ ...p, folio: 'F-2026b' }))];

    it('covers what was owed on its date: surcharges stop there and paid instalments are credited', () => {
      const r = calcularEstadoCuenta(cuenta(pagos, convenio), TARIFA, dia('2026-11-22'));
      expect(r.renglones.every((x) => x.convenio === true)).toBe(true);
      expect(r.renglones.map((x) => x.anio)).toEqual([...Array(6).fill(2023), ...Array(6).fill(2024), ...Array(6).fill(2025)]);
      const bruto = r.renglones.reduce((s, x) => s + x.subtotal, 0);
      expect(bruto).toBe(firmado.total);
      expect(r.convenio).toEqual({ folio: 'CP-2025-0001', parcialidades: 4, pagadas: 1, monto_total: firmado.total, abonado: Math.round(firmado.total / 4) });
      expect(r.total).toBe(bruto - Math.round(firmado.total / 4));
      expect(r.pagado).toBe(false);
    });

    it('a fulfilled agreement settled its bimesters', () => {
      const r = calcularEstadoCuenta(cuenta(pagos, { ...convenio, pagadas: 4 }), TARIFA, dia('2026-11-22'));
      expect(r.renglones).toEqual([]);
      expect(r.convenio).toBeNull();
      expect(r.pagado).toBe(true);
    });

    it('the credit applies only when the range shows the bimesters it covers', () => {
      const r = calcularEstadoCuenta(cuenta(pagados(2010, 2022), convenio), TARIFA, dia('2026-11-22'), { yearInicio: 2026 });
      expect(r.renglones.every((x) => x.anio === 2026 && !x.convenio)).toBe(true);
      expect(r.total).toBe(6 * 20_000 + r.renglones.reduce((s, x) => s + x.recargos, 0));
    });
  });
});

describe('resumenPredial (spec 1 §4.7 status check)', () => {
  it('paid: the message and the current year', () => {
    expect(resumenPredial(cuenta(pagados(2010, 2026)), TARIFA, dia('2026-11-22'))).toEqual({
      pagado: true,
      ultimo_anio_pagado: 2026,
      adeudo: '0.00',
      mensaje: 'Impuesto predial pagado',
    });
  });

  it('owed: the first year owed, and the statement total as adeudo', () => {
    const c = cuenta(pagados(2010, 2024, 2));
    const r = resumenPredial(c, TARIFA, dia('2026-11-22'));
    expect(r).toMatchObject({ pagado: false, ultimo_anio_pagado: 2023 });
    expect(r.mensaje).toBe('La clave catastral tiene adeudo de impuesto predial desde 2024. Realice su pago para continuar.');
    expect(r.adeudo).toBe(aPesos(calcularEstadoCuenta(c, TARIFA, dia('2026-11-22')).total));
  });
});
