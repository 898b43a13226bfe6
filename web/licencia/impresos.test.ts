import { describe, expect, it } from 'vitest';
import { anuenciaPdf, constanciaUsoSueloPdf, estadoCuentaPdf, licenciaPdf, reciboPagoPdf, solicitudImpresaPdf } from './impresos';

const l = { id: 9, anio: 2026, folio: 'LF-2026-000009', tipo_licencia_id: 2 };

describe('printouts (spec 1 §7.4, §7.5)', () => {
  it('routes of the licence printouts', () => {
    expect(licenciaPdf(l).ruta).toBe('/api/licencia/9/getlicencia');
    expect(licenciaPdf(l).titulo).toBe('Licencia provisional 2026');
    expect(licenciaPdf({ ...l, tipo_licencia_id: 1 }).titulo).toBe('Licencia permanente 2026');
    expect(solicitudImpresaPdf(l).ruta).toBe('/api/licencia/9/getsolicitudimpresaContribuyente');
    expect(anuenciaPdf(l).ruta).toBe('/api/anuencia_proteccion_civil/9/imprimiranuencia');
    expect(constanciaUsoSueloPdf(l)).toMatchObject({ ruta: '/api/constancia_uso_suelo/9/imprimirconstancia', metodo: 'POST' });
    expect(estadoCuentaPdf({ id: 4, folio: 'EC-1' }).ruta).toBe('/api/estadocuenta/4/pdf');
  });

  it('the receipt needs the payment folio; its type comes from the service', () => {
    expect(reciboPagoPdf({ servicio_id: 1755, folio_pago: 'FP-1755-0001' }, 3)).toMatchObject({
      ruta: '/api/usosuelo/generarReciboPago/FP-1755-0001/3',
      metodo: 'POST',
    });
    expect(reciboPagoPdf({ servicio_id: 1752, folio_pago: null }, 3)).toBeNull();
    expect(reciboPagoPdf({ servicio_id: 9999, folio_pago: 'X' }, 3)).toBeNull();
  });
});
