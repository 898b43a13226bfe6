// RFC rules of spec 1 §5.4 / §9 (13 characters física, 12 moral, lookup at 13) and the SAT
// modulo-11 check character, which is a warning, never a rejection.
import { describe, expect, it } from 'vitest';
import { normalizarRfc, rfcDigitoCorrecto, rfcDigitoVerificador, rfcFormatoValido, tipoPersonaPorRfc } from './rfc';

// Check characters worked by hand with SAT's rule: each character's value in
// '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ' times its weight (13 down to 2), r = sum mod 11,
// check = 11 - r ('0' when r = 0, 'A' when 11 - r = 10). A moral RFC is padded with a leading space.
//   GODE561231GR: G16·13 + O25·12 + D13·11 + E14·10 + 5·9 + 6·8 + 1·7 + 2·6 + 3·5 + 1·4 + G16·3 + R28·2
//               = 208 + 300 + 143 + 140 + 45 + 48 + 7 + 12 + 15 + 4 + 48 + 56 = 1026
//               1026 mod 11 = 3 → 11 - 3 = 8 → GODE561231GR8
const FISICAS_VALIDAS = [
  'GODE561231GR8', // SAT's own worked example in the RFC instructions
  'MAPL800101AB9',
  'EUHL770830BRA', // check character 'A' (11 - r = 10)
  'HECA000229DK1', // born on 29 February 2000
];
// Published RFCs of public institutions and large companies (12 characters, persona moral).
const MORALES_VALIDAS = [
  'SAT970701NN3', // Servicio de Administración Tributaria
  'BBA830831LJ2', // BBVA México
  'CFE370814QI0', // Comisión Federal de Electricidad
  'TME840315KT6', // Teléfonos de México
  'IMS421231I45', // Instituto Mexicano del Seguro Social
  'PAC080520LQA', // check character 'A'
];

describe('rfc: format by person type', () => {
  it('spec 1 §5.4: a persona física RFC has 13 characters (4 letters, YYMMDD, homoclave, check)', () => {
    expect(rfcFormatoValido('GODE561231GR8', 1)).toBe(true);
    expect(rfcFormatoValido('GODE561231GR', 1)).toBe(false);
    expect(rfcFormatoValido('GODE561231GR85', 1)).toBe(false);
    // a 12-character moral RFC is not a física one
    expect(rfcFormatoValido('SAT970701NN3', 1)).toBe(false);
  });

  it('spec 1 §5.4: a persona moral RFC has 12 characters (3 letters, YYMMDD, homoclave, check)', () => {
    expect(rfcFormatoValido('SAT970701NN3', 2)).toBe(true);
    expect(rfcFormatoValido('GODE561231GR8', 2)).toBe(false);
    expect(rfcFormatoValido('SA970701NN3', 2)).toBe(false);
  });

  it('without a person type, either shape is accepted', () => {
    expect(rfcFormatoValido('GODE561231GR8')).toBe(true);
    expect(rfcFormatoValido('SAT970701NN3')).toBe(true);
    expect(rfcFormatoValido('GODE56123')).toBe(false);
    expect(rfcFormatoValido('')).toBe(false);
  });

  it('letters Ñ and & are valid in the name part', () => {
    expect(rfcFormatoValido('ÑAÑE800101AB3', 1)).toBe(true);
    expect(rfcDigitoCorrecto('ÑAÑE800101AB3')).toBe(true);
    expect(rfcFormatoValido('A&B010101AB1', 2)).toBe(true);
  });

  it('digits where letters go (and letters where the date goes) are refused', () => {
    expect(rfcFormatoValido('G0DE561231GR8', 1)).toBe(false);
    expect(rfcFormatoValido('GODE56I231GR8', 1)).toBe(false);
  });

  it('the last character is a digit or A, never another letter', () => {
    expect(rfcFormatoValido('MAPL800101ABC', 1)).toBe(false);
    expect(rfcFormatoValido('EUHL770830BRA', 1)).toBe(true);
  });

  it('the date must exist: no month 13, no day 32, no 31 April, no 30 February', () => {
    expect(rfcFormatoValido('GODE561331GR8', 1)).toBe(false);
    expect(rfcFormatoValido('GODE560001GR8', 1)).toBe(false);
    expect(rfcFormatoValido('GODE561200GR8', 1)).toBe(false);
    expect(rfcFormatoValido('GODE561232GR8', 1)).toBe(false);
    expect(rfcFormatoValido('GODE560431GR8', 1)).toBe(false);
    expect(rfcFormatoValido('GODE560230GR8', 1)).toBe(false);
    expect(rfcFormatoValido('SAT970230NN3', 2)).toBe(false);
  });

  it('29 February only in years divisible by 4', () => {
    expect(rfcFormatoValido('HECA000229DK1', 1)).toBe(true);
    expect(rfcFormatoValido('HECA880229DK1', 1)).toBe(true);
    expect(rfcFormatoValido('HECA890229DK1', 1)).toBe(false);
  });
});

