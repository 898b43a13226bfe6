// What an outside probe found in the answers' headers and the log: /api/docs went out without a
// Content-Security-Policy (the headers were written by hand and skipped it), and a client's
// X-Request-Id became the id of the request in the log. No Temporal worker is needed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { crearEntorno, type Entorno } from './harness';

let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({}, { worker: false });
});
afterAll(async () => e?.cerrar());

/** The sources of one directive of a CSP header. */
function directiva(politica: string, nombre: string): string[] | undefined {
  return politica
    .split(';')
    .map((x) => x.trim().split(/\s+/))
    .find(([n]) => n === nombre)
    ?.slice(1);
}

describe('security headers on every answer (@fastify/helmet)', () => {
  it('/api/docs and its files carry the portal\'s CSP and the framing refusal', async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.html', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const r = await e.app.inject({ method: 'GET', url });
      expect(r.statusCode, url).toBeLessThan(400);
      const csp = String(r.headers['content-security-policy'] ?? '');
      expect(directiva(csp, 'script-src'), url).toEqual(["'self'"]);
      expect(directiva(csp, 'frame-ancestors'), url).toEqual(["'none'"]);
      expect(directiva(csp, 'object-src'), url).toEqual(["'none'"]);
      expect(r.headers['x-frame-options'], url).toBe('DENY');
      expect(r.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('the API and a missing route keep the policy, the map tile origin included', async () => {
    for (const url of ['/api/configuracion', '/api/no-existe']) {
      const r = await e.app.inject({ method: 'GET', url });
      const csp = String(r.headers['content-security-policy'] ?? '');
      expect(directiva(csp, 'img-src'), url).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
      expect(directiva(csp, 'connect-src'), url).toEqual(["'self'"]);
      expect(r.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(r.headers['permissions-policy'], url).toBe('camera=(), microphone=(), geolocation=(self)');
      // The payment popup may be on the gateway's origin: the portal must still see it close.
      expect(r.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
    }
  });
});

describe("the request id in the log is the server's", () => {
  it("a client's X-Request-Id is logged as idCliente, never as the request's id", async () => {
    const lineas: Record<string, unknown>[] = [];
    const app = await buildApp(
      { ...e.deps, config: { ...e.deps.config, LOG_LEVEL: 'info' } },
      { destinoLog: { write: (l: string) => void lineas.push(JSON.parse(l) as Record<string, unknown>) } },
    );
    try {
      await app.ready();
      await app.inject({ method: 'GET', url: '/api/configuracion', headers: { 'x-request-id': 'id-elegido-por-el-cliente' } });
      await app.inject({ method: 'GET', url: '/api/configuracion', headers: { 'x-request-id': 'id-elegido-por-el-cliente' } });
      await app.inject({ method: 'GET', url: '/api/configuracion' });
    } finally {
      await app.close();
    }
    const entradas = lineas.filter((l) => l.msg === 'incoming request');
    expect(entradas).toHaveLength(3);
    const ids = entradas.map((l) => l.reqId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    // The same id from the client twice: two requests, two ids.
    expect(new Set(ids).size).toBe(3);
    expect(entradas.map((l) => l.idCliente)).toEqual(['id-elegido-por-el-cliente', 'id-elegido-por-el-cliente', undefined]);
    expect(lineas.some((l) => l.reqId === 'id-elegido-por-el-cliente')).toBe(false);
  });
});
