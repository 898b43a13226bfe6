// The demo property-tax office: the history generated for every key of sim/data/predial.json, the
// status derived from it, and its routes through the same PredialAdapter the API uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import municipioSimPlugin, { predialDemo, prediosDemo } from './municipio.plugin';
import { CLAVES_DEMO } from './municipio-demo';
import { cuentaDemo, TARIFA_PREDIAL_DEMO } from './predial-historia';
import { crearOficinaPredial, MSG_CONVENIO_VIGENTE, MSG_PERIODOS } from './predial-oficina';
import { crearPredialHttp, RechazoPredial } from '../activities/adapters/catastro';
import { aPesos, calcularEstadoCuenta, periodosDelCalculo } from '../domain/predial/cuenta';

const TOKEN = 'token-de-prueba';
const HOY = new Date('2026-03-15T15:00:00Z');
const descripcion = (c: string) => {
  const d = predialDemo().find((p) => p.clave === c);
  if (!d) throw new Error(`sin cuenta ${c}`);
  return d;
};
const m2 = (c: string) => prediosDemo().find((p) => p.clave === c)?.m_construccion ?? 0;
const calculo = (c: string, hoy = HOY) => calcularEstadoCuenta(cuentaDemo(descripcion(c), hoy, m2(c)), TARIFA_PREDIAL_DEMO, hoy);

describe('history of sim/data/predial.json', () => {
  it('every key has avalúos since 2010 and the current one gives impuesto_anual', () => {
    for (const d of predialDemo()) {
      const c = cuentaDemo(d, HOY, m2(d.clave));
      expect(c.avaluos[0]?.fecha, d.clave).toBe('2010-01-02');
      expect(c.avaluos.at(-1)?.fecha, d.clave).toBe('2025-01-02');
      const anual = calcularEstadoCuenta({ ...c, pagos: [] }, TARIFA_PREDIAL_DEMO, HOY, { yearInicio: 2026 }).porAnio[0]?.impuesto ?? 0;
      // six rounded bimesters: within 3 centavos of the yearly amount
      expect(Math.abs(anual - Math.round(Number(d.impuesto_anual) * 100)), d.clave).toBeLessThanOrEqual(3);
      expect(c.propietario, d.clave).not.toBe('');
      expect(c.ubicacion, d.clave).toContain('Q. Roo');
    }
  });

  it('the licence demo keys stay as they were: the paid ones paid, the owed one owed', () => {
    for (const k of ['pagada', 'pagada2', 'hotelZofematPendiente', 'hotelZofematPagado', 'mas300'] as const) {
      const r = calculo(CLAVES_DEMO[k]);
      expect(r.pagado, k).toBe(true);
      expect(r.total, k).toBe(0);
    }
    const adeudo = calculo(CLAVES_DEMO.adeudo);
    expect(adeudo.pagado).toBe(false);
    expect(adeudo.porAnio.map((a) => a.anio)).toEqual([2025, 2026]);
  });

  it('paid keys stay paid as the years go by (the history follows today)', () => {
    const enDosAnios = new Date('2028-06-01T17:00:00Z');
    expect(calculo(CLAVES_DEMO.pagada, enDosAnios).pagado).toBe(true);
    expect(calculo(CLAVES_DEMO.adeudo, enDosAnios).porAnio.map((a) => a.anio)).toEqual([2027, 2028]);
  });

  it('one key has an agreement in force, another owes more than ten years', () => {
    const conv = calculo(CLAVES_DEMO.predialConvenio);
    expect(conv.convenio).toMatchObject({ folio: 'CP-0041', parcialidades: 4, pagadas: 2 });
    expect(conv.pagado).toBe(false);
    // the agreement (2025-10-15) covers 2022–2025; 2026 paid up to the current bimester
    expect(conv.renglones.filter((r) => r.convenio).map((r) => r.anio)[0]).toBe(2022);
    expect(conv.renglones.filter((r) => !r.convenio).map((r) => `${r.anio}-${r.bimestre}`)).toEqual(['2026-3', '2026-4', '2026-5', '2026-6']);
    const bruto = conv.renglones.reduce((s, r) => s + r.subtotal, 0);
    expect(conv.total).toBe(bruto - (conv.convenio?.abonado ?? 0));

    const largo = calculo(CLAVES_DEMO.predialAdeudoLargo);
    expect(largo.porAnio.length).toBeGreaterThanOrEqual(10);
    expect(largo.renglones.length).toBe(14 * 6);
    expect(largo.porAnio[0]?.anio).toBe(2013);
  });
});

