// Temporal's Web UI behind the portal's own sign-in (ARCHITECTURE.md "In service": operators reach
// Temporal's UI only through the portal). The UI has no authentication of its own and can signal,
// cancel and terminate any workflow, so it listens on the loopback (or a private network) and the
// portal serves it under /temporal/ to root and operativo only: the operator console sets an
// HttpOnly cookie with the session's token (api/auth/cookie-temporal.ts), valid exactly as long as the session.
import { createHash } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Rol } from '../../domain/common/catalogos';
import { COOKIE_TEMPORAL, RUTA_TEMPORAL_UI } from '../auth/cookie-temporal';
import { sesionDeToken } from '../auth/guards';

const ROLES: readonly Rol[] = ['root', 'operativo'];

function leerCookie(h: string | undefined, nombre: string): string | null {
  for (const parte of (h ?? '').split(';')) {
    const [k, ...v] = parte.trim().split('=');
    if (k === nombre) return v.join('=') || null;
  }
  return null;
}

const escapar = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A page of the portal's own (no script, the portal's CSP) that says why in Spanish. */
function pagina(reply: FastifyReply, estado: number, titulo: string, texto: string) {
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapar(titulo)} · Ventanilla</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}h1{font-size:1.5rem}a{color:#0b4f8a;display:inline-block;padding:.25rem 0;min-height:24px}</style></head>
<body><main><h1>${escapar(titulo)}</h1><p>${escapar(texto)}</p><p><a href="/admin/operacion">Ir a la consola de operación</a></p></main></body></html>`;
  return reply.code(estado).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/**
 * The UI's own CSP: its pages bootstrap with one inline script (SvelteKit), allowed by its hash
 * only; its styles are inline attributes. Everything else comes from the portal's origin. It shows
 * a workflow's summary and details in frames of its own (srcdoc, which inherit this policy), so it
 * may be framed by its own origin, never by another.
 */
export function politicaTemporalUi(hashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes.map((h) => `'sha256-${h}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** sha256 (base64) of each inline <script> of an HTML page. */
export function hashesDeScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => createHash('sha256').update(m[1], 'utf8').digest('base64'));
}