describe('rfc: normalisation', () => {
  it('uppercases and removes spaces and dashes the user typed', () => {
    expect(normalizarRfc(' gode 561231-gr8 ')).toBe('GODE561231GR8');
    expect(normalizarRfc('sat-970701-nn3')).toBe('SAT970701NN3');
  });

  it('lowercase input with spaces is still a valid RFC', () => {
    expect(rfcFormatoValido('gode 561231 gr8', 1)).toBe(true);
    expect(rfcDigitoCorrecto('gode561231gr8')).toBe(true);
  });
});

describe('rfc: SAT check character', () => {
  it.each(FISICAS_VALIDAS)('persona física %s has a correct check character', (rfc) => {
    expect(rfcDigitoCorrecto(rfc)).toBe(true);
    expect(rfcDigitoVerificador(rfc.slice(0, 12))).toBe(rfc[12]);
  });

  it.each(MORALES_VALIDAS)('persona moral %s has a correct check character (padded with a space)', (rfc) => {
    expect(rfcDigitoCorrecto(rfc)).toBe(true);
    expect(rfcDigitoVerificador(rfc.slice(0, 11))).toBe(rfc[11]);
  });

  it('GODE561231GR → 8, as worked by hand above', () => {
    expect(rfcDigitoVerificador('GODE561231GR')).toBe('8');
  });

  it('computes the character by hand for a moral: AAA010101AA → 1', () => {
    // ' AAA010101AA': space 37·13 + A10·12 + A10·11 + A10·10 + 0·9 + 1·8 + 0·7 + 1·6 + 0·5 + 1·4 + A10·3 + A10·2
    //   = 481 + 120 + 110 + 100 + 8 + 6 + 4 + 30 + 20 = 879; 879 mod 11 = 10; 11 - 10 = 1
    expect(rfcDigitoVerificador('AAA010101AA')).toBe('1');
    expect(rfcDigitoCorrecto('AAA010101AA1')).toBe(true);
  });

  it('computes 0 when the sum is a multiple of 11', () => {
    expect(rfcDigitoVerificador('CFE370814QI')).toBe('0');
  });

  it.each([...FISICAS_VALIDAS, ...MORALES_VALIDAS])('changing the last character of %s makes it fail', (rfc) => {
    const ultimo = rfc.slice(-1);
    for (const otro of ['0', '1', '5', '9', 'A'].filter((c) => c !== ultimo)) {
      expect(rfcDigitoCorrecto(rfc.slice(0, -1) + otro)).toBe(false);
    }
  });

  it('changing a letter in the middle makes it fail', () => {
    expect(rfcDigitoCorrecto('GODE561231GR8')).toBe(true);
    expect(rfcDigitoCorrecto('GODA561231GR8')).toBe(false);
    expect(rfcDigitoCorrecto('GODE561231GS8')).toBe(false);
  });

  it('a well-formed RFC may still fail the check (about 1.5% of real ones): format and check are separate', () => {
    expect(rfcFormatoValido('VECJ880326LP5', 1)).toBe(true);
    expect(rfcDigitoCorrecto('VECJ880326LP5')).toBe(false);
    expect(rfcDigitoVerificador('VECJ880326LP')).toBe('1');
  });

  it('a string that is neither 12 nor 13 characters never passes', () => {
    expect(rfcDigitoCorrecto('GODE561231G8')).toBe(false);
    expect(rfcDigitoCorrecto('')).toBe(false);
    expect(rfcDigitoCorrecto('GODE561231GR88')).toBe(false);
  });
});

describe('rfc: tipoPersonaPorRfc', () => {
  it('spec 1 §5.4: 13 characters is persona física (1), 12 is persona moral (2)', () => {
    expect(tipoPersonaPorRfc('GODE561231GR8')).toBe(1);
    expect(tipoPersonaPorRfc('SAT970701NN3')).toBe(2);
  });

  it('normalises first, so spaces and case do not change the answer', () => {
    expect(tipoPersonaPorRfc(' gode 561231 gr8 ')).toBe(1);
    expect(tipoPersonaPorRfc('sat 970701 nn3')).toBe(2);
  });

  it('any other length has no person type', () => {
    expect(tipoPersonaPorRfc('')).toBeNull();
    expect(tipoPersonaPorRfc('GODE561231')).toBeNull();
    expect(tipoPersonaPorRfc('GODE561231GR8X')).toBeNull();
  });
});
