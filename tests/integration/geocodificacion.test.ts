// spec 1 §7.6 (a click on the map geocodes to set latitude, longitude and address), §8 ('No
// results found', 'Geocoder failed due to: {status}'): GET /api/geocodificacion/reversa against the
// simulated maps service on a loopback port (harness.ts), and against a service that misbehaves.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { crearDeps } from '../../api/deps';
import { crearGeocodificadorHttp } from '../../activities/adapters/geocodificador';
import { cliente, contribuyenteConPerfil, crearEntorno, entrar, type Entorno } from './harness';

const RUTA = '/api/geocodificacion/reversa';
const HEROES_112 = `${RUTA}?lat=18.5036&lng=-88.2961`;
const BAHIA = `${RUTA}?lat=18.485&lng=-88.29`;

let e: Entorno;
let token: string;

beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
  token = (await contribuyenteConPerfil(e)).token!;
});
afterAll(async () => e?.cerrar());

describe('GET /api/geocodificacion/reversa with the simulated maps service', () => {
  it('401 without a session: anonymous callers do not spend the maps service', async () => {
    const r = await cliente(e).get(HEROES_112);
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Token de sesión inválido');
  });

  it("a point on a street: its address with the catalogue's ids and labels and the house number", async () => {
    const r = await cliente(e, token).get(HEROES_112);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      success: true,
      message: '',
      data: {
        estado: 'OK',
        direccion: { codigo_postal: '77000', localidad_id: 1, localidad: 'CHETUMAL', colonia_id: 1, colonia: 'CENTRO', calle_id: 100, calle: 'AV. HÉROES', numero_exterior: '112' },
      },
    });
    // The selects list exactly these: the colonia under the postal code, the street under the colonia.
    const cp = await cliente(e, token).get('/api/cat/cp/77000');
    expect(cp.body.data.colonias).toContainEqual({ id: 1, label: 'CENTRO' });
    expect((await cliente(e, token).get('/api/cat/calles/1')).body.data).toContainEqual({ id: 100, label: 'AV. HÉROES' });
  });

  it("another colonia of the city, and a street without numbers: numero_exterior null", async () => {
    const bosque = await cliente(e, token).get(`${RUTA}?lat=18.5141&lng=-88.3003`);
    expect(bosque.body.data.direccion).toMatchObject({ codigo_postal: '77019', colonia: 'DEL BOSQUE', calle: 'AV. VENUSTIANO CARRANZA', numero_exterior: '233' });
    const maxuxac = await cliente(e, token).get(`${RUTA}?lat=18.5302&lng=-88.3151`);
    expect(maxuxac.body.data.direccion).toMatchObject({ colonia: 'LAGUNITAS', calle: 'AV. MAXUXAC', numero_exterior: null });
  });

  it("a point with no known street near it: 200, success false, 'No results found' (spec 1 §8)", async () => {
    const r = await cliente(e, token).get(BAHIA);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: false, message: 'No results found', data: { estado: 'ZERO_RESULTS', direccion: null } });
  });

  it('staff open the same map: any session may ask', async () => {
    const root = await entrar(e, 'root');
    expect((await root.get(HEROES_112)).body.data.estado).toBe('OK');
  });

  it('a point that is not one: 422 in Spanish', async () => {
    for (const q of ['lat=abc&lng=-88.3', 'lat=18.5', 'lat=91&lng=-88.3', 'lat=18.5&lng=-181']) {
      const r = await cliente(e, token).get(`${RUTA}?${q}`);
      expect(r.status, q).toBe(422);
      expect(r.body.message, q).toBe('Los datos enviados son inválidos');
    }
  });
});

describe('GET /api/geocodificacion/reversa when the maps service misbehaves', () => {
  /** What the fake maps service does with the next call. */
  let responder: (reply: import('fastify').FastifyReply) => unknown = () => ({});
  let falso: FastifyInstance;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const pedir = async (url = HEROES_112) => {
    const r = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    return { status: r.statusCode, body: r.json() };
  };
  const heroes = { codigo_postal: '77000', localidad_id: 1, localidad: 'CHETUMAL', colonia_id: 1, colonia: 'CENTRO', calle_id: 100, calle: 'AV. HÉROES', numero_exterior: '112' };

  beforeAll(async () => {
    falso = Fastify({ logger: false });
    falso.get('/geocodificador/reversa', async (_req, reply) => responder(reply));
    const url = await falso.listen({ host: '127.0.0.1', port: 0 });
    // The same database and sessions, another geocoder: one with a short timeout, so TIMEOUT takes 200 ms.
    app = await buildApp({ ...e.deps, geocodificador: crearGeocodificadorHttp({ url, token: 't', timeoutMs: 200 }) }, { logger: false, respuestasEstrictas: true });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await falso?.close();
  });

  it("the catalogue's labels and postal code are what the form shows, whatever the service spells", async () => {
    responder = () => ({ ...heroes, codigo_postal: '77001', calle: 'HEROES', colonia: 'Centro' });
    expect((await pedir()).body.data.direccion).toEqual(heroes);
  });

  it("a street the catalogue does not have, or has in another colonia, is 'No results found', never a half-filled form", async () => {
    for (const otra of [{ ...heroes, calle_id: 99_999 }, { ...heroes, colonia_id: 2 }, { ...heroes, localidad_id: 2 }]) {
      responder = () => otra;
      const r = await pedir();
      expect(r.status, JSON.stringify(otra)).toBe(200);
      expect(r.body, JSON.stringify(otra)).toEqual({ success: false, message: 'No results found', data: { estado: 'ZERO_RESULTS', direccion: null } });
    }
  });

  it("the service failing is 503 'Geocoder failed due to: {status}' with the status (spec 1 §8)", async () => {
    const casos: [(reply: import('fastify').FastifyReply) => unknown, string][] = [
      [(reply) => reply.code(500).send({ mensaje: 'falla' }), 'ERROR'],
      [(reply) => reply.code(401).send({ mensaje: 'token' }), 'REQUEST_DENIED'],
      [(reply) => reply.code(429).send({ mensaje: 'cuota' }), 'OVER_QUERY_LIMIT'],
      [() => new Promise(() => {}), 'TIMEOUT'],
      [() => ({ codigo_postal: '77000' }), 'ERROR'],
    ];
    for (const [comportamiento, estado] of casos) {
      responder = comportamiento;
      const r = await pedir();
      expect(r.status, estado).toBe(503);
      expect(r.body, estado).toEqual({ success: false, message: `Geocoder failed due to: ${estado}`, data: { estado, direccion: null } });
    }
  });

  it('without GEOCODER_URL and outside a demonstration there is no geocoder: REQUEST_DENIED, nothing simulated', async () => {
    const deps = await crearDeps({ ...e.config, GEOCODER_URL: undefined, SIM: true, DEMO: false }, e.db);
    const sinGeo = await buildApp(deps, { logger: false, respuestasEstrictas: true });
    try {
      const r = await sinGeo.inject({ method: 'GET', url: HEROES_112, headers: { authorization: `Bearer ${token}` } });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toEqual({ success: false, message: 'Geocoder failed due to: REQUEST_DENIED', data: { estado: 'REQUEST_DENIED', direccion: null } });
      // and the demo streets are not served under /sim
      expect((await sinGeo.inject({ method: 'GET', url: '/sim/geocodificador/reversa?lat=18.5036&lng=-88.2961', headers: { authorization: 'Bearer sim-token' } })).statusCode).toBe(404);
    } finally {
      await sinGeo.close();
      await deps.cerrar();
    }
  });
});
