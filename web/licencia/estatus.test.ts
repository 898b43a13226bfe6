// The card's word, the reason and the gated actions, read from real snapshots of the licence's machine.
import { describe, expect, it } from 'vitest';
import { licencia as definicion, type DatosLicencia } from '../../domain/licencia/definicion';
import type { EventoTramite } from '../../domain/tramite/definicion';
import { aplicarEvento, nuevoTramite, persistir } from '../../domain/tramite/maquina';
import { SERVICIO } from '../../domain/tramite/servicios';
import { esEliminable, estatusLicencia, fueEnviada, hayPagoExtemporaneo, licenciaActual, motivoDevolucion, rutaEliminar, varianteEstatus } from './estatus';
import type { LicenciaDto } from './tipos';

const ok = (paso: string): EventoTramite => ({ type: 'APROBAR', paso, revisorId: 1 });
const no = (paso: string, motivo: string): EventoTramite => ({ type: 'RECHAZAR', paso, revisorId: 1, motivo });
const pago = (servicio: number): EventoTramite => ({ type: 'PAGO_CONFIRMADO', servicio });

/** A licence as the API answers it, its request moved through these events. */
function lic(eventos: EventoTramite[] = [], extra: { revocada?: boolean; datos?: Partial<DatosLicencia>; id?: number; anio?: number } = {}) {
  let s = nuevoTramite(definicion, { tipoProceso: 1, tieneUsoSuelo: true, fechaLimitePago: null, ...extra.datos });
  for (const e of eventos) s = aplicarEvento(definicion, s, e) ?? (() => { throw new Error(`refused ${e.type}`); })();
  return { id: extra.id ?? 1, anio: extra.anio ?? 2026, revocada: extra.revocada ?? false, tramite: { snapshot: persistir(s) } } as unknown as LicenciaDto;
}
const enviada = [{ type: 'ENVIAR' } as EventoTramite];
const hastaFirmas = [...enviada, ok('validacion_datos'), pago(SERVICIO.ANUENCIA), ok('validacion_anuencia'), pago(SERVICIO.RESIDUOS), ok('validacion_residuos')];

describe('licence on a card, from its machine', () => {
  it('shows the newest year', () => {
    expect(licenciaActual([lic([], { id: 1, anio: 2025 }), lic([], { id: 2, anio: 2026 })])?.id).toBe(2);
    expect(licenciaActual([])).toBeNull();
    expect(licenciaActual(undefined)).toBeNull();
  });

  it('the word follows the state: draft, review, payment, signatures, approved; suspended and revoked win', () => {
    expect(estatusLicencia(null).texto).toBe('Sin licencia');
    expect(estatusLicencia(lic()).texto).toBe('Borrador');
    expect(estatusLicencia(lic(enviada))).toEqual({ texto: 'Enviada a revisión', variante: 'info' });
    expect(estatusLicencia(lic([...enviada, ok('validacion_datos')]))).toEqual({ texto: 'Pago pendiente', variante: 'warning' });
    expect(estatusLicencia(lic([...enviada, no('validacion_datos', 'Falta la constancia')]))).toEqual({ texto: 'Devuelta', variante: 'destructive' });
    // Approved by every area but not yet signed: not 'Aprobada'.
    expect(estatusLicencia(lic(hastaFirmas)).texto).toBe('En firma');
    expect(estatusLicencia(lic([...hastaFirmas, ok('firma_director'), ok('firma_tesorero')]))).toEqual({ texto: 'Aprobada', variante: 'success' });
    const suspendida = [...hastaFirmas, ok('firma_director'), ok('firma_tesorero'), { type: 'EXTRA', nombre: 'bebidas.requerida', datos: { desde: '2026-01-01T00:00:00Z' } }, { type: 'VENCE', plazo: 'bebidas' }] as EventoTramite[];
    expect(estatusLicencia(lic(suspendida)).texto).toBe('Suspendida');
    expect(estatusLicencia(lic([], { revocada: true })).texto).toBe('Revocada');
  });

  it('a returned request says why; a refused payment proof too', () => {
    expect(motivoDevolucion(lic(enviada))).toBeNull();
    expect(motivoDevolucion(lic([...enviada, no('validacion_datos', 'Falta la constancia')]))).toBe('Falta la constancia');
    const rechazoPago = [...enviada, ok('validacion_datos'), pago(SERVICIO.ANUENCIA), no('validacion_anuencia', 'Comprobante ilegible')];
    expect(motivoDevolucion(lic(rechazoPago))).toBe('Comprobante ilegible');
    expect(estatusLicencia(lic(rechazoPago))).toEqual({ texto: 'Pago rechazado', variante: 'destructive' });
  });

  it('actions gated by the state (spec 1 §4.8, §6)', () => {
    expect(esEliminable(null)).toBe(true);
    expect(esEliminable(lic())).toBe(true);
    expect(esEliminable(lic([...enviada, no('validacion_datos', 'x')]))).toBe(true);
    expect(esEliminable(lic(enviada))).toBe(false);
    // Cancelled by an operator: it reads «Cancelada», and its establishment may be deleted.
    const cancelada = lic([...enviada, { type: 'CANCELAR', motivo: 'Solicitud duplicada' }]);
    expect(estatusLicencia(cancelada)).toEqual({ texto: 'Cancelada', variante: 'destructive' });
    expect(esEliminable(cancelada)).toBe(true);
    expect(hayPagoExtemporaneo(lic([...enviada, { type: 'VENCE', plazo: 'pago' }], { datos: { fechaLimitePago: '2026-01-01' } }))).toBe(true);
    expect(hayPagoExtemporaneo(lic(enviada))).toBe(false);
    expect(fueEnviada(lic())).toBe(false);
    expect(fueEnviada(lic(enviada))).toBe(true);
  });

  it("deletion sends '0' as reason unless the licence was returned (spec 1 §6)", () => {
    expect(rutaEliminar(7, null)).toBe('/api/establecimientos/delete/7/0/0');
    expect(rutaEliminar(7, lic())).toBe('/api/establecimientos/delete/7/0/1');
    expect(rutaEliminar(7, lic([...enviada, no('validacion_datos', 'Datos/incompletos')]))).toBe('/api/establecimientos/delete/7/Datos%2Fincompletos/5');
  });

  it('badge variants follow the timeline colours (spec 1 §4.5)', () => {
    expect(varianteEstatus(10)).toBe('success');
    expect(varianteEstatus(5)).toBe('destructive');
    expect(varianteEstatus(null)).toBe('outline');
  });
});
