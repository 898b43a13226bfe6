import { describe, expect, it } from 'vitest';
import { diasInhabiles, esDiaHabil, horasHabilesEntre, sumarHorasHabiles } from './horas-habiles';

// Chetumal is UTC−5 all year: 08:00 local = 13:00Z.
const z = (s: string) => new Date(s);

describe('business hours', () => {
  it('counts only Monday to Friday 08:00–16:00 in Chetumal', () => {
    // Monday 23 Nov 2026, 10:00 local + 8 h → Tuesday 10:00 local
    expect(sumarHorasHabiles(z('2026-11-23T15:00:00Z'), 8).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    // Friday 27 Nov 15:00 local + 2 h → Monday 30 Nov 09:00 local
    expect(sumarHorasHabiles(z('2026-11-27T20:00:00Z'), 2).toISOString()).toBe('2026-11-30T14:00:00.000Z');
  });

  it('starts the clock at opening time when a task arrives at night or on a weekend', () => {
    // Saturday 21 Nov 2026 → Monday 23 Nov 08:00 + 1 h
    expect(sumarHorasHabiles(z('2026-11-21T18:00:00Z'), 1).toISOString()).toBe('2026-11-23T14:00:00.000Z');
    // Tuesday 22:00 local → Wednesday 08:00 + 3 h = 11:00
    expect(sumarHorasHabiles(z('2026-11-25T03:00:00Z'), 3).toISOString()).toBe('2026-11-25T16:00:00.000Z');
  });

  it('72 business hours are nine office days', () => {
    // Monday 7 Dec 2026 08:00 → 9 office days later: Thursday 17 Dec 16:00
    expect(sumarHorasHabiles(z('2026-12-07T13:00:00Z'), 72).toISOString()).toBe('2026-12-17T21:00:00.000Z');
  });

  it('skips the mandatory rest days of the LFT art. 74', () => {
    const d = diasInhabiles(2026);
    expect([...d]).toEqual(expect.arrayContaining(['2026-01-01', '2026-02-02', '2026-03-16', '2026-05-01', '2026-09-16', '2026-11-16', '2026-12-25']));
    expect(diasInhabiles(2030).has('2030-10-01')).toBe(true);
    expect(diasInhabiles(2027).has('2027-10-01')).toBe(false);
    // Friday 13 Nov 2026 15:00 + 2 h: Monday 16 Nov is a holiday → Tuesday 17 Nov 09:00
    expect(sumarHorasHabiles(z('2026-11-13T20:00:00Z'), 2).toISOString()).toBe('2026-11-17T14:00:00.000Z');
    expect(esDiaHabil(z('2026-11-16T15:00:00Z').getTime())).toBe(false);
  });

  it('measures elapsed business hours', () => {
    expect(horasHabilesEntre(z('2026-11-27T20:00:00Z'), z('2026-11-30T14:00:00Z'))).toBeCloseTo(2);
    expect(horasHabilesEntre(z('2026-11-30T14:00:00Z'), z('2026-11-27T20:00:00Z'))).toBe(0);
  });
});
