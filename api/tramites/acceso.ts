// Who may read or move a request: its taxpayer; staff only while one of the
// request's tasks sits in one of their areas (root: every area). Anything else is 403, and a
// taxpayer cannot tell a foreign id from a missing one.
import type { FastifyRequest } from 'fastify';
import type { Solicitud } from '../../db/schema';
import { actual, esStaff } from '../auth/guards';
import { forbidden, notFound } from '../lib/errors';
import type { SolicitudesRepository } from './solicitudes.repository';

export type Modo = 'leer' | 'escribir';

export async function puedeVerSolicitud(repo: SolicitudesRepository, req: FastifyRequest, s: Solicitud, modo: Modo): Promise<boolean> {
  const a = actual(req);
  if (a.contribuyenteId !== null && s.contribuyenteId === a.contribuyenteId) return true;
  if (modo !== 'leer' || !esStaff(a.usuario.rol)) return false;
  if (a.usuario.rol === 'root') return true;
  return repo.tieneTareaEnAreas(s.id, a.areas.map((x) => x.id));
}

export async function cargarSolicitud(repo: SolicitudesRepository, req: FastifyRequest, id: number, modo: Modo = 'leer'): Promise<Solicitud> {
  const s = await repo.porId(id);
  const a = actual(req);
  if (!s) {
    if (a.usuario.rol === 'contribuyente') throw forbidden();
    throw notFound();
  }
  if (!(await puedeVerSolicitud(repo, req, s, modo))) throw forbidden();
  return s;
}
