// the OPB padrón and market padrón simulators behind the same HTTP adapters the API
// and workflows use against the real municipal services (spec 1 §7.2, spec 3 §7.8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import opbSimPlugin, { concesionariosDemo, establecimientosPadronDemo, padronOpbDemo } from './opb.plugin';
import { licenciaFormSchema } from '../domain/licencia/schema';
import { hoyCancun } from '../domain/tramite/fechas';
import {
  configPadronesDesdeEnv,
  crearPadronMercadosHttp,
  crearPadronOpbHttp,
} from '../activities/adapters/padron';
import { rfcDigitoCorrecto, rfcFormatoValido, tipoPersonaPorRfc } from '../domain/common/rfc';
import { telefonoValido } from '../domain/common/telefono';

const TOKEN = 'token-de-prueba';
// XAXX010101000 (SAT's generic RFC for the general public) is deliberately absent from both padrones.
const AUSENTE = 'XAXX010101000';

let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(opbSimPlugin, { prefix: '/sim', token: TOKEN });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  url = `${address}/sim`;
});

afterAll(async () => {
  await app.close();
});

describe('demo data of sim/data', () => {
  const padron = padronOpbDemo();
  const concesionarios = concesionariosDemo();

  it('the OPB padrón holds realistic taxpayers of Chetumal, físicas and morales', () => {
    expect(padron.length).toBeGreaterThanOrEqual(15);
    expect(padron.filter((c) => tipoPersonaPorRfc(c.rfc) === 1).length).toBeGreaterThanOrEqual(10);
    expect(padron.filter((c) => tipoPersonaPorRfc(c.rfc) === 2).length).toBeGreaterThanOrEqual(3);
    for (const c of padron) {
      expect(rfcFormatoValido(c.rfc), c.rfc).toBe(true);
      expect(telefonoValido(c.telefono) && /^\d{10}$/.test(c.telefono), c.rfc).toBe(true);
      expect(c.nombre.trim()).not.toBe('');
      if (tipoPersonaPorRfc(c.rfc) === 1) expect(c.ap_paterno.trim(), c.rfc).not.toBe('');
    }
    expect(new Set(padron.map((c) => c.rfc)).size).toBe(padron.length);
  });

  it('every demo RFC has a valid SAT check digit except VECJ880326LP5 (kept as given; exercises the warning)', () => {
    const invalidos = [...padron, ...concesionarios].filter((c) => !rfcDigitoCorrecto(c.rfc)).map((c) => c.rfc);
    expect([...new Set(invalidos)]).toEqual(['VECJ880326LP5']);
  });

  it('includes the RFCs the other tests rely on and leaves XAXX010101000 out', () => {
    const rfcs = padron.map((c) => c.rfc);
    expect(rfcs).toEqual(expect.arrayContaining(['GODE561231GR8', 'VECJ880326LP5', 'MAPL800101AB9']));
    expect(rfcs).not.toContain(AUSENTE);
    expect(concesionarios.map((c) => c.rfc)).toContain('VECJ880326LP5');
    expect(concesionarios.map((c) => c.rfc)).not.toContain(AUSENTE);
  });

  it('the market padrón names real Chetumal markets and a stall for every concessionaire', () => {
    expect(concesionarios.length).toBeGreaterThanOrEqual(8);
    const mercados = new Set(concesionarios.map((c) => c.mercado));
    expect(mercados).toContain('Mercado Lázaro Cárdenas');
    expect(mercados).toContain('Mercado Ignacio Manuel Altamirano');
    for (const c of concesionarios) {
      expect(rfcFormatoValido(c.rfc), c.rfc).toBe(true);
      expect(c.local.trim()).not.toBe('');
    }
  });
});

