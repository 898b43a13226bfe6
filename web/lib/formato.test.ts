import { describe, expect, it } from 'vitest';
import { formatearFecha, formatearFechaHora, formatearHora } from './formato';

// 03:28 UTC on 22 November is 22:28 on the 21st in Chetumal (UTC−5, no daylight saving).
const INSTANTE = '2026-11-22T03:28:00Z';

describe('formato (es-MX, America/Cancun)', () => {
  it('splits a moment into the date and the time of day, in Chetumal', () => {
    expect(formatearFecha(INSTANTE)).toMatch(/^21 nov\.? 2026$/);
    expect(formatearHora(INSTANTE)).toMatch(/^10:28\s?p\.\s?m\.$/);
    expect(formatearFechaHora(INSTANTE)).toContain(formatearFecha(INSTANTE));
  });

  it('a calendar date is that day, not the evening before (midnight UTC is 19:00 in Chetumal)', () => {
    expect(formatearFecha('2026-12-31')).toMatch(/^31 dic\.? 2026$/);
    expect(formatearFecha('2026-12-01')).toMatch(/^1 dic\.? 2026$/);
  });

  it('shows a dash for a missing or invalid value', () => {
    expect(formatearHora(null)).toBe('—');
    expect(formatearHora('no es fecha')).toBe('—');
  });
});
