// Who may reach an advertising request, one of its signs or one of their rows (both procedures):
// its taxpayer; staff only while a task of the request sits in one of their areas (root: every
// one); writing is the taxpayer's. A foreign id and a missing one look the same to a taxpayer
// (403), and a sign of the other procedure is not found under this one's URLs. Editing is allowed
// only while the request is a draft or returned (spec 3 §4.1: 1 or 5).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Anuncio, AnuncioDetalle } from '../../db/schema';
import type { TipoSolicitudAnuncio } from '../../domain/anuncios/comun';
import { puedeEditarAnuncio } from '../../domain/anuncios/reglas';
import { cerrada, estatusSolicitud } from '../../domain/tramite/lectura';
import { definicionDe } from '../../domain/tramites';
import { actual } from '../auth/guards';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { puedeVerSolicitud, type Modo } from '../tramites/acceso';
import { snapshotDe } from '../tramites/lectura';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { datosAnuncioDe } from './anuncios.dto';
import { createAnunciosRepository, type VistaSolicitudAnuncio } from './anuncios.repository';

const noEncontrada = (req: FastifyRequest) => (actual(req).usuario.rol === 'contribuyente' ? forbidden() : notFound());

async function comprobar(db: Db, req: FastifyRequest, v: VistaSolicitudAnuncio | null, tipo: TipoSolicitudAnuncio, modo: Modo): Promise<VistaSolicitudAnuncio> {
  if (!v || v.sa.tipo !== tipo) throw noEncontrada(req);
  if (!(await puedeVerSolicitud(createSolicitudesRepository({ db }), req, v.s, modo))) throw forbidden();
  return v;
}

/** The request {id} of this procedure, with the ownership check. */
export async function cargarSolicitudAnuncio(db: Db, req: FastifyRequest, solicitudId: number, tipo: TipoSolicitudAnuncio, modo: Modo = 'leer'): Promise<VistaSolicitudAnuncio> {
  return comprobar(db, req, await createAnunciosRepository({ db }).leer(solicitudId), tipo, modo);
}

/** A sign and its request, with the request's ownership check. */
export async function cargarAnuncio(db: Db, req: FastifyRequest, anuncioId: number, tipo: TipoSolicitudAnuncio, modo: Modo = 'leer'): Promise<{ anuncio: Anuncio; v: VistaSolicitudAnuncio }> {
  const r = await createAnunciosRepository({ db }).anuncioPorId(anuncioId);
  const v = await comprobar(db, req, r?.v ?? null, tipo, modo);
  return { anuncio: r!.anuncio, v };
}

/** A detail row, its sign and its request, with the request's ownership check. */
export async function cargarDetalleAnuncio(
  db: Db,
  req: FastifyRequest,
  detalleId: number,
  tipo: TipoSolicitudAnuncio,
  modo: Modo = 'leer',
): Promise<{ detalle: AnuncioDetalle; anuncio: Anuncio; v: VistaSolicitudAnuncio }> {
  const r = await createAnunciosRepository({ db }).detallePorId(detalleId);
  const v = await comprobar(db, req, r?.v ?? null, tipo, modo);
  return { detalle: r!.detalle, anuncio: r!.anuncio, v };
}

/** spec 3 §4.1 status of the request, from its machine (a draft's data as its rows say now). */
export function estatusAnuncio(v: VistaSolicitudAnuncio): number {
  const def = definicionDe(v.s.procedimiento);
  return estatusSolicitud(def, snapshotDe(def, v.s, datosAnuncioDe(v.sa)));
}

/** Refused (400, in words) unless the request may be edited now: a draft or returned (1, 5). */
export function exigirEditable(v: VistaSolicitudAnuncio, mensaje: string): void {
  if (!puedeEditarAnuncio(estatusAnuncio(v)) || cerrada(v.s.estado)) throw badRequest(mensaje, 'BLOQUEADO');
}