describe('sim/opb.plugin over HTTP', () => {
  const get = (path: string, token?: string) =>
    fetch(`${url}${path}`, { headers: token === undefined ? {} : { Authorization: `Bearer ${token}` } });

  it('answers 200 with nombre, ap_paterno, ap_materno and telefono for a known RFC', async () => {
    const res = await get('/padron/contribuyentes/GODE561231GR8', TOKEN);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ nombre: 'ERNESTO', ap_paterno: 'GÓMEZ', ap_materno: 'DÍAZ', telefono: '9838321456' });
  });

  it('answers 404 with a mensaje for an unknown RFC', async () => {
    const res = await get(`/padron/contribuyentes/${AUSENTE}`, TOKEN);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ mensaje: expect.any(String) });
  });

  it('answers 401 without a token, with a wrong token, or with a non-Bearer scheme', async () => {
    expect((await get('/padron/contribuyentes/GODE561231GR8')).status).toBe(401);
    expect((await get('/padron/contribuyentes/GODE561231GR8', 'otro')).status).toBe(401);
    expect((await get('/mercados/concesionarios/VECJ880326LP5', `${TOKEN}x`)).status).toBe(401);
    const basic = await fetch(`${url}/padron/contribuyentes/GODE561231GR8`, { headers: { Authorization: `Basic ${TOKEN}` } });
    expect(basic.status).toBe(401);
  });

  it('answers the concessionaire with rfc, nombre, mercado and local', async () => {
    const res = await get('/mercados/concesionarios/VECJ880326LP5', TOKEN);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      rfc: 'VECJ880326LP5',
      nombre: 'JULIETA VELÁZQUEZ CANCHÉ',
      mercado: 'Mercado Lázaro Cárdenas',
      local: 'A-14',
    });
  });

  it('serves only under the prefix it is given', async () => {
    const res = await fetch(url.replace(/\/sim$/, '') + '/padron/contribuyentes/GODE561231GR8', {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(404);
  });

  it('mounted in an app with a global rate limit (as the API does), its calls are not limited', async () => {
    const host = Fastify({ logger: false });
    await host.register(rateLimit, { global: true, max: 1, timeWindow: '1 minute' });
    host.get('/otra', async () => 'ok');
    await host.register(opbSimPlugin, { prefix: '/sim', token: TOKEN });
    try {
      for (let i = 0; i < 3; i++) {
        const r = await host.inject({ url: '/sim/padron/contribuyentes/GODE561231GR8', headers: { authorization: `Bearer ${TOKEN}` } });
        expect(r.statusCode).toBe(200);
      }
      await host.inject('/otra');
      expect((await host.inject('/otra')).statusCode).toBe(429);
    } finally {
      await host.close();
    }
  });

  it('refuses to start without a token', async () => {
    const otra = Fastify({ logger: false });
    await expect(otra.register(opbSimPlugin, { token: '' }).ready()).rejects.toThrow(/token/);
    await otra.close();
  });
});

describe('activities/adapters/padron against the simulator', () => {
  it('spec 1 §7.2 getDataOPB: a known RFC gives nombre, apellidos and telefono', async () => {
    const opb = crearPadronOpbHttp({ url, token: TOKEN });
    expect(await opb.buscarContribuyente('GODE561231GR8')).toEqual({
      nombre: 'ERNESTO',
      ap_paterno: 'GÓMEZ',
      ap_materno: 'DÍAZ',
      telefono: '9838321456',
    });
  });

  it('normalises the RFC the user typed (lowercase, spaces) before asking', async () => {
    const opb = crearPadronOpbHttp({ url: `${url}/`, token: TOKEN });
    expect((await opb.buscarContribuyente(' vecj 880326 lp5 '))?.nombre).toBe('JULIETA');
  });

  it('a persona moral comes back with its razón social as nombre and empty apellidos', async () => {
    const opb = crearPadronOpbHttp({ url, token: TOKEN });
    expect(await opb.buscarContribuyente('CCM150401G33')).toMatchObject({
      nombre: 'COMERCIALIZADORA CARIBE MAYA S.A. DE C.V.',
      ap_paterno: '',
      ap_materno: '',
    });
  });

  it('an RFC that is not in the padrón gives null (404), not an error', async () => {
    const opb = crearPadronOpbHttp({ url, token: TOKEN });
    expect(await opb.buscarContribuyente(AUSENTE)).toBeNull();
    // '&' is a legal RFC letter and must be URL-encoded, not cut the path short.
    expect(await opb.buscarContribuyente('A&B010101AB1')).toBeNull();
    expect(await opb.buscarContribuyente('   ')).toBeNull();
  });

  it('a wrong token throws a clear error instead of pretending the RFC is unknown', async () => {
    const opb = crearPadronOpbHttp({ url, token: 'equivocado' });
    await expect(opb.buscarContribuyente('GODE561231GR8')).rejects.toThrow(/Padrón OPB.*401/);
    const mercados = crearPadronMercadosHttp({ url, token: 'equivocado' });
    await expect(mercados.buscarConcesionario('VECJ880326LP5')).rejects.toThrow(/Padrón de mercados.*401/);
  });

  it('an unreachable service throws (it is not a "not found")', async () => {
    const cerrado = Fastify({ logger: false });
    const direccion = await cerrado.listen({ host: '127.0.0.1', port: 0 });
    await cerrado.close();
    const opb = crearPadronOpbHttp({ url: direccion, token: TOKEN, timeoutMs: 2000 });
    await expect(opb.buscarContribuyente('GODE561231GR8')).rejects.toThrow(/Padrón OPB: servicio no disponible/);
  });

  it('a service that does not answer within timeoutMs throws a timeout error', async () => {
    const lento = Fastify({ logger: false });
    lento.get('/padron/contribuyentes/:rfc', () => new Promise(() => {}));
    const direccion = await lento.listen({ host: '127.0.0.1', port: 0 });
    try {
      const opb = crearPadronOpbHttp({ url: direccion, token: TOKEN, timeoutMs: 50 });
      await expect(opb.buscarContribuyente('GODE561231GR8')).rejects.toThrow(/sin respuesta en 50 ms/);
    } finally {
      await lento.close();
    }
  });

  it('a 5xx from the service throws', async () => {
    const roto = Fastify({ logger: false });
    roto.get('/mercados/concesionarios/:rfc', async (_req, reply) => reply.code(503).send({ mensaje: 'mantenimiento' }));
    const direccion = await roto.listen({ host: '127.0.0.1', port: 0 });
    try {
      const mercados = crearPadronMercadosHttp({ url: direccion, token: TOKEN });
      await expect(mercados.buscarConcesionario('VECJ880326LP5')).rejects.toThrow(/HTTP 503/);
    } finally {
      await roto.close();
    }
  });

  it("spec 1 §7.2 concesionarioByRFC: a market concessionaire is found ('Se encuentra en el padrón de locatarios de mercados')", async () => {
    const mercados = crearPadronMercadosHttp({ url, token: TOKEN });
    expect(await mercados.buscarConcesionario('vecj880326lp5')).toEqual({
      rfc: 'VECJ880326LP5',
      nombre: 'JULIETA VELÁZQUEZ CANCHÉ',
      mercado: 'Mercado Lázaro Cárdenas',
      local: 'A-14',
    });
  });

  it('a taxpayer of the OPB padrón who holds no stall is not a concessionaire', async () => {
    const mercados = crearPadronMercadosHttp({ url, token: TOKEN });
    expect(await mercados.buscarConcesionario('MAPL800101AB9')).toBeNull();
    expect(await mercados.buscarConcesionario(AUSENTE)).toBeNull();
  });
});

