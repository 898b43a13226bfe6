import { describe, expect, it } from 'vitest';
import { idDelCliente } from './id-peticion';

describe('idDelCliente', () => {
  it('keeps a printable id, bounded', () => {
    expect(idDelCliente('abc-123')).toBe('abc-123');
    expect(idDelCliente('x'.repeat(500))).toHaveLength(128);
    expect(idDelCliente(['primero', 'segundo'])).toBe('primero');
  });

  it('drops what is not printable ASCII (no forged log lines), and nothing at all', () => {
    expect(idDelCliente('a\r\nb c\u0000')).toBe('abc');
    expect(idDelCliente('\r\n ')).toBeNull();
    expect(idDelCliente(undefined)).toBeNull();
  });
});
