import { describe, expect, it } from 'vitest';
import { formatearFecha } from './formato';
import { formatearDia } from './fechas';

describe('formatearDia', () => {
  it('a due date is that calendar day in Chetumal, not the day before', () => {
    expect(formatearDia('2026-05-01')).toBe(formatearFecha('2026-05-01T17:00:00Z'));
    expect(formatearDia('2026-05-01')).toContain('1');
    expect(formatearDia(null)).toBe('—');
  });
});
