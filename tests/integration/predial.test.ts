// Property tax (spec 2 §7 "Property tax, statements and payment", §9; spec 3 §7.9): the
// statements printed from the office's history, the amounts equal to the domain's calculation, the
// look-ups, the agreement, the public variants and their limit per address, and the anonymous
// payment (pagosopb/getFolio idServicio=2) that unlocks the licence form at once.
// The simulated gateway runs on its own port, as a real one would; its confirmations go to an
// address where nobody listens, so a paid order is learnt by asking (GET pagosopb/orden) and the
// confirmation is then delivered by hand, signed, to see it recorded once.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CABECERA_FIRMA, firmar } from '../../activities/adapters/pasarela';
import { predialConvenios, predialOrdenes } from '../../db/schema';
import { aPesos, calcularEstadoCuenta, periodosDelCalculo } from '../../domain/predial/cuenta';
import { oficina } from '../../api/predial/predial.servicio';
import { LIMITE_PUBLICO_POR_MINUTO } from '../../api/predial/predial-publico.routes';
import { CLAVES_DEMO, TARJETAS_PRUEBA } from '../../sim/municipio-demo';
import { SECRETO_PASARELA, cliente, contribuyenteConPerfil, crearEntorno, formularioLicencia, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  // Port 9 (discard) refuses the connection: the gateway's confirmation never arrives by itself.
  e = await crearEntorno({ API_INTERNAL_URL: 'http://127.0.0.1:9' }, { worker: false });
});
afterAll(async () => e?.cerrar());

const anonimo = () => cliente(e);
const esPdf = (r: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) =>
  r.statusCode === 200 && String(r.headers['content-type']).startsWith('application/pdf') && r.rawPayload.subarray(0, 5).toString() === '%PDF-';

/** POST as the public page does (no session), from an address of our choosing (the limit is per address). */
const publico = (url: string, payload: unknown, remoteAddress = '127.0.0.1') => e.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

/** What the domain computes for a key from the office's own account and tariff, right now. */
async function calculo(clave: string) {
  const [cuenta, tarifa] = await Promise.all([oficina(e.deps).cuenta(clave), oficina(e.deps).tarifa()]);
  if (!cuenta) throw new Error(`la oficina no conoce ${clave}`);
  return { cuenta, c: calcularEstadoCuenta(cuenta, tarifa, new Date()) };
}

/** Every key the simulator's data names (17 digits), whatever the file's layout. */
function clavesDelSimulador(): string[] {
  return [...new Set(readFileSync('sim/data/predial.json', 'utf8').match(/\b\d{17}\b/g) ?? [])];
}

/** A key that owes and has no agreement in force, other than those the other tests use. */
async function claveConAdeudo(excepto: string[]): Promise<string> {
  for (const clave of clavesDelSimulador()) {
    if (excepto.includes(clave)) continue;
    const { c } = await calculo(clave);
    if (c.total > 0 && !c.convenio) return clave;
  }
  throw new Error('el simulador no tiene otra clave con adeudo');
}

async function cobrar(orderId: string, numero: string) {
  const res = await fetch(`${e.config.PASARELA_URL}/pasarela/cobrar`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ order_id: orderId, titular: 'GILBERTO UC DZUL', numero_tarjeta: numero, vencimiento: '12/30', cvv: '123' }).toString(),
  });
  await res.body?.cancel();
  return res.status;
}

