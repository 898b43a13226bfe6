// The cadastre, predial, Zofemat and payment-gateway simulators behind the same HTTP adapters the
// API and workflows use against the municipality's real systems (spec 1 §4.7, §5.5, §7.4, §7.5).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import municipioSimPlugin, {
  estadoPredialDe,
  expedientesZofematDemo,
  predialDemo,
  prediosDemo,
  type MunicipioSimOptions,
} from './municipio.plugin';
import { CLAVES_DEMO, EXPEDIENTES_ZOFEMAT_DEMO, TARJETAS_PRUEBA } from './municipio-demo';
import { esc } from './municipio-pasarela-paginas';
import {
  configCatastroDesdeEnv,
  crearCatastroHttp,
  crearPredialHttp,
  crearZofematHttp,
  normalizarClaveCatastral,
} from '../activities/adapters/catastro';
import {
  CABECERA_FIRMA,
  configPasarelaDesdeEnv,
  crearPasarelaHttp,
  firmar,
  leerConfirmacionFirmada,
  montoPasarela,
  verificarFirma,
} from '../activities/adapters/pasarela';
import { CALLES, COLONIAS, LOCALIDADES } from '../db/seed-data/direcciones';

const TOKEN = 'token-de-prueba';
const SECRETO = 'secreto-de-la-pasarela';
// A fixed clock: the predial year and the card expiry check depend on "today" (America/Cancun).
const HOY = new Date('2026-03-15T15:00:00Z');
const VENCIMIENTO = '12/30';

interface Sim {
  app: FastifyInstance;
  url: string;
}

async function levantarSim(extra: Partial<MunicipioSimOptions> = {}): Promise<Sim> {
  const app = Fastify({ logger: false });
  await app.register(municipioSimPlugin, { prefix: '/sim', token: TOKEN, secretoPasarela: SECRETO, ahora: () => HOY, ...extra });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, url: `${address}/sim` };
}

/** A tiny stand-in for the portal's confirmation endpoint: keeps the raw body, as the API must. */
interface Llamada {
  cuerpo: string;
  firma: string | undefined;
}
interface Receptor {
  app: FastifyInstance;
  url: string;
  llamadas: Llamada[];
  /** answer 503 to this many calls before accepting */
  fallar: number;
}

async function levantarReceptor(fallar = 0): Promise<Receptor> {
  const app = Fastify({ logger: false });
  const r: Receptor = { app, url: '', llamadas: [], fallar };
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post('/api/pagos/confirmacion', async (req, reply) => {
    const firma = req.headers[CABECERA_FIRMA];
    r.llamadas.push({ cuerpo: String(req.body), firma: typeof firma === 'string' ? firma : undefined });
    if (r.fallar > 0) {
      r.fallar--;
      return reply.code(503).send({ mensaje: 'ocupado' });
    }
    return { success: true };
  });
  r.url = `${await app.listen({ host: '127.0.0.1', port: 0 })}/api/pagos/confirmacion`;
  return r;
}

function formulario(campos: Record<string, string>): RequestInit {
  return { method: 'POST', body: new URLSearchParams(campos) };
}

function tarjeta(orderId: string, numero: string, otros: Record<string, string> = {}): RequestInit {
  return formulario({ order_id: orderId, titular: 'ERNESTO GÓMEZ DÍAZ', numero_tarjeta: numero, vencimiento: VENCIMIENTO, cvv: '123', ...otros });
}

let sim: Sim;
let url: string;
const tmp = mkdtempSync(join(tmpdir(), 'sim-municipio-'));

beforeAll(async () => {
  sim = await levantarSim({ dataDir: join(tmp, 'principal'), reintentosCallbackMs: [20, 20, 20] });
  url = sim.url;
});

