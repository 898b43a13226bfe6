import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { correos, sesiones, usuarios } from '../../db/schema';
import { cliente, crearEntorno, entrar, nuevoContribuyente, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
});
afterAll(async () => e?.cerrar());

describe('sign-up (spec 1 §7.2, §5.2)', () => {
  it('registers a taxpayer by RFC and e-mail, who can then sign in with the RFC or the e-mail', async () => {
    const anon = cliente(e);
    const r = await anon.post('/api/signup', { rfc: 'lomj850614ab1', email: 'Jose.Lopez@Example.mx', password: 'UnaClave123' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: 'Usuario registrado exitosamente' });
    const porRfc = await anon.post('/api/login', { username: 'LOMJ850614AB1', password: 'UnaClave123', remember: false });
    expect(porRfc.status).toBe(200);
    expect(porRfc.body.data).toMatchObject({ clave_temporal: false });
    expect(porRfc.body.data.token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    expect(porRfc.body.perfil_completo).toBe(false);
    const porCorreo = await anon.post('/api/login', { username: 'jose.lopez@example.mx', password: 'UnaClave123' });
    expect(porCorreo.status).toBe(200);
  });

  it('the /register alias works the same', async () => {
    const r = await cliente(e).post('/api/register', { rfc: 'RAMA900101XY2', email: 'rama@example.mx', password: 'UnaClave123' });
    expect(r.status).toBe(200);
  });

  it('refuses a duplicate RFC with a clear message and keeps the first account', async () => {
    const r = await cliente(e).post('/api/signup', { rfc: 'GODE561231GR8', email: 'otro@example.mx', password: 'UnaClave123' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('El RFC ya está registrado');
    await entrar(e, 'GODE561231GR8');
  });

  it('answers 422 with the spec messages per field', async () => {
    const r = await cliente(e).post('/api/signup', { rfc: 'XYZ', email: 'no-es-correo', password: 'corta' });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe('Los datos enviados son inválidos');
    expect(r.body.errors).toMatchObject({ rfc: ['Formato inválido'], email: ['Correo no válido'], password: ['Mínimo 8 caracteres'] });
  });
});

describe('sign-in and session (issue 2 §4)', () => {
  it('rejects a wrong password without saying whether the account exists', async () => {
    const a = await cliente(e).post('/api/login', { username: 'GODE561231GR8', password: 'incorrecta' });
    const b = await cliente(e).post('/api/login', { username: 'NOEX000101AAA', password: 'incorrecta' });
    expect(a.status).toBe(400);
    expect(b.status).toBe(400);
    expect(a.body.message).toBe(b.body.message);
  });

  it('locks an account for a while after repeated failures (throttled per account)', async () => {
    const t = await nuevoContribuyente(e);
    for (let i = 0; i < e.config.LOGIN_MAX_FALLIDOS - 1; i++) {
      expect((await cliente(e).post('/api/login', { username: t.rfc, password: 'mala-clave' })).body.message).toBe('Usuario o contraseña incorrectos');
    }
    const bloqueo = await cliente(e).post('/api/login', { username: t.rfc, password: 'mala-clave' });
    expect(bloqueo.body.message).toBe('Demasiados intentos fallidos. Intente de nuevo en unos minutos.');
    // Even the right password is refused while locked.
    const correcta = await cliente(e).post('/api/login', { username: t.rfc, password: 'ClaveSegura1' });
    expect(correcta.status).toBe(400);
    expect(correcta.body.message).toBe('Demasiados intentos fallidos. Intente de nuevo en unos minutos.');
  });

  it('stores only a hash of the token', async () => {
    const t = await entrar(e, 'GODE561231GR8');
    const filas = await e.db.db.select().from(sesiones).where(eq(sesiones.usuarioId, t.userId));
    expect(filas.every((s) => s.tokenHash !== t.token && s.tokenHash.length === 64)).toBe(true);
  });

  it('the session carries role, modules and the taxpayer', async () => {
    const t = await entrar(e, 'GODE561231GR8');
    expect(t.sesion).toMatchObject({
      role: 'contribuyente',
      perfil_completo: true,
      user: { rfc: 'GODE561231GR8' },
      contribuyente: { rfc: 'GODE561231GR8', estatus: 1 },
    });
    expect(t.sesion.modules).toContain('datos-contribuyente');
    const r = await entrar(e, 'revisor.padron');
    expect(r.sesion.modules).toContain('bandeja');
    expect(r.sesion.areas).toEqual([{ id: 1, nombre: 'Padrón de Contribuyentes', es_jefe: false }]);
  });

  it('401 with the catalogue message without a token, with a bad token, and after logout', async () => {
    expect((await cliente(e).get('/api/session')).body).toMatchObject({ success: false, message: 'Token de sesión inválido' });
    expect((await cliente(e, 'basura').get('/api/session')).status).toBe(401);
    const t = await entrar(e, 'GODE561231GR8');
    expect((await t.post(`/api/logout/${t.userId}`)).status).toBe(200);
    expect((await t.get('/api/session')).status).toBe(401);
  });

  it('a session idle for longer than the limit is over', async () => {
    const t = await entrar(e, 'GODE561231GR8');
    await e.db.db
      .update(sesiones)
      .set({ lastSeenAt: new Date(Date.now() - (e.config.SESSION_IDLE_MIN + 1) * 60_000) })
      .where(eq(sesiones.usuarioId, t.userId));
    expect((await t.get('/api/session')).status).toBe(401);
  });

  it('cannot log out or change the password of another user (403)', async () => {
    const a = await nuevoContribuyente(e);
    const b = await nuevoContribuyente(e);
    expect((await a.post(`/api/logout/${b.userId}`)).status).toBe(403);
    const r = await a.post(`/api/changepassword/${b.userId}`, { password: 'NuevaClave99', confirmPassword: 'NuevaClave99' });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('Permiso denegado');
    expect((await b.get('/api/session')).status).toBe(200);
  });
});

describe('password change and reset (spec 1 §7.2)', () => {
  it('changing the password ends every other session and the new one works', async () => {
    const t = await nuevoContribuyente(e);
    const otra = await entrar(e, t.rfc, 'ClaveSegura1');
    const corta = await t.post(`/api/changepassword/${t.userId}`, { password: 'corta', confirmPassword: 'corta' });
    expect(corta.status).toBe(422);
    expect(corta.body.errors?.password).toEqual(['Mínimo 8 caracteres']);
    const distinta = await t.post(`/api/profile/${t.userId}/password`, { password: 'NuevaClave99', confirmPassword: 'OtraClave99' });
    expect(distinta.body.errors?.confirmPassword).toEqual(['No coincide']);
    expect((await t.post(`/api/changepassword/${t.userId}`, { password: 'NuevaClave99', confirmPassword: 'NuevaClave99' })).status).toBe(200);
    expect((await otra.get('/api/session')).status).toBe(401);
    expect((await t.get('/api/session')).status).toBe(200);
    await entrar(e, t.rfc, 'NuevaClave99');
  });

  it('a reset e-mails a temporary password that forces newPassword before anything else', async () => {
    const t = await nuevoContribuyente(e);
    const r = await cliente(e).post(`/api/sendResetPassword/${t.rfc}`);
    const nadie = await cliente(e).post('/api/sendResetPassword/NADIE000101AAA');
    expect(r.body).toEqual(nadie.body); // no account enumeration
    const [correo] = await e.db.db.select().from(correos).where(eq(correos.para, t.email));
    const clave = /contraseña temporal es: (\S+)/.exec(correo.texto)?.[1];
    expect(clave).toBeTruthy();

    const login = await cliente(e).post('/api/login', { username: t.rfc, password: clave });
    expect(login.body.data.clave_temporal).toBe(true);
    const temporal = cliente(e, login.body.data.token);
    const bloqueada = await temporal.get(`/api/contribuyentes/getByID/${t.contribuyenteId}`);
    expect(bloqueada.status).toBe(403);
    expect(bloqueada.body.message).toBe('Debe cambiar su contraseña temporal antes de continuar');
    expect((await temporal.get('/api/session')).body.data.clave_temporal).toBe(true);
    const cambio = await temporal.post(`/api/newPassword/${t.userId}/CONTRIBUYENTE`, { password: 'Definitiva2026', confirmPassword: 'Definitiva2026' });
    expect(cambio.status).toBe(200);
    expect((await temporal.get(`/api/contribuyentes/getByID/${t.contribuyenteId}`)).status).toBe(200);
    await entrar(e, t.rfc, 'Definitiva2026');
    // The temporary password is spent.
    expect((await cliente(e).post('/api/login', { username: t.rfc, password: clave })).status).toBe(400);
  });

  it('newPassword is refused when no temporary password is pending', async () => {
    const t = await nuevoContribuyente(e);
    const r = await t.post(`/api/newPassword/${t.userId}/CONTRIBUYENTE`, { password: 'Definitiva2026', confirmPassword: 'Definitiva2026' });
    expect(r.status).toBe(403);
  });

  it('a disabled account cannot sign in', async () => {
    const t = await nuevoContribuyente(e);
    await e.db.db.update(usuarios).set({ estatus: 0 }).where(eq(usuarios.id, t.userId));
    expect((await t.get('/api/session')).status).toBe(401);
    const r = await cliente(e).post('/api/login', { username: t.rfc, password: 'ClaveSegura1' });
    expect(r.body.message).toBe('Su cuenta está deshabilitada. Comuníquese con el municipio.');
  });
});

describe('error catalogue (spec 1 §8)', () => {
  it('429 with the catalogue message when the auth routes are hammered', async () => {
    const estricto = await crearEntorno({ RATE_LIMIT_AUTH_MAX: 3 }, { worker: false });
    try {
      const codigos: number[] = [];
      for (let i = 0; i < 5; i++) codigos.push((await cliente(estricto).post('/api/login', { username: 'x', password: 'y' })).status);
      expect(codigos.slice(0, 3)).toEqual([400, 400, 400]);
      const r = await cliente(estricto).post('/api/login', { username: 'x', password: 'y' });
      expect(r.status).toBe(429);
      expect(r.body).toMatchObject({ success: false, message: 'Ha realizado demasiadas peticiones seguidas' });
    } finally {
      await estricto.cerrar();
    }
  });

  it('the general limit applies to the API only: the web app\'s files are never refused', async () => {
    const estricto = await crearEntorno({ RATE_LIMIT_MAX: 3 }, { worker: false });
    try {
      const t = await entrar(estricto, 'GODE561231GR8');
      const api: number[] = [];
      for (let i = 0; i < 5; i++) api.push((await t.get('/api/cat/entidades')).status);
      expect(api.slice(-2)).toEqual([429, 429]);
      // The same address keeps getting the page and its assets (an office behind one public IP).
      for (let i = 0; i < 10; i++) {
        const r = await estricto.app.inject({ method: 'GET', url: `/assets/app-${i}.js` });
        expect(r.statusCode).not.toBe(429);
      }
    } finally {
      await estricto.cerrar();
    }
  });

  it('malformed JSON is a 422, never a stack trace', async () => {
    const r = await e.app.inject({ method: 'POST', url: '/api/login', payload: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(r.statusCode).toBe(422);
    expect(r.body).not.toMatch(/at .*\.ts/);
  });

  it('unknown API paths answer JSON 404', async () => {
    const t = await entrar(e, 'GODE561231GR8');
    const r = await t.get('/api/no-existe');
    expect(r.status).toBe(404);
    expect(r.body.success).toBe(false);
  });

  it('health reports the database and Temporal; OpenAPI is served', async () => {
    const h = await cliente(e).get('/api/health');
    expect(h.body.data).toEqual({ db: true, temporal: true });
    const docs = await e.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const spec = docs.json();
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/login', '/api/contribuyentes/{id}/changestatus', '/api/tareas/{id}/resolver']));
  });
});
