// Mercados' own assignment paths (spec 3 §7.7 "defined but unused in these screens", used by the
// inbox's detail): return the request with its reason (the same move as the inbox's return), generate
// the authorization format and upload the secretary's signed authorization. Mercados' staff (area
// 27) and root only: anyone else gets 403. Each staff move goes to the workflow through the kit's
// `resolverTarea`, like /api/tareas/{id}/resolver.
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tareas, type Tarea } from '../../db/schema';
import { MSG_CESION as M } from '../../domain/cesiones/mensajes';
import { SLOT_CESION } from '../../domain/cesiones/reglas';
import { rechazoCesionSchema } from '../../domain/cesiones/schema';
import { MSG_EXTRA } from '../../domain/common/messages';
import { actual } from '../auth/guards';
import { rechazoCampo } from '../dictamenes/archivos';
import type { AppDeps } from '../lib/contexto';
import { badRequest, erroresPorCampo, HttpError } from '../lib/errors';
import { idParam } from '../lib/params';
import { ok, sobre } from '../lib/respuesta';
import { resolverTarea } from '../tramites/temporal';
import { CAMPO_ARCHIVO_CESION, cargarCesion, comprobarArchivos, guardarArchivos, leerFormularioCesion } from './cesiones.acceso';
import { cesionDto, pasoAbiertoCesion, puedeFormato } from './cesiones.dto';
import { createCesionesRepository } from './cesiones.repository';
import { cesionSchema } from './cesiones.schemas';
import { formatoCesionPdf } from './formato';

const tags = ['cesiones'];
const dto = sobre(cesionSchema);

/** The open task of a step (the inbox holds the same row). */
async function tareaPendiente(deps: AppDeps, solicitudId: number, paso: string): Promise<Tarea> {
  const [t] = await deps.db
    .select()
    .from(tareas)
    .where(and(eq(tareas.solicitudId, solicitudId), eq(tareas.paso, paso), eq(tareas.estado, 'pendiente')));
  if (!t) throw badRequest(MSG_EXTRA.tareaNoPendiente, 'tarea.no_pendiente');
  return t;
}

export const rutasCesionesStaff: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const repo = createCesionesRepository({ db: deps.db });

  // POST cesion-Derecho/rechazarSolicitudcesion/{id} {motivo_rechazo}: the open step returned with its reason (5 RECHAZADA).
  app.post(
    '/cesion-Derecho/rechazarSolicitudcesion/:id',
    { schema: { params: idParam, body: z.object({ motivo_rechazo: z.string().max(1000).nullish() }).nullish(), tags, response: { 200: dto } } }, async (req) => {
    const v = await cargarCesion(deps, req, req.params.id, 'mercados');
    const b = rechazoCesionSchema.safeParse(req.body ?? {});
    if (!b.success) throw new HttpError(422, M.motivoRequerido, 'VALIDATION', erroresPorCampo(b.error.issues));
    const paso = pasoAbiertoCesion(v);
    if (!paso) throw badRequest(MSG_EXTRA.tareaNoPendiente, 'tarea.no_pendiente');
    const t = await tareaPendiente(deps, v.s.id, paso);
    await resolverTarea(deps, t, { tareaId: t.id, paso: t.paso, resultado: 'rechazado', motivo: b.data.motivo_rechazo, revisorId: actual(req).usuario.id });
    return ok(await cesionDto(deps, (await repo.leer(v.s.id))!, req), M.rechazada);
  });

  // POST cesion-Derecho/guardarDocGen/{id}: the authorization format (PDF) into slot doc_generado, at the authorization step.
  app.post('/cesion-Derecho/guardarDocGen/:id', { schema: { params: idParam, tags, response: { 200: dto } } }, async (req) => {
    const v = await cargarCesion(deps, req, req.params.id, 'mercados');
    if (!puedeFormato(v).generar) throw badRequest(M.formatoNoDisponible, 'BLOQUEADO');
    const buf = await formatoCesionPdf(deps, v);
    const archivos = await guardarArchivos(deps, v, new Map([[SLOT_CESION.FORMATO, { buf, nombre: `formato-autorizacion-${v.s.folio}.pdf`, mime: 'application/pdf' }]]));
    await repo.fijarArchivos(v.s.id, archivos);
    return ok(await cesionDto(deps, (await repo.leer(v.s.id))!, req), M.formatoGenerado);
  });

  // POST cesion-Derecho/subirArchivoAutoSec/{id} (multipart docAutorizacion, PDF): the secretary's signed authorization, after the format.
  app.post('/cesion-Derecho/subirArchivoAutoSec/:id', { schema: { params: idParam, consumes: ['multipart/form-data'], tags, response: { 200: dto } } }, async (req) => {
    const v = await cargarCesion(deps, req, req.params.id, 'mercados');
    const f = puedeFormato(v);
    if (!f.generar) throw badRequest(M.formatoNoDisponible, 'BLOQUEADO');
    if (!f.subir) throw badRequest(M.sinFormato, 'BLOQUEADO');
    const form = await leerFormularioCesion(req);
    const archivo = (await comprobarArchivos(form.archivos, [SLOT_CESION.AUTORIZACION])).get(SLOT_CESION.AUTORIZACION);
    if (!archivo) throw rechazoCampo(CAMPO_ARCHIVO_CESION[SLOT_CESION.AUTORIZACION], M.archivoPdf);
    await repo.fijarArchivos(v.s.id, await guardarArchivos(deps, v, new Map([[SLOT_CESION.AUTORIZACION, archivo]])));
    return ok(await cesionDto(deps, (await repo.leer(v.s.id))!, req), M.autorizacionGuardada);
  });
};

/** antesDeAprobar of the authorization step: the signed authorization must be stored. */
export const faltaAutorizacion = (archivos: Record<string, number> | null | undefined): string | null =>
  typeof archivos?.[SLOT_CESION.AUTORIZACION] === 'number' ? null : M.sinAutorizacion;
