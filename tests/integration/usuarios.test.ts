// The users' administration (spec 3 §2.9, §3.8, §5.7, §6, §7.8) through the API on real
// PostgreSQL and Temporal: the list and one account, create without a password (the owner chooses it
// through the activation link: tests/integration/activacion.test.ts), edit with
// the areas replaced, enable/disable (sessions end at once), soft delete, the rules (administrador vs
// administrador and root, not oneself), the audit trail, who may call each route, what a reassigned
// reviewer may still open, and the escalation reaching a head named here (active heads only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { bitacoraUsuarios, notificaciones, sesiones, tabletas, tareas, usuarios } from '../../db/schema';
import { createTareasActivities } from '../../activities/tareas.activities';
import { MSG } from '../../domain/common/messages';
import { MSG_USUARIOS } from '../../domain/usuarios/mensajes';
import { AREAS } from '../../domain/common/catalogos';
import type { BitacoraFila, UsuarioFila } from '../../api/usuarios/usuarios.schemas';
import { cliente, contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, type Entorno } from './harness';
import { activarCuenta } from './activacion-ayuda';

let e: Entorno;
beforeAll(async () => {
  // A demonstration without SMTP: the activation links stay in the mailbox, where the owner's helper reads them.
  e = await crearEntorno({ DEMO: '1' });
}, 300_000);
afterAll(async () => e?.cerrar());

type Cliente = ReturnType<typeof cliente>;
let n = 0;
/** A valid form with a username and e-mail of its own. */
function formulario(extra: Record<string, unknown> = {}) {
  n += 1;
  const u = `prueba.${n}.${Math.floor(Math.random() * 1e6)}`;
  return {
    tipo_usuario: 'analista',
    sexo: 'M',
    nombre: 'Lorena',
    apellido1: 'Chablé',
    apellido2: 'Tun',
    username: u,
    telefono: '(983) 765 4321',
    email: `${u}@opb.gob.mx`,
    rfc: '',
    areas: [{ id: 6, es_jefe: false }],
    ...extra,
  };
}

/** An account created through the API, activated by its owner through the e-mailed link, signed in. */
async function cuentaNueva(root: Cliente, extra: Record<string, unknown> = {}) {
  const f = formulario(extra);
  const r = await root.post('/api/users', f);
  if (r.status !== 200) throw new Error(`alta ${r.status} ${JSON.stringify(r.body)}`);
  const id = r.body.data.id as number;
  await activarCuenta(e, f.email, 'Definitiva2026');
  return { id, f, c: await entrar(e, f.username, 'Definitiva2026') };
}

