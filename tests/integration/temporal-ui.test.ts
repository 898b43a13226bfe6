// Temporal's Web UI only through the portal's sign-in (ARCHITECTURE.md "In service"): /temporal/
// serves the UI to root and operativo and refuses anyone else with a Spanish page; the portal's
// credentials never reach the UI. The UI here is a loopback stand-in that answers as the real one
// does under its public path /temporal (an HTML page bootstrapped by one inline script, its JSON
// API, its CSRF cookie on path /), recording what it receives.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, entrar, nuevoContribuyente, type Entorno } from './harness';

const SCRIPT = '\n{ __sveltekit_prueba = { base: "/temporal" }; }\n';
const HTML = `<!doctype html><html lang="en"><head><link href="/temporal/_app/start.js" rel="modulepreload"></head><body><script>${SCRIPT}</script></body></html>`;
const recibidas: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];

const ui = http.createServer((req, res) => {
  const trozos: Buffer[] = [];
  req.on('data', (t) => trozos.push(t));
  req.on('end', () => {
    recibidas.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(trozos).toString() });
    res.setHeader('set-cookie', ['_csrf=abc123; Path=/; SameSite=Strict']);
    if (req.url === '/temporal/') {
      res.writeHead(200, { 'content-type': 'text/html' }).end(HTML);
    } else if (req.url!.startsWith('/temporal/api/v1/')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, recibido: Buffer.concat(trozos).toString() }));
    } else res.writeHead(404, { 'content-type': 'text/plain' }).end('no');
  });
});

let e: Entorno;
beforeAll(async () => {
  await new Promise<void>((ok) => ui.listen(0, '127.0.0.1', ok));
  e = await crearEntorno({ TEMPORAL_UI_UPSTREAM: `http://127.0.0.1:${(ui.address() as { port: number }).port}` }, { worker: false });
});
afterAll(async () => {
  await e?.cerrar();
  await new Promise((ok) => ui.close(ok));
});

const abrir = (url: string, cookie?: string, extra: Record<string, string> = {}) =>
  e.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...extra } });

/** The console's read sets the UI's cookie for root and operativo. */
async function cookieDeConsola(usuario: string) {
  const s = await entrar(e, usuario);
  const r = await s.raw({ method: 'GET', url: '/api/operacion' });
  expect(r.statusCode).toBe(200);
  const set = String(r.headers['set-cookie']);
  return { s, set, cookie: set.split(';')[0] };
}

describe('Temporal Web UI behind the portal', () => {
  it('without a session: 401, a Spanish page, and nothing reaches the UI', async () => {
    const antes = recibidas.length;
    for (const url of ['/temporal/', '/temporal/namespaces/default/workflows', '/temporal/api/v1/namespaces']) {
      const r = await abrir(url);
      expect(r.statusCode).toBe(401);
      expect(r.headers['content-type']).toMatch(/^text\/html/);
      expect(r.body).toContain('Inicie sesión para abrir Temporal');
      expect(r.body).toContain('lang="es"');
      // The refusal is a portal page: the portal's CSP.
      expect(r.headers['content-security-policy']).toMatch(/script-src 'self';/);
    }
    // A bearer token is not how a browser opens it; an invented cookie neither.
    const root = await entrar(e, 'root');
    expect((await abrir('/temporal/', undefined, { authorization: `Bearer ${root.token}` })).statusCode).toBe(401);
    expect((await abrir('/temporal/', 'ventanilla_temporal=inventado')).statusCode).toBe(401);
    expect(recibidas.length).toBe(antes);
  });

  it('a taxpayer, a reviewer and administrador: 403 with a Spanish page, even with their own token in the cookie', async () => {
    const antes = recibidas.length;
    const t = await nuevoContribuyente(e);
    const revisor = await entrar(e, 'revisor.licencias');
    const admin = await entrar(e, 'admin');
    for (const s of [t, revisor, admin]) {
      // The console refuses them, so it never sets their cookie.
      const consola = await s.raw({ method: 'GET', url: '/api/operacion' });
      expect(consola.statusCode).toBe(403);
      expect(consola.headers['set-cookie']).toBeUndefined();
      const r = await abrir('/temporal/', `ventanilla_temporal=${s.token}`);
      expect(r.statusCode).toBe(403);
      expect(r.body).toContain('Sin acceso a Temporal');
      expect(r.body).toContain('solo root y el personal de operación');
    }
    expect(recibidas.length).toBe(antes);
  });

  it('root and operativo: the console sets an HttpOnly cookie for /temporal/ only; the UI is served with its own strict CSP and no portal credential', async () => {
    const { s, set, cookie } = await cookieDeConsola('root');
    expect(set).toMatch(/^ventanilla_temporal=[^;]+; Path=\/temporal\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);

    const r = await abrir('/temporal/', `${cookie}; otra=1`, { authorization: `Bearer ${s.token}` });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe(HTML);
    const csp = String(r.headers['content-security-policy']);
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    // Its own frames only (the summary and details are shown in srcdoc frames of its origin).
    expect(csp).toContain("frame-ancestors 'self'");
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The UI's CSRF cookie stays under /temporal/.
    expect(r.headers['set-cookie']).toEqual(['_csrf=abc123; Path=/temporal/; SameSite=Strict']);
    const ultima = recibidas.at(-1)!;
    expect(ultima.url).toBe('/temporal/');
    expect(ultima.headers.authorization).toBeUndefined();
    expect(ultima.headers.cookie).toBeUndefined();

    // Its API, with a body and the UI's CSRF cookie, passes through untouched.
    const post = await e.app.inject({
      method: 'POST',
      url: '/temporal/api/v1/namespaces/default/workflows/x/signal',
      headers: { cookie: `${cookie}; _csrf=abc123`, 'content-type': 'application/json', 'x-csrf-token': 'abc123' },
      payload: '{"signalName":"revisar"}',
    });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual({ ok: true, recibido: '{"signalName":"revisar"}' });
    expect(recibidas.at(-1)!.headers).toMatchObject({ cookie: '_csrf=abc123', 'x-csrf-token': 'abc123' });
    expect(recibidas.at(-1)!.headers.cookie).not.toContain('ventanilla_temporal');

    // operativo too.
    expect((await abrir('/temporal/', (await cookieDeConsola('operativo')).cookie)).statusCode).toBe(200);

    // Signed out: the same cookie opens nothing.
    expect((await s.post(`/api/logout/${s.userId}`)).status).toBe(200);
    expect((await abrir('/temporal/', cookie)).statusCode).toBe(401);
  });

  it('the frame of a summary (/temporal/render) is the portal\'s own, behind the same sign-in, its markdown escaped', async () => {
    const contenido = encodeURIComponent('**Paso:** Validación de datos\n**Área:** <script>alert(1)</script>');
    expect((await abrir(`/temporal/render?content=${contenido}&theme=light`)).statusCode).toBe(401);
    const { cookie } = await cookieDeConsola('root');
    const r = await abrir(`/temporal/render?content=${contenido}&theme=light`, cookie);
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('<strong>Paso:</strong> Validación de datos<br><strong>Área:</strong> &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(r.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'");
  });

  it('/temporal redirects to /temporal/', async () => {
    const r = await abrir('/temporal');
    expect(r.statusCode).toBe(302);
    expect(r.headers.location).toBe('/temporal/');
  });
});