describe('the office over HTTP (PredialAdapter)', () => {
  let app: FastifyInstance;
  let url: string;
  const tmp = mkdtempSync(join(tmpdir(), 'sim-predial-'));
  let ahora = HOY;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(municipioSimPlugin, { prefix: '/sim', token: TOKEN, secretoPasarela: 'secreto', ahora: () => ahora, dataDir: tmp });
    url = `${await app.listen({ host: '127.0.0.1', port: 0 })}/sim`;
  });
  afterAll(async () => {
    await app.close();
    rmSync(tmp, { recursive: true, force: true });
  });
  const predial = () => crearPredialHttp({ url, token: TOKEN });

  it('answers the account, the tariff and the derived status', async () => {
    const c = await predial().cuenta(CLAVES_DEMO.adeudo);
    expect(c).toEqual(cuentaDemo(descripcion(CLAVES_DEMO.adeudo), HOY, m2(CLAVES_DEMO.adeudo)));
    expect(await predial().tarifa()).toEqual(TARIFA_PREDIAL_DEMO);
    expect(await predial().cuenta(CLAVES_DEMO.noEncontrada)).toBeNull();
    expect(await predial().cuenta('123')).toBeNull();
    expect((await predial().estadoPredial(CLAVES_DEMO.adeudo))?.adeudo).toBe(aPesos(calculo(CLAVES_DEMO.adeudo).total));
  });

  it('a payment records its periods once per folio and the key becomes paid', async () => {
    const clave = CLAVES_DEMO.adeudo;
    const r = calculo(clave);
    const pago = { folio_pago: 'OPB20260315000123', importe: aPesos(r.total), periodos: periodosDelCalculo(r) };
    const primero = await predial().registrarPago(clave, pago);
    expect(primero).toEqual({ folio_pago: pago.folio_pago, periodos: pago.periodos, importe: aPesos(r.total), duplicado: false });
    // a retried confirmation changes nothing
    expect(await predial().registrarPago(clave, pago)).toEqual({ ...primero, duplicado: true });
    expect(await predial().estadoPredial(clave)).toEqual({ pagado: true, ultimo_anio_pagado: 2026, adeudo: '0.00', mensaje: 'Impuesto predial pagado' });
    const cuenta = await predial().cuenta(clave);
    expect(cuenta?.pagos.filter((p) => p.folio === pago.folio_pago)).toHaveLength(12);
    expect(existsSync(join(tmp, 'predial-movimientos.json'))).toBe(true);
  });

  it('refuses periods that are not owed or not written year-bimester', async () => {
    const err = await predial().registrarPago(CLAVES_DEMO.predialAdeudoLargo, { folio_pago: 'X1', importe: '1.00', periodos: ['2030-1'] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RechazoPredial);
    expect((err as RechazoPredial).mensaje).toBe(MSG_PERIODOS);
    await expect(predial().registrarPago(CLAVES_DEMO.pagada, { folio_pago: 'X2', importe: '1.00', periodos: ['2026-13'] })).rejects.toThrow(RechazoPredial);
  });

  it('an agreement is given a folio once; a second one while in force is refused', async () => {
    const clave = CLAVES_DEMO.predialAdeudoLargo;
    const total = calculo(clave).total;
    const conv = await predial().solicitarConvenio(clave, 3);
    expect(conv).toMatchObject({ parcialidades: 3, fecha: '2026-03-15', monto_total: aPesos(total) });
    expect(conv.folio).toMatch(/^CP-2026-\d{4}$/);
    const c = await predial().cuenta(clave);
    expect(c?.convenio).toEqual({ folio: conv.folio, parcialidades: 3, fecha: '2026-03-15', monto_total: aPesos(total), pagadas: 0 });
    const err = await predial().solicitarConvenio(clave, 2).catch((e: unknown) => e);
    expect((err as RechazoPredial).mensaje).toBe(MSG_CONVENIO_VIGENTE);
    expect((err as RechazoPredial).status).toBe(409);
    // a month later the covered bimesters no longer accrue surcharges
    ahora = new Date('2026-05-20T17:00:00Z');
    const despues = await predial().cuenta(clave);
    const r = calcularEstadoCuenta(despues!, TARIFA_PREDIAL_DEMO, ahora);
    expect(r.renglones.filter((x) => x.convenio).reduce((s, x) => s + x.subtotal, 0)).toBe(total);
    ahora = HOY;
  });

  it('paying everything an agreement covers settles it', async () => {
    const clave = CLAVES_DEMO.predialConvenio;
    const r = calculo(clave);
    const pago = await predial().registrarPago(clave, { folio_pago: 'OPB-CONV-1', importe: aPesos(r.total), periodos: periodosDelCalculo(r) });
    // what was charged (the paid instalments already credited) is what the periods record
    expect(pago.importe).toBe(aPesos(r.total));
    const c = await predial().cuenta(clave);
    const registrado = c?.pagos.filter((p) => p.folio === 'OPB-CONV-1').reduce((s, p) => s + Math.round(Number(p.importe) * 100), 0);
    expect(registrado).toBe(r.total);
    expect(c?.convenio?.pagadas).toBe(4);
    expect((await predial().estadoPredial(clave))?.pagado).toBe(true);
  });

  it('a restart keeps what was recorded (dataDir)', () => {
    const oficina = crearOficinaPredial({ descripciones: predialDemo(), ahora: () => HOY, dataDir: tmp });
    expect(oficina.estado(CLAVES_DEMO.adeudo)?.pagado).toBe(true);
    expect(oficina.cuenta(CLAVES_DEMO.predialAdeudoLargo)?.convenio?.parcialidades).toBe(3);
  });

  it('rejects a wrong token like the other services', async () => {
    await expect(crearPredialHttp({ url, token: 'mal' }).cuenta(CLAVES_DEMO.pagada)).rejects.toThrow(/Predial.*401/);
    await expect(crearPredialHttp({ url, token: 'mal' }).solicitarConvenio(CLAVES_DEMO.adeudo, 2)).rejects.toThrow(/Predial.*401/);
  });
});
