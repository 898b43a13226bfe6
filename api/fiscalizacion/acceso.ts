// Who may reach an extraordinary-hours or live-music request, and which licences may ask for one.
// {id} in every path is the LICENCE's id: its owner reaches it (staff read while a task of their
// area is about the establishment); {sid} is the request's id, which must be of that licence —
// another taxpayer's request under one's own licence id is 403, as is another taxpayer's licence.
// A licence may ask (spec 2; notas-issue12): its kit request ended approved (every signature
// given, not merely status 4), not revoked, not a renewal, and an activity of the establishment
// (main or secondary) has req_patente 'SI'.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Establecimiento } from '../../db/schema';
import { MSG_FISCALIZACION_EXTRA } from '../../domain/fiscalizacion/mensajes';
import type { TipoEstablecimiento } from '../../domain/fiscalizacion/reglas';
import { tipoEstablecimientoDeGiros } from '../../domain/fiscalizacion/horarios';
import { requierePatente } from '../../domain/catalogos/establecimientos';
import { actual } from '../auth/guards';
import { cargarLicencia } from '../establecimientos/acceso';
import { badRequest, forbidden, notFound } from '../lib/errors';
import type { LicenciaVista } from '../licencias/licencias.repository';
import { puedeVerSolicitud, type Modo } from '../tramites/acceso';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { createFiscalizacionRepository, type FiscalizacionVista } from './fiscalizacion.repository';


/**
 * The patente type of an establishment (giro_tipo_patente.establecimiento_id): 1 tiendas, 2 bar y
 * cantina, 3 restaurante bar y hotel, 4 discoteca — read from the activity catalogue
 * (domain/fiscalizacion/horarios.ts); null when no activity has one.
 */
export function tipoEstablecimientoDe(est: Pick<Establecimiento, 'giroActividadId' | 'actividadesSecundarias'>): TipoEstablecimiento | null {
  return tipoEstablecimientoDeGiros([est.giroActividadId, ...est.actividadesSecundarias]);
}

/** Why the licence may not ask for extraordinary hours or live music; null when it may. */
export function motivoNoElegible(lic: Pick<LicenciaVista, 'renovacion' | 'revocada' | 'solicitud'>, est: Pick<Establecimiento, 'giroActividadId' | 'actividadesSecundarias' | 'baja'>): string | null {
  if (lic.renovacion) return MSG_FISCALIZACION_EXTRA.esRenovacion;
  if (lic.solicitud.estado !== 'terminada' || lic.revocada || est.baja) return MSG_FISCALIZACION_EXTRA.licenciaNoLista;
  if (!requierePatente([est.giroActividadId, ...est.actividadesSecundarias]) || tipoEstablecimientoDe(est) === null) return MSG_FISCALIZACION_EXTRA.sinPatente;
  return null;
}

/** The path's licence and its establishment, with the ownership check. */
export const licenciaDe = (db: Db, req: FastifyRequest, id: number, modo: Modo = 'leer') => cargarLicencia(db, req, id, modo);

/** The licence, refused with the Spanish reason (400) when it may not ask. */
export async function licenciaElegible(db: Db, req: FastifyRequest, id: number) {
  const f = await cargarLicencia(db, req, id, 'escribir');
  const motivo = motivoNoElegible(f.lic, f.est);
  if (motivo) throw badRequest(motivo, 'NO_ELEGIBLE');
  return { ...f, tipoEstablecimiento: tipoEstablecimientoDe(f.est)! };
}

export interface FiscalizacionCargada {
  v: FiscalizacionVista;
  lic: LicenciaVista;
  est: Establecimiento;
}

/** The request {sid} of the licence {id}: the licence's ownership first, then the request's. */
export async function cargarFiscalizacion(db: Db, req: FastifyRequest, id: number, sid: number, modo: Modo = 'leer'): Promise<FiscalizacionCargada> {
  const { lic, est } = await cargarLicencia(db, req, id, modo);
  const v = await createFiscalizacionRepository({ db }).porId(sid);
  if (!v) throw actual(req).usuario.rol === 'contribuyente' ? forbidden() : notFound();
  if (v.f.licenciaId !== lic.id) throw forbidden();
  // Reading follows the establishment (its owner, staff with a task about it, root); writing is the owner's.
  if (modo === 'escribir' && !(await puedeVerSolicitud(createSolicitudesRepository({ db }), req, v.s, modo))) throw forbidden();
  return { v, lic, est };
}