describe('statements and look-ups', () => {
  it('a wrong key: the spec\'s message; a malformed one: 422', async () => {
    for (const url of ['/api/predial-pbl/getValuacionClaveCatastral', '/api/predial-pbl/generarEdoCuenta', '/api/predial-pbl/getUltimoPagoPredial']) {
      const r = await publico(url, { claveCatastral: CLAVES_DEMO.noEncontrada });
      expect(r.statusCode, url).toBe(400);
      expect(r.json().message).toBe('La clave no ha sido encontrada en catastro');
    }
    const mal = await publico('/api/predial-pbl/generarEdoCuenta', { claveCatastral: '1234' });
    expect(mal.statusCode).toBe(422);
  });

  it('an owed key: valuation, statements in the three layouts, amounts equal to the calculation', async () => {
    const clave = CLAVES_DEMO.adeudo;
    const { cuenta, c } = await calculo(clave);
    expect(c.total).toBeGreaterThan(0);
    const v = await publico('/api/predial-pbl/getValuacionClaveCatastral', { claveCatastral: clave });
    expect(v.statusCode).toBe(200);
    const d = v.json().data;
    expect(d.datos_predio).toMatchObject({ clave_catastral: clave, propietario: cuenta.propietario, adeudo: aPesos(c.total), pagado: false });
    // Nothing about the owner beyond the name the printed statement shows.
    expect(Object.keys(d.datos_predio).sort()).toEqual(
      ['adeudo', 'clave_catastral', 'pagado', 'propietario', 'superficie_construccion', 'superficie_terreno', 'ubicacion', 'ultimo_anio_pagado', 'valor_catastral'].sort(),
    );
    const fechas = d.avaluos.map((a: { fecha: string }) => a.fecha);
    expect(fechas).toEqual([...fechas].sort());

    const t = await contribuyenteConPerfil(e);
    const cuerpo = { claveCatastral: clave, tipoCuenta: 2, yearInicio: 2010, yearFinal: new Date().getFullYear(), avaluos: d.avaluos, datosPredio: d.datos_predio };
    for (const url of ['/api/predial-pbl/generarEdoCuenta', '/api/predial-pbl/generarEdoCuentaDesglosado']) expect(esPdf(await publico(url, cuerpo)), url).toBe(true);
    for (const url of ['/api/predial/generarEdoCuentaAgrupado', '/api/predial/generarEdoCuentaSolicitudes', '/api/predial/generarEdoCuentaDesglosadoSolicitud']) {
      expect(esPdf(await t.raw({ method: 'POST', url, payload: cuerpo })), url).toBe(true);
    }
    // A year range the wrong way round.
    const alreves = await publico('/api/predial-pbl/generarEdoCuenta', { ...cuerpo, yearInicio: 2024, yearFinal: 2020 });
    expect(alreves.statusCode).toBe(400);
    expect(alreves.json().message).toBe('El año inicial no puede ser posterior al año final');
  });

  it('a paid key: a statement without debt prints; no order, no agreement; the last payment is answered', async () => {
    const clave = CLAVES_DEMO.pagada;
    const { c } = await calculo(clave);
    expect(c.pagado).toBe(true);
    expect(esPdf(await publico('/api/predial-pbl/generarEdoCuenta', { claveCatastral: clave }))).toBe(true);
    const v = (await publico('/api/predial-pbl/getValuacionClaveCatastral', { claveCatastral: clave })).json().data;
    expect(v.datos_predio).toMatchObject({ pagado: true });
    const u = await publico('/api/predial-pbl/getUltimoPagoPredial', { claveCatastral: clave });
    expect(u.json()).toMatchObject({ success: true, data: { anio: c.ultimoPago!.anio, bimestre: c.ultimoPago!.bimestre, folio: c.ultimoPago!.folio } });
    // Every bimester up to the current one paid; in the year's last bimester nothing is left to pay in advance.
    if (c.total === 0) {
      const orden = await anonimo().post('/api/pagosopb/getFolio', { idServicio: 2, claveEstablecimiento: clave, estatusEstadoCuenta: 'A', folioEstadoCuenta: 1 });
      expect(orden.status).toBe(400);
      expect(orden.body.message).toBe('Esta clave catastral no tiene adeudo de impuesto predial');
      const conv = await publico('/api/predial-pbl/solicitarConvenioPredial', { clave_catastral: clave, parcialidades: 2 });
      expect(conv.statusCode).toBe(400);
      expect(conv.json().message).toBe('Esta clave catastral no tiene adeudo de impuesto predial');
    }
  });

  it('the signed-in statements of an establishment: its owner prints them, another taxpayer is refused; look-ups answer each with their own', async () => {
    const t = await contribuyenteConPerfil(e);
    const otro = await contribuyenteConPerfil(e);
    const alta = await t.post('/api/establecimientos', formularioLicencia());
    expect(alta.status).toBe(200);
    const est = alta.body.data as { id: number; external_id: string };
    for (const url of [`/api/predial/generarEdoCuenta/${est.id}`, `/api/predial/generarEdoCuentaDesglosado/${est.id}`]) {
      expect(esPdf(await t.raw({ method: 'POST', url, payload: {} })), url).toBe(true);
      expect((await otro.raw({ method: 'POST', url, payload: {} })).statusCode, url).toBe(403);
      const ajena = await t.raw({ method: 'POST', url, payload: { claveCatastral: CLAVES_DEMO.adeudo } });
      expect(ajena.statusCode).toBe(400);
      expect(ajena.json().message).toBe('La clave catastral no corresponde al establecimiento');
    }
    const mios = await t.post('/api/predial/getEstablecimientoCuentaByClave', { claveCatastral: CLAVES_DEMO.pagada });
    expect(mios.body.data.map((x: { id: number }) => x.id)).toContain(est.id);
    expect((await otro.post('/api/predial/getEstablecimientoCuentaByClave', { claveCatastral: CLAVES_DEMO.pagada })).body.data).toEqual([]);
    const busca = await t.get(`/api/predial/getRegistros?query=${CLAVES_DEMO.pagada.slice(0, 9)}`);
    expect(busca.status).toBe(200);
    expect(busca.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: est.id, clave_catastral: CLAVES_DEMO.pagada })]));
    expect((await otro.get(`/api/predial/getRegistros?query=${CLAVES_DEMO.pagada.slice(0, 9)}`)).body.data).toEqual([]);
    const pagos = await t.post('/api/predial/getPagosPredialByClave', { claveCatastral: CLAVES_DEMO.pagada });
    expect(pagos.status).toBe(200);
    expect(pagos.body.data.length).toBeGreaterThan(0);
  });
});

