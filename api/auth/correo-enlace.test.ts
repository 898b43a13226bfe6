// The e-mail that carries a link to choose a password: where the link points and what it says.
import { describe, expect, it } from 'vitest';
import { textoEnlace, urlEnlace } from './correo-enlace';

describe('the link e-mail', () => {
  it('builds the link from the public URL, the token after "#" (never sent to a server)', () => {
    expect(urlEnlace({ PUBLIC_URL: 'https://ventanilla.opb.gob.mx/' }, 'abc_DEF-123')).toBe('https://ventanilla.opb.gob.mx/activar#abc_DEF-123');
    expect(urlEnlace({ PUBLIC_URL: 'http://localhost:3000' }, 't')).toBe('http://localhost:3000/activar#t');
  });

  it('names the account, the link, the 48 hours and the deadline in Chetumal time; an activation differs from a new password', () => {
    const expira = new Date('2026-03-03T18:00:00Z');
    const a = textoEnlace({ nombre: 'LAURA', username: 'lcanul' }, 'activacion', 'https://x/activar#t', expira);
    expect(a).toContain('Hola, LAURA:');
    expect(a).toContain('Su usuario es: lcanul');
    expect(a).toContain('\nhttps://x/activar#t\n');
    expect(a).toContain('vence en 48 horas (el 3 de marzo de 2026 a las 1:00 p.m., hora de Chetumal)');
    const r = textoEnlace({ nombre: '', username: 'lcanul' }, 'restablecer', 'https://x/activar#t', expira);
    expect(r).toContain('Hola:');
    expect(r).toContain('Su contraseña actual sigue funcionando hasta que use el enlace.');
  });
});
