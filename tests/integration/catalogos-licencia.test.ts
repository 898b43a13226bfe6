// The licence form's catalogue calls (spec 1 §7.4): envelope, items {id, label} plus extras,
// authentication, and the answers for unknown ids. No Temporal worker is needed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliente, nuevoContribuyente, type Entorno, crearEntorno } from './harness';

let e: Entorno;
let t: Awaited<ReturnType<typeof nuevoContribuyente>>;
beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
  t = await nuevoContribuyente(e);
});
afterAll(async () => e?.cerrar());

const RUTAS_GET = [
  '/api/giroactividades',
  '/api/giroactividades/12',
  '/api/tipopropiedades/list',
  '/api/tipopropiedades/listanuncios',
  '/api/categorias/list',
  '/api/tipolocales',
  '/api/tipolocales/subtipos/2',
  '/api/cat/subtipolocal',
  '/api/actividadeconomicas/list',
  '/api/actividadeconomicassecundarias/list',
  '/api/meses',
];

describe('licence-form catalogues (spec 1 §7.4)', () => {
  it('like the address catalogues, every call needs a session (401 without a token)', async () => {
    for (const url of RUTAS_GET) {
      const r = await cliente(e).get(url);
      expect(r.status, url).toBe(401);
      expect(r.body).toMatchObject({ success: false, message: 'Token de sesión inválido' });
    }
    expect((await cliente(e).post('/api/giroactividades/multiples', { giro_actividades_ids: [1] })).status).toBe(401);
  });

  it('every call answers {success, message, data}', async () => {
    for (const url of RUTAS_GET) {
      const r = await t.get(url);
      expect(r.status, url).toBe(200);
      expect(r.body, url).toMatchObject({ success: true, message: '' });
      expect(r.body.data, url).toBeTruthy();
    }
  });

  it('GET giroactividades: every activity with nombre and req_patente, alphabetical', async () => {
    const r = await t.get('/api/giroactividades');
    expect(r.body.data.length).toBeGreaterThanOrEqual(40);
    const labels = r.body.data.map((g: any) => g.label);
    expect(labels).toEqual([...labels].sort((a: string, b: string) => a.localeCompare(b, 'es')));
    expect(r.body.data).toContainEqual({ id: 11, label: 'RESTAURANTE BAR', nombre: 'RESTAURANTE BAR', req_patente: 'SI', riesgo: 'alto', sare: false });
    expect(r.body.data).toContainEqual({ id: 23, label: 'PAPELERÍA', nombre: 'PAPELERÍA', req_patente: 'NO', riesgo: 'bajo', sare: true });
  });

  it('GET giroactividades/{id}: one activity; 404 for an unknown id, 422 for a non-number', async () => {
    expect((await t.get('/api/giroactividades/12')).body.data).toEqual({ id: 12, label: 'HOTEL', nombre: 'HOTEL', req_patente: 'NO', riesgo: 'medio', sare: true });
    const no = await t.get('/api/giroactividades/9999');
    expect(no.status).toBe(404);
    expect(no.body.success).toBe(false);
    const mal = await t.get('/api/giroactividades/hotel');
    expect(mal.status).toBe(422);
    expect(mal.body.message).toBe('Los datos enviados son inválidos');
  });

  it('POST giroactividades/multiples: the chosen activities in order, repeats and unknown ids dropped', async () => {
    const r = await t.post('/api/giroactividades/multiples', { giro_actividades_ids: [14, 10, 14, 9999] });
    expect(r.status).toBe(200);
    expect(r.body.data.map((g: any) => [g.id, g.req_patente])).toEqual([
      [14, 'SI'],
      [10, 'NO'],
    ]);
    expect((await t.post('/api/giroactividades/multiples', { giro_actividades_ids: [] })).body.data).toEqual([]);
    expect((await t.post('/api/giroactividades/multiples', {})).status).toBe(422);
  });

  it('GET tipopropiedades/list and /listanuncios', async () => {
    expect((await t.get('/api/tipopropiedades/list')).body.data).toEqual([
      { id: 1, label: 'Propio' },
      { id: 2, label: 'Arrendado' },
      { id: 3, label: 'Comodato' },
      { id: 4, label: 'Terreno baldío' },
    ]);
    expect((await t.get('/api/tipopropiedades/listanuncios')).body.data).toEqual([
      { id: 1, label: 'Propio' },
      { id: 2, label: 'Arrendado' },
    ]);
  });

  it('GET categorias/list: 3 is Sucursal', async () => {
    const r = await t.get('/api/categorias/list');
    expect(r.body.data).toContainEqual({ id: 3, label: 'Sucursal' });
    expect(r.body.data).toHaveLength(4);
  });

  it('GET tipolocales: the 11 local types, 111 included', async () => {
    const r = await t.get('/api/tipolocales');
    expect(r.body.data.map((x: any) => x.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 111]);
    expect(r.body.data).toContainEqual({ id: 111, label: 'Domicilio comercial' });
  });

  it("GET tipolocales/subtipos/{id}: Chetumal's markets; none for an unknown type", async () => {
    const r = await t.get('/api/tipolocales/subtipos/2');
    expect(r.body.data).toContainEqual({ id: 201, label: 'Mercado Lázaro Cárdenas del Río', tipo_local_id: 2 });
    expect(r.body.data.every((x: any) => x.tipo_local_id === 2)).toBe(true);
    expect((await t.get('/api/tipolocales/subtipos/77')).body.data).toEqual([]);
  });

  it('GET cat/subtipolocal: every subtype with its type', async () => {
    const r = await t.get('/api/cat/subtipolocal');
    const tipos = new Set(r.body.data.map((x: any) => x.tipo_local_id));
    expect(tipos).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 111]));
    expect(r.body.data).toContainEqual({ id: 301, label: 'Plaza Las Américas', tipo_local_id: 3 });
  });

  it('GET actividadeconomicas/list and …secundarias/list: items with id_giro, d_giro, descripcion, req_patente', async () => {
    for (const url of ['/api/actividadeconomicas/list', '/api/actividadeconomicassecundarias/list']) {
      const r = await t.get(url);
      expect(r.body.data).toContainEqual({ id: 3, label: 'MINISUPER CON VENTA DE CERVEZA', id_giro: 3, d_giro: 'MINISUPER CON VENTA DE CERVEZA', descripcion: 'MINISUPER CON VENTA DE CERVEZA', req_patente: 'SI' });
    }
  });

  it('GET meses: 01 to 12 in Spanish', async () => {
    const r = await t.get('/api/meses');
    expect(r.body.data).toHaveLength(12);
    expect(r.body.data[0]).toEqual({ id: '01', label: 'Enero' });
    expect(r.body.data[11]).toEqual({ id: '12', label: 'Diciembre' });
  });

  it('the address catalogues are still served', async () => {
    const r = await t.get('/api/cat/entidades');
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
  });
});