describe('agreement (solicitarConvenioPredial)', () => {
  it('asks the office for 3 instalments of the whole debt, keeps a copy, and refuses a second while it is in force', async () => {
    const clave = await claveConAdeudo([CLAVES_DEMO.adeudo]);
    const { c } = await calculo(clave);
    const r = await publico('/api/predial-pbl/solicitarConvenioPredial', { clave_catastral: clave, parcialidades: 3 });
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({ clave_catastral: clave, parcialidades: 3, monto_total: aPesos(c.total) });
    expect(d.importes).toHaveLength(3);
    expect(d.importes.reduce((s: number, x: string) => s + Math.round(Number(x) * 100), 0)).toBe(c.total);
    const [copia] = await e.db.db.select().from(predialConvenios).where(eq(predialConvenios.folio, d.folio));
    expect(copia).toMatchObject({ claveCatastral: clave, parcialidades: 3, montoTotal: aPesos(c.total) });
    const otra = await publico('/api/predial-pbl/solicitarConvenioPredial', { clave_catastral: clave, parcialidades: 2 });
    expect(otra.statusCode).toBe(400);
    expect((await publico('/api/predial-pbl/solicitarConvenioPredial', { clave_catastral: clave, parcialidades: 5 })).statusCode).toBe(422);
  });
});

