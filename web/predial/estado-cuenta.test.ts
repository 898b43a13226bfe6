import { describe, expect, it } from 'vitest';
import type { Avaluo } from '../../domain/predial/cuenta';
import {
  aniosPredial,
  anioInicialSugerido,
  avaluosDelPeriodo,
  cuerpoGetFolioPredial,
  formatearPesos,
  formEstadoCuenta,
  hoyPredial,
  PARCIALIDADES_CONVENIO,
  PARCIALIDADES_POR_DEFECTO,
  rutasPredial,
  tituloEstadoCuenta,
} from './estado-cuenta';

const CLAVE = '04001003020009000';
const avaluo = (fecha: string, valor: string): Avaluo => ({
  fecha,
  valor_catastral: valor,
  valor_terreno: '0.00',
  valor_construccion: '0.00',
  superficie_terreno: '100.00',
  superficie_construccion: '80.00',
});

describe('statement form (spec 2 §3, §9; spec 3 §3.10)', () => {
  it('offers the years from the current one down to 2010', () => {
    const a = aniosPredial(2026);
    expect(a[0]).toBe(2026);
    expect(a[a.length - 1]).toBe(2010);
    expect(a).toHaveLength(17);
  });

  it('starts by default after the last fully paid year, 2010 when nothing was paid', () => {
    expect(anioInicialSugerido(null, 2026)).toBe(2010);
    expect(anioInicialSugerido({ anio: 2023, bimestre: 6 }, 2026)).toBe(2024);
    expect(anioInicialSugerido({ anio: 2023, bimestre: 3 }, 2026)).toBe(2023);
    expect(anioInicialSugerido({ anio: 2026, bimestre: 6 }, 2026)).toBe(2026);
  });

  it('sends the valuations sorted by date, from the one in force at the first year to the last year', () => {
    const av = [avaluo('2020-01-10', '300000.00'), avaluo('2012-03-01', '200000.00'), avaluo('2016-05-05', '250000.00'), avaluo('2025-02-01', '400000.00')];
    expect(avaluosDelPeriodo(av, 2018, 2024).map((a) => a.fecha)).toEqual(['2016-05-05', '2020-01-10']);
    expect(avaluosDelPeriodo(av, 2010, 2026).map((a) => a.fecha)).toEqual(['2012-03-01', '2016-05-05', '2020-01-10', '2025-02-01']);
  });

  it('builds the body: account type 2, through the sixth bimester (what the gateway charges), years in order', () => {
    const f = formEstadoCuenta(CLAVE, { yearInicio: 2026, yearFinal: 2020 }, { avaluos: [avaluo('2019-01-01', '1.00')], datosPredio: null, ultimoPago: null });
    expect(f).toMatchObject({ claveCatastral: CLAVE, tipoCuenta: 2, bimestre: 6, yearInicio: 2020, yearFinal: 2026, datosPredio: null, ultimoPagoPredial: null });
    expect(f.avaluos).toHaveLength(1);
  });

  it('knows the year and month in Chetumal', () => {
    // 05:00 UTC on 1 Jan is still 31 Dec in Chetumal (UTC−5).
    expect(hoyPredial(new Date('2027-01-01T04:00:00Z'))).toEqual({ anio: 2026, mes: 12 });
  });
});

describe('calls (spec 2 §7)', () => {
  it('the public page uses predial-pbl, a signed-in taxpayer predial with the key in the body', () => {
    const p = rutasPredial(true);
    expect(p.estadoCuenta('total')).toBe('/api/predial-pbl/generarEdoCuenta');
    expect(p.estadoCuenta('desglosado')).toBe('/api/predial-pbl/generarEdoCuentaDesglosado');
    expect(p.convenio).toBe('/api/predial-pbl/solicitarConvenioPredial');
    expect(p.valuacion).toBe('/api/predial-pbl/getValuacionClaveCatastral');
    expect(p.ultimoPago).toBe('/api/predial-pbl/getUltimoPagoPredial');
    const s = rutasPredial(false);
    expect(s.estadoCuenta('total')).toBe('/api/predial/generarEdoCuentaSolicitudes');
    expect(s.estadoCuenta('desglosado')).toBe('/api/predial/generarEdoCuentaDesglosadoSolicitud');
    expect(s.convenio).toBe('/api/predial/solicitarConvenioPredial');
  });

  it('pays a key with idServicio=2, estatusEstadoCuenta=A, folioEstadoCuenta=1 (spec 3 §7.9)', () => {
    expect(cuerpoGetFolioPredial(CLAVE)).toEqual({ idServicio: 2, claveEstablecimiento: CLAVE, estatusEstadoCuenta: 'A', folioEstadoCuenta: '1' });
  });

  it('offers 2, 3 or 4 instalments, 2 by default (spec 2 §9, spec 3 §5.10)', () => {
    expect([...PARCIALIDADES_CONVENIO]).toEqual([2, 3, 4]);
    expect(PARCIALIDADES_POR_DEFECTO).toBe(2);
  });
});

describe('presentation', () => {
  it('names the statement by mode and years', () => {
    expect(tituloEstadoCuenta('total', CLAVE, { yearInicio: 2024, yearFinal: 2026 })).toEqual({
      titulo: 'Estado de cuenta del impuesto predial total (2024–2026)',
      nombreArchivo: `predial-${CLAVE}-total-2024-2026.pdf`,
    });
    expect(tituloEstadoCuenta('desglosado', CLAVE, { yearInicio: 2026, yearFinal: 2026 }).titulo).toBe('Estado de cuenta del impuesto predial desglosado (2026)');
  });

  it('formats pesos from text or centavos', () => {
    expect(formatearPesos('2184.60')).toBe('$2,184.60');
    expect(formatearPesos(218460, true)).toBe('$2,184.60');
  });
});
