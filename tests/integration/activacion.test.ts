// Nobody but an internal account's owner chooses or sees its password (domain/usuarios/activacion.ts):
// the administrador creates the account without one and cannot sign in as it; the owner chooses it
// through a one-time link sent by e-mail, valid for 48 hours; a used, expired or replaced link says
// so in Spanish; a new link is the administrator's only action on a password; root's Bitácora keeps
// who created the account and who sent each link; with SMTP the link travels only in the e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { bitacoraUsuarios, correos, enlacesCuenta, usuarios } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed';
import { HORAS_ENLACE, MSG_ACTIVACION } from '../../domain/usuarios/activacion';
import { MSG_USUARIOS } from '../../domain/usuarios/mensajes';
import { ENLACE_OCULTO } from '../../api/auth/correo-enlace';
import { cliente, crearEntorno, entrar, type Entorno } from './harness';
import { enlaceDelBuzon } from './activacion-ayuda';
import { servidorSmtpDePrueba, textoDe } from './smtp-prueba';

let e: Entorno;
beforeAll(async () => {
  // A demonstration without SMTP: root's 'Correos enviados' is the only mailbox, so the link stays there.
  e = await crearEntorno({ DEMO: '1', PUBLIC_URL: 'https://ventanilla.opb.gob.mx' }, { worker: false });
}, 300_000);
afterAll(async () => e?.cerrar());

let n = 0;
function formulario(extra: Record<string, unknown> = {}) {
  n += 1;
  const u = `activa.${n}.${Math.floor(Math.random() * 1e6)}`;
  return { tipo_usuario: 'analista', sexo: 'H', nombre: 'Rafael', apellido1: 'Euán', apellido2: 'Pool', username: u, telefono: '9831112233', email: `${u}@opb.gob.mx`, areas: [{ id: 6 }], ...extra };
}

const anonimo = () => cliente(e);
const activar = (token: string, password: string, confirmPassword = password) => anonimo().post('/api/activacion', { token, password, confirmPassword });
const login = (username: string, password: string) => anonimo().post('/api/login', { username, password, remember: false });

