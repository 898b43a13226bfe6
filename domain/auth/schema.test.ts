import { describe, expect, it } from 'vitest';
import { cambioPasswordSchema, loginSchema, passwordConfirmSchema, signupSchema } from './schema';

const mensajes = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('spec 1 §5.2: sign-in, sign-up and password forms', () => {
  it('login needs username and password', () => {
    expect(mensajes(loginSchema.safeParse({ username: ' ', password: '' }))).toEqual({ username: 'El campo es requerido', password: 'El campo es requerido' });
    expect(loginSchema.parse({ username: 'GODE561231GR8', password: 'x' }).remember).toBe(false);
  });

  it('sign-up normalises the RFC and checks its shape, the e-mail and the 8-character minimum', () => {
    expect(signupSchema.parse({ rfc: ' gode561231gr8 ', email: 'a@b.mx', password: '12345678' }).rfc).toBe('GODE561231GR8');
    expect(mensajes(signupSchema.safeParse({ rfc: 'ABC', email: 'nada', password: 'corta' }))).toEqual({
      rfc: 'Formato inválido',
      email: 'Correo no válido',
      password: 'Mínimo 8 caracteres',
    });
    expect(mensajes(signupSchema.safeParse({ rfc: 'GODE561231GR8', email: 'a@b.mx', password: '12345678', confirmPassword: '87654321' }))).toEqual({
      confirmPassword: 'No coincide',
    });
  });

  it('a new password needs 8 characters and a matching confirmation', () => {
    expect(mensajes(passwordConfirmSchema.safeParse({ password: 'corta', confirmPassword: 'corta' }))).toEqual({ password: 'Mínimo 8 caracteres' });
    expect(mensajes(passwordConfirmSchema.safeParse({ password: 'Larga1234', confirmPassword: 'Otra12345' }))).toEqual({ confirmPassword: 'No coincide' });
    expect(passwordConfirmSchema.safeParse({ password: 'Larga1234', confirmPassword: 'Larga1234' }).success).toBe(true);
  });

  it('a change of password asks for the current one too', () => {
    expect(mensajes(cambioPasswordSchema.safeParse({ password: 'Larga1234', confirmPassword: 'Larga1234' }))).toEqual({ currentPassword: 'El campo es requerido' });
    expect(mensajes(cambioPasswordSchema.safeParse({ currentPassword: '', password: 'Larga1234', confirmPassword: 'Larga1234' }))).toEqual({
      currentPassword: 'El campo es requerido',
    });
    expect(mensajes(cambioPasswordSchema.safeParse({ currentPassword: 'Vieja1234', password: 'Larga1234', confirmPassword: 'Otra12345' }))).toEqual({
      confirmPassword: 'No coincide',
    });
    expect(cambioPasswordSchema.safeParse({ currentPassword: 'Vieja1234', password: 'Larga1234', confirmPassword: 'Larga1234' }).success).toBe(true);
  });
});
