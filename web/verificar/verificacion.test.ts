import { describe, expect, it } from 'vitest';
import { MSG } from '../../domain/common/messages';
import { consultarVerificacion, presentacionEstado, tipoLicenciaTexto } from './verificacion';

const respuesta = (status: number, cuerpo: unknown) => (async () => new Response(JSON.stringify(cuerpo), { status })) as unknown as typeof fetch;

describe('public licence check', () => {
  it('reads the licence without a token', async () => {
    let vista: RequestInit | undefined;
    const f = (async (_url: string, init?: RequestInit) => {
      vista = init;
      return new Response(JSON.stringify({ success: true, data: { folio: 'LF-2026-000001', estado: 'vigente' } }), { status: 200 });
    }) as unknown as typeof fetch;
    expect((await consultarVerificacion('LF-2026-000001', f))?.estado).toBe('vigente');
    expect(JSON.stringify(vista?.headers ?? {})).not.toContain('Authorization');
  });

  it('404 is "not found"; other failures carry the catalogue message', async () => {
    expect(await consultarVerificacion('X', respuesta(404, { success: false }))).toBeNull();
    await expect(consultarVerificacion('X', respuesta(500, {}))).rejects.toThrow(MSG.errorServidor);
    await expect(consultarVerificacion('X', (async () => Promise.reject(new Error('red'))) as unknown as typeof fetch)).rejects.toThrow(MSG.errorConexion);
  });

  it('a big, clear status', () => {
    expect(presentacionEstado('vigente').titulo).toBe('Vigente');
    expect(presentacionEstado('suspendida').titulo).toBe('Suspendida');
    expect(presentacionEstado('revocada').titulo).toBe('Revocada');
    expect(presentacionEstado('en_tramite').titulo).toBe('En trámite');
    expect(presentacionEstado('otro').titulo).toBe('En trámite');
    expect(tipoLicenciaTexto('permanente')).toBe('Permanente');
  });
});
