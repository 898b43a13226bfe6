// The printouts' URLs as the spec names them (spec 1 §7.4, spec 3 §7.3).
import { describe, expect, it } from 'vitest';
import { constanciaPdf, estadoCuentaConstanciaPdf } from './impresos';

describe('land-use printouts', () => {
  it('the certificate is POSTed with its format as typeId', () => {
    expect(constanciaPdf({ id: 42, folio: 'CUS-2026-000042', formato_uso_suelo: { tipo_formato_id: 2, resolucion: 'Compatible con condicionantes' } })).toEqual({
      titulo: 'Constancia de uso de suelo CUS-2026-000042',
      ruta: '/api/constancia_uso_suelo/42/imprimirconstancia?typeId=2',
      metodo: 'POST',
      nombreArchivo: 'constancia-uso-suelo-CUS-2026-000042.pdf',
    });
  });

  it('the current statement comes from viewestadocuenta; an older one from the kit', () => {
    const estados = [{ id: 7 }, { id: 9 }];
    expect(estadoCuentaConstanciaPdf({ id: 42 }, { id: 9, folio: 'EC-1755-000042-2' }, estados).ruta).toBe('/api/constancia_uso_suelo/42/viewestadocuenta');
    expect(estadoCuentaConstanciaPdf({ id: 42 }, { id: 7, folio: 'EC-1755-000042-1' }, estados).ruta).toBe('/api/estadocuenta/7/pdf');
  });
});
