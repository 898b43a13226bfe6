// Who reaches a visit: the staff of the area that ordered it (and root) and the brigadista it is
// assigned to. Ordering and assigning are the four inspecting areas' staff only.
import type { FastifyRequest } from 'fastify';
import { MSG_VISITAS } from '../../domain/visitas/mensajes';
import { areaDeTipoVisita, type TipoVisita } from '../../domain/visitas/tipos';
import { actual, esStaff } from '../auth/guards';
import type { SesionActual } from '../lib/contexto';
import { forbidden, HttpError } from '../lib/errors';
import type { VisitasRepository } from './visitas.repository';

export const visitaNoEncontrada = () => new HttpError(404, MSG_VISITAS.visitaNoEncontrada, 'NOT_FOUND');

const esDelArea = (a: SesionActual, area: number) => a.usuario.rol === 'root' || (esStaff(a.usuario.rol) && a.areas.some((x) => x.id === area));

/** Staff who order a visit of this type: members of its area (and root). */
export function exigirOrdenar(req: FastifyRequest, tipo: TipoVisita): SesionActual {
  const a = actual(req);
  if (!esStaff(a.usuario.rol)) throw forbidden();
  if (!esDelArea(a, areaDeTipoVisita(tipo))) throw forbidden(MSG_VISITAS.tipoDeOtraArea);
  return a;
}

/**
 * The area's coordination assigns: its members who coordinate or review (not an analista, who
 * reads), and root.
 */
export function exigirCoordinacion(req: FastifyRequest, area: number): SesionActual {
  const a = actual(req);
  if (!esDelArea(a, area)) throw forbidden();
  if (a.usuario.rol === 'analista') throw forbidden(MSG_VISITAS.noEsCoordinador);
  return a;
}

/** A visit read by the area's staff, root or its brigadista; anyone else 404, as if it did not exist. */
export async function cargarVisita(req: FastifyRequest, repo: VisitasRepository, id: number) {
  const a = actual(req);
  const f = await repo.porId(id);
  if (!f) throw visitaNoEncontrada();
  const suya = a.usuario.rol === 'brigadista' && f.v.brigadistaId === a.usuario.id;
  if (!suya && !esDelArea(a, f.v.areaId)) throw visitaNoEncontrada();
  return { a, f };
}

/** The staff of any of the four inspecting areas (the list of brigadistas is theirs). */
export function exigirAreaQueInspecciona(req: FastifyRequest, areas: readonly number[]): SesionActual {
  const a = actual(req);
  if (a.usuario.rol === 'root') return a;
  if (!esStaff(a.usuario.rol) || !a.areas.some((x) => areas.includes(x.id))) throw forbidden();
  return a;
}
