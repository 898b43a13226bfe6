// spec 1 §7.6 (a click on the map geocodes to an address), §8 ('No results found', 'Geocoder failed
// due to: {status}'): the simulated maps service, and the HTTP adapter the API uses against it
// or against the real one, listening on 127.0.0.1 as a real service would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import geocodificadorSimPlugin from './geocodificador.plugin';
import {
  configGeocodificadorDesdeEnv,
  crearGeocodificadorHttp,
  FalloGeocodificador,
  geocodificadorNoConfigurado,
  TIMEOUT_GEOCODIFICADOR_MS,
} from '../activities/adapters/geocodificador';

const TOKEN = 'token-de-prueba';
const HEROES_112 = { lat: 18.5036, lng: -88.2961 };
const BAHIA = { lat: 18.485, lng: -88.29 };

let sim: FastifyInstance;
let url: string;

beforeAll(async () => {
  sim = Fastify({ logger: false });
  await sim.register(geocodificadorSimPlugin, { prefix: '/sim', token: TOKEN });
  url = `${await sim.listen({ host: '127.0.0.1', port: 0 })}/sim`;
});
afterAll(async () => sim.close());

/** A one-route service on a free loopback port that answers what the test needs. */
async function servicio(responder: (reply: import('fastify').FastifyReply) => unknown): Promise<{ url: string; cerrar: () => Promise<void> }> {
  const s = Fastify({ logger: false });
  s.get('/geocodificador/reversa', async (_req, reply) => responder(reply));
  const direccion = await s.listen({ host: '127.0.0.1', port: 0 });
  return { url: direccion, cerrar: () => s.close() };
}

async function falloDe(p: Promise<unknown>): Promise<FalloGeocodificador> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(FalloGeocodificador);
  return e as FalloGeocodificador;
}

