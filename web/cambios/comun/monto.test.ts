import { describe, expect, it } from 'vitest';
import { MSG_MONTO, montoParaEnviar, validarMonto } from './monto';

describe('validarMonto', () => {
  it('takes up to 9 integer digits and 2 decimals above zero', () => {
    expect(validarMonto('1750')).toBeNull();
    expect(validarMonto('1,750.50')).toBeNull();
    expect(validarMonto('999999999.99')).toBeNull();
    expect(montoParaEnviar(' 1,750.5 ')).toBe('1750.5');
  });

  it('refuses an empty, zero, too long or too precise amount', () => {
    expect(validarMonto('  ')).toBe('El campo es requerido');
    expect(validarMonto('0')).toBe(MSG_MONTO);
    expect(validarMonto('1234567890')).toBe(MSG_MONTO);
    expect(validarMonto('10.555')).toBe(MSG_MONTO);
    expect(validarMonto('-5')).toBe(MSG_MONTO);
    expect(validarMonto('abc')).toBe(MSG_MONTO);
  });
});