/** A land-use certificate of a new taxpayer, waiting in Desarrollo Urbano's inbox (area 6). */
async function tareaDesarrolloUrbano() {
  const t = await contribuyenteConPerfil(e);
  const alta = await t.post('/api/establecimientos', formularioLicencia());
  if (alta.status !== 200) throw new Error(`alta ${alta.status}`);
  const c = await t.post(`/api/nueva-constancia-uso-suelo/create/${alta.body.data.id}`, { sector_id: 2, giro_desarrollo_id: 1, zona_uso_id: 5 });
  if (c.status !== 200) throw new Error(`constancia ${c.status} ${JSON.stringify(c.body)}`);
  for (let i = 0; i < 150; i++) {
    const [tarea] = await e.db.db.select().from(tareas).where(and(eq(tareas.solicitudId, c.body.data.id), eq(tareas.estado, 'pendiente')));
    if (tarea) return tarea;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('la constancia no llegó a la bandeja');
}

const fila = async (c: Cliente, id: number) => (await c.get<UsuarioFila>(`/api/users/${id}`)).body.data;
const bitacoraDe = async (root: Cliente, id: number) => (await root.get<BitacoraFila[]>(`/api/users/${id}/bitacora`)).body.data;

describe('users administration', () => {
  let root: Cliente;
  let admin: Cliente;
  let adminId: number;
  let rootId: number;

  beforeAll(async () => {
    const [r, a] = await Promise.all([entrar(e, 'root'), entrar(e, 'admin')]);
    [root, admin, rootId, adminId] = [r, a, r.userId, a.userId];
  }, 60_000);

  it('lists internal accounts by id with the table columns; taxpayers and deleted accounts are not listed', async () => {
    const t = await contribuyenteConPerfil(e);
    const r = await admin.get<UsuarioFila[]>('/api/users');
    expect(r.status).toBe(200);
    const lista = r.body.data;
    expect(lista.map((u) => u.id)).toEqual([...lista.map((u) => u.id)].sort((a, b) => a - b));
    expect(lista.some((u) => u.tipo_usuario === 'contribuyente' || u.id === t.userId)).toBe(false);
    const du = lista.find((u) => u.username === 'desarrollo.urbano')!;
    expect(du).toMatchObject({ tipo_usuario: 'desarrollo_urbano', rol_etiqueta: 'Revisor · Desarrollo Urbano y Medio Ambiente', estatus: 1, estatus_etiqueta: 'ACTIVO', tableta: 'NO', tableta_count: 0, unidad: null });
    expect(du.areas).toEqual([{ id: 6, nombre: 'Desarrollo Urbano y Medio Ambiente', es_jefe: false }]);
    expect(lista.find((u) => u.username === 'admin')!.rol_etiqueta).toBe('Administrador');
    expect((await admin.get(`/api/users/${t.userId}`)).status).toBe(404);
  });

  it('GET users/areas lists every area; GET users/{id} answers the account with contribuyente null', async () => {
    const areas = (await admin.get('/api/users/areas')).body.data;
    expect(areas).toEqual([...AREAS].sort((a, b) => a.id - b.id).map((a) => ({ id: a.id, nombre: a.nombre })));
    const r = await root.get(`/api/users/${adminId}`);
    expect(r.body).toMatchObject({ success: true, contribuyente: null, data: { id: adminId, username: 'admin' } });
    expect((await root.get('/api/users/999999999')).body.message).toBe(MSG_USUARIOS.noEncontrado);
  });

  it('creates an account without a password, uppercased names and its areas; it signs in once its owner chose one', async () => {
    const f = formulario({ areas: [{ id: 6, es_jefe: true }, { id: 7 }] });
    const r = await admin.post('/api/users', f);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Usuario registrado exitosamente');
    expect(r.body.data).toMatchObject({ entrega: 'buzon' });
    const u = await fila(admin, r.body.data.id);
    expect(u).toMatchObject({ nombre: 'LORENA', apellido1: 'CHABLÉ', apellido2: 'TUN', nombre_completo: 'LORENA CHABLÉ TUN', telefono: '9837654321', clave_temporal: false, activacion_pendiente: true, estatus: 1, rfc: null });
    expect(u.areas.map((a) => [a.id, a.es_jefe])).toEqual([[6, true], [7, false]]);
    await activarCuenta(e, f.email, 'Definitiva2026');
    expect(await fila(admin, r.body.data.id)).toMatchObject({ activacion_pendiente: false });
    expect((await (await entrar(e, f.username, 'Definitiva2026')).get('/api/tareas?area_id=6')).status).toBe(200);
    const [guardado] = await e.db.db.select().from(usuarios).where(eq(usuarios.id, r.body.data.id));
    expect(guardado.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('refuses a bad form with the spec message and each field, a taken username or e-mail, an unknown area', async () => {
    const malo = await admin.post('/api/users', { ...formulario(), nombre: '', telefono: '12' });
    expect(malo.status).toBe(422);
    expect(malo.body.message).toBe('Por favor ingrese la información en los campos marcados');
    expect(malo.body.errors).toMatchObject({ nombre: [MSG.requerido], telefono: [MSG_USUARIOS.telefonoInvalido] });
    const prof = await admin.post('/api/users', formulario({ tipo_usuario: 'profesionista' }));
    expect(Object.keys(prof.body.errors ?? {})).toEqual(expect.arrayContaining(['servicio_id', 'institucion']));
    const tomado = await admin.post('/api/users', formulario({ username: 'DESARROLLO.URBANO' }));
    expect([tomado.status, tomado.body.message]).toEqual([409, 'El nombre de usuario ya está registrado']);
    const correo = await admin.post('/api/users', formulario({ email: 'admin@opb.gob.mx' }));
    expect([correo.status, correo.body.message]).toEqual([409, MSG_USUARIOS.correoOcupado]);
    const area = await admin.post('/api/users', formulario({ areas: [{ id: 4242 }] }));
    expect([area.status, area.body.message]).toEqual([422, MSG_USUARIOS.areaInvalida]);
    const doble = await admin.post('/api/users', formulario({ areas: [{ id: 6 }, { id: 6 }] }));
    expect(doble.status).toBe(422);
    const fecha = await admin.post('/api/users', formulario({ fecha_nacimiento: '1990-02-30' }));
    expect([fecha.status, fecha.body.errors?.fecha_nacimiento]).toEqual([422, [MSG_USUARIOS.fechaInvalida]]);
    const creado = await admin.post('/api/users', formulario());
    const edicion = formulario({ username: 'operativo' });
    const r = await admin.put(`/api/users/${creado.body.data.id}`, edicion);
    expect([r.status, r.body.message]).toEqual([409, MSG_USUARIOS.usernameOcupado]);
  });

  it('a profesionista keeps service, institution and cédula; another type drops them', async () => {
    const r = await root.post('/api/users', formulario({ tipo_usuario: 'profesionista', servicio_id: 2, institucion: 'DIF Municipal', cedula: '1234567', areas: [] }));
    expect(r.status).toBe(200);
    expect(await fila(root, r.body.data.id)).toMatchObject({ tipo_usuario: 'profesionista', rol_etiqueta: 'Profesionista', servicio_id: 2, institucion: 'DIF Municipal', cedula: '1234567' });
    const sinClave = formulario({ tipo_usuario: 'brigadista', servicio_id: 2, institucion: 'DIF', cedula: '1' });
    expect((await root.put(`/api/users/${r.body.data.id}`, sinClave)).status).toBe(200);
    expect(await fila(root, r.body.data.id)).toMatchObject({ tipo_usuario: 'brigadista', servicio_id: null, institucion: null, cedula: null });
  });

  it('administrador cannot create, edit into, or act on an administrador or root; root can create one', async () => {
    const r = await admin.post('/api/users', formulario({ tipo_usuario: 'administrador' }));
    expect([r.status, r.body.message]).toEqual([400, MSG_USUARIOS.tipoNoPermitido]);
    const otro = await root.post('/api/users', formulario({ tipo_usuario: 'administrador', areas: [] }));
    expect(otro.status).toBe(200);
    const id = otro.body.data.id as number;
    const edicion = formulario({ tipo_usuario: 'analista' });
    for (const [metodo, url] of [['PUT', `/api/users/${id}`], ['POST', `/api/users/${id}/deactivate`], ['POST', `/api/users/${id}/activate`], ['DELETE', `/api/users/${id}`]] as const) {
      const x = metodo === 'PUT' ? await admin.put(url, edicion) : metodo === 'DELETE' ? await admin.del(url) : await admin.post(url);
      expect([x.status, x.body.message], `${metodo} ${url}`).toEqual([403, 'Permiso denegado']);
    }
    const analista = await admin.post('/api/users', formulario());
    const aAdmin = formulario({ tipo_usuario: 'administrador' });
    expect((await admin.put(`/api/users/${analista.body.data.id}`, aAdmin)).body.message).toBe(MSG_USUARIOS.tipoNoPermitido);
    expect((await root.put(`/api/users/${analista.body.data.id}`, aAdmin)).status).toBe(200);
    // The root account: an administrador is denied; root itself is told it is not changed here.
    for (const x of [await admin.put(`/api/users/${rootId}`, edicion), await admin.post(`/api/users/${rootId}/deactivate`), await admin.del(`/api/users/${rootId}`)]) {
      expect([x.status, x.body.message]).toEqual([403, 'Permiso denegado']);
    }
    for (const x of [await root.put(`/api/users/${rootId}`, edicion), await root.post(`/api/users/${rootId}/activate`)]) {
      expect([x.status, x.body.message]).toEqual([403, MSG_USUARIOS.noRoot]);
    }
  });

  it('nobody disables or deletes their own account', async () => {
    for (const [c, id] of [[admin, adminId], [root, rootId]] as const) {
      for (const x of [await c.post(`/api/users/${id}/deactivate`), await c.del(`/api/users/${id}`)]) {
        expect([x.status, x.body.message]).toEqual([400, MSG_USUARIOS.noASiMismo]);
      }
    }
  });

  it('a disabled account is refused on its very next call (401), cannot sign in, and signs in again once enabled', async () => {
    const { id, f, c } = await cuentaNueva(admin);
    expect((await c.get('/api/session')).status).toBe(200);
    const r = await admin.post(`/api/users/${id}/deactivate`);
    expect([r.status, r.body.message]).toEqual([200, 'Usuario deshabilitado exitosamente']);
    const siguiente = await c.get('/api/session');
    expect([siguiente.status, siguiente.body.message]).toEqual([401, MSG.tokenInvalido]);
    expect((await e.db.db.select().from(sesiones).where(and(eq(sesiones.usuarioId, id), isNull(sesiones.revokedAt)))).length).toBe(0);
    expect(await fila(admin, id)).toMatchObject({ estatus: 0, estatus_etiqueta: 'INACTIVO' });
    expect((await cliente(e).post('/api/login', { username: f.username, password: 'Definitiva2026', remember: false })).status).not.toBe(200);
    const h = await admin.post(`/api/users/${id}/activate`);
    expect([h.status, h.body.message]).toEqual([200, 'Usuario habilitado exitosamente']);
    expect((await (await entrar(e, f.username, 'Definitiva2026')).get('/api/session')).status).toBe(200);
  });

  it('deletes softly: out of the list, sessions and tablet gone, username still taken, row kept', async () => {
    const { id, f, c } = await cuentaNueva(root, { tipo_usuario: 'brigadista', areas: [] });
    const [tab] = await e.db.db.insert(tabletas).values({ serie: `TAB-USR-${id}`, usuarioId: id, asignadaAt: new Date() }).returning();
    expect(await fila(root, id)).toMatchObject({ tableta: 'SI', tableta_count: 1, unidad: { id: tab.id, serie: tab.serie } });
    const r = await root.del(`/api/users/${id}`);
    expect([r.status, r.body.message]).toEqual([200, 'Usuario eliminado exitosamente']);
    expect((await c.get('/api/session')).status).toBe(401);
    expect((await root.get<UsuarioFila[]>('/api/users')).body.data.some((u) => u.id === id)).toBe(false);
    expect((await root.get(`/api/users/${id}`)).status).toBe(404);
    expect((await root.del(`/api/users/${id}`)).status).toBe(404);
    const [t2] = await e.db.db.select().from(tabletas).where(eq(tabletas.id, tab.id));
    expect(t2.usuarioId).toBeNull();
    const [u] = await e.db.db.select().from(usuarios).where(eq(usuarios.id, id));
    expect(u.eliminadoAt).not.toBeNull();
    expect((await root.post('/api/users', formulario({ username: f.username }))).status).toBe(409);
    const ultima = (await bitacoraDe(root, id))[0];
    expect(ultima).toMatchObject({ accion: 'eliminado', accion_etiqueta: 'Eliminó la cuenta', detalle: { tableta: [tab.serie, null] } });
  });

  it('a reviewer moved from area 6 to 7 loses area 6’s task (403) while it stays for another reviewer of area 6', async () => {
    const tarea = await tareaDesarrolloUrbano();
    expect(tarea.areaId).toBe(6);
    const { id, f, c } = await cuentaNueva(root, { areas: [{ id: 6 }] });
    expect((await c.get(`/api/tareas/${tarea.id}`)).status).toBe(200);
    const edicion = { ...f, areas: [{ id: 7, es_jefe: false }] };
    const r = await root.put(`/api/users/${id}`, edicion);
    expect([r.status, r.body.message]).toEqual([200, 'Usuario actualizado exitosamente']);
    expect((await c.get(`/api/tareas/${tarea.id}`)).status).toBe(403);
    expect((await c.get('/api/tareas?area_id=6')).status).toBe(403);
    const du = await entrar(e, 'desarrollo.urbano');
    expect((await du.get(`/api/tareas/${tarea.id}`)).status).toBe(200);
    const bandeja = await du.get<{ data: { id: number }[] }>(`/api/tareas?area_id=6&q=${encodeURIComponent(tarea.folio)}`);
    expect(bandeja.body.data.data.map((t) => t.id)).toContain(tarea.id);
    const areas = (await bitacoraDe(root, id)).find((b) => b.accion === 'areas')!;
    expect(areas.detalle).toEqual({ areas: [[{ id: 6, es_jefe: false }], [{ id: 7, es_jefe: false }]] });
  });

  it('escalation reaches a head named here, not a disabled one', async () => {
    const tarea = await tareaDesarrolloUrbano();
    const jefe = await root.post('/api/users', formulario({ tipo_usuario: 'coordinador', areas: [{ id: 6, es_jefe: true }] }));
    const inactivo = await root.post('/api/users', formulario({ tipo_usuario: 'coordinador', areas: [{ id: 6, es_jefe: true }] }));
    expect((await root.post(`/api/users/${inactivo.body.data.id}/deactivate`)).status).toBe(200);
    await createTareasActivities({ db: e.db.db, publicUrl: 'https://ventanilla.opb.gob.mx' }).escalarTarea({ tareaId: tarea.id });
    const avisos = async (usuarioId: number) => e.db.db.select().from(notificaciones).where(and(eq(notificaciones.usuarioId, usuarioId), eq(notificaciones.dedupeKey, `tarea-${tarea.id}-escalada-${usuarioId}`)));
    expect(await avisos(jefe.body.data.id)).toHaveLength(1);
    expect(await avisos(inactivo.body.data.id)).toHaveLength(0);
  });

  it('keeps an audit trail root reads (administrador 403): who, to whom, what, before and after', async () => {
    const { id, f } = await cuentaNueva(admin);
    const edicion = { ...f, telefono: '9830000000', areas: [{ id: 6, es_jefe: true }] };
    expect((await admin.put(`/api/users/${id}`, edicion)).status).toBe(200);
    expect((await admin.put(`/api/users/${id}`, edicion)).status).toBe(200);
    await admin.post(`/api/users/${id}/deactivate`);
    await admin.post(`/api/users/${id}/activate`);
    const lineas = await bitacoraDe(root, id);
    // Who created it and sent the link (one transaction: the link's line has the higher id), and the
    // owner's own line when choosing the password.
    expect(lineas.map((b) => b.accion)).toEqual(['habilitado', 'deshabilitado', 'areas', 'editado', 'contrasena_elegida', 'enlace_enviado', 'creado']);
    expect(lineas.filter((b) => b.accion !== 'contrasena_elegida').every((b) => b.actor === 'Administración Ventanilla')).toBe(true);
    expect(lineas.find((b) => b.accion === 'contrasena_elegida')).toMatchObject({ actor: 'LORENA CHABLÉ TUN', accion_etiqueta: 'Eligió su contraseña con el enlace', detalle: { tipo: 'activacion' } });
    expect(lineas.find((b) => b.accion === 'enlace_enviado')).toMatchObject({ accion_etiqueta: 'Envió un enlace para elegir contraseña', detalle: { tipo: 'activacion', para: f.email } });
    expect(lineas.every((b) => b.usuario === 'LORENA CHABLÉ TUN' && b.usuario_id === id)).toBe(true);
    expect(lineas.find((b) => b.accion === 'editado')!.detalle).toEqual({ telefono: ['9837654321', '9830000000'] });
    expect(lineas.find((b) => b.accion === 'creado')).toMatchObject({ accion_etiqueta: 'Creó la cuenta', detalle: { rol: 'analista', username: f.username } });
    expect(lineas.find((b) => b.accion === 'deshabilitado')!.detalle).toEqual({ estatus: [1, 0] });
    const todas = await root.get<BitacoraFila[]>('/api/users/bitacora');
    expect(todas.body.data.length).toBeLessThanOrEqual(200);
    expect(todas.body.data[0]).toMatchObject({ usuario_id: id, accion: 'habilitado' });
    const filas = await e.db.db.select().from(bitacoraUsuarios).where(eq(bitacoraUsuarios.usuarioId, id));
    expect(filas).toHaveLength(7);
    expect((await admin.get('/api/users/bitacora')).status).toBe(403);
    expect((await admin.get(`/api/users/${id}/bitacora`)).status).toBe(403);
  });

  it('a reviewer keeps its area role when edited; nobody may give that role', async () => {
    const [du] = await e.db.db.select().from(usuarios).where(eq(usuarios.username, 'proteccion.civil'));
    const base = { ...formulario(), username: 'proteccion.civil', email: 'proteccion.civil@opb.gob.mx', areas: [{ id: 7, es_jefe: false }] };
    const edicion = base;
    expect((await admin.put(`/api/users/${du.id}`, { ...edicion, tipo_usuario: 'proteccion_civil' })).status).toBe(200);
    expect(await fila(admin, du.id)).toMatchObject({ tipo_usuario: 'proteccion_civil', nombre: 'LORENA' });
    expect((await admin.put(`/api/users/${du.id}`, { ...edicion, tipo_usuario: 'desarrollo_urbano' })).status).toBe(422);
    expect((await admin.post('/api/users', { ...formulario(), tipo_usuario: 'proteccion_civil' })).status).toBe(422);
  });

  it('only root and administrador reach the routes: a reviewer, an operativo and a taxpayer get 403, anonymous 401', async () => {
    const [du, op, t] = await Promise.all([entrar(e, 'desarrollo.urbano'), entrar(e, 'operativo'), contribuyenteConPerfil(e)]);
    const rutas: [string, string][] = [
      ['GET', '/api/users'],
      ['GET', '/api/users/areas'],
      ['GET', `/api/users/${adminId}`],
      ['GET', '/api/users/bitacora'],
      ['GET', `/api/users/${adminId}/bitacora`],
      ['POST', '/api/users'],
      ['PUT', `/api/users/${adminId}`],
      ['DELETE', `/api/users/${adminId}`],
      ['POST', `/api/users/${adminId}/activate`],
      ['POST', `/api/users/${adminId}/deactivate`],
      ['POST', `/api/users/${adminId}/enlace`],
    ];
    for (const [metodo, url] of rutas) {
      for (const c of [du, op, t]) {
        const r = await c.raw({ method: metodo as 'GET', url, ...(metodo === 'POST' || metodo === 'PUT' ? { payload: formulario() } : {}) });
        expect([r.statusCode, r.json().message], `${metodo} ${url}`).toEqual([403, 'Permiso denegado']);
      }
      expect((await cliente(e).raw({ method: metodo as 'GET', url })).statusCode, `${metodo} ${url}`).toBe(401);
    }
  });
});
