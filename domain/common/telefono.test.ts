// Phones (spec 1 §5.4, §9: 10 digits shown as (###) ### ####) and the RFC input mask.
import { describe, expect, it } from 'vitest';
import { mascaraRfc, mascaraTelefono, soloDigitos, telefonoValido } from './telefono';
import { RFC_LOOKUP_LENGTH } from './catalogos';

describe('telefono: 10 digits (spec 1 §9)', () => {
  it('accepts exactly 10 digits', () => {
    expect(telefonoValido('9831234567')).toBe(true);
  });

  it('accepts the masked form the user sees', () => {
    expect(telefonoValido('(983) 123 4567')).toBe(true);
    expect(telefonoValido('983-123-4567')).toBe(true);
  });

  it('refuses 9 or 11 digits and empty input', () => {
    expect(telefonoValido('983123456')).toBe(false);
    expect(telefonoValido('98312345678')).toBe(false);
    expect(telefonoValido('')).toBe(false);
    expect(telefonoValido('(983) 123 456')).toBe(false);
  });

  it('letters do not count as digits', () => {
    expect(telefonoValido('983123456a')).toBe(false);
    expect(soloDigitos('tel. 983 123 4567')).toBe('9831234567');
  });
});

describe('telefono: mask (###) ### #### (spec 1 §5.4)', () => {
  it('formats 10 digits', () => {
    expect(mascaraTelefono('9831234567')).toBe('(983) 123 4567');
  });

  it('formats while typing', () => {
    expect(mascaraTelefono('')).toBe('');
    expect(mascaraTelefono('9')).toBe('(9');
    expect(mascaraTelefono('983')).toBe('(983');
    expect(mascaraTelefono('9831')).toBe('(983) 1');
    expect(mascaraTelefono('983123')).toBe('(983) 123');
    expect(mascaraTelefono('9831234')).toBe('(983) 123 4');
  });

  it('ignores non-digits and stops at 10 digits', () => {
    expect(mascaraTelefono('(983) 123-4567')).toBe('(983) 123 4567');
    expect(mascaraTelefono('983123456789')).toBe('(983) 123 4567');
    expect(mascaraTelefono('abc')).toBe('');
  });

  it('is idempotent: masking a masked value gives the same value', () => {
    const una = mascaraTelefono('9831234567');
    expect(mascaraTelefono(una)).toBe(una);
  });
});

describe('mascaraRfc', () => {
  it('uppercases and keeps letters, digits, Ñ and &', () => {
    expect(mascaraRfc('gode561231gr8')).toBe('GODE561231GR8');
    expect(mascaraRfc('ñañe800101ab3')).toBe('ÑAÑE800101AB3');
    expect(mascaraRfc('a&b010101ab1')).toBe('A&B010101AB1');
  });

  it('drops spaces, dashes and other symbols', () => {
    expect(mascaraRfc(' gode-561231 gr8.')).toBe('GODE561231GR8');
  });

  it(`stops at ${RFC_LOOKUP_LENGTH} characters, the length that triggers the OPB lookup (spec 1 §5.4, §9)`, () => {
    expect(RFC_LOOKUP_LENGTH).toBe(13);
    expect(mascaraRfc('GODE561231GR8XYZ')).toBe('GODE561231GR8');
    expect(mascaraRfc('GODE561231GR8XYZ')).toHaveLength(RFC_LOOKUP_LENGTH);
  });
});
