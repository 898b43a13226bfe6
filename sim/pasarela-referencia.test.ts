// The gateway's order reference holds 100 characters (spec 1 §7.5; the contract the simulated
// gateway enforces). A rights assignment's reference (folio · stall, market and business) runs past
// it: the portal cuts the subject, keeps the folio, and the gateway takes the order.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearPasarelaHttp } from '../activities/adapters/pasarela';
import { MAX_REFERENCIA as REFERENCIA_MAX } from '../domain/common/referencia-pago';
import simMunicipio from './municipio.plugin';

const TOKEN = 'token-de-la-pasarela';
const app = Fastify({ logger: false });
let url = '';

beforeAll(async () => {
  await app.register(simMunicipio, { prefix: '/sim', token: TOKEN, secretoPasarela: 'secreto-de-la-pasarela-de-prueba' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/sim`;
});
afterAll(() => app.close());

describe('the order reference sent to the gateway', () => {
  it('a reference longer than the gateway takes is cut, folio first, and the order is created', async () => {
    const referencia = 'EC-1760-000031-1 · Cesión de derechos del local A-15 (Mercado Lázaro Cárdenas del Río) — FRUTAS Y LEGUMBRES DOÑA CHAYO';
    expect(referencia.length).toBeGreaterThan(REFERENCIA_MAX);
    const orden = await crearPasarelaHttp({ url, token: TOKEN, secret: 'x' }).crearOrden({ orderId: 'OPB1760ABC', monto: '350.00', concepto: 'Cesión de derechos', referencia, callbackUrl: 'http://127.0.0.1:9/api/pagosopb/confirmacion' });
    expect(orden.referencia.length).toBeLessThanOrEqual(REFERENCIA_MAX);
    expect(orden.referencia.startsWith('EC-1760-000031-1 · Cesión de derechos del local A-15')).toBe(true);
    expect(orden.referencia.endsWith('…')).toBe(true);
  });

  it('a reference within the limit goes as it is', async () => {
    const orden = await crearPasarelaHttp({ url, token: TOKEN, secret: 'x' }).crearOrden({ orderId: 'OPB1760DEF', monto: '350.00', concepto: 'Licencia', referencia: 'EC-2026-000123 · ABARROTES', callbackUrl: 'http://127.0.0.1:9/api/pagosopb/confirmacion' });
    expect(orden.referencia).toBe('EC-2026-000123 · ABARROTES');
  });
});