describe('sim/geocodificador.plugin', () => {
  const pedir = (q: string, token: string | null = TOKEN) =>
    sim.inject({ method: 'GET', url: `/sim/geocodificador/reversa?${q}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('answers the nearest street of a point with its catalogue ids, labels and house number', async () => {
    const r = await pedir('lat=18.5036&lng=-88.2961');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      codigo_postal: '77000',
      localidad_id: 1,
      localidad: 'CHETUMAL',
      colonia_id: 1,
      colonia: 'CENTRO',
      calle_id: 100,
      calle: 'AV. HÉROES',
      numero_exterior: '112',
    });
  });

  it('404 when no known street is within 300 m (a click in the bay)', async () => {
    const r = await pedir('lat=18.485&lng=-88.29');
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ mensaje: 'No hay una calle conocida cerca del punto' });
  });

  it('401 without the token or with another one', async () => {
    expect((await pedir('lat=18.5036&lng=-88.2961', null)).statusCode).toBe(401);
    expect((await pedir('lat=18.5036&lng=-88.2961', 'otro-token')).statusCode).toBe(401);
  });

  it('400 for a point off the globe or not a number', async () => {
    expect((await pedir('lat=91&lng=-88.3')).statusCode).toBe(400);
    expect((await pedir('lat=abc&lng=-88.3')).statusCode).toBe(400);
  });

  it('takes other streets and another reach', async () => {
    const otro = Fastify({ logger: false });
    await otro.register(geocodificadorSimPlugin, { token: TOKEN, segmentos: [{ calle_id: 601, puntos: [[18.5, -88.3], [18.51, -88.3]] }], distanciaMaximaM: 50 });
    const pedirOtro = (lng: number) => otro.inject({ method: 'GET', url: `/geocodificador/reversa?lat=18.505&lng=${lng}`, headers: { authorization: `Bearer ${TOKEN}` } });
    // 42 m from the line: within the reach; 63 m: beyond it
    expect((await pedirOtro(-88.3004)).json()).toMatchObject({ calle: 'AV. BELICE', colonia: 'PAYO OBISPO', numero_exterior: null });
    expect((await pedirOtro(-88.3006)).statusCode).toBe(404);
    await otro.close();
    await expect(geocodificadorSimPlugin(Fastify(), { token: '' })).rejects.toThrow(/falta la opción token/);
  });
});

describe('crearGeocodificadorHttp (activities/adapters/geocodificador.ts)', () => {
  it('against the simulator: the address of a point, null far from every street', async () => {
    const g = crearGeocodificadorHttp({ url, token: TOKEN });
    expect(await g.reverso(HEROES_112.lat, HEROES_112.lng)).toMatchObject({ calle_id: 100, calle: 'AV. HÉROES', colonia: 'CENTRO', codigo_postal: '77000', numero_exterior: '112' });
    expect(await g.reverso(BAHIA.lat, BAHIA.lng)).toBeNull();
  });

  it('a point off the globe is no address, without calling the service', async () => {
    const g = crearGeocodificadorHttp({ url: 'http://127.0.0.1:9/nunca', token: TOKEN });
    expect(await g.reverso(95, -88.3)).toBeNull();
    expect(await g.reverso(Number.NaN, -88.3)).toBeNull();
  });

  it("a refused token is REQUEST_DENIED (the spec's 'Geocoder failed due to: {status}')", async () => {
    const f = await falloDe(crearGeocodificadorHttp({ url, token: 'otro-token' }).reverso(HEROES_112.lat, HEROES_112.lng));
    expect(f.estado).toBe('REQUEST_DENIED');
    expect(f.message).toMatch(/Geocodificador: respondió HTTP 401 \(token rechazado\)/);
  });

  it('an unreachable service is ERROR', async () => {
    const cerrado = Fastify({ logger: false });
    const direccion = await cerrado.listen({ host: '127.0.0.1', port: 0 });
    await cerrado.close();
    const f = await falloDe(crearGeocodificadorHttp({ url: direccion, token: TOKEN }).reverso(HEROES_112.lat, HEROES_112.lng));
    expect(f.estado).toBe('ERROR');
    expect(f.message).toMatch(/servicio no disponible/);
  });

  it('a service slower than its timeout is TIMEOUT (the person clicked and waits: 3 s by default)', async () => {
    expect(TIMEOUT_GEOCODIFICADOR_MS).toBe(3000);
    const lento = await servicio(() => new Promise(() => {}));
    try {
      const f = await falloDe(crearGeocodificadorHttp({ url: lento.url, token: TOKEN, timeoutMs: 50 }).reverso(HEROES_112.lat, HEROES_112.lng));
      expect(f.estado).toBe('TIMEOUT');
      expect(f.message).toMatch(/sin respuesta en 50 ms/);
    } finally {
      await lento.cerrar();
    }
  });

  it('429 is OVER_QUERY_LIMIT; another 5xx is ERROR', async () => {
    for (const [status, estado] of [
      [429, 'OVER_QUERY_LIMIT'],
      [503, 'ERROR'],
    ] as const) {
      const s = await servicio((reply) => reply.code(status).send({ mensaje: 'no' }));
      try {
        expect((await falloDe(crearGeocodificadorHttp({ url: s.url, token: TOKEN }).reverso(18.5, -88.3))).estado).toBe(estado);
      } finally {
        await s.cerrar();
      }
    }
  });

  it('an answer without a usable address is ERROR, never a half-filled form', async () => {
    for (const cuerpo of [{ codigo_postal: '77000', localidad_id: 1 }, { ...direccionValida(), calle_id: 0 }, { ...direccionValida(), codigo_postal: '7700A' }, []]) {
      const s = await servicio(() => cuerpo);
      try {
        const f = await falloDe(crearGeocodificadorHttp({ url: s.url, token: TOKEN }).reverso(18.5, -88.3));
        expect(f.estado, JSON.stringify(cuerpo)).toBe('ERROR');
      } finally {
        await s.cerrar();
      }
    }
  });

  it('reads numbers sent as text, pads the postal code and drops a house number the form cannot hold', async () => {
    const s = await servicio(() => ({ ...direccionValida(), codigo_postal: 7000, calle_id: '100', numero_exterior: 'x'.repeat(21) }));
    try {
      expect(await crearGeocodificadorHttp({ url: s.url, token: TOKEN }).reverso(18.5, -88.3)).toEqual({ ...direccionValida(), codigo_postal: '07000', numero_exterior: null });
    } finally {
      await s.cerrar();
    }
  });

  it('without a geocoder configured every look-up is REQUEST_DENIED', async () => {
    expect((await falloDe(geocodificadorNoConfigurado().reverso(18.5, -88.3))).estado).toBe('REQUEST_DENIED');
  });
});

describe('configGeocodificadorDesdeEnv', () => {
  const simulador = { url: 'http://127.0.0.1:3000/sim', token: 'sim-token' };

  it('GEOCODER_URL and GEOCODER_TOKEN name the real service; the simulator token never goes there', () => {
    expect(configGeocodificadorDesdeEnv({ GEOCODER_URL: 'https://mapas.opb.gob.mx/api' }, simulador)).toEqual({ url: 'https://mapas.opb.gob.mx/api', token: '', timeoutMs: undefined });
    expect(configGeocodificadorDesdeEnv({ GEOCODER_URL: 'https://mapas.opb.gob.mx/api', GEOCODER_TOKEN: 't' }, simulador)).toMatchObject({ token: 't' });
  });

  it('unset: the simulator when there is one, else nothing', () => {
    expect(configGeocodificadorDesdeEnv({}, simulador)).toBe(simulador);
    expect(configGeocodificadorDesdeEnv({}, null)).toBeNull();
  });
});

function direccionValida() {
  return { codigo_postal: '77000', localidad_id: 1, localidad: 'CHETUMAL', colonia_id: 1, colonia: 'CENTRO', calle_id: 100, calle: 'AV. HÉROES', numero_exterior: '112' };
}
