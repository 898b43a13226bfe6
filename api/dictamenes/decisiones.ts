// The moves of a tower or billboard request (spec 3 §4.4): the taxpayer sends it (the gates first:
// the property tax, the land-use certificate, the fields and files); each review level approves its
// own step to the next level (10 → 16 → 3 → 4) or returns it with a reason (5); the Dirección signs
// the dictamen; the taxpayer deletes it (18). Every staff move goes to the workflow through the
// kit's `resolverTarea` — the same path as the inbox's /api/tareas/{id}/resolver — and only the
// staff of the step's area (or root) may make it.
import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { solicitudes, tareas, type Tarea } from '../../db/schema';
import { MSG_EXTRA } from '../../domain/common/messages';
import { APROBACION_DICTAMEN, PASO_DICTAMEN } from '../../domain/dictamenes/comun';
import { ESTATUS_DICTAMEN, puedeEnviarDictamen } from '../../domain/dictamenes/estatus';
import { MENSAJES_DICTAMEN as M } from '../../domain/dictamenes/mensajes';
import { actual } from '../auth/guards';
import type { AppDeps } from '../lib/contexto';
import { badRequest, erroresPorCampo, forbidden, HttpError } from '../lib/errors';
import { enviarTramite } from '../tramites/acciones';
import { cancelarSolicitud, resolverTarea } from '../tramites/temporal';
import type { AdaptadorDictamen, VistaDictamen } from './adaptador';
import { exigirEditable } from './acceso';
import { pasoAbierto, resuelvePaso } from './comun.schemas';
import { estatusDictamen } from './estado';
import { compuertas, exigirCompuertas, guardarComunes } from './predio';

/** A refusal of the rules as the 422 the form reads: the first message, and each field's. */
export function rechazoReglas(errores: readonly { campo: string; mensaje: string }[]): HttpError {
  return new HttpError(422, errores[0].mensaje, 'VALIDATION', erroresPorCampo(errores.map((e) => ({ path: e.campo.split('.'), message: e.mensaje }))));
}

/** The gates written on the own row as they are now (every save and send). */
export async function refrescarCompuertas<V extends VistaDictamen>(deps: AppDeps, a: AdaptadorDictamen<V, unknown>, v: V) {
  const c = await compuertas(deps, { claveCatastral: v.d.claveCatastral, noFolio: v.d.noFolio, archivos: v.d.archivos });
  await guardarComunes(deps.db, a.tabla, v.s.id, { edoCuentaStatus: c.edoCuentaStatus, constanciaUsoSueloExist: c.constanciaUsoSueloExist });
  return c;
}

/** 'Enviar a revisión' (changeStatus {estatus_revision: 10}): a draft, or a returned request sent again (it resumes at the level that returned it). */
export async function enviarDictamen<V extends VistaDictamen>(deps: AppDeps, a: AdaptadorDictamen<V, unknown>, v: V): Promise<void> {
  if (v.d.eliminadaAt || !puedeEnviarDictamen(estatusDictamen(v))) throw badRequest(M.noEnviable, 'BLOQUEADO');
  const c = await refrescarCompuertas(deps, a, v);
  exigirCompuertas(c);
  const errores = a.erroresEnvio(v, { constanciaPortal: c.constanciaPortal });
  if (errores.length) throw rechazoReglas(errores);
  await enviarTramite(deps, v.s, M.noEnviable);
}

/** The open task of a step (the inbox holds the same row). */
async function tareaPendiente(deps: AppDeps, solicitudId: number, paso: string): Promise<Tarea> {
  const [t] = await deps.db
    .select()
    .from(tareas)
    .where(and(eq(tareas.solicitudId, solicitudId), eq(tareas.paso, paso), eq(tareas.estado, 'pendiente')));
  if (!t) throw badRequest(MSG_EXTRA.tareaNoPendiente, 'tarea.no_pendiente');
  return t;
}

/**
 * A staff changeStatus: at 10 {16} approves the technical review, at 16 {3} the head of
 * department's, at 3 {4} the Dirección's; {5, motivo_rechazo} returns the current level. Only the
 * level's area (or root) decides: anyone else gets 403 'Permiso denegado'.
 */
export async function decidirDictamen(deps: AppDeps, req: FastifyRequest, v: VistaDictamen, b: { estatus_revision: number; motivo_rechazo?: string | null }): Promise<void> {
  const abierto = pasoAbierto(v);
  const nivel = abierto ? APROBACION_DICTAMEN.find((n) => n.paso === abierto.paso.clave) : undefined;
  if (abierto && !nivel && !resuelvePaso(req, abierto.area)) throw forbidden();
  if (!abierto || !nivel) throw badRequest(M.estatusInvalido, 'ESTATUS');
  if (!resuelvePaso(req, abierto.area)) throw forbidden();
  const motivo = b.motivo_rechazo?.trim() ?? '';
  if (b.estatus_revision === ESTATUS_DICTAMEN.RECHAZADA) {
    if (!motivo) throw new HttpError(422, M.motivoRequerido, 'VALIDATION', { motivo_rechazo: [M.motivoRequerido] });
  } else if (b.estatus_revision !== nivel.hacia) throw badRequest(M.estatusInvalido, 'ESTATUS');
  const t = await tareaPendiente(deps, v.s.id, nivel.paso);
  const rechazo = b.estatus_revision === ESTATUS_DICTAMEN.RECHAZADA;
  await resolverTarea(deps, t, { tareaId: t.id, paso: t.paso, resultado: rechazo ? 'rechazado' : 'aprobado', motivo: rechazo ? motivo : null, revisorId: actual(req).usuario.id });
}

/** firmarDocumento {documento_firmado: true}: the Dirección signs the dictamen (the `firma` step). */
export async function firmarDictamen(deps: AppDeps, req: FastifyRequest, v: VistaDictamen): Promise<void> {
  const abierto = pasoAbierto(v);
  if (!abierto || abierto.paso.clave !== PASO_DICTAMEN.FIRMA) {
    if (abierto && !resuelvePaso(req, abierto.area)) throw forbidden();
    throw badRequest(M.noEsFirma, 'NO_FIRMA');
  }
  if (!resuelvePaso(req, abierto.area)) throw forbidden();
  const t = await tareaPendiente(deps, v.s.id, PASO_DICTAMEN.FIRMA);
  await resolverTarea(deps, t, { tareaId: t.id, paso: t.paso, resultado: 'aprobado', motivo: null, revisorId: actual(req).usuario.id });
}

/** DELETE: only while editable and not in review (a draft, or returned); 18 kept on both rows; a returned request's workflow stops. */
export async function eliminarDictamen<V extends VistaDictamen>(deps: AppDeps, a: AdaptadorDictamen<V, unknown>, v: V): Promise<void> {
  try {
    exigirEditable(v);
  } catch {
    throw badRequest(M.noEliminable, 'BLOQUEADO');
  }
  if (v.s.estado !== 'borrador') await cancelarSolicitud(deps, v.s);
  await guardarComunes(deps.db, a.tabla, v.s.id, { eliminadaAt: new Date() });
  await deps.db.update(solicitudes).set({ estatus: ESTATUS_DICTAMEN.ELIMINADA, updatedAt: new Date() }).where(eq(solicitudes.id, v.s.id));
}
