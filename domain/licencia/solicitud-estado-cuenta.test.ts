// spec 1 §3 statement forms, §5.3 'Debes seleccionar un mes', §5.8 market statement request, §9.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AREA_LICENCIAS } from '../common/catalogos';
import {
  aniosEstadoCuenta,
  areaDeSolicitud,
  AREA_MERCADOS,
  cuentaMercadoSchema,
  esMercado,
  mensajeSolicitud,
  mesResiduosSchema,
  rangoEstadoCuentaSchema,
  solicitudEstadoCuentaSchema,
} from './solicitud-estado-cuenta';
import { AREA_RESIDUOS, AREA_SARE } from './definicion';

/** Each message by field, as the API's 422 and the form show them. */
function errores(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, v: unknown) {
  const r = schema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

const rango = { year_ini: 2024, mes_ini: '03', year_fin: 2025, mes_fin: '02' };

afterEach(() => vi.useRealTimers());

describe('statement over a month range (spec 1 §3 "Statement form", §7.4 generarSolicitudEstadoCuenta)', () => {
  it("every field is required: 'Los campos son requeridos' (spec 1 §5.8), empty text and null alike", () => {
    const falta = 'Los campos son requeridos';
    expect(errores(rangoEstadoCuentaSchema, {})).toEqual({ year_ini: falta, mes_ini: falta, year_fin: falta, mes_fin: falta });
    expect(errores(rangoEstadoCuentaSchema, { year_ini: '', mes_ini: null, year_fin: ' ', mes_fin: '' })).toEqual({ year_ini: falta, mes_ini: falta, year_fin: falta, mes_fin: falta });
    expect(errores(solicitudEstadoCuentaSchema, rango)).toEqual({ locacion_id: falta });
  });

  it('takes years as numbers or text (a select sends text) and months 01 to 12', () => {
    expect(rangoEstadoCuentaSchema.parse({ year_ini: '2024', mes_ini: '03', year_fin: '2025', mes_fin: '12' })).toEqual({ year_ini: 2024, mes_ini: '03', year_fin: 2025, mes_fin: '12' });
    expect(solicitudEstadoCuentaSchema.parse({ ...rango, locacion_id: '17' })).toEqual({ ...rango, locacion_id: 17 });
  });

  it('a month off 01–12 and a year that is not a whole number are "Formato inválido"', () => {
    expect(errores(rangoEstadoCuentaSchema, { ...rango, mes_ini: '13', mes_fin: '1' })).toEqual({ mes_ini: 'Formato inválido', mes_fin: 'Formato inválido' });
    expect(errores(rangoEstadoCuentaSchema, { ...rango, year_ini: 'dos mil', year_fin: 2024.5 })).toEqual({ year_ini: 'Formato inválido', year_fin: 'Formato inválido' });
  });

  it('years run from 2010 to the current year in Chetumal (spec 1 §9), read when checked', () => {
    vi.useFakeTimers();
    // 31 December 2026, 23:30 in Chetumal is already 2027 in UTC: still 2026 here.
    vi.setSystemTime(new Date('2027-01-01T04:30:00Z'));
    expect(errores(rangoEstadoCuentaSchema, { ...rango, year_ini: 2009 })).toEqual({ year_ini: 'Ingrese un valor mayor o igual a 2010' });
    expect(errores(rangoEstadoCuentaSchema, { ...rango, year_fin: 2027 })).toEqual({ year_fin: 'Ingrese un valor menor o igual a 2026' });
    vi.setSystemTime(new Date('2027-01-01T05:30:00Z'));
    expect(errores(rangoEstadoCuentaSchema, { ...rango, year_fin: 2027 })).toEqual({});
    expect(aniosEstadoCuenta(new Date('2026-06-01T12:00:00Z'))).toEqual(Array.from({ length: 17 }, (_, i) => 2026 - i));
  });

  it("'El año inicio no puede ser mayor al fin'; in one year 'El mes inicio no puede ser mayor al fin'", () => {
    expect(errores(rangoEstadoCuentaSchema, { ...rango, year_ini: 2025, year_fin: 2024 })).toEqual({ year_ini: 'El año inicio no puede ser mayor al fin' });
    expect(errores(rangoEstadoCuentaSchema, { year_ini: 2025, mes_ini: '07', year_fin: 2025, mes_fin: '06' })).toEqual({ mes_ini: 'El mes inicio no puede ser mayor al fin' });
    // A later start month in an earlier year, and one single month, are fine.
    expect(errores(rangoEstadoCuentaSchema, { year_ini: 2024, mes_ini: '11', year_fin: 2025, mes_fin: '02' })).toEqual({});
    expect(errores(rangoEstadoCuentaSchema, { year_ini: 2025, mes_ini: '06', year_fin: 2025, mes_fin: '06' })).toEqual({});
  });
});

describe('market statement request (spec 1 §5.8 formCuenta)', () => {
  const ultima = { lastyear: 2024, lastmes: '06' };

  it('the first request (no lastyear, lastmes) only needs a valid range', () => {
    expect(cuentaMercadoSchema.parse({ ...rango, lastyear: null, lastmes: null })).toMatchObject(rango);
    expect(errores(cuentaMercadoSchema, { ...rango, year_ini: 2026, year_fin: 2025 })).toEqual({ year_ini: 'El año inicio no puede ser mayor al fin' });
    expect(errores(cuentaMercadoSchema, {})).toMatchObject({ year_ini: 'Los campos son requeridos', mes_fin: 'Los campos son requeridos' });
  });

  it("'El año inicio no puede ser menor que el ultimo año solicitado ({year})'", () => {
    expect(errores(cuentaMercadoSchema, { ...rango, year_ini: 2023, ...ultima })).toEqual({ year_ini: 'El año inicio no puede ser menor que el ultimo año solicitado (2024)' });
  });

  it("same year: 'La fecha no puede ser igual o menor a la fecha de la ultima solicitud: año({year}) mes({month})'", () => {
    const msg = 'La fecha no puede ser igual o menor a la fecha de la ultima solicitud: año(2024) mes(06)';
    expect(errores(cuentaMercadoSchema, { ...rango, year_ini: 2024, mes_ini: '06', ...ultima })).toEqual({ mes_ini: msg });
    expect(errores(cuentaMercadoSchema, { ...rango, year_ini: 2024, mes_ini: '02', ...ultima })).toEqual({ mes_ini: msg });
    expect(errores(cuentaMercadoSchema, { ...rango, year_ini: 2024, mes_ini: '07', ...ultima })).toEqual({});
    // A later year starts anywhere: the last request ended in an earlier one.
    expect(errores(cuentaMercadoSchema, { ...rango, year_ini: 2025, mes_ini: '01', year_fin: 2025, mes_fin: '03', ...ultima })).toEqual({});
  });

  it('one message at a time, in the order of spec 1 §5.8: the range before the last request', () => {
    expect(errores(cuentaMercadoSchema, { year_ini: 2023, mes_ini: '05', year_fin: 2022, mes_fin: '01', ...ultima })).toEqual({ year_ini: 'El año inicio no puede ser mayor al fin' });
  });
});

describe("solid-waste month (spec 1 §5.3, §7.3 notifyEdoRs, §9 '01 to 12')", () => {
  it("'Debes seleccionar un mes' when the month is missing or off the list", () => {
    for (const mes_fin of [undefined, null, '', '00', '13', '7', 7, 'julio']) {
      expect(errores(mesResiduosSchema, { mes_fin, locacion_id: 5 }), String(mes_fin)).toEqual({ mes_fin: 'Debes seleccionar un mes' });
    }
    for (const mes_fin of ['01', '07', '12']) expect(mesResiduosSchema.parse({ mes_fin, locacion_id: 5 })).toEqual({ mes_fin, locacion_id: 5 });
  });
});

describe('who receives each request (spec 1 §9 areas)', () => {
  it('a period goes to Licencias (SARE: Coordinación SARE); the waste month to Residuos; the market to Mercados', () => {
    expect(areaDeSolicitud('periodo', 1)).toBe(AREA_LICENCIAS);
    expect(areaDeSolicitud('periodo', 2)).toBe(AREA_SARE);
    expect(areaDeSolicitud('residuos', 2)).toBe(AREA_RESIDUOS);
    expect(areaDeSolicitud('mercado', 1)).toBe(AREA_MERCADOS);
    expect(AREA_MERCADOS).toBe(27);
  });

  it('a market is local type 2 or a market licence', () => {
    expect(esMercado(2)).toBe(true);
    expect(esMercado(1, true)).toBe(true);
    expect(esMercado(1)).toBe(false);
  });

  it('the area reads what, for which establishment and over which months, in Spanish', () => {
    const est = { nombreComercial: 'FRUTAS DOÑA LUPE', externalId: 'OPB-2026-000042', claveCatastral: 'MERCADO' };
    expect(mensajeSolicitud('mercado', est, { yearIni: 2025, mesIni: '07', yearFin: 2026, mesFin: '02' })).toBe(
      'Solicitud de estado de cuenta de mercado de FRUTAS DOÑA LUPE (clave OPB-2026-000042, clave catastral MERCADO) del periodo de julio de 2025 a febrero de 2026.',
    );
    expect(mensajeSolicitud('residuos', est, { yearIni: null, mesIni: null, yearFin: 2026, mesFin: '12' })).toBe(
      'Solicitud de estado de cuenta de residuos sólidos de FRUTAS DOÑA LUPE (clave OPB-2026-000042, clave catastral MERCADO) hasta diciembre de 2026.',
    );
  });
});
