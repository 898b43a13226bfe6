import { describe, expect, it } from 'vitest';
import { INT4_MAX, idParam, idSchema } from './params';

describe('idSchema', () => {
  it('takes the positive int4 range, from the path text', () => {
    expect(idSchema.parse('1')).toBe(1);
    expect(idSchema.parse(String(INT4_MAX))).toBe(INT4_MAX);
    expect(idParam.parse({ id: '42' })).toEqual({ id: 42 });
  });

  it('refuses 2^31 and more, zero, negatives, fractions and text', () => {
    for (const v of ['2147483648', '99999999999999999999', '1e300', '0', '-1', '1.5', 'abc', '']) {
      expect(idSchema.safeParse(v).success, v).toBe(false);
    }
  });
});
