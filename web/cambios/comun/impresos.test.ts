import { describe, expect, it } from 'vitest';
import { constanciaCambioPdf, solicitudCambioPdf } from './impresos';

describe('printouts', () => {
  it('point at the request and its certificate, named by folio', () => {
    const s = { id: 12, folio: 'CNC-2026-000012' };
    expect(solicitudCambioPdf(s)).toEqual({ titulo: 'Solicitud CNC-2026-000012', ruta: '/api/cambios/12/imprimirSolicitud', nombreArchivo: 'solicitud-CNC-2026-000012.pdf' });
    expect(constanciaCambioPdf(s).ruta).toBe('/api/cambios/12/constancia');
    expect(constanciaCambioPdf(s).nombreArchivo).toBe('constancia-CNC-2026-000012.pdf');
  });
});
