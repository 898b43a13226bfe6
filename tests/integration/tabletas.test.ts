// The field tablets (spec 3 §7.8 'Tramite', §2.9, §6) on real PostgreSQL: the demo seed
// (five tablets, the brigadista holding TAB-OPB-001, the profesionista without one), every path with
// its messages and audit rows, the rules of an assignment (only a profesionista or brigadista, one
// tablet each, a held tablet refused), two assignments at once (one wins), who may call each route
// (root and administrador; everyone else 403, anonymous 401), and a taxpayer's establishments
// (the owner, root, staff with a task about the taxpayer).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bitacoraUsuarios, establecimientos, licencias, tabletas, tareas, usuarios } from '../../db/schema';
import { sembrar } from '../../db/seed';
import { TABLETAS_DEMO } from '../../db/seed-data/tabletas';
import { ACCION_BITACORA } from '../../domain/usuarios/bitacora';
import { MSG_USUARIOS } from '../../domain/usuarios/mensajes';
import { MSG_TABLETAS } from '../../api/tabletas/tabletas.schemas';
import { cliente, contribuyenteConPerfil, crearEntorno, entrar, formularioLicencia, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
}, 300_000);
afterAll(async () => e?.cerrar());

type Cliente = ReturnType<typeof cliente>;
interface Cuenta {
  id: number;
  nombre_completo: string;
  username: string;
  tipo_usuario: string;
}
interface Tableta {
  id: number;
  serie: string;
  descripcion: string;
  asignada_at: string | null;
  usuario: Cuenta | null;
}

const ALL = '/api/tramite/all';
const NO_TABLET = '/api/tramite/no-tablet';
const NO_UNIT = '/api/tramite/no-unit';
const unidad = (id: number) => `/api/tramite/unit/${id}`;
const asignar = (id: number, unitId: number) => `/api/tramite/${id}/unit/${unitId}`;
const quitar = (id: number) => `/api/tramite/${id}/remove-unit`;

/** A staff account written straight to the table (the users' API is another helper's). */
async function cuenta(rol: string, extra: Partial<typeof usuarios.$inferInsert> = {}): Promise<number> {
  const s = randomBytes(4).toString('hex');
  const [u] = await e.db.db
    .insert(usuarios)
    .values({ username: `${rol}.${s}`, email: `${rol}.${s}@opb.gob.mx`, passwordHash: 'x', rol, nombre: 'ANA', apellido1: 'PRUEBA', apellido2: s.toUpperCase(), ...extra })
    .returning({ id: usuarios.id });
  return u.id;
}
async function tableta(): Promise<number> {
  const [t] = await e.db.db
    .insert(tabletas)
    .values({ serie: `TAB-T-${randomBytes(4).toString('hex').toUpperCase()}` })
    .returning({ id: tabletas.id });
  return t.id;
}
const bitacora = (usuarioId: number) => e.db.db.select().from(bitacoraUsuarios).where(eq(bitacoraUsuarios.usuarioId, usuarioId)).orderBy(bitacoraUsuarios.id);

