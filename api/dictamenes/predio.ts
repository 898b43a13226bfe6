// The gates before a tower or billboard request is sent (spec 3 §3.4–3.5, §5.1), kept on its own
// row on every save and send so the cards show them: edo_cuenta_status — the property tax of the key
// (8 paid; 6 owed; 9 the office could not tell), a key with none to pay (requierePagoPredial) or no
// key ('No cuento con clave catastral') counting as paid — and constancia_uso_suelo_exist: the
// land-use certificate uploaded, or one the portal issued for that key (a land-use request of an
// establishment on the key that ended approved).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { constanciasUsoSuelo, establecimientos, solicitudes, solicitudesTorres, type ArchivosDictamen } from '../../db/schema';
import { esClaveCatastral17, normalizarClaveCatastral, requierePagoPredial } from '../../domain/common/predio';
import { EDO_CUENTA } from '../../domain/dictamenes/estatus';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import type { AppDeps } from '../lib/contexto';
import { badRequest } from '../lib/errors';
import { externo } from '../lib/externo';
import type { TablaDictamen } from './adaptador';

/** spec 3 §4.4 edo_cuenta_status of the key now. */
export async function estadoPredialDictamen(deps: AppDeps, claveCatastral: string | null, noFolio: boolean): Promise<number | null> {
  if (noFolio) return EDO_CUENTA.PAGADO;
  const clave = normalizarClaveCatastral(claveCatastral);
  if (!clave) return null;
  if (!requierePagoPredial(clave) || !esClaveCatastral17(clave)) return EDO_CUENTA.PAGADO;
  try {
    const r = await externo(() => deps.predial.estadoPredial(clave));
    if (!r) return EDO_CUENTA.RECHAZADO;
    return r.pagado ? EDO_CUENTA.PAGADO : EDO_CUENTA.PENDIENTE;
  } catch {
    return EDO_CUENTA.RECHAZADO;
  }
}

/** Did the portal issue a land-use certificate for the key (a usosuelo request on it, approved)? */
export async function constanciaDelPortal(db: Db, claveCatastral: string | null): Promise<boolean> {
  const clave = normalizarClaveCatastral(claveCatastral);
  if (!clave) return false;
  const [f] = await db
    .select({ id: constanciasUsoSuelo.solicitudId })
    .from(constanciasUsoSuelo)
    .innerJoin(establecimientos, eq(establecimientos.id, constanciasUsoSuelo.locacionId))
    .innerJoin(solicitudes, eq(solicitudes.id, constanciasUsoSuelo.solicitudId))
    .where(and(eq(establecimientos.claveCatastral, clave), eq(solicitudes.estado, 'terminada')))
    .limit(1);
  return !!f;
}

export interface Compuertas {
  edoCuentaStatus: number | null;
  constanciaPortal: boolean;
  constanciaUsoSueloExist: boolean;
}

/** Both gates of the property as they are now. */
export async function compuertas(deps: AppDeps, p: { claveCatastral: string | null; noFolio: boolean; archivos: ArchivosDictamen }): Promise<Compuertas> {
  const [edoCuentaStatus, constanciaPortal] = await Promise.all([estadoPredialDictamen(deps, p.claveCatastral, p.noFolio), constanciaDelPortal(deps.db, p.claveCatastral)]);
  return { edoCuentaStatus, constanciaPortal, constanciaUsoSueloExist: constanciaPortal || typeof p.archivos.constancia_uso_suelo === 'number' };
}

/** The columns both own tables share, written by the shared layer. */
export type ComunesDictamen = Partial<
  Pick<typeof solicitudesTorres.$inferInsert, 'archivos' | 'edoCuentaStatus' | 'constanciaUsoSueloExist' | 'eliminadaAt' | 'claveCatastral' | 'noFolio' | 'tipoPropiedadId'>
>;

type Conexion = Pick<Db, 'update'>;

/** Writes the shared columns on the procedure's own row (both tables name them alike). */
export async function guardarComunes(c: Conexion, tabla: TablaDictamen, solicitudId: number, cambios: ComunesDictamen): Promise<void> {
  const t = tabla as typeof solicitudesTorres;
  await c
    .update(t)
    .set({ ...cambios, updatedAt: new Date() })
    .where(eq(t.solicitudId, solicitudId));
}

/** spec 3 §5.1 on sending: the property tax paid, the land-use certificate there (400 in words). */
export function exigirCompuertas(c: Compuertas): void {
  if (c.edoCuentaStatus === EDO_CUENTA.PENDIENTE) throw badRequest(M.predialPendiente, 'PREDIAL');
  if (c.edoCuentaStatus === EDO_CUENTA.RECHAZADO) throw badRequest(M.predialNoVerificado, 'PREDIAL');
  if (!c.constanciaUsoSueloExist) throw badRequest(M.sinConstanciaUsoSuelo, 'CONSTANCIA_USO_SUELO');
}
