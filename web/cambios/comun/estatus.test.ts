import { describe, expect, it } from 'vitest';
import { varianteCambio } from './estatus';

describe('varianteCambio', () => {
  it('paints approved green, returned red, draft orange and sent or in review blue (spec 2 §4)', () => {
    expect(varianteCambio(4)).toBe('success');
    expect(varianteCambio(5)).toBe('destructive');
    expect(varianteCambio(1)).toBe('warning');
    expect(varianteCambio(10)).toBe('info');
    expect(varianteCambio(3)).toBe('info');
    expect(varianteCambio(99)).toBe('outline');
  });
});
