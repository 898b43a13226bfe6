// a finished rights assignment hands a stall to a new concessionaire in the market padrón
// (PUT mercados/locales/concesion) through the adapter the workflow's activity uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import opbSimPlugin from './opb.plugin';
import { crearPadronMercadosDesdeEnv, crearPadronMercadosHttp } from '../activities/adapters/padron';

const TOKEN = 'token-de-prueba';
const MERCADO = 'Mercado Lázaro Cárdenas';
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(opbSimPlugin, {
    prefix: '/sim',
    token: TOKEN,
    concesionarios: [
      { rfc: 'VECJ880326LP5', nombre: 'JULIETA VELÁZQUEZ CANCHÉ', mercado: MERCADO, local: 'A-14' },
      { rfc: 'NOKS790212QA5', nombre: 'SILVIA NOH KU', mercado: MERCADO, local: 'B-03' },
    ],
  });
  url = `${await app.listen({ host: '127.0.0.1', port: 0 })}/sim`;
});
afterAll(async () => {
  await app.close();
});

describe('PUT mercados/locales/concesion (transferirConcesion)', () => {
  it('moves the stall: the new RFC answers with it, the old holder no longer does', async () => {
    const padron = crearPadronMercadosHttp({ url, token: TOKEN });
    await padron.transferirConcesion({ mercado: 'mercado lázaro cárdenas', local: 'a-14', rfc: 'mapl800101ab9', nombre: 'LUIS MARTÍNEZ PÉREZ' });
    expect(await padron.buscarConcesionario('MAPL800101AB9')).toEqual({ rfc: 'MAPL800101AB9', nombre: 'LUIS MARTÍNEZ PÉREZ', mercado: MERCADO, local: 'A-14' });
    expect(await padron.buscarConcesionario('VECJ880326LP5')).toBeNull();
    // The other stalls are untouched.
    expect(await padron.buscarConcesionario('NOKS790212QA5')).toMatchObject({ local: 'B-03' });
  });

  it('is idempotent (a retried activity changes nothing more)', async () => {
    const padron = crearPadronMercadosHttp({ url, token: TOKEN });
    const t = { mercado: MERCADO, local: 'B-03', rfc: 'CANR750914K25', nombre: 'ROSA CANCHÉ NOH' };
    await padron.transferirConcesion(t);
    await padron.transferirConcesion(t);
    expect(await padron.buscarConcesionario('CANR750914K25')).toEqual({ rfc: 'CANR750914K25', nombre: 'ROSA CANCHÉ NOH', mercado: MERCADO, local: 'B-03' });
    expect(await padron.buscarConcesionario('NOKS790212QA5')).toBeNull();
  });

  it('knows a market by either spelling (the portal writes "Mercado Lázaro Cárdenas del Río")', async () => {
    const padron = crearPadronMercadosHttp({ url, token: TOKEN });
    await padron.transferirConcesion({ mercado: 'Mercado Lázaro Cárdenas del Río', local: 'A-14', rfc: 'GODE561231GR8', nombre: 'ERNESTO GODÍNEZ DÍAZ' });
    expect(await padron.buscarConcesionario('GODE561231GR8')).toEqual({ rfc: 'GODE561231GR8', nombre: 'ERNESTO GODÍNEZ DÍAZ', mercado: MERCADO, local: 'A-14' });
    expect(await padron.buscarConcesionario('MAPL800101AB9')).toBeNull();
    await padron.transferirConcesion({ mercado: MERCADO, local: 'A-14', rfc: 'MAPL800101AB9', nombre: 'LUIS MARTÍNEZ PÉREZ' });
  });

  it('a stall the padrón did not list is added', async () => {
    const padron = crearPadronMercadosHttp({ url, token: TOKEN });
    await padron.transferirConcesion({ mercado: MERCADO, local: 'Z-99', rfc: 'PECM690512T72', nombre: 'MARIO PECH CHI' });
    expect(await padron.buscarConcesionario('PECM690512T72')).toMatchObject({ local: 'Z-99' });
  });

  it('a wrong token or a bad body throws (the activity retries)', async () => {
    await expect(crearPadronMercadosHttp({ url, token: 'x' }).transferirConcesion({ mercado: MERCADO, local: 'A-14', rfc: 'MAPL800101AB9', nombre: '' })).rejects.toThrow(/401/);
    const r = await fetch(`${url}/mercados/locales/concesion`, { method: 'PUT', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify({ mercado: MERCADO }) });
    expect(r.status).toBe(400);
    await expect(crearPadronMercadosHttp({ url, token: TOKEN }).transferirConcesion({ mercado: MERCADO, local: 'A-14', rfc: '  ', nombre: '' })).rejects.toThrow(/RFC inválido/);
  });

  it('the worker reaches the padrón configured by MERCADOS_URL, else the simulator on PORT', async () => {
    const padron = crearPadronMercadosDesdeEnv({ MERCADOS_URL: url, MERCADOS_TOKEN: TOKEN });
    expect(await padron.buscarConcesionario('MAPL800101AB9')).toMatchObject({ local: 'A-14' });
    const port = new URL(url).port;
    const porSim = crearPadronMercadosDesdeEnv({ PORT: port, SIM_TOKEN: TOKEN });
    expect(await porSim.buscarConcesionario('MAPL800101AB9')).toMatchObject({ local: 'A-14' });
  });
});
