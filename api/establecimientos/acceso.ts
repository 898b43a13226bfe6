// Ownership checks for establishments and their licences: a taxpayer reaches only
// their own; staff reach an establishment only while one of its requests' tasks is in their areas.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Establecimiento } from '../../db/schema';
import { actual, esStaff } from '../auth/guards';
import { forbidden, notFound } from '../lib/errors';
import { createLicenciasRepository, type LicenciaVista } from '../licencias/licencias.repository';
import { createTareasRepository } from '../tareas/tareas.repository';
import { createEstablecimientosRepository } from './establecimientos.repository';

export type Acceso = 'propietario' | 'staff';

export async function cargarEstablecimiento(db: Db, req: FastifyRequest, id: number, modo: 'leer' | 'escribir' = 'leer'): Promise<{ est: Establecimiento; acceso: Acceso }> {
  const a = actual(req);
  const est = await createEstablecimientosRepository({ db }).porId(id);
  if (!est || est.baja) {
    // A taxpayer learns nothing about ids that are not theirs: missing and foreign look the same.
    if (a.usuario.rol === 'contribuyente') throw forbidden();
    throw notFound();
  }
  if (a.contribuyenteId !== null && est.contribuyenteId === a.contribuyenteId) return { est, acceso: 'propietario' };
  if (modo === 'leer' && esStaff(a.usuario.rol)) {
    if (a.usuario.rol === 'root') return { est, acceso: 'staff' };
    const areaIds = a.areas.map((x) => x.id);
    if (await createTareasRepository({ db }).hayDeLocacionEnAreas(id, areaIds)) return { est, acceso: 'staff' };
  }
  throw forbidden();
}

export async function cargarLicencia(db: Db, req: FastifyRequest, licenciaId: number, modo: 'leer' | 'escribir' = 'leer') {
  const lic = await createLicenciasRepository({ db }).porId(licenciaId);
  if (!lic) {
    if (actual(req).usuario.rol === 'contribuyente') throw forbidden();
    throw notFound();
  }
  const { est, acceso } = await cargarEstablecimiento(db, req, lic.locacionId, modo);
  return { lic, est, acceso } as { lic: LicenciaVista; est: Establecimiento; acceso: Acceso };
}

/** The licence of the current year (or the newest) of an establishment. */
export const licenciaVigente = (db: Db, locacionId: number): Promise<LicenciaVista | null> => createLicenciasRepository({ db }).vigente(locacionId);
