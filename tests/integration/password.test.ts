// Changing the password asks for the current one (OWASP ASVS V2.1.5): a wrong one is
// a Spanish error on its field and changes nothing; each wrong one counts toward the sign-in
// throttle of the account; a right one changes the password and ends every other session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { intentosAcceso, usuarios } from '../../db/schema';
import { claveDe } from '../../api/auth/limitador';
import { cliente, crearEntorno, entrar, nuevoContribuyente, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
});
afterAll(async () => e?.cerrar());

const ANTERIOR = 'ClaveSegura1';
const NUEVA = 'NuevaClave2026';

const iniciar = (usuario: string, password: string) => cliente(e).post('/api/login', { username: usuario, password, remember: false });
const intentos = async (usuarioId: number) => {
  const [fila] = await e.db.db.select().from(intentosAcceso).where(eq(intentosAcceso.clave, claveDe('cuenta', usuarioId)));
  return fila ?? null;
};
const hashDe = async (usuarioId: number) => (await e.db.db.select({ h: usuarios.passwordHash }).from(usuarios).where(eq(usuarios.id, usuarioId)))[0].h;

describe('changing the password asks for the current one', () => {
  it('a wrong current password is a Spanish error on its field and changes nothing; the right one changes it and ends the other sessions', async () => {
    const t = await nuevoContribuyente(e);
    const otra = await entrar(e, t.rfc, ANTERIOR);
    const tercera = await entrar(e, t.rfc, ANTERIOR);
    const antes = await hashDe(t.userId);

    const mal = await t.post(`/api/changepassword/${t.userId}`, { currentPassword: 'NoEsLaMia99', password: NUEVA, confirmPassword: NUEVA });
    expect(mal.status).toBe(422);
    expect(mal.body.success).toBe(false);
    expect(mal.body.message).toBe('Los datos enviados son inválidos');
    expect(mal.body.errors).toEqual({ currentPassword: ['La contraseña actual no es correcta'] });

    const sinActual = await t.post(`/api/profile/${t.userId}/password`, { password: NUEVA, confirmPassword: NUEVA });
    expect(sinActual.status).toBe(422);
    expect(sinActual.body.errors?.currentPassword).toEqual(['El campo es requerido']);

    // Nothing changed: the same hash, every session alive, the old password signs in, the new does not.
    expect(await hashDe(t.userId)).toBe(antes);
    expect((await otra.get('/api/session')).status).toBe(200);
    expect((await t.get('/api/session')).status).toBe(200);
    expect((await iniciar(t.rfc, NUEVA)).status).toBe(401);
    expect((await iniciar(t.rfc, ANTERIOR)).status).toBe(200);

    const r = await t.post(`/api/changepassword/${t.userId}`, { currentPassword: ANTERIOR, password: NUEVA, confirmPassword: NUEVA });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Contraseña actualizada exitosamente');

    expect((await otra.get('/api/session')).status).toBe(401);
    expect((await tercera.get('/api/session')).status).toBe(401);
    expect((await t.get('/api/session')).status).toBe(200);
    expect((await iniciar(t.rfc, ANTERIOR)).status).toBe(401);
    const nueva = await entrar(e, t.rfc, NUEVA);
    expect(nueva.userId).toBe(t.userId);

    // The alias asks for the current password the same way, and it is the new one now.
    const conLaAnterior = await nueva.post(`/api/profile/${t.userId}/password`, { currentPassword: ANTERIOR, password: 'OtraMas2027', confirmPassword: 'OtraMas2027' });
    expect(conLaAnterior.status).toBe(422);
    const otraVez = await nueva.post(`/api/profile/${t.userId}/password`, { currentPassword: NUEVA, password: 'OtraMas2027', confirmPassword: 'OtraMas2027' });
    expect(otraVez.status).toBe(200);
    expect((await t.get('/api/session')).status).toBe(401);
    expect((await nueva.get('/api/session')).status).toBe(200);
  });

  it('each wrong current password counts toward the account\'s throttle; a right one clears it', async () => {
    const t = await nuevoContribuyente(e);
    const cuerpo = (actual: string) => ({ currentPassword: actual, password: NUEVA, confirmPassword: NUEVA });
    for (let n = 1; n <= 3; n++) {
      expect((await t.post(`/api/changepassword/${t.userId}`, cuerpo(`Adivina${n}x`))).status).toBe(422);
      expect((await intentos(t.userId))?.fallos).toBe(n);
    }
    expect((await t.post(`/api/changepassword/${t.userId}`, cuerpo(ANTERIOR))).status).toBe(200);
    expect(await intentos(t.userId)).toBeNull();
  });

  it('once the account waits, neither the right current password nor a sign-in gets through until it ends', async () => {
    const t = await nuevoContribuyente(e);
    const antes = await hashDe(t.userId);
    // The guesses before this one (through the form or this call: one count per account).
    await e.db.db.insert(intentosAcceso).values({ clave: claveDe('cuenta', t.userId), fallos: e.config.LOGIN_FALLOS_LIBRES + 5, ultimoAt: new Date() });

    const adivina = await t.post(`/api/changepassword/${t.userId}`, { currentPassword: 'Adivina99', password: NUEVA, confirmPassword: NUEVA });
    expect(adivina.status).toBe(422);
    const espera = await t.raw({
      method: 'POST',
      url: `/api/changepassword/${t.userId}`,
      payload: { currentPassword: ANTERIOR, password: NUEVA, confirmPassword: NUEVA },
    });
    expect(espera.statusCode).toBe(429);
    expect(Number(espera.headers['retry-after'])).toBeGreaterThan(30);
    // spec 1 §8: the catalogue's 429 message; the field says why and when to try again.
    const cuerpo = espera.json() as { message: string; detalle: string; errors: Record<string, string[]> };
    expect(cuerpo.message).toBe('Ha realizado demasiadas peticiones seguidas');
    expect(cuerpo.detalle).toMatch(/^Intente de nuevo en \d+ segundos\.$/);
    expect(cuerpo.errors.currentPassword[0]).toMatch(/^Demasiados intentos con una contraseña actual incorrecta\. Intente de nuevo en \d+ segundos\.$/);
    expect(await hashDe(t.userId)).toBe(antes);
    // The sign-in counts per account and address (api/auth/limitador.ts): the guesses a session made
    // here do not keep the owner from signing in.
    expect((await iniciar(t.rfc, ANTERIOR)).status).toBe(200);
  });
});
