// The portal's address as the public reaches it (PUBLIC_URL). Every link a person receives starts
// here: the QR of every printout (licences, certificates, dictámenes, constancias, formats: its
// /verificar page) and the links of the e-mails (notifications, reminders). The API's config
// (api/config.ts) and the worker (worker/) both read it through resolverUrlPublica, so the two
// never disagree; activities/ is the place both layers may import.

/** What resolverUrlPublica reads: the process environment or the validated config. */
export interface EntornoUrlPublica {
  PUBLIC_URL?: string | null;
  PORT?: string | number | null;
  NODE_ENV?: string | null;
}

export const MENSAJE_FALTA_URL_PUBLICA =
  'PUBLIC_URL es obligatoria en producción (NODE_ENV=production): la dirección del portal como la abre el público, p. ej. https://ventanilla.opb.gob.mx; el código QR de cada documento y los enlaces de los correos llevan a ella';

const MENSAJE_URL_INVALIDA = 'PUBLIC_URL debe ser una URL http(s) sin usuario ni contraseña, p. ej. https://ventanilla.opb.gob.mx';

/**
 * The public base URL, without a trailing slash. PUBLIC_URL when set; in production it must be
 * set (a QR that leads to localhost is worthless on paper); otherwise (`npm start`, a demo, the
 * tests) the portal on this machine at its PORT, so a demo on another port prints working QRs.
 */
export function resolverUrlPublica(env: EntornoUrlPublica): { ok: true; url: string } | { ok: false; mensaje: string } {
  const dada = typeof env.PUBLIC_URL === 'string' ? env.PUBLIC_URL.trim() : '';
  if (!dada) {
    if (env.NODE_ENV === 'production') return { ok: false, mensaje: MENSAJE_FALTA_URL_PUBLICA };
    const puerto = env.PORT === undefined || env.PORT === null || env.PORT === '' ? 3000 : Number(env.PORT);
    if (!Number.isInteger(puerto) || puerto < 0 || puerto > 65535) return { ok: false, mensaje: `PORT no es un puerto válido (${String(env.PORT)})` };
    return { ok: true, url: `http://localhost:${puerto}` };
  }
  let url: URL;
  try {
    url = new URL(dada);
  } catch {
    return { ok: false, mensaje: MENSAJE_URL_INVALIDA };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) {
    return { ok: false, mensaje: MENSAJE_URL_INVALIDA };
  }
  return { ok: true, url: `${url.origin}${url.pathname}`.replace(/\/+$/, '') };
}

/** The same, for a process without the API's config (the worker): a clear error stops the boot. */
export function urlPublicaDesdeEntorno(env: EntornoUrlPublica = process.env): string {
  const r = resolverUrlPublica(env);
  if (!r.ok) throw new Error(`Configuración inválida: ${r.mensaje}`);
  return r.url;
}

/** A link for a person: the public base and a path of the portal ('/verificar/…', '/licencias/3'). */
export function enlacePublico(base: string, ruta: string): string {
  return `${base.replace(/\/+$/, '')}/${ruta.replace(/^\/+/, '')}`;
}
