// spec 1 §5.3, §7.3 notifications; spec 1 §7.4 address catalogues; the operator mailbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, entrar, nuevoContribuyente, perfilFisica, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(async () => e?.cerrar());

describe('messages from a taxpayer to an area (spec 1 §5.3)', () => {
  it('are refused until the profile was sent to review, then reach the area\'s staff', async () => {
    const t = await nuevoContribuyente(e);
    const antes = await t.post('/api/contribuyentes/sendNotification/20', { message: 'Hola', areaId: 20, rfc: t.rfc, nombreContribuyente: 'X' });
    expect(antes.status).toBe(400);
    expect(antes.body.message).toBe('Para enviar una notificación, primero debe crear su perfil de contribuyente y enviar a revisión.');

    await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc));
    await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 });

    const vacio = await t.post('/api/contribuyentes/sendNotification/20', { message: '  ', areaId: 20 });
    expect(vacio.body.message).toBe('Por favor, llene todos los campos');
    const ok = await t.post('/api/contribuyentes/sendNotification/20', { message: '¿Qué requisitos necesito para abrir una tienda?', areaId: 20, rfc: t.rfc, nombreContribuyente: 'JUANA' });
    expect(ok.status).toBe(200);

    const licencias = await entrar(e, 'revisor.licencias');
    const recibidos = await licencias.get('/api/areas/20/mensajes');
    expect(recibidos.body.data[0]).toMatchObject({ message: '¿Qué requisitos necesito para abrir una tienda?', rfc: t.rfc, nombreContribuyente: 'JUANA PÉREZ CAAMAL' });
    const ajena = await entrar(e, 'proteccion.civil');
    expect((await ajena.get('/api/areas/20/mensajes')).status).toBe(403);
  });

  it('the areas offered: the spec\'s notification areas and every area a request passes through; a SARE taxpayer has Coordinación SARE and Licencias', async () => {
    const t = await nuevoContribuyente(e);
    const lic = (await t.get('/api/areas?mensajes=1')).body.data;
    expect(lic.map((a: { id: number }) => a.id).sort((x: number, y: number) => x - y)).toEqual([1, 6, 7, 8, 9, 20, 21, 27, 30]);
    await t.post('/api/contribuyentes/onboarding', { pregunta1: 1, pregunta2: false });
    const sare = (await t.get('/api/areas?mensajes=1')).body.data as { id: number; nombre: string }[];
    expect(sare.map((a) => a.nombre)).toEqual(
      expect.arrayContaining(['Padrón de Contribuyentes', 'Licencias de Funcionamiento', 'Coordinación SARE', 'Residuos Sólidos', 'Fiscalización', 'Tesorería']),
    );
    // Elsewhere the licensing area keeps the spec's name for a SARE taxpayer.
    expect((await t.get('/api/areas')).body.data.find((a: { id: number }) => a.id === 20).nombre).toBe('Coordinación SARE');
  });
});

describe('in-app notifications (spec 1 §7.3)', () => {
  it('mark one read, then all read; never another person\'s', async () => {
    const t = await nuevoContribuyente(e);
    await t.put(`/api/contribuyentes/${t.contribuyenteId}`, perfilFisica(t.rfc));
    await t.post(`/api/contribuyentes/${t.contribuyenteId}/changestatus`, { estatus: 10 });
    const [n] = (await t.get(`/api/notificaciones/${t.userId}`)).body.data;
    expect(n).toMatchObject({ read_at: null, data: { encabezado: 'Perfil enviado a revisión' } });
    const otro = await nuevoContribuyente(e);
    expect((await otro.post(`/api/notificacion/${otro.userId}/${n.id}`)).status).toBe(403);
    expect((await otro.post(`/api/notificacion/${t.userId}/${n.id}`)).status).toBe(403);
    expect((await t.post(`/api/notificacion/${t.userId}/${n.id}`)).status).toBe(200);
    expect((await t.get(`/api/notificaciones/${t.userId}`)).body.data[0].read_at).not.toBeNull();
    expect((await t.post(`/api/notificaciones/${t.userId}/leer-todas`)).status).toBe(200);
  });
});

describe('address catalogues (spec 1 §7.4)', () => {
  it('walk entidad → municipio → localidad → colonia → calle, and look up a postal code', async () => {
    const t = await nuevoContribuyente(e);
    expect((await t.get('/api/cat/entidades')).body.data).toEqual([{ id: 23, label: 'QUINTANA ROO' }]);
    expect((await t.get('/api/cat/23/municipios')).body.data).toEqual([{ id: 4, label: 'OTHÓN P. BLANCO' }]);
    const locs = (await t.get('/api/cat/23/4/localidades')).body.data;
    expect(locs.find((l: { label: string }) => l.label === 'CHETUMAL')).toBeTruthy();
    const cp = (await t.get('/api/cat/cp/77000')).body.data;
    expect(cp).toMatchObject({ id_localidad: 1, cve_ent: '23', cve_mun: '004', cve_loc: '0001' });
    expect(cp.colonias[0].label).toBe('CENTRO');
    const calles = (await t.get(`/api/cat/calles/${cp.colonias[0].id}`)).body.data;
    expect(calles.map((c: { label: string }) => c.label)).toContain('AV. HÉROES');
    expect((await t.get('/api/cat/cp/99999')).body.success).toBe(false);
    expect((await t.get('/api/cat/cp/123')).status).toBe(422);
  });
});

describe('operator mailbox', () => {
  it('root reads the outbox; a taxpayer or a reviewer cannot', async () => {
    const root = await entrar(e, 'root');
    const r = await root.get('/api/correos');
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveProperty('last_page');
    expect((await (await nuevoContribuyente(e)).get('/api/correos')).status).toBe(403);
    expect((await (await entrar(e, 'revisor.padron')).get('/api/correos')).status).toBe(403);
  });
});
