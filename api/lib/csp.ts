// The browser's Content-Security-Policy of the portal. The SPA has no inline scripts,
// so script-src stays 'self'; images may come from the portal and from the map's tile server alone.

/** Leaflet's default subdomains for `{s}` in a tile URL (a, b, c). */
export const SUBDOMINIOS_TESELAS = ['a', 'b', 'c'] as const;

// A host name of letters, digits, dots and hyphens, or an IPv4 address. A URL parser accepts `*`
// and `;` in a host; in a CSP source the first is a wildcard and the second ends the directive.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * The origins a tile URL template reaches, e.g. 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
 * → ['https://tile.openstreetmap.org']; '{s}' in the host stands for a, b and c, each listed.
 * null when it is not an http(s) template with {z}, {x} and {y} and a plain host name.
 */
export function origenesDeTeselas(plantilla: string): string[] | null {
  const t = plantilla.trim();
  if (!['{z}', '{x}', '{y}'].every((p) => t.includes(p))) return null;
  const subdominios = t.includes('{s}') ? SUBDOMINIOS_TESELAS : [''];
  const origenes = new Set<string>();
  for (const s of subdominios) {
    let url: URL;
    try {
      url = new URL(t.replaceAll('{s}', s).replaceAll('{z}', '0').replaceAll('{x}', '0').replaceAll('{y}', '0').replaceAll('{r}', ''));
    } catch {
      return null;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || !HOST.test(url.hostname)) return null;
    origenes.add(url.origin);
  }
  return [...origenes];
}

/**
 * The policy's directives, as @fastify/helmet takes them (api/app.ts sets them on every answer,
 * /api/docs included: Swagger UI 5 loads its scripts from files, none inline). `imagenes` are the
 * extra origins of img-src (the tile server's).
 */
export function directivasDeContenido({ imagenes = [] }: { imagenes?: readonly string[] } = {}): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imagenes],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The header's value of those directives. */
export function politicaDeContenido(o: { imagenes?: readonly string[] } = {}): string {
  return Object.entries(directivasDeContenido(o))
    .map(([d, fuentes]) => [d, ...fuentes].join(' '))
    .join('; ');
}
