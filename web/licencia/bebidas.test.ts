import { describe, expect, it } from 'vitest';
import { MSG_LIC } from '../../domain/licencia/mensajes';
import { bebidasDe, mensajeBebidas } from './bebidas';
import type { LicenciaDto } from './tipos';

describe('beverage licence window (spec 1 §4.8)', () => {
  it('days left, or suspended', () => {
    expect(mensajeBebidas({ suspendida: false, dias_restantes: 12 })).toBe(MSG_LIC.bebidasQuedan(12));
    expect(mensajeBebidas({ suspendida: false, dias_restantes: -3 })).toBe(MSG_LIC.bebidasQuedan(0));
    expect(mensajeBebidas({ suspendida: true, dias_restantes: 0 })).toBe(MSG_LIC.bebidasSuspendida);
  });

  it("the pending list wins; else the licence's own data; else nothing", () => {
    const pendientes = [{ locacion_id: 3, licencia_id: 30, nombre_comercial: 'Bar', dias_restantes: 5, limite: '2026-03-01T05:59:59.999Z', mensaje: '', suspendida: false }];
    expect(bebidasDe(3, pendientes, null)).toEqual({ suspendida: false, mensaje: MSG_LIC.bebidasQuedan(5) });
    const lic = { suspendida: true, bebidas: { limite: null, dias_restantes: 0, mensaje: '' } } as unknown as LicenciaDto;
    expect(bebidasDe(4, pendientes, lic)).toEqual({ suspendida: true, mensaje: MSG_LIC.bebidasSuspendida });
    expect(bebidasDe(4, pendientes, null)).toBeNull();
  });
});
