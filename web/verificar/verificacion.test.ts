import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/common/messages';
import { consultarVerificacion, esFolioCambio, esFolioDictamen, folioDe, presentacionEstado, tipoLicenciaTexto } from './verificacion';

const respuesta = (status: number, cuerpo: unknown) => (async () => new Response(JSON.stringify(cuerpo), { status })) as unknown as typeof fetch;
const CODIGO = 'LF-2026-000001-9C41E07B5D2A8F3361B0C4E7A2D95F18';

describe('public licence check', () => {
  it('reads the QR\'s code without a token', async () => {
    let vista: { url: string; init?: RequestInit } | undefined;
    const f = (async (url: string, init?: RequestInit) => {
      vista = { url, init };
      return new Response(JSON.stringify({ success: true, data: { folio: 'LF-2026-000001', valida: true, licencia: null } }), { status: 200 });
    }) as unknown as typeof fetch;
    expect(await consultarVerificacion(` ${CODIGO} `, f)).toEqual({ folio: 'LF-2026-000001', valida: true, licencia: null });
    expect(vista?.url).toBe(`/api/verificar/${CODIGO}`);
    expect(JSON.stringify(vista?.init?.headers ?? {})).not.toContain('Authorization');
  });

  it('404 is "not found"; other failures carry the catalogue message', async () => {
    expect(await consultarVerificacion('X', respuesta(404, { success: false }))).toBeNull();
    await expect(consultarVerificacion('X', respuesta(500, {}))).rejects.toThrow(MSG.errorServidor);
    await expect(consultarVerificacion('X', (async () => Promise.reject(new Error('red'))) as unknown as typeof fetch)).rejects.toThrow(MSG.errorConexion);
  });

  it('the folio of a QR code is the code without its signature; a folio stays as typed, in capitals', () => {
    expect(folioDe(CODIGO)).toBe('LF-2026-000001');
    expect(folioDe(CODIGO.toLowerCase())).toBe('LF-2026-000001');
    expect(folioDe(' sare-2026-000017 ')).toBe('SARE-2026-000017');
  });

  it('a big, clear status', () => {
    expect(presentacionEstado('vigente').titulo).toBe('Vigente');
    expect(presentacionEstado('suspendida').titulo).toBe('Suspendida');
    expect(presentacionEstado('revocada').titulo).toBe('Revocada');
    expect(presentacionEstado('vencida').titulo).toBe('Vencida');
    expect(tipoLicenciaTexto('permanente')).toBe('Permanente');
  });

  it('tells a change certificate\'s folio from a licence\'s by its prefix', () => {
    expect(esFolioCambio('CNC-2026-000123')).toBe(true);
    expect(esFolioCambio(folioDe('baja-2026-000017-9C41E07B5D2A8F3361B0C4E7A2D95F18'))).toBe(true);
    expect(esFolioCambio('LF-2026-000123')).toBe(false);
    expect(esFolioCambio('SARE-2026-000017')).toBe(false);
  });

  it('tells a signed dictamen\'s folio (towers TOR-, billboards ESP-) by its prefix', () => {
    expect(esFolioDictamen('TOR-2026-000123')).toBe(true);
    expect(esFolioDictamen(folioDe('esp-2026-000045-9C41E07B5D2A8F3361B0C4E7A2D95F18'))).toBe(true);
    expect(esFolioDictamen('ANU-2026-000123')).toBe(false);
    expect(esFolioDictamen('LF-2026-000123')).toBe(false);
    expect(esFolioCambio('ESP-2026-000045')).toBe(false);
  });
});