describe('payment without a session (pagosopb/getFolio idServicio=2)', () => {
  it('the order is the statement total; paid at the gateway it is recorded once and the licence form unlocks', { timeout: 60_000 }, async () => {
    const clave = CLAVES_DEMO.adeudo;
    const t = await contribuyenteConPerfil(e);
    // The licence form waits on the tax: refused while it is owed.
    expect((await t.get(`/api/predial/${clave}/pagado`)).body.data).toBe(false);
    const antes = await t.post('/api/establecimientos', formularioLicencia({ clave_catastral: clave }));
    expect(antes.status).toBe(422);

    const { c } = await calculo(clave);
    const r = await anonimo().post('/api/pagosopb/getFolio', { idServicio: 2, claveEstablecimiento: clave, estatusEstadoCuenta: 'A', folioEstadoCuenta: 1 });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const orderId = r.body.data.order_id as string;
    expect(r.body.data.monto).toBe(aPesos(c.total));
    const [orden] = await e.db.db.select().from(predialOrdenes).where(eq(predialOrdenes.orderId, orderId));
    expect(orden).toMatchObject({ claveCatastral: clave, monto: aPesos(c.total), estado: 'pendiente', contribuyenteId: null, periodos: periodosDelCalculo(c) });

    // Anyone holding the order id may ask after it (the public page has no session).
    expect((await anonimo().get(`/api/pagosopb/orden/${orderId}`)).body.data).toMatchObject({ estado: 'pendiente', folio_pago: null });
    expect(await cobrar(orderId, TARJETAS_PRUEBA.rechazada)).toBeLessThan(500);
    expect((await anonimo().get(`/api/pagosopb/orden/${orderId}`)).body.data).toMatchObject({ estado: 'rechazado' });
    expect(await cobrar(orderId, TARJETAS_PRUEBA.aprobada)).toBeLessThan(500);
    const pagada = await anonimo().get(`/api/pagosopb/orden/${orderId}`);
    expect(pagada.body.data).toMatchObject({ estado: 'pagado', folio: `PREDIAL-${clave}` });
    const folioPago = pagada.body.data.folio_pago as string;
    const [despues] = await e.db.db.select().from(predialOrdenes).where(eq(predialOrdenes.orderId, orderId));
    expect(despues).toMatchObject({ estado: 'pagado', folioPago });

    // The gateway's own confirmation, arriving late: recorded once.
    const cuerpo = JSON.stringify({ order_id: orderId, folio_pago: folioPago, autorizacion: despues.autorizacion, monto: aPesos(c.total), estatus: 'PAGADO', pagado_at: new Date().toISOString() });
    const conf = await e.app.inject({ method: 'POST', url: '/api/pagosopb/confirmacion', payload: cuerpo, headers: { 'content-type': 'application/json', [CABECERA_FIRMA]: firmar(cuerpo, SECRETO_PASARELA) } });
    expect(conf.json()).toMatchObject({ success: true, message: 'Pago ya registrado' });

    // The office now says paid: the form's check and the form itself let it through at once.
    const { c: ahora } = await calculo(clave);
    expect(ahora.pagado).toBe(true);
    const check = await t.get(`/api/predial/${clave}/pagado`);
    expect(check.body).toMatchObject({ success: true, data: true });
    const alta = await t.post('/api/establecimientos', formularioLicencia({ clave_catastral: clave }));
    expect(alta.status, JSON.stringify(alta.body)).toBe(200);
  });

  it('a signed-in payer is remembered on the order; a procedure order still needs a session', async () => {
    const clave = await claveConAdeudo([CLAVES_DEMO.adeudo]);
    const t = await contribuyenteConPerfil(e);
    const r = await t.post('/api/pagosopb/getFolio', { idServicio: 2, claveEstablecimiento: clave, estatusEstadoCuenta: 'A', folioEstadoCuenta: '1' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [orden] = await e.db.db.select().from(predialOrdenes).where(eq(predialOrdenes.orderId, r.body.data.order_id));
    expect(orden.contribuyenteId).toBe(t.contribuyenteId);
    const sinSesion = await anonimo().post('/api/pagosopb/getFolio', { idServicio: 1753, claveEstablecimiento: 'X', estatusEstadoCuenta: 4, folioEstadoCuenta: 'EC-1' });
    expect(sinSesion.status).toBe(401);
    expect((await anonimo().get('/api/pagosopb/orden/OPB1753NOEXISTE')).status).toBe(401);
    expect((await anonimo().post('/api/pagosopb/getFolio', { idServicio: 2, claveEstablecimiento: CLAVES_DEMO.noEncontrada, estatusEstadoCuenta: 'A', folioEstadoCuenta: 1 })).body.message).toBe(
      'La clave no ha sido encontrada en catastro',
    );
  });
});

describe('public limit per address', () => {
  it(`after ${LIMITE_PUBLICO_POR_MINUTO} calls in a minute: 429 'Ha realizado demasiadas peticiones seguidas'; another address is still served`, async () => {
    const url = '/api/predial-pbl/getUltimoPagoPredial';
    const cuerpo = { claveCatastral: CLAVES_DEMO.pagada };
    for (let i = 0; i < LIMITE_PUBLICO_POR_MINUTO; i++) expect((await publico(url, cuerpo, '203.0.113.7')).statusCode).toBe(200);
    const r = await publico(url, cuerpo, '203.0.113.7');
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ success: false, message: 'Ha realizado demasiadas peticiones seguidas' });
    expect((await publico(url, cuerpo, '203.0.113.8')).statusCode).toBe(200);
  });
});
