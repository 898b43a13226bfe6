import { describe, expect, it } from 'vitest';
import { diasRestantes, esFechaIso, finDeDiaCancun, hoyCancun, sumarDias, sumarMeses, sumarMesesCancun } from './fechas';

describe('dates', () => {
  it('esFechaIso accepts real calendar dates only', () => {
    expect(esFechaIso('2024-02-29')).toBe(true);
    expect(esFechaIso('2025-02-29')).toBe(false);
    expect(esFechaIso('2025-13-01')).toBe(false);
    expect(esFechaIso('15/03/2024')).toBe(false);
  });

  it('hoyCancun is the date in Chetumal (UTC−5): 03:00 UTC is still the day before', () => {
    expect(hoyCancun(new Date('2025-03-16T03:00:00Z'))).toBe('2025-03-15');
    expect(hoyCancun(new Date('2025-03-16T05:00:00Z'))).toBe('2025-03-16');
  });

  it('sumarDias crosses months and years, and rejects a bad date', () => {
    expect(sumarDias('2025-01-15', 30)).toBe('2025-02-14');
    expect(sumarDias('2024-12-20', 30)).toBe('2025-01-19');
    expect(() => sumarDias('2025-02-30', 1)).toThrow(RangeError);
  });
});

describe('months and deadlines', () => {
  it('sumarMeses keeps the time and clamps the 31st to a shorter month', () => {
    expect(sumarMeses(new Date('2026-11-22T15:00:00Z'), 2).toISOString()).toBe('2027-01-22T15:00:00.000Z');
    expect(sumarMeses(new Date('2026-12-31T15:00:00Z'), 2).toISOString()).toBe('2027-02-28T15:00:00.000Z');
  });
  it('sumarMesesCancun counts the months of the local calendar: 31 Dec 22:00 in Chetumal + 2 is 28 Feb 22:00', () => {
    expect(sumarMesesCancun(new Date('2027-01-01T03:00:00Z'), 2).toISOString()).toBe('2027-03-01T03:00:00.000Z');
  });
  it('diasRestantes counts a part of a day as a day and never goes below zero', () => {
    expect(diasRestantes(new Date('2026-12-01T00:00:00Z'), new Date('2026-11-22T00:00:00Z'))).toBe(9);
    expect(diasRestantes(new Date('2026-11-01T00:00:00Z'), new Date('2026-11-22T00:00:00Z'))).toBe(0);
  });
  it('finDeDiaCancun is the last millisecond of the local day', () => {
    expect(new Date(finDeDiaCancun('2026-11-23')).toISOString()).toBe('2026-11-24T04:59:59.999Z');
  });
});
