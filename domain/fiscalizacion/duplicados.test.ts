import { describe, expect, it } from 'vitest';
import { avisoFechasRepetidas, fechasYaSolicitadas } from './duplicados';

describe('dates already requested (spec 2 §5)', () => {
  const otras = [
    { folio: 'HEX-2026-000012', fechas: ['2026-12-11', '2026-12-12'] },
    { folio: 'MUS-2026-000020', fechas: ['2026-12-12'] },
  ];
  it('names each date of the form another request holds, with its folios, once', () => {
    const r = fechasYaSolicitadas([{ fechas: ['2026-12-12', '2026-12-18'] }, { fechas: ['2026-12-11', '2026-12-12'] }], otras);
    expect(r).toEqual([
      { fecha: '2026-12-11', folios: ['HEX-2026-000012'] },
      { fecha: '2026-12-12', folios: ['HEX-2026-000012', 'MUS-2026-000020'] },
    ]);
    expect(avisoFechasRepetidas(r)).toEqual(['El 11 de diciembre ya está en su solicitud HEX-2026-000012.', 'El 12 de diciembre ya está en sus solicitudes HEX-2026-000012, MUS-2026-000020.']);
  });
  it('new dates, or none, say nothing', () => {
    expect(fechasYaSolicitadas([{ fechas: ['2026-12-18'] }], otras)).toEqual([]);
    expect(fechasYaSolicitadas([{ fechas: [] }], otras)).toEqual([]);
  });
});