describe('an administrador creates staff accounts without ever setting their password', () => {
  it('a form with a password is refused and creates nothing; without one the account exists and cannot sign in', async () => {
    const admin = await entrar(e, 'admin');
    const f = formulario();
    const conClave = await admin.post('/api/users', { ...f, password: 'ClaveDelAdmin1', c_password: 'ClaveDelAdmin1' });
    expect(conClave.status).toBe(422);
    expect(conClave.body.errors).toEqual({ password: [MSG_ACTIVACION.sinContrasena], c_password: [MSG_ACTIVACION.sinContrasena] });
    expect(await e.db.db.select().from(usuarios).where(eq(usuarios.username, f.username))).toEqual([]);

    const r = await admin.post('/api/users', f);
    expect([r.status, r.body.message]).toEqual([200, 'Usuario registrado exitosamente']);
    expect(r.body.data.entrega).toBe('buzon');
    const vence = new Date(r.body.data.enlace_expira_at).getTime() - Date.now();
    expect(Math.abs(vence - HORAS_ENLACE * 3_600_000)).toBeLessThan(60_000);
    expect((await admin.get(`/api/users/${r.body.data.id}`)).body.data).toMatchObject({ activacion_pendiente: true, clave_temporal: false });
    // Not with the password the administrador wanted, nor any other: 401 as any wrong password.
    for (const clave of ['ClaveDelAdmin1', DEMO_PASSWORD, 'x']) {
      const x = await login(f.username, clave);
      expect([x.status, x.body.message], clave).toEqual([401, 'Usuario o contraseña incorrectos']);
    }
    // The administrador does not read the mailbox the link went to.
    expect((await admin.get('/api/correos')).status).toBe(403);
  });

  it('the e-mail carries the link (the public URL, the token after #), the user name and the 48 hours', async () => {
    const admin = await entrar(e, 'admin');
    const f = formulario();
    await admin.post('/api/users', f);
    const [c] = await e.db.db.select().from(correos).where(eq(correos.para, f.email));
    expect(c.asunto).toBe('Active su cuenta — Ventanilla en línea');
    expect(c.texto).toMatch(/\nhttps:\/\/ventanilla\.opb\.gob\.mx\/activar#[A-Za-z0-9_-]{43}\n/);
    expect(c.texto).toContain(`Su usuario es: ${f.username}`);
    expect(c.texto).toContain('El enlace sirve una sola vez y vence en 48 horas');
    // Only a hash of the token is stored.
    const token = await enlaceDelBuzon(e, f.email);
    const guardados = await e.db.db.select().from(enlacesCuenta);
    expect(guardados.some((x) => x.tokenHash === token)).toBe(false);
  });

  it('the owner opens the link, chooses a password by the rules and signs in; the link then says it was used', async () => {
    const admin = await entrar(e, 'admin');
    const root = await entrar(e, 'root');
    const f = formulario();
    const id = (await admin.post('/api/users', f)).body.data.id as number;
    const token = await enlaceDelBuzon(e, f.email);

    const estado = await anonimo().post('/api/activacion/estado', { token });
    expect(estado.body).toMatchObject({ success: true, data: { estado: 'vigente', username: f.username, tipo: 'activacion' } });
    const corta = await activar(token, 'corta');
    expect([corta.status, corta.body.errors?.password]).toEqual([422, ['Mínimo 8 caracteres']]);
    expect((await activar(token, 'ElegidaPorMi1', 'OtraCosa123')).body.errors?.confirmPassword).toEqual(['No coincide']);

    const r = await activar(token, 'ElegidaPorMi1');
    expect([r.status, r.body.message, r.body.data]).toEqual([200, 'Contraseña guardada. Ya puede iniciar sesión.', { username: f.username }]);
    const sesion = await entrar(e, f.username, 'ElegidaPorMi1');
    expect(sesion.sesion).toMatchObject({ role: 'analista', clave_temporal: false });

    const otraVez = await activar(token, 'OtraDistinta2');
    expect([otraVez.status, otraVez.body.message]).toEqual([410, MSG_ACTIVACION.usado]);
    expect((await anonimo().post('/api/activacion/estado', { token })).body).toMatchObject({ success: false, message: MSG_ACTIVACION.usado, data: { estado: 'usado', username: null } });
    expect((await login(f.username, 'OtraDistinta2')).status).toBe(401);

    // root's Bitácora: who created it, who sent the link (and where), and the owner choosing it.
    const lineas = (await root.get(`/api/users/${id}/bitacora`)).body.data as { accion: string; actor: string; detalle: Record<string, unknown> }[];
    expect(lineas.map((b) => [b.accion, b.actor])).toEqual([
      ['contrasena_elegida', 'RAFAEL EUÁN POOL'],
      ['enlace_enviado', 'Administración Ventanilla'],
      ['creado', 'Administración Ventanilla'],
    ]);
    expect(lineas[1].detalle).toMatchObject({ tipo: 'activacion', para: f.email });
    expect(JSON.stringify(lineas)).not.toContain('ElegidaPorMi1');
  });

  it('two tabs sending the same link at once: exactly one password is kept', async () => {
    const admin = await entrar(e, 'admin');
    const f = formulario();
    await admin.post('/api/users', f);
    const token = await enlaceDelBuzon(e, f.email);
    const [a, b] = await Promise.all([activar(token, 'PrimeraClave1'), activar(token, 'SegundaClave2')]);
    expect([a.status, b.status].sort()).toEqual([200, 410]);
    const ganadora = a.status === 200 ? 'PrimeraClave1' : 'SegundaClave2';
    expect((await login(f.username, ganadora)).status).toBe(200);
  });

  it('an expired link, a replaced one and a made-up one each say so; the newest works', async () => {
    const admin = await entrar(e, 'admin');
    const f = formulario();
    const id = (await admin.post('/api/users', f)).body.data.id as number;
    const vieja = await enlaceDelBuzon(e, f.email);
    await e.db.db.update(enlacesCuenta).set({ expiraAt: new Date(Date.now() - 1000) }).where(eq(enlacesCuenta.usuarioId, id));
    expect((await anonimo().post('/api/activacion/estado', { token: vieja })).body).toMatchObject({ success: false, message: MSG_ACTIVACION.vencido, data: { estado: 'vencido' } });
    const vencida = await activar(vieja, 'ElegidaPorMi1');
    expect([vencida.status, vencida.body.message]).toEqual([410, MSG_ACTIVACION.vencido]);
    expect(MSG_ACTIVACION.vencido).toBe('Este enlace venció (era válido por 48 horas). Pida al administrador del sistema que le envíe uno nuevo.');

    // The administrador sends a new one: the account still has no password, so an activation link.
    const nuevo = await admin.post(`/api/users/${id}/enlace`);
    expect([nuevo.status, nuevo.body.message, nuevo.body.data.tipo]).toEqual([200, `Enlace enviado a ${f.email}. Vence en 48 horas.`, 'activacion']);
    const segunda = await enlaceDelBuzon(e, f.email);
    await admin.post(`/api/users/${id}/enlace`);
    const tercera = await enlaceDelBuzon(e, f.email);
    const reemplazada = await activar(segunda, 'ElegidaPorMi1');
    expect([reemplazada.status, reemplazada.body.message]).toEqual([410, MSG_ACTIVACION.reemplazado]);
    const inventada = await activar('x'.repeat(43), 'ElegidaPorMi1');
    expect([inventada.status, inventada.body.message]).toEqual([404, MSG_ACTIVACION.invalido]);
    expect((await activar(tercera, 'ElegidaPorMi1')).status).toBe(200);
    expect((await login(f.username, 'ElegidaPorMi1')).status).toBe(200);
  });

  it('for an active account the link chooses a new password: the old one works until then, every session ends after', async () => {
    const root = await entrar(e, 'root');
    const admin = await entrar(e, 'admin');
    const f = formulario();
    const id = (await admin.post('/api/users', f)).body.data.id as number;
    await activar(await enlaceDelBuzon(e, f.email), 'PrimeraClave1');
    const abierta = await entrar(e, f.username, 'PrimeraClave1');
    const r = await admin.post(`/api/users/${id}/enlace`);
    expect(r.body.data.tipo).toBe('restablecer');
    const [c] = await e.db.db.select().from(correos).where(eq(correos.para, f.email)).orderBy(desc(correos.id)).limit(1);
    expect(c.asunto).toBe('Elija una nueva contraseña — Ventanilla en línea');
    expect((await login(f.username, 'PrimeraClave1')).status).toBe(200);
    expect((await activar(await enlaceDelBuzon(e, f.email), 'SegundaClave2')).status).toBe(200);
    expect((await abierta.get('/api/session')).status).toBe(401);
    expect((await login(f.username, 'PrimeraClave1')).status).toBe(401);
    expect((await login(f.username, 'SegundaClave2')).status).toBe(200);
    const lineas = await e.db.db.select().from(bitacoraUsuarios).where(and(eq(bitacoraUsuarios.usuarioId, id), eq(bitacoraUsuarios.accion, 'enlace_enviado')));
    expect(lineas.map((l) => l.detalle.tipo)).toEqual(['activacion', 'restablecer']);
    expect((await root.get(`/api/users/${id}/bitacora`)).body.data[0]).toMatchObject({ accion: 'contrasena_elegida', detalle: { tipo: 'restablecer' } });
  });

  it('no link for root; an administrador sends none to an administrador; taxpayers are not administered here', async () => {
    const root = await entrar(e, 'root');
    const admin = await entrar(e, 'admin');
    const [r] = await e.db.db.select().from(usuarios).where(eq(usuarios.username, 'root'));
    const [a] = await e.db.db.select().from(usuarios).where(eq(usuarios.username, 'admin'));
    const t = await e.db.db.select().from(usuarios).where(eq(usuarios.username, 'GODE561231GR8'));
    expect((await admin.post(`/api/users/${r.id}/enlace`)).status).toBe(403);
    expect((await root.post(`/api/users/${r.id}/enlace`)).status).toBe(403);
    expect((await admin.post(`/api/users/${a.id}/enlace`)).status).toBe(403);
    expect((await root.post(`/api/users/${t[0].id}/enlace`)).status).toBe(404);
    expect((await root.post(`/api/users/${a.id}/enlace`)).body.data.tipo).toBe('restablecer');
  });

  it("an administrador gives only an institutional address: the link cannot go to a mailbox of the administrador's choosing", async () => {
    const admin = await entrar(e, 'admin');
    const root = await entrar(e, 'root');
    const msg = MSG_USUARIOS.correoNoInstitucional(['opb.gob.mx']);
    const f = formulario({ email: 'el.administrador@gmail.com' });
    const r = await admin.post('/api/users', f);
    expect([r.status, r.body.message, r.body.errors]).toEqual([422, msg, { email: [msg] }]);
    expect(await e.db.db.select().from(usuarios).where(eq(usuarios.username, f.username))).toEqual([]);
    // Nor by moving an existing account's address there and sending it a new link.
    const creado = await admin.post('/api/users', formulario());
    const id = creado.body.data.id as number;
    const { id: _id, ...actual } = (await admin.get(`/api/users/${id}`)).body.data;
    const otro = await admin.put(`/api/users/${id}`, { ...formulario(), username: actual.username, email: 'buzon.propio@outlook.com' });
    expect([otro.status, otro.body.errors]).toEqual([422, { email: [msg] }]);
    expect((await e.db.db.select().from(usuarios).where(eq(usuarios.id, id)))[0].email).toBe(actual.email);
    // root, the operator, is not bound (an external consultant's account, say).
    const externo = formulario({ email: `consultor.${Date.now()}@ejemplo.mx` });
    expect((await root.post('/api/users', externo)).status).toBe(200);
  });
});

describe('with SMTP the link travels only in the e-mail', () => {
  it('the e-mail sent carries it; the copy root reads does not', async () => {
    const smtp = await servidorSmtpDePrueba();
    const en = await crearEntorno({ DEMO: '1', SMTP_URL: smtp.url }, { worker: false });
    try {
      const admin = await entrar(en, 'admin');
      const f = formulario();
      const r = await admin.post('/api/users', f);
      expect(r.body.data.entrega).toBe('correo');
      const enviado = smtp.recibidos.find((m) => m.para.some((p) => p.includes(f.email)));
      const token = /\/activar#([A-Za-z0-9_-]+)/.exec(textoDe(enviado!.datos))?.[1];
      expect(token).toHaveLength(43);
      const [copia] = await en.db.db.select().from(correos).where(eq(correos.para, f.email));
      expect(copia.texto).toContain(ENLACE_OCULTO);
      expect(copia.texto).not.toContain(token!);
      expect(copia.enviadoAt).not.toBeNull();
      expect((await cliente(en).post('/api/activacion', { token, password: 'DesdeElCorreo1', confirmPassword: 'DesdeElCorreo1' })).status).toBe(200);
    } finally {
      await en.cerrar();
      await smtp.cerrar();
    }
  });

  it('outside a demonstration and without SMTP, nothing is sent and nothing stored shows the link', async () => {
    const en = await crearEntorno({ DEMO: '0' }, { worker: false });
    try {
      const admin = await entrar(en, 'admin');
      const f = formulario();
      expect((await admin.post('/api/users', f)).body.data.entrega).toBe('sin_enviar');
      const [copia] = await en.db.db.select().from(correos).where(eq(correos.para, f.email));
      expect(copia.texto).toContain(ENLACE_OCULTO);
      expect(copia.error).toContain('SMTP_URL');
      expect(copia.intentos).toBeGreaterThanOrEqual(10);
    } finally {
      await en.cerrar();
    }
  });
});