afterAll(async () => {
  await sim.app.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('demo data of sim/data (spec 1 §4.7 branches)', () => {
  const predios = prediosDemo();
  const predial = predialDemo();
  const zofemat = expedientesZofematDemo();
  const predio = (c: string) => predios.find((p) => p.clave === c);
  const cuenta = (c: string) => predial.find((p) => p.clave === c);

  it('every key is 17 digits (spec 1 §5.5), unique, and has a predial account', () => {
    for (const p of predios) expect(p.clave, p.clave).toMatch(/^\d{17}$/);
    expect(new Set(predios.map((p) => p.clave)).size).toBe(predios.length);
    for (const p of predios) expect(cuenta(p.clave), p.clave).toBeDefined();
    for (const c of Object.values(CLAVES_DEMO)) expect(c).toMatch(/^\d{17}$/);
  });

  it('every address of the cadastre exists in the catalogue of db/seed-data/direcciones.ts', () => {
    for (const p of predios) {
      const colonia = COLONIAS.find((c) => c.id === p.id_colonia);
      expect(colonia, p.clave).toBeDefined();
      expect(colonia?.localidadId, p.clave).toBe(p.id_localidad);
      expect(colonia?.codigoPostal, p.clave).toBe(p.cp);
      expect(LOCALIDADES.some((l) => l.id === p.id_localidad), p.clave).toBe(true);
      expect(CALLES.find((c) => c.id === p.id_calle)?.coloniaId, p.clave).toBe(p.id_colonia);
    }
    // Most demo properties are in Chetumal itself (localidad 1).
    expect(predios.filter((p) => p.id_localidad === 1).length).toBeGreaterThanOrEqual(7);
  });

  it('CLAVES_DEMO reach every branch: paid, owed, not found, Zofemat pending and paid, over 300 m2', () => {
    for (const k of ['pagada', 'pagada2', 'hotelZofematPendiente', 'hotelZofematPagado', 'mas300'] as const) {
      expect(predio(CLAVES_DEMO[k]), k).toBeDefined();
      expect(cuenta(CLAVES_DEMO[k])?.anios_sin_pagar, k).toBe(0);
    }
    expect(cuenta(CLAVES_DEMO.adeudo)?.anios_sin_pagar).toBeGreaterThan(0);
    expect(predio(CLAVES_DEMO.noEncontrada)).toBeUndefined();
    expect(cuenta(CLAVES_DEMO.noEncontrada)).toBeUndefined();
    expect(predio(CLAVES_DEMO.mas300)?.m_construccion).toBeGreaterThan(300);
    for (const k of ['pagada', 'pagada2', 'adeudo', 'hotelZofematPendiente', 'hotelZofematPagado'] as const) {
      expect(predio(CLAVES_DEMO[k])?.m_construccion, k).toBeLessThan(300);
    }
    const exp = (c: string) => zofemat.filter((e) => e.clave_catastral === c).map((e) => [e.num_expediente, e.estatus_pago]);
    expect(exp(CLAVES_DEMO.hotelZofematPendiente)).toEqual([[EXPEDIENTES_ZOFEMAT_DEMO.pendiente, 'PENDIENTE']]);
    expect(exp(CLAVES_DEMO.hotelZofematPagado)).toEqual([[EXPEDIENTES_ZOFEMAT_DEMO.pagado, 'PAGADO']]);
    expect(exp(CLAVES_DEMO.pagada)).toEqual([]);
  });

  it('the predial status is derived from the history: paid means every bimester up to the current one', () => {
    expect(estadoPredialDe({ clave: 'x', anios_sin_pagar: 0, impuesto_anual: '2184.60' }, HOY)).toEqual({
      pagado: true,
      ultimo_anio_pagado: 2026,
      adeudo: '0.00',
      mensaje: 'Impuesto predial pagado',
    });
    // 2024–2026 owed: 18 bimesters of 0.02 (rounded) plus a centavo of surcharge on four of 2024's
    expect(estadoPredialDe({ clave: 'x', anios_sin_pagar: 3, impuesto_anual: '0.10' }, HOY)).toEqual({
      pagado: false,
      ultimo_anio_pagado: 2023,
      adeudo: '0.40',
      mensaje: 'La clave catastral tiene adeudo de impuesto predial desde 2024. Realice su pago para continuar.',
    });
  });
});

describe('sim/municipio.plugin over HTTP: authentication', () => {
  const rutas = [
    `/catastro/predios/${CLAVES_DEMO.pagada}`,
    `/predial/estado/${CLAVES_DEMO.pagada}`,
    `/zofemat/predios/${CLAVES_DEMO.hotelZofematPagado}/expedientes`,
    `/zofemat/expedientes/${EXPEDIENTES_ZOFEMAT_DEMO.pagado}`,
    '/pasarela/ordenes/cualquiera',
  ];

  it('answers 401 without a token, with a wrong one or with a non-Bearer scheme', async () => {
    for (const r of rutas) {
      expect((await fetch(`${url}${r}`)).status, r).toBe(401);
      expect((await fetch(`${url}${r}`, { headers: { Authorization: 'Bearer otro' } })).status, r).toBe(401);
      expect((await fetch(`${url}${r}`, { headers: { Authorization: `Basic ${TOKEN}` } })).status, r).toBe(401);
    }
    const crear = await fetch(`${url}/pasarela/ordenes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: 'x', monto: '1.00', concepto: 'c', referencia: 'r', callback_url: 'http://127.0.0.1:1/' }),
    });
    expect(crear.status).toBe(401);
  });

  it('the hosted payment page is public: the browser carries no token', async () => {
    const res = await fetch(`${url}/pasarela/pagar?order_id=no-existe`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('refuses to start without a token or without the gateway secret', async () => {
    const a = Fastify({ logger: false });
    await expect(a.register(municipioSimPlugin, { token: '', secretoPasarela: SECRETO }).ready()).rejects.toThrow(/token/);
    await a.close();
    const b = Fastify({ logger: false });
    await expect(b.register(municipioSimPlugin, { token: TOKEN, secretoPasarela: '' }).ready()).rejects.toThrow(/secretoPasarela/);
    await b.close();
  });
});

describe('activities/adapters/catastro against the simulator', () => {
  it('spec 1 §3 Cadastre result: a known key gives its address keys and built surface', async () => {
    const catastro = crearCatastroHttp({ url, token: TOKEN });
    expect(await catastro.buscarPredio(CLAVES_DEMO.pagada)).toEqual({
      cp: '77000',
      id_localidad: 1,
      id_colonia: 1,
      id_calle: 100,
      num_predio: '112',
      m_construccion: 96.5,
    });
    expect((await catastro.buscarPredio(CLAVES_DEMO.mas300))?.m_construccion).toBeGreaterThan(300);
  });

  it('accepts the masked key the user typed (spaces, dashes)', async () => {
    const catastro = crearCatastroHttp({ url: `${url}/`, token: TOKEN });
    expect((await catastro.buscarPredio('04001-001-012-005-000'))?.num_predio).toBe('112');
    expect(normalizarClaveCatastral(' 0400 1001 0120 0500 0 ')).toBe(CLAVES_DEMO.pagada);
  });

  it("spec 1 §5.5: an unknown key gives null ('La clave no ha sido encontrada en catastro'), and so does a malformed one", async () => {
    const catastro = crearCatastroHttp({ url, token: TOKEN });
    expect(await catastro.buscarPredio(CLAVES_DEMO.noEncontrada)).toBeNull();
    expect(await catastro.buscarPredio('1234')).toBeNull();
    expect(await catastro.buscarPredio('DONATIVO')).toBeNull();
    const res = await fetch(`${url}/catastro/predios/${CLAVES_DEMO.noEncontrada}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(await res.json()).toEqual({ mensaje: 'La clave no ha sido encontrada en catastro' });
  });

  it('spec 1 §4.7: predial paid unlocks; predial owed brings the amount and the message to show', async () => {
    const predial = crearPredialHttp({ url, token: TOKEN });
    expect(await predial.estadoPredial(CLAVES_DEMO.pagada)).toEqual({
      pagado: true,
      ultimo_anio_pagado: 2026,
      adeudo: '0.00',
      mensaje: 'Impuesto predial pagado',
    });
    expect(await predial.estadoPredial(CLAVES_DEMO.adeudo)).toEqual({
      pagado: false,
      ultimo_anio_pagado: 2024,
      // 2025 and 2026 (12 bimesters of 231.07) plus the surcharges of 2025's six: sim/predial.test.ts
      adeudo: '2915.50',
      mensaje: 'La clave catastral tiene adeudo de impuesto predial desde 2025. Realice su pago para continuar.',
    });
    expect(await predial.estadoPredial(CLAVES_DEMO.noEncontrada)).toBeNull();
  });

  it('spec 1 §4.7 Zofemat: the hotel keys list their expediente; its estatus_pago decides', async () => {
    const zofemat = crearZofematHttp({ url, token: TOKEN });
    expect(await zofemat.expedientesPorClave(CLAVES_DEMO.hotelZofematPendiente)).toEqual([
      {
        num_expediente: EXPEDIENTES_ZOFEMAT_DEMO.pendiente,
        estatus_pago: 'PENDIENTE',
        concesionario: 'POSADA COSTA MAYA MAHAHUAL S.A. DE C.V.',
        superficie_m2: 412.5,
      },
    ]);
    const [pagado] = await zofemat.expedientesPorClave(CLAVES_DEMO.hotelZofematPagado);
    expect(pagado.estatus_pago).toBe('PAGADO');
    expect(await zofemat.expediente(pagado.num_expediente)).toEqual(pagado);
    expect((await zofemat.expediente(EXPEDIENTES_ZOFEMAT_DEMO.pendiente))?.estatus_pago).toBe('PENDIENTE');
    expect(await zofemat.expedientesPorClave(CLAVES_DEMO.pagada)).toEqual([]);
    expect(await zofemat.expedientesPorClave(CLAVES_DEMO.noEncontrada)).toEqual([]);
    expect(await zofemat.expediente('ZF-OPB-1999-0000')).toBeNull();
  });

  it('a wrong token throws a clear error instead of pretending the key is unknown', async () => {
    await expect(crearCatastroHttp({ url, token: 'mal' }).buscarPredio(CLAVES_DEMO.pagada)).rejects.toThrow(/Catastro.*401/);
    await expect(crearPredialHttp({ url, token: 'mal' }).estadoPredial(CLAVES_DEMO.pagada)).rejects.toThrow(/Predial.*401/);
    await expect(crearZofematHttp({ url, token: 'mal' }).expedientesPorClave(CLAVES_DEMO.pagada)).rejects.toThrow(/Zofemat.*401/);
  });

  it('an unreachable service or one that does not answer in time throws', async () => {
    const cerrado = Fastify({ logger: false });
    const direccion = await cerrado.listen({ host: '127.0.0.1', port: 0 });
    await cerrado.close();
    await expect(crearCatastroHttp({ url: direccion, token: TOKEN }).buscarPredio(CLAVES_DEMO.pagada)).rejects.toThrow(
      /Catastro: servicio no disponible/,
    );
    const lento = Fastify({ logger: false });
    lento.get('/predial/estado/:clave', () => new Promise(() => {}));
    const dirLento = await lento.listen({ host: '127.0.0.1', port: 0 });
    try {
      await expect(crearPredialHttp({ url: dirLento, token: TOKEN, timeoutMs: 50 }).estadoPredial(CLAVES_DEMO.pagada)).rejects.toThrow(
        /sin respuesta en 50 ms/,
      );
    } finally {
      await lento.close();
    }
  });

  it('configCatastroDesdeEnv: the simulator unless each office is configured, never with the simulator token', () => {
    const s = { url: 'http://127.0.0.1:3000/sim', token: 'sim', timeoutMs: 3000 };
    expect(configCatastroDesdeEnv({}, s)).toEqual({ catastro: s, predial: s, zofemat: s });
    const cfg = configCatastroDesdeEnv({ CATASTRO_URL: 'https://catastro.example', CATASTRO_TOKEN: 't', ZOFEMAT_URL: 'https://zf.example' }, s);
    expect(cfg.catastro).toEqual({ url: 'https://catastro.example', token: 't', timeoutMs: 3000 });
    expect(cfg.predial).toBe(s);
    expect(cfg.zofemat).toEqual({ url: 'https://zf.example', token: '', timeoutMs: 3000 });
  });
});

describe('activities/adapters/pasarela: signature and amounts', () => {
  it('firmar is the hex HMAC-SHA256 of the raw body (RFC 4231 style vector)', () => {
    expect(firmar('The quick brown fox jumps over the lazy dog', 'key')).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });

  it('verificarFirma accepts the right signature only', () => {
    const cuerpo = '{"order_id":"a"}';
    const f = firmar(cuerpo, SECRETO);
    expect(verificarFirma(cuerpo, f, SECRETO)).toBe(true);
    expect(verificarFirma(cuerpo, f.toUpperCase(), SECRETO)).toBe(true);
    expect(verificarFirma(`${cuerpo} `, f, SECRETO)).toBe(false);
    expect(verificarFirma(cuerpo, f, 'otro')).toBe(false);
    expect(verificarFirma(cuerpo, f.slice(0, 63), SECRETO)).toBe(false);
    expect(verificarFirma(cuerpo, 'zz'.repeat(32), SECRETO)).toBe(false);
    expect(verificarFirma(cuerpo, '', SECRETO)).toBe(false);
    expect(verificarFirma(cuerpo, firmar(cuerpo, ''), '')).toBe(false);
  });

  it('leerConfirmacionFirmada parses only a signed, well-formed confirmation', () => {
    const cuerpo = JSON.stringify({
      order_id: 'o1',
      folio_pago: 'OPB20260315000001',
      autorizacion: '123456',
      monto: '10.00',
      estatus: 'PAGADO',
      pagado_at: HOY.toISOString(),
    });
    expect(leerConfirmacionFirmada(cuerpo, firmar(cuerpo, SECRETO), SECRETO)?.order_id).toBe('o1');
    expect(leerConfirmacionFirmada(cuerpo, undefined, SECRETO)).toBeNull();
    const malo = JSON.stringify({ order_id: 'o1', estatus: 'PAGADO' });
    expect(leerConfirmacionFirmada(malo, firmar(malo, SECRETO), SECRETO)).toBeNull();
    expect(leerConfirmacionFirmada('no json', firmar('no json', SECRETO), SECRETO)).toBeNull();
  });

  it('montoPasarela normalises to 2 decimals and refuses what is not an amount', () => {
    expect(montoPasarela(1250)).toBe('1250.00');
    expect(montoPasarela('1250.5')).toBe('1250.50');
    expect(montoPasarela('0012.34')).toBe('12.34');
    expect(() => montoPasarela('0')).toThrow(/mayor que cero/);
    expect(() => montoPasarela('-1')).toThrow(/monto inválido/);
    expect(() => montoPasarela('1.234')).toThrow(/monto inválido/);
  });

  it('configPasarelaDesdeEnv: the simulator unless PASARELA_URL is set; a real gateway needs a secret', () => {
    const s = { url: 'http://127.0.0.1:3000/sim', token: 'sim', secret: 'sim-secret', urlPublica: '/sim', timeoutMs: 10_000 };
    expect(configPasarelaDesdeEnv({}, s)).toBe(s);
    expect(() => configPasarelaDesdeEnv({ PASARELA_URL: 'https://pagos.example' }, s)).toThrow(/PASARELA_SECRET/);
    expect(configPasarelaDesdeEnv({ PASARELA_URL: 'https://pagos.example/api', PASARELA_SECRET: 'x', PASARELA_TOKEN: 't' }, s)).toEqual({
      url: 'https://pagos.example/api',
      token: 't',
      secret: 'x',
      urlPublica: undefined,
      timeoutMs: 10_000,
    });
  });
});

describe('spec 1 §7.5 the payment gateway: order, hosted page, signed confirmation', () => {
  let receptor: Receptor;
  beforeAll(async () => {
    receptor = await levantarReceptor();
  });
  afterAll(async () => {
    await receptor.app.close();
  });

  const pasarela = () => crearPasarelaHttp({ url, token: TOKEN, secret: SECRETO });
  const nueva = (orderId: string, monto: string | number = 1250) => ({
    orderId,
    monto,
    concepto: 'Recolección de residuos sólidos <2026>',
    referencia: 'EC-2026-000123',
    callbackUrl: receptor.url,
  });

  it('crearOrden creates a pending order and is idempotent by orderId', async () => {
    const p = pasarela();
    const o = await p.crearOrden(nueva('orden-idem'));
    expect(o).toEqual({
      order_id: 'orden-idem',
      monto: '1250.00',
      concepto: 'Recolección de residuos sólidos <2026>',
      referencia: 'EC-2026-000123',
      estatus: 'PENDIENTE',
      folio_pago: null,
      autorizacion: null,
      pagado_at: null,
      creada_at: HOY.toISOString(),
      motivo_rechazo: null,
    });
    expect(await p.crearOrden({ ...nueva('orden-idem', '1250.00'), concepto: 'otro' })).toEqual(o);
    await expect(p.crearOrden(nueva('orden-idem', 99))).rejects.toThrow(/ya existe con otro monto/);
    expect(await p.consultarOrden('orden-idem')).toEqual(o);
    expect(await p.consultarOrden('no-existe')).toBeNull();
  });

  it('crearOrden refuses a bad amount or callback, and a wrong token throws', async () => {
    await expect(pasarela().crearOrden(nueva('orden-x', 0))).rejects.toThrow(/mayor que cero/);
    await expect(pasarela().crearOrden({ ...nueva('orden-x'), callbackUrl: 'ftp://x' })).rejects.toThrow(/callbackUrl/);
    await expect(crearPasarelaHttp({ url, token: 'mal', secret: SECRETO }).crearOrden(nueva('orden-x'))).rejects.toThrow(/401/);
  });

  it('urlPago is where the popup goes; urlPublica keeps it on the portal origin', () => {
    expect(pasarela().urlPago('a b')).toBe(`${url}/pasarela/pagar?order_id=a+b`);
    expect(crearPasarelaHttp({ url, token: TOKEN, secret: SECRETO, urlPublica: '/sim/' }).urlPago('o-1')).toBe('/sim/pasarela/pagar?order_id=o-1');
  });

  it('the hosted page (GET and form POST) shows the municipality, concepto, referencia and the es-MX amount', async () => {
    const p = pasarela();
    await p.crearOrden(nueva('orden-pagina'));
    const porGet = await fetch(p.urlPago('orden-pagina'));
    const porPost = await fetch(`${url}/pasarela/pagar`, formulario({ order_id: 'orden-pagina' }));
    for (const res of [porGet, porPost]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('H. Ayuntamiento de Othón P. Blanco');
      expect(html).toContain(esc('Recolección de residuos sólidos <2026>'));
      expect(html).not.toContain('<2026>');
      expect(html).toContain('EC-2026-000123');
      expect(html).toMatch(/\$1,250\.00 MXN/);
      for (const [id, etiqueta] of [
        ['titular', 'Titular'],
        ['numero_tarjeta', 'Número de tarjeta'],
        ['vencimiento', 'Vencimiento'],
        ['cvv', 'CVV'],
      ]) {
        expect(html).toContain(`<label for="${id}">${etiqueta}</label>`);
        expect(html).toContain(`id="${id}" name="${id}"`);
      }
      expect(html).toContain('<button type="submit">Pagar</button>');
      // No external assets: it must work offline and under default-src 'none'.
      expect(html).not.toMatch(/(src|href)=["']?https?:/);
      const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1];
      expect(nonce).toBeTruthy();
      expect(res.headers.get('content-security-policy')).toContain(`style-src 'nonce-${nonce}'`);
    }
  });

  it('a declined card shows a clear Spanish message, charges nothing and calls nobody', async () => {
    await pasarela().crearOrden(nueva('orden-rechazo'));
    const antes = receptor.llamadas.length;
    const res = await fetch(`${url}/pasarela/cobrar`, tarjeta('orden-rechazo', TARJETAS_PRUEBA.rechazada));
    expect(res.status).toBe(402);
    const html = await res.text();
    expect(html).toContain('La tarjeta fue rechazada por el banco emisor');
    expect(html).toContain('role="alert"');
    expect(html).not.toMatch(/id="(numero_tarjeta|cvv)"[^>]*value=/); // card number and CVV are never echoed
    expect(html).toMatch(/id="titular"[^>]*value="ERNESTO GÓMEZ DÍAZ"/);
    expect(receptor.llamadas.length).toBe(antes);
    // The order keeps the bank's reason, for the portal to tell the taxpayer.
    expect(await pasarela().consultarOrden('orden-rechazo')).toMatchObject({
      estatus: 'PENDIENTE',
      motivo_rechazo: 'La tarjeta fue rechazada por el banco emisor. Intente con otra tarjeta o comuníquese con su banco.',
    });
  });

  it('invalid card data comes back with an error tied to each field', async () => {
    await pasarela().crearOrden(nueva('orden-datos'));
    const res = await fetch(
      `${url}/pasarela/cobrar`,
      tarjeta('orden-datos', '4242 4242 4242 4241', { titular: '', vencimiento: '01/20', cvv: '1' }),
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('El número de tarjeta no es válido.');
    expect(html).toContain('La tarjeta está vencida.');
    expect(html).toContain('El CVV debe tener 3 o 4 dígitos.');
    expect(html).toContain('Escriba el nombre del titular');
    expect(html).toMatch(/id="cvv"[^>]*aria-invalid="true"[^>]*aria-describedby="cvv-ayuda cvv-error"/);
    const otra = await fetch(`${url}/pasarela/cobrar`, tarjeta('orden-datos', '5555 5555 5555 4444'));
    expect(otra.status).toBe(422);
    expect(await otra.text()).toContain('solo acepta las tarjetas de prueba');
  });

  it('the approving card pays once: signed confirmation to the callback, then "Pago aprobado"; a second payment is refused', async () => {
    const p = pasarela();
    await p.crearOrden(nueva('orden-pago'));
    const antes = receptor.llamadas.length;
    const res = await fetch(`${url}/pasarela/cobrar`, tarjeta('orden-pago', TARJETAS_PRUEBA.aprobada));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Pago aprobado</h1>');
    expect(html).toContain('<button type="button" id="cerrar">Cerrar ventana</button>');
    expect(html).toContain('window.close()');
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'nonce-${nonce}'`);

    expect(receptor.llamadas.length).toBe(antes + 1);
    const { cuerpo, firma } = receptor.llamadas[antes];
    expect(firma && verificarFirma(cuerpo, firma, SECRETO)).toBe(true);
    expect(verificarFirma(cuerpo, firma ?? '', 'otro-secreto')).toBe(false);
    const confirmacion = p.leerConfirmacion(cuerpo, firma);
    expect(confirmacion).toEqual({
      order_id: 'orden-pago',
      folio_pago: expect.stringMatching(/^OPB20260315\d{6}$/),
      autorizacion: expect.stringMatching(/^\d{6}$/),
      monto: '1250.00',
      estatus: 'PAGADO',
      pagado_at: HOY.toISOString(),
    });
    expect(html).toContain(confirmacion?.folio_pago ?? 'sin folio');

    const orden = await p.consultarOrden('orden-pago');
    expect(orden).toMatchObject({ estatus: 'PAGADO', folio_pago: confirmacion?.folio_pago, autorizacion: confirmacion?.autorizacion });

    // Paying again (double submit, reload) and reopening the page: already paid, no second callback.
    const otraVez = await fetch(`${url}/pasarela/cobrar`, tarjeta('orden-pago', TARJETAS_PRUEBA.aprobada));
    expect(await otraVez.text()).toContain('Esta orden ya fue pagada');
    const pagina = await fetch(p.urlPago('orden-pago'));
    const paginaHtml = await pagina.text();
    expect(paginaHtml).toContain('Esta orden ya fue pagada');
    expect(paginaHtml).toContain(confirmacion?.folio_pago ?? 'sin folio');
    expect(paginaHtml).not.toContain('<button type="submit">Pagar</button>');
    expect(receptor.llamadas.length).toBe(antes + 1);
    // crearOrden for a paid order returns it unchanged (still paid).
    expect((await p.crearOrden(nueva('orden-pago'))).estatus).toBe('PAGADO');
  });

  it("an unknown order shows 'Orden no encontrada' (GET, POST, pay, and no order_id at all)", async () => {
    for (const res of [
      await fetch(`${url}/pasarela/pagar?order_id=no-existe`),
      await fetch(`${url}/pasarela/pagar`),
      await fetch(`${url}/pasarela/pagar`, formulario({ order_id: 'no-existe' })),
      await fetch(`${url}/pasarela/cobrar`, tarjeta('no-existe', TARJETAS_PRUEBA.aprobada)),
    ]) {
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<h1>Orden no encontrada</h1>');
      expect(html).toContain('Cerrar ventana');
    }
  });

  it('a callback that fails is retried until the portal accepts it, and only then stops', async () => {
    const inestable = await levantarReceptor(2);
    try {
      const p = pasarela();
      await p.crearOrden({ ...nueva('orden-reintento'), callbackUrl: inestable.url });
      const res = await fetch(`${url}/pasarela/cobrar`, tarjeta('orden-reintento', TARJETAS_PRUEBA.aprobada));
      expect(await res.text()).toContain('Pago aprobado');
      await vi.waitFor(() => expect(inestable.llamadas.length).toBe(3), { timeout: 3000 });
      // All attempts carry the same signed body: the portal sees one payment, however many deliveries.
      expect(new Set(inestable.llamadas.map((l) => l.cuerpo)).size).toBe(1);
      for (const l of inestable.llamadas) expect(verificarFirma(l.cuerpo, l.firma ?? '', SECRETO)).toBe(true);
      await new Promise((r) => setTimeout(r, 100));
      expect(inestable.llamadas.length).toBe(3);
    } finally {
      await inestable.app.close();
    }
  });
});

describe('orders persist in dataDir across a restart of the embedded portal', () => {
  it('keeps orders, answers crearOrden unchanged, and delivers a confirmation that was pending', async () => {
    const dataDir = join(tmp, 'reinicio');
    // The portal is down while the taxpayer pays: the confirmation is not delivered (no retries here).
    const caido = await levantarReceptor();
    const callbackUrl = caido.url;
    await caido.app.close();

    const primero = await levantarSim({ dataDir, reintentosCallbackMs: [] });
    const p1 = crearPasarelaHttp({ url: primero.url, token: TOKEN, secret: SECRETO });
    const creada = await p1.crearOrden({ orderId: 'orden-persistente', monto: '345.60', concepto: 'Anuncios', referencia: 'EC-9', callbackUrl });
    await p1.crearOrden({ orderId: 'orden-pagada', monto: '10.00', concepto: 'Horario extraordinario', referencia: 'EC-10', callbackUrl });
    const pago = await fetch(`${primero.url}/pasarela/cobrar`, tarjeta('orden-pagada', TARJETAS_PRUEBA.aprobada));
    expect(await pago.text()).toContain('Pago aprobado');
    await primero.app.close();
    const archivo = JSON.parse(readFileSync(join(dataDir, 'pasarela-ordenes.json'), 'utf8')) as { ordenes: unknown[] };
    expect(archivo.ordenes).toHaveLength(2);

    // The portal comes back at the callback URL stored with the order.
    const { port } = new URL(callbackUrl);
    const vuelto = Fastify({ logger: false });
    const recibidas: string[] = [];
    vuelto.removeContentTypeParser(['application/json']);
    vuelto.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    vuelto.post('/api/pagos/confirmacion', async (req) => {
      recibidas.push(String(req.body));
      return { success: true };
    });
    await vuelto.listen({ host: '127.0.0.1', port: Number(port) });

    const segundo = await levantarSim({ dataDir, reintentosCallbackMs: [10] });
    try {
      const p2 = crearPasarelaHttp({ url: segundo.url, token: TOKEN, secret: SECRETO });
      expect(await p2.consultarOrden('orden-persistente')).toEqual(creada);
      expect(await p2.crearOrden({ orderId: 'orden-persistente', monto: '345.6', concepto: 'x', referencia: 'y', callbackUrl })).toEqual(creada);
      expect((await p2.consultarOrden('orden-pagada'))?.estatus).toBe('PAGADO');
      await vi.waitFor(() => expect(recibidas).toHaveLength(1), { timeout: 3000 });
      expect(JSON.parse(recibidas[0])).toMatchObject({ order_id: 'orden-pagada', estatus: 'PAGADO', monto: '10.00' });
    } finally {
      await segundo.app.close();
      await vuelto.close();
    }
  });
});

describe('mounted in a host like api/app.ts', () => {
  it('its page CSP (nonce) prevails over the host global CSP, and its JSON calls skip the rate limit', async () => {
    const host = Fastify({ logger: false });
    await host.register(rateLimit, { global: true, max: 2, timeWindow: '1 minute' });
    host.addHook('onSend', async (_req, reply) => {
      reply.header('Content-Security-Policy', "default-src 'self'; script-src 'self'; form-action 'self'");
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    });
    host.get('/otra', async () => 'ok');
    await host.register(municipioSimPlugin, { prefix: '/sim', token: TOKEN, secretoPasarela: SECRETO });
    try {
      for (let i = 0; i < 4; i++) {
        const r = await host.inject({ url: `/sim/catastro/predios/${CLAVES_DEMO.pagada}`, headers: { authorization: `Bearer ${TOKEN}` } });
        expect(r.statusCode).toBe(200);
      }
      const pagina = await host.inject({ url: '/sim/pasarela/pagar?order_id=no-existe' });
      const nonce = /<script nonce="([^"]+)">/.exec(pagina.body)?.[1];
      expect(nonce).toBeTruthy();
      expect(pagina.headers['content-security-policy']).toBe(
        `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
      );
      expect(pagina.headers['referrer-policy']).toBe('no-referrer');
      // The host's own answers keep the host policy.
      expect((await host.inject('/otra')).headers['content-security-policy']).toBe("default-src 'self'; script-src 'self'; form-action 'self'");
    } finally {
      await host.close();
    }
  });
});
