import { describe, expect, it } from 'vitest';
import { licencia } from './definicion';
import { busquedaRenovacionSchema, motivoPeriodo, MSG_REN, periodosRenovacion, primerAnioRenovable, renovacionSchema, requierePredial, tipoProcesoRenovacion } from './renovacion';

const abierta = { ocupados: [] as number[], desde: 2000 };

describe('renewal periods (spec 1 §5.6)', () => {
  it('in December the current year and the two before may be chosen', () => {
    expect(periodosRenovacion(abierta, '2026-12-01')).toEqual({ periodos: [2024, 2025, 2026], libre: true });
    expect(periodosRenovacion(abierta, '2026-12-31')).toEqual({ periodos: [2024, 2025, 2026], libre: true });
  });

  it('the rest of the year only the oldest pending period is offered', () => {
    expect(periodosRenovacion(abierta, '2026-11-30')).toEqual({ periodos: [2024], libre: false });
    expect(periodosRenovacion(abierta, '2027-01-01')).toEqual({ periodos: [2025], libre: false });
    expect(periodosRenovacion({ ocupados: [2024], desde: 2000 }, '2026-05-10')).toEqual({ periodos: [2025], libre: false });
  });

  it('years held (portal or padrón) and years up to the opening are never offered', () => {
    expect(periodosRenovacion({ ocupados: [2025], desde: 2000 }, '2026-12-15').periodos).toEqual([2024, 2026]);
    expect(periodosRenovacion({ ocupados: [2026], desde: 2026 }, '2026-12-15').periodos).toEqual([]);
    expect(periodosRenovacion({ ocupados: [], desde: 2026 }, '2026-06-15').periodos).toEqual([2026]);
    expect(periodosRenovacion({ ocupados: [2024, 2025, 2026], desde: 2000 }, '2026-12-15').periodos).toEqual([]);
  });

  it('says why a period cannot be renewed', () => {
    expect(motivoPeriodo(2024, abierta, '2026-11-23')).toBeNull();
    expect(motivoPeriodo(2025, abierta, '2026-11-23')).toBe('Primero debe renovar el periodo 2024');
    expect(motivoPeriodo(2025, abierta, '2026-12-02')).toBeNull();
    expect(motivoPeriodo(2023, abierta, '2026-12-02')).toBe('El periodo 2023 no está disponible para renovación');
    expect(motivoPeriodo(2027, abierta, '2026-12-02')).toBe(MSG_REN.periodoNoDisponible(2027));
    expect(motivoPeriodo(2024, { ocupados: [2024], desde: 2000 }, '2026-11-23')).toBe(MSG_REN.periodoNoDisponible(2024));
  });

  it('starts the year after the opening: the portal licence, else the SAT registration', () => {
    expect(primerAnioRenovable({ apertura: 2026, fechaAltaHacienda: '2019-03-01' })).toBe(2027);
    expect(primerAnioRenovable({ apertura: null, fechaAltaHacienda: '2019-03-01' })).toBe(2020);
  });
});

describe('renewal rules', () => {
  it('spec 1 §1: a SARE business with alcohol renews in Licencias; without alcohol it stays', () => {
    expect(tipoProcesoRenovacion(2, [3, 1])).toBe(1);
    expect(tipoProcesoRenovacion(2, [1, 21])).toBe(2);
    expect(tipoProcesoRenovacion(1, [1])).toBe(1);
  });

  it('spec 1 §4.7: DONATIVO, MERCADO and ZONA FEDERAL keys have no property tax to check', () => {
    expect(requierePredial('DONATIVO')).toBe(false);
    expect(requierePredial(' mercado ')).toBe(false);
    expect(requierePredial('ZONA FEDERAL')).toBe(false);
    expect(requierePredial('04001001012005000')).toBe(true);
  });

  it('spec 1 §5.7: the three keys are required with the spec\'s message', () => {
    const r = busquedaRenovacionSchema.safeParse({ clave: 'LF-2018-000731', clave_catastral: ' ', rfc: '' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(['Todos los campos son obligatorios', 'Todos los campos son obligatorios']);
    expect(busquedaRenovacionSchema.safeParse({ clave: 'LF-2018-000731', clave_catastral: '04001010027012000', rfc: 'GODE561231GR8' }).success).toBe(true);
  });

  it('spec 1 §3, §9: the months of a renewal default to 01 and must be 01 to 12', () => {
    expect(renovacionSchema.parse({})).toMatchObject({ mes_pago_residuos: '01', mes_pago_piso_f: '01' });
    expect(renovacionSchema.safeParse({ mes_pago_residuos: '13' }).success).toBe(false);
    expect(renovacionSchema.safeParse({ mes_pago_residuos: '12' }).success).toBe(true);
  });

  it('the titles and texts are the spec\'s', () => {
    expect(MSG_REN.titulo(2025)).toBe('Renovación de licencia 2025');
    expect(MSG_REN.cambioPropietario).toBe('Falta rellenar campos obligatorios para el cambio de propietario');
  });

  it('the land-use steps do not apply to a renewal', () => {
    const pasos = licencia.pasos.filter((p) => p.aplica && !p.aplica({ tipoProceso: 2, tieneUsoSuelo: false, fechaLimitePago: null, renovacion: true }));
    expect(pasos.map((p) => p.clave)).toEqual(['verificacion_uso_suelo', 'pago_uso_suelo', 'validacion_uso_suelo']);
  });
});
