import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG_EXTRA } from '../../domain/common/messages';
import { ROLES_STAFF, type Rol } from '../../domain/common/catalogos';
import { forbidden, unauthorized } from '../lib/errors';
import { createSesionesRepository, type SesionesRepository } from './sesiones.repository';
import type { SesionActual } from '../lib/contexto';

// Routes a person signed in with a temporary password may still call.
const PERMITIDAS_CON_CLAVE_TEMPORAL = [/^\/api\/session$/, /^\/api\/logout\//, /^\/api\/newPassword\//];

export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h || !h.startsWith('Bearer ')) return null;
  const t = h.slice(7).trim();
  return t.length > 0 && t.length < 200 ? t : null;
}

// One repository per app (its deps), not one per request.
const repositorios = new WeakMap<object, SesionesRepository>();
function sesionesDe(req: FastifyRequest): SesionesRepository {
  const deps = req.server.deps;
  let repo = repositorios.get(deps);
  if (!repo) repositorios.set(deps, (repo = createSesionesRepository({ db: deps.db, config: deps.config })));
  return repo;
}

/** The session a token opens, as autenticar resolves it (the Temporal UI's cookie carries the same token). */
export const sesionDeToken = (req: FastifyRequest, token: string) => sesionesDe(req).resolver(token);

/** onRequest hook for every protected route. */
export async function autenticar(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearer(req);
  if (!token) throw unauthorized();
  const actual = await sesionesDe(req).resolver(token);
  if (!actual) throw unauthorized();
  req.actual = actual;
  const temporal = actual.usuario.claveTemporal || actual.sesion.claveTemporal;
  const ruta = req.url.split('?')[0] ?? '';
  if (temporal && !PERMITIDAS_CON_CLAVE_TEMPORAL.some((re) => re.test(ruta))) {
    throw forbidden(MSG_EXTRA.claveTemporalPendiente);
  }
}

export function actual(req: FastifyRequest): SesionActual {
  if (!req.actual) throw unauthorized();
  return req.actual;
}

export function exigirRol(req: FastifyRequest, roles: readonly Rol[]): SesionActual {
  const a = actual(req);
  if (!roles.includes(a.usuario.rol as Rol)) throw forbidden();
  return a;
}

/**
 * Municipal staff who review procedures: the area roles and root. Not administrador, which
 * manages accounts and reads no establishment, licence or document (docs/API.md roles).
 */
export const esStaff = (rol: string) => ROLES_STAFF.includes(rol as Rol) || rol === 'root';

/** The path's user id must be the caller's own (spec 7.2 routes carry the id in the path). */
export function exigirMismoUsuario(req: FastifyRequest, id: number): SesionActual {
  const a = actual(req);
  if (a.usuario.id !== id) throw forbidden();
  return a;
}
