// Who may read or move a change request: its taxpayer; staff only while one of
// its tasks is (or was) in their areas. A request is reached by its id and must belong to the
// establishment (and the procedure) the path names: another taxpayer's request under one's own
// establishment id is 403, as is a foreign establishment. Writing also needs the establishment to
// be the caller's now and open (an owner change or a closure ends that).
import type { FastifyRequest } from 'fastify';
import type { Establecimiento } from '../../db/schema';
import type { TipoCambio } from '../../domain/cambios/comun';
import { actual } from '../auth/guards';
import { cargarEstablecimiento } from '../establecimientos/acceso';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import type { AppDeps } from '../lib/contexto';
import { forbidden, notFound } from '../lib/errors';
import { puedeVerSolicitud, type Modo } from '../tramites/acceso';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { createCambiosRepository, type CambioVista } from './cambios.repository';

export interface CambioCargado {
  v: CambioVista;
  est: Establecimiento;
}

export async function cargarCambio(
  deps: Pick<AppDeps, 'db'>,
  req: FastifyRequest,
  o: { solicitudId: number; tipo: TipoCambio; locacionId?: number; modo?: Modo },
): Promise<CambioCargado> {
  const modo = o.modo ?? 'leer';
  const v = await createCambiosRepository({ db: deps.db }).porId(o.solicitudId);
  const ajeno = () => (actual(req).usuario.rol === 'contribuyente' ? forbidden() : notFound());
  if (!v || v.c.tipo !== o.tipo) throw ajeno();
  if (o.locacionId !== undefined && v.c.locacionId !== o.locacionId) throw forbidden();
  if (!(await puedeVerSolicitud(createSolicitudesRepository({ db: deps.db }), req, v.s, modo))) throw forbidden();
  if (modo === 'escribir') return { v, est: (await cargarEstablecimiento(deps.db, req, v.c.locacionId, 'escribir')).est };
  // Read: the request stays readable by whoever filed it, also once its establishment closed or changed hands.
  const est = await createEstablecimientosRepository({ db: deps.db }).porId(v.c.locacionId);
  if (!est) throw ajeno();
  return { v, est };
}
