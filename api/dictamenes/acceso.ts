// Who may reach a tower or billboard request (spec 3 §6, §7.4–7.5): its taxpayer reads and writes
// it; staff of Desarrollo Urbano (6), its Jefatura (61) and its Dirección (62), and root, read every
// one (each review level decides only its own step: decisiones.ts). Nobody else. A taxpayer cannot
// tell another's id from a missing one (403), and a request of the other procedure is not found
// under this one's URLs.
import type { FastifyRequest } from 'fastify';
import { actual } from '../auth/guards';
import type { AppDeps } from '../lib/contexto';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { puedeEditarDictamen } from '../../domain/dictamenes/estatus';
import type { AdaptadorDictamen, VistaDictamen } from './adaptador';
import { areasDictamenDe } from './comun.schemas';
import { estatusDictamen } from './estado';

export type ModoDictamen = 'leer' | 'escribir';

/** The request {id} of this procedure, with the caller's check. */
export async function cargarDictamen<V extends VistaDictamen>(deps: AppDeps, req: FastifyRequest, a: AdaptadorDictamen<V, unknown>, id: number, modo: ModoDictamen = 'leer'): Promise<V> {
  const yo = actual(req);
  const v = await a.leer(deps, id);
  if (!v || v.s.procedimiento !== a.tipo) throw yo.contribuyenteId !== null || !areasDictamenDe(req)?.length ? forbidden() : notFound();
  if (yo.contribuyenteId !== null && v.s.contribuyenteId === yo.contribuyenteId) return v;
  if (modo === 'leer' && areasDictamenDe(req)?.length) return v;
  throw forbidden();
}

/** Refused (400, in words) unless the taxpayer may edit it now: 0, 1, 5, 9, 11, 13, 15, never deleted nor in review. */
export function exigirEditable(v: VistaDictamen): void {
  const abierto = v.s.estado === 'borrador' || v.s.estado === 'devuelta';
  if (v.d.eliminadaAt || !abierto || !puedeEditarDictamen(estatusDictamen(v))) throw badRequest(M.noEditable, 'BLOQUEADO');
}
