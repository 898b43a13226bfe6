// Route guards of spec 1 §2.2 as one pure decision: where must this session be for this path?
import type { Sesion } from './tipos';

export type SesionGuardia = Pick<Sesion, 'role' | 'perfil_completo' | 'clave_temporal' | 'modules'>;

export const RUTA_LOGIN = '/signin';
export const RUTA_INICIO = '/admin/dashboard';
export const RUTA_NUEVA_CONTRASENA = '/admin/nueva-contrasena';
export const RUTA_PERFIL_CONTRIBUYENTE = '/admin/datos-contribuyente';
export const RUTA_BENEFICIARIOS = '/admin/beneficiarios';
/** the operator console, for root and operativo only. */
export const RUTA_OPERACION = '/admin/operacion';
/** a brigadista's visits of the day */
export const RUTA_VISITAS = '/admin/visitas';

const PUBLICAS = ['/signin', '/signup'];

/** Open to everyone, with or without a session: the public check of a licence (its QR). */
const SIEMPRE_PUBLICAS = ['/verificar'];

/** spec 1 §2.2: these need login only, so a taxpayer with an incomplete profile may open them (spec 3 §2.1: towers and billboards too). */
const SOLO_LOGIN = [
  '/admin/datos-contribuyente',
  '/admin/perfil',
  '/admin/mis-documentos',
  '/admin/notificaciones',
  '/admin/solicitudesTorres',
  '/admin/torres',
  '/admin/solicitudEspectaculares',
  '/admin/espectacular',
];

/** Which session module opens each admin section (the sidebar is built from the same list). */
const MODULO_POR_RUTA: [prefijo: string, modulo: string][] = [
  ['/admin/perfil', 'perfil'],
  ['/admin/datos-contribuyente', 'datos-contribuyente'],
  ['/admin/mis-documentos', 'mis-documentos'],
  ['/admin/notificaciones', 'notificaciones'],
  ['/admin/bandeja', 'bandeja'],
  // the official's e.firma: whoever signs in the inbox (docs/EFIRMA.md)
  ['/admin/efirma', 'bandeja'],
  ['/admin/correos', 'correos'],
  ['/admin/beneficiarios', 'beneficiarios'],
  ['/admin/establecimientos-anuncios', 'solicitudes'],
  ['/admin/anuncios-externos', 'solicitudes'],
  ['/admin/anuncio', 'solicitudes'],
  ['/admin/anuncio-externo', 'solicitudes'],
  ['/admin/solicitudArrendamiento', 'solicitudes'],
  ['/admin/solicitudCesionDerecho', 'solicitudes'],
  ['/admin/establecimientos', 'establecimientos'],
  ['/admin/tramites', 'tramites'],
  ['/admin/usuarios', 'usuarios'],
  ['/admin/catalogos', 'catalogos'],
  ['/admin/visitas', 'visitas'],
];

function bajo(ruta: string, prefijo: string): boolean {
  return ruta === prefijo || ruta.startsWith(`${prefijo}/`);
}

export function moduloDeRuta(ruta: string): string | null {
  for (const [prefijo, modulo] of MODULO_POR_RUTA) if (bajo(ruta, prefijo)) return modulo;
  return null;
}

/**
 * The addresses the shell draws (the `admin` route of web/rutas.tsx, not its own-page
 * /admin/nueva-contrasena): the server sends its skeleton there (api/lib/estaticos.ts, the same rule).
 */
export function esDelShell(ruta: string): boolean {
  const r = normalizar(ruta);
  return bajo(r, '/admin') && !bajo(r, RUTA_NUEVA_CONTRASENA);
}

function normalizar(ruta: string): string {
  const r = ruta.split(/[?#]/)[0] || '/';
  return r.length > 1 ? r.replace(/\/+$/, '') : r;
}

/** The landing page of a session: Inicio when it has that module, else the staff inbox, else a brigadista's visits. */
export function inicioDe(sesion: SesionGuardia): string {
  if (sesion.modules.includes('inicio')) return RUTA_INICIO;
  if (sesion.modules.includes('bandeja')) return '/admin/bandeja';
  if (sesion.modules.includes('visitas')) return RUTA_VISITAS;
  return RUTA_INICIO;
}

/** Where the session belongs for `ruta` (possibly `ruta` itself). */
export function destino(sesion: SesionGuardia | null, ruta: string): string {
  const r = normalizar(ruta);
  if (SIEMPRE_PUBLICAS.some((p) => bajo(r, p))) return r;
  if (!sesion) return PUBLICAS.includes(r) ? r : RUTA_LOGIN;

  // Session present: the login pages and the root lead into the shell.
  let d = r.startsWith('/admin/') ? r : inicioDe(sesion);

  if (sesion.clave_temporal) return RUTA_NUEVA_CONTRASENA;
  if (d === RUTA_NUEVA_CONTRASENA) d = inicioDe(sesion);

  if (sesion.role === 'operativo') return bajo(d, RUTA_BENEFICIARIOS) || bajo(d, RUTA_OPERACION) ? d : RUTA_BENEFICIARIOS;
  if (bajo(d, RUTA_OPERACION) && sesion.role !== 'root') return inicioDe(sesion);

  if (sesion.role === 'contribuyente' && !sesion.perfil_completo) {
    if (!SOLO_LOGIN.some((p) => bajo(d, p))) return RUTA_PERFIL_CONTRIBUYENTE;
  }

  const modulo = moduloDeRuta(d);
  if (modulo && !sesion.modules.includes(modulo)) {
    // The forced profile screen is never closed by a missing module.
    if (d === RUTA_PERFIL_CONTRIBUYENTE && sesion.role === 'contribuyente') return d;
    return inicioDe(sesion);
  }
  return d;
}

/** null when the path may render; otherwise the path to redirect to. */
export function decidirRedireccion(sesion: SesionGuardia | null, ruta: string): string | null {
  const d = destino(sesion, ruta);
  return d === normalizar(ruta) ? null : d;
}
