// CURP rules of spec 1 §5.4 (mask AAAA######AAAAAAN#) plus RENAPO's check digit.
import { describe, expect, it } from 'vitest';
import { curpDigitoCorrecto, curpDigitoVerificador, curpFormatoValido, mascaraCurp, normalizarCurp } from './curp';

// RENAPO's rule worked by hand for HEGG560427MVZRRL0 (values in '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ',
// weights 18 down to 2): H17·18 + E14·17 + G16·16 + G16·15 + 5·14 + 6·13 + 0·12 + 4·11 + 2·10 + 7·9
//   + M22·8 + V32·7 + Z36·6 + R28·5 + R28·4 + L21·3 + 0·2 = 2246; (10 - 2246 mod 10) mod 10 = 4.
const VALIDAS = [
  'HEGG560427MVZRRL04', // RENAPO's published example
  'LOOA531113HTCPBN07', // a public figure's CURP, often quoted
  'GODE561231HQRMZR07', // worked with the same rule, born in Quintana Roo
  'HECA000229MQRRHNA1', // born 29 February 2000: the homoclave is a letter from 2000 on
];

describe('curp: mask AAAA######AAAAAAN# (spec 1 §5.4)', () => {
  it('keeps letters where A goes, digits where # goes, either where N goes, and uppercases', () => {
    expect(mascaraCurp('hegg560427mvzrrl04')).toBe('HEGG560427MVZRRL04');
    expect(mascaraCurp('heca000229mqrrhna1')).toBe('HECA000229MQRRHNA1');
  });

  it('drops characters that do not fit the position being typed (spaces, dashes, digits for letters)', () => {
    expect(mascaraCurp('HEGG-560427 MVZ RRL04')).toBe('HEGG560427MVZRRL04');
    expect(mascaraCurp('1HEGG')).toBe('HEGG');
    expect(mascaraCurp('HEGGX')).toBe('HEGG');
  });

  it('stops at 18 characters', () => {
    expect(mascaraCurp('HEGG560427MVZRRL04999')).toBe('HEGG560427MVZRRL04');
  });

  it('shows a partial value while typing', () => {
    expect(mascaraCurp('')).toBe('');
    expect(mascaraCurp('he')).toBe('HE');
    expect(mascaraCurp('hegg56')).toBe('HEGG56');
  });
});

describe('curp: format', () => {
  it.each(VALIDAS)('%s is well formed', (curp) => {
    expect(curpFormatoValido(curp)).toBe(true);
  });

  it('accepts lowercase and surrounding spaces (normalised first)', () => {
    expect(normalizarCurp('  hegg560427mvzrrl04 ')).toBe('HEGG560427MVZRRL04');
    expect(curpFormatoValido(' hegg560427mvzrrl04 ')).toBe(true);
  });

  it('needs exactly 18 characters', () => {
    expect(curpFormatoValido('HEGG560427MVZRRL0')).toBe(false);
    expect(curpFormatoValido('HEGG560427MVZRRL044')).toBe(false);
    expect(curpFormatoValido('')).toBe(false);
  });

  it('sex is H, M or X', () => {
    expect(curpFormatoValido('HEGG560427HVZRRL04')).toBe(true);
    expect(curpFormatoValido('HEGG560427XVZRRL04')).toBe(true);
    expect(curpFormatoValido('HEGG560427FVZRRL04')).toBe(false);
  });

  it('positions 14 to 16 are inner consonants, never vowels', () => {
    expect(curpFormatoValido('HEGG560427MVZARL04')).toBe(false);
    expect(curpFormatoValido('HEGG560427MVZRRE04')).toBe(false);
  });

  it('the last character is a digit', () => {
    expect(curpFormatoValido('HEGG560427MVZRRL0A')).toBe(false);
  });

  it('refuses impossible birth dates: month 00 or 13, day 00 or 32, 31 April, 30 February', () => {
    expect(curpFormatoValido('HEGG560027MVZRRL04')).toBe(false);
    expect(curpFormatoValido('HEGG561327MVZRRL04')).toBe(false);
    expect(curpFormatoValido('HEGG560400MVZRRL04')).toBe(false);
    expect(curpFormatoValido('HEGG560432MVZRRL04')).toBe(false);
    expect(curpFormatoValido('HEGG560431MVZRRL04')).toBe(false);
    expect(curpFormatoValido('HEGG560230MVZRRL04')).toBe(false);
  });

  it('29 February exists only in leap years; the homoclave digit/letter gives the century', () => {
    expect(curpFormatoValido('HECA000229MQRRHNA1')).toBe(true); // 2000 is a leap year
    expect(curpFormatoValido('HECA000229MQRRHN01')).toBe(false); // 1900 is not
    expect(curpFormatoValido('HECA960229MQRRHN01')).toBe(true); // 1996
    expect(curpFormatoValido('HECA970229MQRRHN01')).toBe(false); // 1997
  });
});

describe('curp: RENAPO check digit', () => {
  it('HEGG560427MVZRRL0 → 4, as worked by hand above', () => {
    expect(curpDigitoVerificador('HEGG560427MVZRRL0')).toBe('4');
  });

  it.each(VALIDAS)('%s has a correct check digit', (curp) => {
    expect(curpDigitoCorrecto(curp)).toBe(true);
    expect(curpDigitoVerificador(curp.slice(0, 17))).toBe(curp[17]);
  });

  it.each(VALIDAS)('changing the last digit of %s makes it fail', (curp) => {
    for (let d = 0; d <= 9; d++) {
      if (String(d) === curp[17]) continue;
      expect(curpDigitoCorrecto(curp.slice(0, 17) + d)).toBe(false);
    }
  });

  it('changing a letter makes it fail', () => {
    expect(curpDigitoCorrecto('HEGG560427MVZRRN04')).toBe(false);
  });

  it('is checked on the normalised value', () => {
    expect(curpDigitoCorrecto(' hegg560427mvzrrl04 ')).toBe(true);
  });

  it('a wrong length never passes', () => {
    expect(curpDigitoCorrecto('HEGG560427MVZRRL0')).toBe(false);
    expect(curpDigitoCorrecto('')).toBe(false);
  });
});
