import { describe, expect, it } from 'vitest';
import { constanciaVisible } from '../../domain/fiscalizacion/reglas';
import { fechaLegible, leerSolicitud, limitesMes, mesesSiguientes, nombreMes, palabraEstadoCuenta } from './estatus';

const base = {
  estatus_fiscalizacion: 1,
  estatus_edo_cuenta: null,
  estatus_pago: null,
  firma_operador: 0 as const,
  firma_fiscalizador: 0 as const,
  documento_firmado: null,
  motivo_rechazo_operador: null,
  recibo_pago: null,
};
const archivo = { id: 1, tipo_archivo: 'solicitud_fiscalizacion_firmada', etiqueta: 'Solicitud firmada', nombre: 'f.pdf', mime: 'application/pdf', tamano: 10, url: '/x', created_at: '2026-11-26T08:00:00.000Z' };

describe('leerSolicitud (spec 2 §4, §9)', () => {
  it('a draft hides the chip, may be edited and deleted, and is sent only once a signed request exists', () => {
    const l = leerSolicitud(base);
    expect(l).toMatchObject({ chip: null, editable: true, abrir: 'Editar', enviable: false, subirFirmada: true, eliminable: true, verMotivo: false, constancia: false });
    expect(leerSolicitud({ ...base, documento_firmado: archivo }).enviable).toBe(true);
  });
  it('a returned request shows its reason and no chip', () => {
    const l = leerSolicitud({ ...base, estatus_fiscalizacion: 5, motivo_rechazo_operador: 'Fechas fuera de horario', documento_firmado: archivo });
    expect(l).toMatchObject({ chip: null, editable: true, enviable: true, verMotivo: true, eliminable: true });
  });
  it('sent (10) and locked statuses are read-only, in process, not sendable', () => {
    for (const e of [3, 10, 14]) {
      const l = leerSolicitud({ ...base, estatus_fiscalizacion: e, documento_firmado: archivo });
      expect(l).toMatchObject({ chip: 'En proceso de aprobación', editable: false, abrir: 'Ver', enviable: false, subirFirmada: false, eliminable: false });
    }
  });
  it("status 4 says 'Revisar'; the statement and the receipt are offered at estatus_edo_cuenta 4 or 14", () => {
    const l = leerSolicitud({ ...base, estatus_fiscalizacion: 4, estatus_edo_cuenta: 4 });
    expect(l).toMatchObject({ abrir: 'Revisar', verEstadoCuenta: true, subirRecibo: true, chip: 'En proceso de aprobación' });
    expect(leerSolicitud({ ...base, estatus_fiscalizacion: 4, estatus_edo_cuenta: 14 }).subirRecibo).toBe(true);
    expect(leerSolicitud({ ...base, estatus_fiscalizacion: 4 }).verEstadoCuenta).toBe(false);
    // paid online, waiting for its validation: no receipt to upload
    expect(leerSolicitud({ ...base, estatus_fiscalizacion: 4, estatus_edo_cuenta: 14, estado_cuenta: { pagado: true } }).subirRecibo).toBe(false);
  });
  it('the certificate only with every status 4 and both signatures; then the chip says approved', () => {
    const listo = { ...base, estatus_fiscalizacion: 4, estatus_edo_cuenta: 4, estatus_pago: 4, firma_operador: 1 as const, firma_fiscalizador: 1 as const };
    expect(constanciaVisible(listo)).toBe(true);
    expect(leerSolicitud(listo)).toMatchObject({ constancia: true, chip: 'Solicitud aprobada', subirRecibo: false });
    expect(constanciaVisible({ ...listo, firma_fiscalizador: 0 })).toBe(false);
    expect(constanciaVisible({ ...listo, estatus_pago: null })).toBe(false);
  });
});

describe('months and dates', () => {
  it('names a month, lists the next ones and bounds the picker to one month', () => {
    expect(nombreMes('2026-12')).toBe('diciembre de 2026');
    expect(mesesSiguientes('2026-11', 3)).toEqual(['2026-12', '2027-01', '2027-02']);
    expect(limitesMes('2027-02-10')).toEqual({ min: '2027-02-01', max: '2027-02-28' });
    expect(limitesMes('')).toBeNull();
  });
});

describe('the statement and dates as a person reads them', () => {
  it('says paid, receipt under validation or to be paid', () => {
    expect(palabraEstadoCuenta({ estatus_edo_cuenta: 4 }, true).texto).toBe('Pagado');
    expect(palabraEstadoCuenta({ estatus_edo_cuenta: 14 }, false).texto).toBe('Recibo en validación');
    expect(palabraEstadoCuenta({ estatus_edo_cuenta: 4 }, false).texto).toBe('Por pagar');
  });
  it('writes a calendar date without shifting it by the time zone', () => {
    expect(fechaLegible('2026-12-04')).toBe('viernes, 4 de diciembre de 2026');
  });
});
