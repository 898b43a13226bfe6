// The moves every change request shares, called by each procedure's routes on its spec URLs after
// it has read its own form: create (one request of a type in course per establishment), update
// while editable, send ('Enviar a revisión'), delete, an area's debt (staff) and the taxpayer's
// notice that it was paid. The establishment itself changes only when the procedure approves
// (activities/cambios.activities.ts).
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { tareas } from '../../db/schema';
import { AREAS_ADEUDO, adeudoPendiente, claveRevision, type AreaAdeudo } from '../../domain/cambios/adeudos';
import { MSG_CAMBIOS_EXTRA, esEditable, esEliminable, type TipoCambio } from '../../domain/cambios/comun';
import { ESTATUS } from '../../domain/tramite/estatus';
import { cerrada, estatusSolicitud, sinCurso } from '../../domain/tramite/lectura';
import { definicionDe } from '../../domain/tramites';
import { actual, esStaff } from '../auth/guards';
import { cargarEstablecimiento } from '../establecimientos/acceso';
import type { AppDeps } from '../lib/contexto';
import { badRequest, forbidden } from '../lib/errors';
import { enviarTramite } from '../tramites/acciones';
import { snapshotDe } from '../tramites/lectura';
import { cancelarSolicitud, comprobanteRecibido, senalEvento } from '../tramites/temporal';
import type { CambioCargado } from './acceso';
import { guardarArchivosCambio } from './archivos';
import { createCambiosRepository, type CambioNuevo, type CambioVista } from './cambios.repository';
import { codigosCambio } from '../../domain/cambios/documentos';
import type { ArchivoRecibido } from './multipart';

export const estatusDe = (v: CambioVista) => {
  const def = definicionDe(v.s.procedimiento);
  return estatusSolicitud(def, snapshotDe(def, v.s));
};

/** A new request of the caller's establishment, with its first files. */
export async function crearCambio(
  deps: AppDeps,
  req: FastifyRequest,
  n: Omit<CambioNuevo, 'est'> & { locacionId: number; archivos?: Map<string, ArchivoRecibido> },
): Promise<CambioVista> {
  const { est } = await cargarEstablecimiento(deps.db, req, n.locacionId, 'escribir');
  const repo = createCambiosRepository({ db: deps.db });
  // Checked before anything is stored: a bad file creates no request.
  const codigos = codigosCambio(n.tipo);
  for (const codigo of n.archivos?.keys() ?? []) if (!codigos.has(codigo)) throw badRequest(`Documento no admitido en esta solicitud: ${codigo}`, 'DOCUMENTO');
  const r = await repo.crear({ ...n, est });
  if (!r.ok) throw badRequest(MSG_CAMBIOS_EXTRA.yaExiste, 'CAMBIO_EN_CURSO');
  try {
    if (n.archivos?.size) await guardarArchivosCambio(deps.db, r.vista.s, n.archivos, codigos);
  } catch (e) {
    // A file refused after the request was made: the request goes too, so a retry starts clean.
    await repo.eliminar(r.vista.s.id);
    throw e;
  }
  return r.vista;
}

const EDITABLES: readonly number[] = [ESTATUS.BORRADOR, ESTATUS.RECHAZADO];

/** spec 2 §4: only in 1 or 5 (a procedure may allow more). The routes ask before they read a form. */
export function exigirActualizable(f: CambioCargado, editables: readonly number[] = EDITABLES) {
  if (!editables.includes(estatusDe(f.v)) || cerrada(f.v.s.estado)) throw badRequest(MSG_CAMBIOS_EXTRA.bloqueada, 'BLOQUEADO');
}

/** spec 2 §4: only in 1 or 5 (a procedure may allow more, as the trade name allows 3). */
export async function actualizarCambio(
  deps: AppDeps,
  f: CambioCargado,
  cambio: { propuesta?: Record<string, unknown>; archivos?: Map<string, ArchivoRecibido> },
  editables: readonly number[] = EDITABLES,
) {
  exigirActualizable(f, editables);
  const repo = createCambiosRepository({ db: deps.db });
  if (cambio.archivos?.size) await guardarArchivosCambio(deps.db, f.v.s, cambio.archivos, codigosCambio(f.v.c.tipo as TipoCambio));
  if (cambio.propuesta) await repo.actualizar(f.v.s.id, cambio.propuesta);
}

/** 'Enviar a revisión' (estatus_id 10) from 1 or 5. */
export async function enviarCambio(deps: AppDeps, f: CambioCargado) {
  if (!esEditable(estatusDe(f.v))) throw badRequest(MSG_CAMBIOS_EXTRA.bloqueada, 'BLOQUEADO');
  const v = (await createCambiosRepository({ db: deps.db }).porId(f.v.s.id))!;
  await enviarTramite(deps, v.s, MSG_CAMBIOS_EXTRA.bloqueada);
}

/** spec 2 §7 changeStatus…: the taxpayer's only status move is 10, sending it to review. */
export async function cambiarEstatus(deps: AppDeps, f: CambioCargado, estatusId: number) {
  if (estatusId !== ESTATUS.ENVIADO) throw badRequest(MSG_CAMBIOS_EXTRA.bloqueada, 'ESTATUS');
  await enviarCambio(deps, f);
}

/** 'Eliminar solicitud' in 1 or 5: a returned request's workflow stops first. */
export async function eliminarCambio(deps: AppDeps, f: CambioCargado) {
  if (!esEliminable(estatusDe(f.v)) || sinCurso(f.v.s.estado)) throw badRequest(MSG_CAMBIOS_EXTRA.noEliminable, 'NO_ELIMINABLE');
  if (f.v.s.estado !== 'borrador') await cancelarSolicitud(deps, f.v.s);
  await createCambiosRepository({ db: deps.db }).eliminar(f.v.s.id);
}

/**
 * An area's debt (spec 2 §3 adeudo_rs / adeudo_la), registered by staff of that area while its
 * review is the open task; `monto` null takes it back. The workflow switches the payment on.
 */
export async function registrarAdeudo(deps: AppDeps, req: FastifyRequest, v: CambioVista, area: AreaAdeudo, monto: string | null) {
  const a = actual(req);
  if (!esStaff(a.usuario.rol)) throw forbidden();
  const areaId = AREAS_ADEUDO[area].area;
  const misAreas = a.usuario.rol === 'root' ? [areaId] : a.areas.map((x) => x.id).filter((id) => id === areaId);
  const [t] = misAreas.length
    ? await deps.db
        .select({ id: tareas.id })
        .from(tareas)
        .where(and(eq(tareas.solicitudId, v.s.id), eq(tareas.paso, claveRevision(area)), eq(tareas.estado, 'pendiente'), inArray(tareas.areaId, misAreas)))
    : [];
  if (!t) throw forbidden();
  await createCambiosRepository({ db: deps.db }).fijarAdeudo(v.s.id, area, monto);
  await senalEvento(deps, v.s, 'adeudo', { area, adeudo: monto !== null });
}

/** 'Notificar pago realizado': the taxpayer says an area's debt is paid; that area validates it. */
export async function notificarPagoAdeudo(deps: AppDeps, f: CambioCargado, area: AreaAdeudo) {
  const def = definicionDe(f.v.s.procedimiento);
  if (!adeudoPendiente(snapshotDe(def, f.v.s).context, area)) throw badRequest('No hay un adeudo pendiente de pago en esta área.', 'SIN_ADEUDO');
  await createCambiosRepository({ db: deps.db }).notificarPago(f.v.s.id, area);
  await comprobanteRecibido(deps, f.v.s, AREAS_ADEUDO[area].servicio);
}