describe('the padrón\'s establishments (spec 1 §7.4 import for renewal)', () => {
  it('each demo business is a valid licence form, so importing it never fails on its data', () => {
    for (const e of establecimientosPadronDemo()) {
      const r = licenciaFormSchema.safeParse(e.formulario);
      expect(r.success, `${e.clave}: ${JSON.stringify(r.error?.issues)}`).toBe(true);
    }
  });

  it('by key or id, with its licences counted back from this year; an unknown key or id is null', async () => {
    const opb = crearPadronOpbHttp({ url, token: TOKEN });
    const anio = Number(hoyCancun().slice(0, 4));
    const e = await opb.buscarEstablecimiento(' lf-2018-000731 ');
    expect(e).toMatchObject({ id: 731, clave: 'LF-2018-000731', rfc: 'GODE561231GR8', actividad: 'ABARROTES' });
    expect(e!.licencias).toEqual([
      { anio: anio - 4, pagada: true },
      { anio: anio - 3, pagada: true },
      { anio: anio - 2, pagada: false },
      { anio: anio - 1, pagada: false },
    ]);
    expect(e!.formulario).toMatchObject({ nombre_comercial: 'MISCELÁNEA LA ESPERANZA', clave_catastral: '04001010027012000' });
    expect((await opb.establecimientoPorId(731))?.clave).toBe('LF-2018-000731');
    expect(await opb.buscarEstablecimiento('LF-1999-000000')).toBeNull();
    expect(await opb.establecimientoPorId(999999)).toBeNull();
    expect(await opb.establecimientoPorId(0)).toBeNull();
  });
});

describe('configPadronesDesdeEnv', () => {
  const sim = { url: 'http://127.0.0.1:3000/sim', token: 'sim', timeoutMs: 3000 };

  it('uses the simulator when OPB_URL and MERCADOS_URL are unset', () => {
    expect(configPadronesDesdeEnv({}, sim)).toEqual({ opb: sim, mercados: sim });
  });

  it('uses the real services when configured, each with its own token (never the simulator token)', () => {
    const cfg = configPadronesDesdeEnv(
      { OPB_URL: 'https://opb.example/api', OPB_TOKEN: 'a', MERCADOS_URL: 'https://mercados.example' },
      sim,
    );
    expect(cfg.opb).toEqual({ url: 'https://opb.example/api', token: 'a', timeoutMs: 3000 });
    expect(cfg.mercados).toEqual({ url: 'https://mercados.example', token: '', timeoutMs: 3000 });
  });
});
