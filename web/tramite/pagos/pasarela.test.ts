import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARACTERISTICAS_VENTANA, cuerpoGetFolio, esperarCierre, INTERVALO_SONDEO_MS } from './pasarela';

describe('online payment (spec 1 §7.5, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for the order with the statement and the establishment key', () => {
    expect(cuerpoGetFolio({ servicio_id: 1752, estatus: 4, folio: 'EC-1752-0001' }, 'OPB-000123')).toEqual({
      idServicio: 1752,
      claveEstablecimiento: 'OPB-000123',
      estatusEstadoCuenta: 4,
      folioEstadoCuenta: 'EC-1752-0001',
    });
  });

  it('opens an 800x600 popup and polls it every 500 ms', () => {
    expect(CARACTERISTICAS_VENTANA).toBe('width=800,height=600');
    expect(INTERVALO_SONDEO_MS).toBe(500);
  });

  it('reports the popup closing once, on the first poll that sees it closed', () => {
    const ventana = { closed: false };
    const alCerrar = vi.fn();
    esperarCierre(ventana, alCerrar);
    vi.advanceTimersByTime(1500);
    expect(alCerrar).not.toHaveBeenCalled();
    ventana.closed = true;
    vi.advanceTimersByTime(499);
    expect(alCerrar).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(alCerrar).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(alCerrar).toHaveBeenCalledTimes(1);
  });

  it('can stop polling without reporting', () => {
    const ventana = { closed: false };
    const alCerrar = vi.fn();
    const parar = esperarCierre(ventana, alCerrar);
    parar();
    ventana.closed = true;
    vi.advanceTimersByTime(2000);
    expect(alCerrar).not.toHaveBeenCalled();
  });
});
