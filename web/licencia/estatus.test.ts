import { describe, expect, it } from 'vitest';
import { colorPaso, esEliminable, estatusLicencia, fueEnviada, hayPagoExtemporaneo, licenciaActual, motivoDevolucion, progresoAcotado, rutaEliminar, textoEstatusPaso, varianteEstatus } from './estatus';
import type { LicenciaDto, PasoLineaTiempo } from './tipos';

const paso = (clave: string, estatus: number, extra: Partial<PasoLineaTiempo> = {}): PasoLineaTiempo => ({
  clave,
  etiqueta: clave,
  estatus,
  color: 'gris',
  actual: false,
  no_aplica: false,
  motivo: null,
  ...extra,
});

const lic = (extra: Partial<LicenciaDto> = {}): LicenciaDto => ({
  id: 1,
  folio: 'LF-2026-000001',
  anio: 2026,
  tipo_licencia_id: 2,
  estatus_licencia: 10,
  motivo_rechazo: null,
  linea_tiempo: [],
  progreso: 0,
  lista: false,
  extemporaneo: false,
  estatus_estado_extemporaneo: null,
  suspendida: false,
  bebidas: null,
  fecha_aprobacion: null,
  estados_cuenta: [],
  acciones: { guardar: false, enviar: false, enviarUsoSuelo: false, pagar: null, comprobante: null, bloqueado: true },
  ...extra,
});

describe('timeline statuses (spec 1 §4.5)', () => {
  it('every status has words, so colour is not the only cue', () => {
    expect(textoEstatusPaso(2)).toBe('Pendiente');
    expect(textoEstatusPaso(4)).toBe('Aprobado');
    expect(textoEstatusPaso(5)).toBe('Devuelto');
    expect(textoEstatusPaso(8)).toBe('Pagado');
    expect(textoEstatusPaso(9)).toBe('Pago rechazado');
    expect(textoEstatusPaso(11)).toBe('No aplica');
    expect(textoEstatusPaso(2, true)).toBe('No aplica');
    expect(textoEstatusPaso(77)).toBe('Pendiente');
  });

  it('colours: the API value, else green 3, 4, 8, 10; red 5, 9; grey otherwise', () => {
    expect(colorPaso({ color: 'rojo', estatus: 4 })).toBe('rojo');
    expect(colorPaso({ color: null, estatus: 8 })).toBe('verde');
    expect(colorPaso({ estatus: 9 })).toBe('rojo');
    expect(colorPaso({ estatus: 2 })).toBe('gris');
    expect(varianteEstatus(10)).toBe('success');
    expect(varianteEstatus(5)).toBe('destructive');
    expect(varianteEstatus(null)).toBe('outline');
  });

  it('the progress bar runs from 0 to 3', () => {
    expect(progresoAcotado(-1)).toBe(0);
    expect(progresoAcotado(2)).toBe(2);
    expect(progresoAcotado(7)).toBe(3);
    expect(progresoAcotado(null)).toBe(0);
  });
});

describe('licence on a card', () => {
  it('shows the newest year', () => {
    expect(licenciaActual([lic({ id: 1, anio: 2025 }), lic({ id: 2, anio: 2026 })])?.id).toBe(2);
    expect(licenciaActual([])).toBeNull();
    expect(licenciaActual(undefined)).toBeNull();
  });

  it('badge by status', () => {
    expect(estatusLicencia(null).texto).toBe('Sin licencia');
    expect(estatusLicencia(lic({ estatus_licencia: 1 })).texto).toBe('Borrador');
    expect(estatusLicencia(lic({ estatus_licencia: 5 })).texto).toBe('Devuelta');
    expect(estatusLicencia(lic()).texto).toBe('En revisión');
    expect(estatusLicencia(lic({ acciones: { ...lic().acciones, pagar: 1752 } })).texto).toBe('Pago pendiente');
    expect(estatusLicencia(lic({ lista: true })).texto).toBe('Licencia lista');
    expect(estatusLicencia(lic({ lista: true, suspendida: true })).texto).toBe('Suspendida');
    expect(estatusLicencia(lic({ revocada: true })).texto).toBe('Revocada');
  });

  it('a returned request says why: the licence reason, else the returned step', () => {
    expect(motivoDevolucion(lic())).toBeNull();
    expect(motivoDevolucion(lic({ estatus_licencia: 5, motivo_rechazo: 'Falta la constancia' }))).toBe('Falta la constancia');
    expect(motivoDevolucion(lic({ linea_tiempo: [paso('validacion_anuencia', 9, { motivo: 'Comprobante ilegible' })] }))).toBe('Comprobante ilegible');
    expect(motivoDevolucion(lic({ linea_tiempo: [paso('validacion_datos', 4, { motivo: 'viejo' })] }))).toBeNull();
  });

  it('actions gated by status (spec 1 §4.8, §6)', () => {
    expect(esEliminable(null)).toBe(true);
    expect(esEliminable(lic({ estatus_licencia: 1 }))).toBe(true);
    expect(esEliminable(lic({ estatus_licencia: 5 }))).toBe(true);
    expect(esEliminable(lic({ estatus_licencia: 10 }))).toBe(false);
    expect(hayPagoExtemporaneo(lic({ estatus_estado_extemporaneo: 4 }))).toBe(true);
    expect(hayPagoExtemporaneo(lic({ estatus_estado_extemporaneo: 2 }))).toBe(false);
    expect(fueEnviada(lic({ estatus_licencia: 1 }))).toBe(false);
    expect(fueEnviada(lic())).toBe(true);
  });

  it("deletion sends '0' as reason unless the licence was returned (spec 1 §6)", () => {
    expect(rutaEliminar(7, null)).toBe('/api/establecimientos/delete/7/0/0');
    expect(rutaEliminar(7, lic({ estatus_licencia: 1 }))).toBe('/api/establecimientos/delete/7/0/1');
    expect(rutaEliminar(7, lic({ estatus_licencia: 5, motivo_rechazo: 'Datos/incompletos' }))).toBe('/api/establecimientos/delete/7/Datos%2Fincompletos/5');
  });
});
