// The one-time link by which staff choose their password (domain/usuarios/activacion.ts).
import { describe, expect, it } from 'vitest';
import { estadoEnlace, HORAS_ENLACE, MENSAJE_ESTADO, MSG_ACTIVACION } from './activacion';

const ahora = new Date('2026-03-01T12:00:00Z');
const enlace = (x: Partial<{ usadoAt: Date | null; anuladoAt: Date | null; expiraAt: Date }> = {}) => ({
  usadoAt: null,
  anuladoAt: null,
  expiraAt: new Date(ahora.getTime() + 3_600_000),
  ...x,
});

describe('what a link is now', () => {
  it('works once, until it expires, unless a newer one replaced it', () => {
    expect(estadoEnlace(enlace(), ahora)).toBe('vigente');
    expect(estadoEnlace(enlace({ usadoAt: ahora }), ahora)).toBe('usado');
    expect(estadoEnlace(enlace({ anuladoAt: ahora }), ahora)).toBe('reemplazado');
    expect(estadoEnlace(enlace({ expiraAt: ahora }), ahora)).toBe('vencido');
    expect(estadoEnlace(null, ahora)).toBe('invalido');
    // Spent is spent, whatever else is true of it.
    expect(estadoEnlace(enlace({ usadoAt: ahora, expiraAt: new Date(0) }), ahora)).toBe('usado');
  });

  it('each state that no longer works has a Spanish message; the form and the e-mail say the 48 hours', () => {
    expect(HORAS_ENLACE).toBe(48);
    expect(MENSAJE_ESTADO.usado).toMatch(/^Este enlace ya se utilizó\./);
    expect(MENSAJE_ESTADO.vencido).toMatch(/^Este enlace venció \(era válido por 48 horas\)\./);
    expect(MENSAJE_ESTADO.reemplazado).toMatch(/reemplazado por uno más reciente/);
    expect(MENSAJE_ESTADO.invalido).toMatch(/^El enlace no es válido\./);
    expect(MSG_ACTIVACION.formulario).toContain('vence en 48 horas');
  });
});
