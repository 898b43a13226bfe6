import { describe, expect, it } from 'vitest';
import { codigoVerificacion, firmaVerificacion, leerCodigo } from './verificacion';

const SECRETO = 'un-secreto-de-prueba-de-32-caracteres!';

describe('the licence QR code', () => {
  it('is the folio and 128 bits of its HMAC, and reads back as signed by this server', () => {
    const codigo = codigoVerificacion(SECRETO, 'LF-2026-000123');
    expect(codigo).toMatch(/^LF-2026-000123-[0-9A-F]{32}$/);
    expect(leerCodigo(SECRETO, codigo)).toEqual({ folio: 'LF-2026-000123', firma: 'valida' });
    // Typed in lower case or with spaces around, it is the same code.
    expect(leerCodigo(SECRETO, ` ${codigo.toLowerCase()} `)).toEqual({ folio: 'LF-2026-000123', firma: 'valida' });
  });

  it('a signature of another folio, another secret or one changed digit is not valid', () => {
    const firma = firmaVerificacion(SECRETO, 'LF-2026-000123');
    expect(leerCodigo(SECRETO, `LF-2026-000124-${firma}`)).toEqual({ folio: 'LF-2026-000124', firma: 'invalida' });
    expect(leerCodigo('otro-secreto-de-otro-servidor-1234567', `LF-2026-000123-${firma}`)?.firma).toBe('invalida');
    const cambiada = `${firma.slice(0, -1)}${firma.endsWith('0') ? '1' : '0'}`;
    expect(leerCodigo(SECRETO, `LF-2026-000123-${cambiada}`)?.firma).toBe('invalida');
  });

  it('a bare folio has no signature; anything else is not a code', () => {
    expect(leerCodigo(SECRETO, 'sare-2026-000017')).toEqual({ folio: 'SARE-2026-000017', firma: 'ausente' });
    for (const x of ['', 'LF-2026-12', 'LF-2026-000123-ABC', 'LF-2026-000123-' + 'G'.repeat(32), '../LF-2026-000123', 'LF-2026-000123\u0000']) {
      expect(leerCodigo(SECRETO, x), JSON.stringify(x)).toBeNull();
    }
  });
});