/** The little markdown a summary uses (bold, italics, code, lines), every other character escaped. */
export function markdownBasico(md: string): string {
  return md
    .split(/\r?\n/)
    .map((linea) =>
      escapar(linea)
        .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
        .replace(/(^|[^*])\*([^*]+?)\*/g, '$1<em>$2</em>')
        .replace(/`([^`]+?)`/g, '<code>$1</code>'),
    )
    .join('<br>');
}

function paginaMarkdown(md: string, oscuro: boolean): string {
  const [fondo, texto] = oscuro ? ['#141414', '#f8fafc'] : ['#ffffff', '#141414'];
  return `<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;padding:.5rem;font:14px/1.5 system-ui,sans-serif;background:${fondo};color:${texto};white-space:normal}</style></head><body>${markdownBasico(md)}</body></html>`;
}

// What reaches the UI: no portal credentials, no compression (an HTML page is read to hash its script).
const SIN_REENVIAR = new Set(['authorization', 'cookie', 'host', 'accept-encoding', 'connection', 'keep-alive', 'upgrade', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding']);
const SIN_DEVOLVER = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-security-policy', 'x-frame-options', 'set-cookie']);

function cabecerasHacia(h: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(h)) if (v !== undefined && !SIN_REENVIAR.has(k)) out[k] = v;
  // The UI's CSRF cookie is its own (set under /temporal/ below); the portal's session never leaves.
  const csrf = leerCookie(h.cookie, '_csrf');
  if (csrf) out.cookie = `_csrf=${csrf}`;
  return out;
}

async function autorizar(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const token = leerCookie(req.headers.cookie, COOKIE_TEMPORAL);
  const sesion = token && token.length < 200 ? await sesionDeToken(req, token) : null;
  if (!sesion) {
    await pagina(reply, 401, 'Inicie sesión para abrir Temporal', 'La interfaz de Temporal se abre desde la consola de operación del portal, con una sesión de root o de operación. Inicie sesión y ábrala desde la consola.');
    return false;
  }
  if (!ROLES.includes(sesion.usuario.rol as Rol) || sesion.usuario.claveTemporal || sesion.sesion.claveTemporal) {
    await pagina(reply, 403, 'Sin acceso a Temporal', 'Su cuenta no puede abrir la interfaz de Temporal: solo root y el personal de operación pueden hacerlo.');
    return false;
  }
  return true;
}

export const temporalUiRoutes: FastifyPluginAsync<{ upstream: string | undefined }> = async (app, { upstream }) => {
  // The UI's requests pass through untouched: no body is parsed here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
  const destino = upstream ? new URL(upstream) : null;

  const proxy = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!(await autorizar(req, reply))) return reply;
    if (!destino) return pagina(reply, 503, 'Temporal no está disponible', 'Este portal no tiene configurada la interfaz de Temporal (TEMPORAL_UI_UPSTREAM).');
    const cliente = destino.protocol === 'https:' ? https : http;
    let respuesta: http.IncomingMessage;
    try {
      respuesta = await new Promise<http.IncomingMessage>((ok, mal) => {
        const r = cliente.request(
          { protocol: destino.protocol, hostname: destino.hostname, port: destino.port, method: req.method, path: req.url, headers: { ...cabecerasHacia(req.headers), host: destino.host } },
          ok,
        );
        r.setTimeout(60_000, () => r.destroy(new Error('tiempo de espera agotado')));
        r.on('error', mal);
        req.raw.pipe(r);
      });
    } catch (err) {
      req.log.warn({ err }, 'interfaz de Temporal inalcanzable');
      return pagina(reply, 502, 'Temporal no responde', 'La interfaz de Temporal no respondió. Intente de nuevo en unos minutos.');
    }
    reply.code(respuesta.statusCode ?? 502);
    for (const [k, v] of Object.entries(respuesta.headers)) if (v !== undefined && !SIN_DEVOLVER.has(k)) reply.header(k, v);
    // The UI's CSRF cookie, kept to its own path.
    const cookies = respuesta.headers['set-cookie'] ?? [];
    if (cookies.length) reply.header('set-cookie', [...new Set(cookies)].map((c) => c.replace(/;\s*Path=[^;]*/i, `; Path=${RUTA_TEMPORAL_UI}/`)));
    reply.header('cache-control', respuesta.headers['cache-control'] ?? 'no-store');
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (String(respuesta.headers['content-type'] ?? '').startsWith('text/html')) {
      const trozos: Buffer[] = [];
      for await (const t of respuesta) trozos.push(t as Buffer);
      const html = Buffer.concat(trozos).toString('utf8');
      return reply.header('content-security-policy', politicaTemporalUi(hashesDeScripts(html))).send(html);
    }
    return reply.header('content-security-policy', politicaTemporalUi([])).send(respuesta);
  };

  // The UI shows a workflow's summary and details in a frame of its route /render, which its
  // version 2.54 cannot route under a public path (its own 404): the portal renders that frame.
  app.get(`${RUTA_TEMPORAL_UI}/render`, { schema: { hide: true } }, async (req, reply) => {
    if (!(await autorizar(req, reply))) return reply;
    const q = req.query as { content?: string; theme?: string };
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'SAMEORIGIN')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'")
      .send(paginaMarkdown(String(q.content ?? ''), q.theme === 'dark'));
  });
  app.all(RUTA_TEMPORAL_UI, { schema: { hide: true } }, async (_req, reply) => reply.redirect(`${RUTA_TEMPORAL_UI}/`));
  app.all(`${RUTA_TEMPORAL_UI}/*`, { schema: { hide: true } }, proxy);
};