describe('tablets', () => {
  let admin: Awaited<ReturnType<typeof entrar>>;
  let root: Awaited<ReturnType<typeof entrar>>;
  let brigadistaId: number;
  let profesionistaId: number;

  beforeAll(async () => {
    [admin, root] = await Promise.all([entrar(e, 'admin'), entrar(e, 'root')]);
    const id = async (username: string) => (await e.db.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, username)))[0].id;
    [brigadistaId, profesionistaId] = await Promise.all([id('brigadista'), id('profesionista')]);
  }, 60_000);

  it('seeds five tablets, the brigadista holding TAB-OPB-001 and the profesionista (DIF Municipal) without one', async () => {
    const todas = await admin.get<Tableta[]>(ALL);
    expect(todas.status).toBe(200);
    const demo = todas.body.data.filter((t) => t.serie.startsWith('TAB-OPB-'));
    expect(demo.map((t) => t.serie)).toEqual(TABLETAS_DEMO.map((t) => t.serie));
    expect(demo[0]).toMatchObject({
      serie: 'TAB-OPB-001',
      usuario: { id: brigadistaId, nombre_completo: 'Juan Caamal Pool', username: 'brigadista', tipo_usuario: 'brigadista' },
    });
    expect(demo[0].asignada_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(demo.slice(1).every((t) => t.usuario === null && t.asignada_at === null)).toBe(true);

    const [p] = await e.db.db.select().from(usuarios).where(eq(usuarios.id, profesionistaId));
    expect(p).toMatchObject({ rol: 'profesionista', nombre: 'Elena', apellido1: 'Ramírez', servicioId: 1, institucion: 'DIF Municipal', estatus: 1 });
    // Both demo accounts sign in with the demo password.
    await Promise.all([entrar(e, 'brigadista'), entrar(e, 'profesionista')]);

    const libres = (await admin.get<{ id: number; serie: string; descripcion: string }[]>(NO_UNIT)).body.data;
    expect(libres.map((t) => t.serie)).toEqual(expect.arrayContaining(['TAB-OPB-002', 'TAB-OPB-003', 'TAB-OPB-004', 'TAB-OPB-005']));
    expect(libres.map((t) => t.serie)).not.toContain('TAB-OPB-001');
    expect(Object.keys(libres[0]).sort()).toEqual(['descripcion', 'id', 'serie']);

    const sin = (await root.get<Cuenta[]>(NO_TABLET)).body.data;
    expect(sin).toContainEqual({ id: profesionistaId, nombre_completo: 'Elena Ramírez Sosa', username: 'profesionista', tipo_usuario: 'profesionista' });
    expect(sin.map((c) => c.id)).not.toContain(brigadistaId);
    // Only profesionistas and brigadistas may hold one.
    expect(sin.every((c) => ['profesionista', 'brigadista'].includes(c.tipo_usuario))).toBe(true);

    const suya = await admin.get(unidad(brigadistaId));
    expect(suya.status).toBe(200);
    expect(suya.body.data).toMatchObject({ serie: 'TAB-OPB-001', descripcion: TABLETAS_DEMO[0].descripcion });
    expect((await admin.get(unidad(profesionistaId))).body).toMatchObject({ success: true, data: null });
  });

  it('GET unit/{id} of no internal account: 404 (a taxpayer, an unknown id)', async () => {
    const t = await contribuyenteConPerfil(e);
    for (const id of [t.userId, 999_999_999]) {
      const r = await admin.get(unidad(id));
      expect(r.status, String(id)).toBe(404);
      expect(r.body.message).toBe(MSG_USUARIOS.noEncontrado);
    }
  });

  it('assigns a free tablet and unlinks it, each with its message and audit row; the lists follow', async () => {
    const libre = (await admin.get<{ id: number; serie: string }[]>(NO_UNIT)).body.data.find((t) => t.serie === 'TAB-OPB-002')!;
    const r = await admin.post(asignar(profesionistaId, libre.id));
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, message: MSG_USUARIOS.tabletaAsignada, data: null });
    expect((await admin.get(unidad(profesionistaId))).body.data).toMatchObject({ id: libre.id, serie: 'TAB-OPB-002' });
    expect((await admin.get<{ id: number }[]>(NO_UNIT)).body.data.map((t) => t.id)).not.toContain(libre.id);
    expect((await admin.get<Cuenta[]>(NO_TABLET)).body.data.map((c) => c.id)).not.toContain(profesionistaId);
    expect((await root.get<Tableta[]>(ALL)).body.data.find((t) => t.id === libre.id)?.usuario?.username).toBe('profesionista');

    const quita = await root.post(quitar(profesionistaId));
    expect(quita.status).toBe(200);
    expect(quita.body).toEqual({ success: true, message: MSG_USUARIOS.tabletaDesvinculada, data: null });
    expect((await admin.get(unidad(profesionistaId))).body.data).toBeNull();
    expect((await admin.get<{ id: number }[]>(NO_UNIT)).body.data.map((t) => t.id)).toContain(libre.id);
    expect((await admin.get<Cuenta[]>(NO_TABLET)).body.data.map((c) => c.id)).toContain(profesionistaId);
    const [fila] = await e.db.db.select().from(tabletas).where(eq(tabletas.id, libre.id));
    expect(fila).toMatchObject({ usuarioId: null, asignadaAt: null });

    const otra = await root.post(quitar(profesionistaId));
    expect(otra.status).toBe(400);
    expect(otra.body.message).toBe(MSG_USUARIOS.sinTableta);

    const [adminId, rootId] = [admin.userId, root.userId];
    const trail = await bitacora(profesionistaId);
    expect(trail.map((b) => ({ actorId: b.actorId, accion: b.accion, detalle: b.detalle }))).toEqual([
      { actorId: adminId, accion: ACCION_BITACORA.TABLETA_ASIGNADA, detalle: { tableta: [null, 'TAB-OPB-002'] } },
      { actorId: rootId, accion: ACCION_BITACORA.TABLETA_DESVINCULADA, detalle: { tableta: ['TAB-OPB-002', null] } },
    ]);
  });

  it('refuses an account that is no profesionista or brigadista, a second tablet, a held tablet, unknown ids', async () => {
    const analista = await cuenta('analista');
    const t1 = await tableta();
    const tipo = await admin.post(asignar(analista, t1));
    expect(tipo.status).toBe(400);
    expect(tipo.body.message).toBe(MSG_USUARIOS.tipoSinTableta);
    expect((await root.post(asignar(root.userId, t1))).body.message).toBe(MSG_USUARIOS.tipoSinTableta);

    const held = (await admin.get<Tableta[]>(ALL)).body.data.find((t) => t.serie === 'TAB-OPB-001')!;
    const b = await cuenta('brigadista');
    const ocupada = await admin.post(asignar(b, held.id));
    expect(ocupada.status).toBe(400);
    expect(ocupada.body.message).toBe(MSG_USUARIOS.tabletaOcupada);

    const ya = await admin.post(asignar(brigadistaId, t1));
    expect(ya.status).toBe(400);
    expect(ya.body.message).toBe(MSG_USUARIOS.yaTieneTableta);
    // Its own tablet again is a second one too.
    expect((await admin.post(asignar(brigadistaId, held.id))).body.message).toBe(MSG_USUARIOS.yaTieneTableta);

    const t = await contribuyenteConPerfil(e);
    for (const [url, msg] of [
      [asignar(b, 999_999_999), MSG_TABLETAS.noEncontrada],
      [asignar(999_999_999, t1), MSG_USUARIOS.noEncontrado],
      [asignar(t.userId, t1), MSG_USUARIOS.noEncontrado],
      [quitar(999_999_999), MSG_USUARIOS.noEncontrado],
      [quitar(t.userId), MSG_USUARIOS.noEncontrado],
    ] as const) {
      const r = await admin.post(url);
      expect(r.status, url).toBe(404);
      expect(r.body.message, url).toBe(msg);
    }
    // A deleted account is given nothing, as if gone.
    const borrado = await cuenta('brigadista', { eliminadoAt: new Date(), estatus: 0 });
    expect((await admin.post(asignar(borrado, t1))).status).toBe(404);
    // Nothing was written by the refusals.
    const [libre] = await e.db.db.select().from(tabletas).where(eq(tabletas.id, t1));
    expect(libre.usuarioId).toBeNull();
    expect(await bitacora(b)).toEqual([]);
    expect(await bitacora(analista)).toEqual([]);
  });

  it('no-tablet leaves out disabled and deleted accounts', async () => {
    const activa = await cuenta('profesionista', { servicioId: 2 });
    const inactiva = await cuenta('brigadista', { estatus: 0 });
    const borrada = await cuenta('profesionista', { eliminadoAt: new Date(), estatus: 0 });
    const ids = (await admin.get<Cuenta[]>(NO_TABLET)).body.data.map((c) => c.id);
    expect(ids).toContain(activa);
    expect(ids).not.toContain(inactiva);
    expect(ids).not.toContain(borrada);
  });

  it('two assignments at once: of one tablet to two accounts, and of two tablets to one account, only one wins', async () => {
    for (let ronda = 0; ronda < 5; ronda++) {
      const [b1, b2, t1] = [await cuenta('brigadista'), await cuenta('brigadista'), await tableta()];
      const rs = await Promise.all([admin.post(asignar(b1, t1)), root.post(asignar(b2, t1))]);
      expect(rs.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(rs.find((r) => r.status === 400)!.body.message).toBe(MSG_USUARIOS.tabletaOcupada);
      const [fila] = await e.db.db.select().from(tabletas).where(eq(tabletas.id, t1));
      expect([b1, b2]).toContain(fila.usuarioId);

      const [b3, ta, tb] = [await cuenta('profesionista'), await tableta(), await tableta()];
      const rs2 = await Promise.all([admin.post(asignar(b3, ta)), root.post(asignar(b3, tb))]);
      expect(rs2.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(rs2.find((r) => r.status === 400)!.body.message).toBe(MSG_USUARIOS.yaTieneTableta);
      expect(await e.db.db.select().from(tabletas).where(eq(tabletas.usuarioId, b3))).toHaveLength(1);
      expect((await bitacora(b3)).map((x) => x.accion)).toEqual([ACCION_BITACORA.TABLETA_ASIGNADA]);
    }
  });

  it('registers a tablet in the inventory, free; refuses a serial number already registered and an empty one', async () => {
    const serie = `tab-nueva-${randomBytes(3).toString('hex')}`;
    const r = await admin.post<{ id: number; serie: string; descripcion: string }>('/api/tramite', { serie: ` ${serie} `, descripcion: 'iPad 9' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(MSG_TABLETAS.registrada);
    expect(r.body.data).toEqual({ id: expect.any(Number), serie: serie.toUpperCase(), descripcion: 'iPad 9' });
    expect((await admin.get<{ id: number }[]>(NO_UNIT)).body.data.map((t) => t.id)).toContain(r.body.data.id);

    const doble = await root.post('/api/tramite', { serie });
    expect(doble.status).toBe(400);
    expect(doble.body.message).toBe(MSG_TABLETAS.serieOcupada);
    const vacia = await admin.post('/api/tramite', { serie: '   ' });
    expect(vacia.status).toBe(422);
    expect(JSON.stringify(vacia.body)).toContain(MSG_TABLETAS.serieRequerida);
    const sinDescripcion = await root.post<{ descripcion: string }>('/api/tramite', { serie: `${serie}-b` });
    expect(sinDescripcion.body.data.descripcion).toBe('');
  });

  it('only root and administrador: a taxpayer, reviewers, operativo, catálogos and the brigadista 403; anonymous 401', async () => {
    const [t1] = await e.db.db.select({ id: tabletas.id }).from(tabletas).limit(1);
    const llamadas: [string, (c: Cliente) => Promise<{ status: number }>][] = [
      [ALL, (c) => c.get(ALL)],
      [NO_TABLET, (c) => c.get(NO_TABLET)],
      [NO_UNIT, (c) => c.get(NO_UNIT)],
      ['unit', (c) => c.get(unidad(brigadistaId))],
      ['assign', (c) => c.post(asignar(profesionistaId, t1.id))],
      ['remove', (c) => c.post(quitar(brigadistaId))],
      ['register', (c) => c.post('/api/tramite', { serie: 'TAB-NO-DEBE' })],
    ];
    const quienes = await Promise.all([contribuyenteConPerfil(e), ...['coordinacion.sare', 'revisor.padron', 'operativo', 'catalogos', 'brigadista', 'profesionista'].map((u) => entrar(e, u))]);
    const anonimo = cliente(e);
    for (const [que, llamar] of llamadas) {
      for (const c of quienes) expect((await llamar(c)).status, `${que} ${c.sesion?.user?.username ?? c.userId}`).toBe(403);
      expect((await llamar(anonimo)).status, `${que} anónimo`).toBe(401);
    }
    // Refused before the body is read.
    expect((await quienes[0].post('/api/tramite', { serie: 5 })).status).toBe(403);
    // Nothing changed.
    expect((await admin.get(unidad(brigadistaId))).body.data.serie).toBe('TAB-OPB-001');
    expect((await admin.get(unidad(profesionistaId))).body.data).toBeNull();
    expect(await e.db.db.select().from(tabletas).where(eq(tabletas.serie, 'TAB-NO-DEBE'))).toEqual([]);
  });

  it("a taxpayer's establishments: the owner, root and staff with a task about the taxpayer; a closed one is left out", async () => {
    const t = await contribuyenteConPerfil(e);
    const altas = [];
    for (const nombre of ['TIENDA LA ESQUINA', 'PAPELERÍA EL SOL']) {
      const r = await t.post('/api/establecimientos', formularioLicencia({ nombre_comercial: nombre }));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      altas.push({ id: r.body.data.id as number, nombre });
    }
    await e.db.db.update(establecimientos).set({ baja: true }).where(eq(establecimientos.id, altas[1].id));
    const url = `/api/tramite/contribuyente/${t.contribuyenteId}`;
    const propia = await t.get<{ locaciones: { id: number; nombre: string; clave_catastral: string; domicilio: string }[] }>(url);
    expect(propia.status).toBe(200);
    expect(propia.body.data.locaciones).toEqual([{ id: altas[0].id, nombre: 'TIENDA LA ESQUINA', clave_catastral: expect.any(String), domicilio: expect.any(String) }]);
    expect(propia.body.data.locaciones[0].domicilio.length).toBeGreaterThan(3);
    expect((await root.get(url)).body.data).toEqual(propia.body.data);

    const du = await entrar(e, 'desarrollo.urbano');
    const otro = await contribuyenteConPerfil(e);
    for (const c of [otro, du, admin]) expect((await c.get(url)).status).toBe(403);
    expect((await cliente(e).get(url)).status).toBe(401);
    // A task of Desarrollo Urbano about the taxpayer lets its staff read them.
    const [lic] = await e.db.db.select().from(licencias).where(eq(licencias.locacionId, altas[0].id));
    await e.db.db.insert(tareas).values({
      workflowId: `prueba-tabletas-${lic.solicitudId}`,
      procedimiento: 'licencia',
      paso: 'revision',
      areaId: 6,
      titulo: 'Revisión',
      folio: 'F-TAB',
      contribuyenteId: t.contribuyenteId!,
      solicitudId: lic.solicitudId,
      locacionId: altas[0].id,
    });
    expect((await du.get(url)).body.data).toEqual(propia.body.data);
    expect((await entrar(e, 'proteccion.civil').then((c) => c.get(url))).status).toBe(403);
    const nadie = await root.get('/api/tramite/contribuyente/999999999');
    expect(nadie.status).toBe(404);
    expect(nadie.body.message).toBe(MSG_TABLETAS.contribuyenteNoEncontrado);
    expect((await t.get('/api/tramite/contribuyente/999999999')).status).toBe(403);
  });

  it('the seed runs again: nothing doubles, an unlinked demo tablet stays free', async () => {
    await root.post(quitar(brigadistaId));
    await sembrar(e.config.DATABASE_URL, { demo: true });
    const demo = (await admin.get<Tableta[]>(ALL)).body.data.filter((t) => t.serie.startsWith('TAB-OPB-'));
    expect(demo).toHaveLength(TABLETAS_DEMO.length);
    expect(demo.every((t) => t.usuario === null)).toBe(true);
    expect(await e.db.db.select().from(usuarios).where(and(eq(usuarios.rol, 'brigadista'), eq(usuarios.username, 'brigadista')))).toHaveLength(1);
  }, 60_000);
});
