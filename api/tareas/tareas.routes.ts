// The staff inbox: the tasks of the caller's areas, each with what its
// procedure shows of the request (api/catalogo-tramites.ts), and the decision, which goes to the
// request's workflow under the kit's one 'resolver' message. No procedure is named here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { ESTADOS_TAREA } from '../../domain/tramite/estatus';
import { actual, esStaff } from '../auth/guards';
import { HttpError, badRequest, forbidden, invalid } from '../lib/errors';
import { ok, paginado, paginadoSchema, sobre } from '../lib/respuesta';
import { idParam, idSchema } from '../lib/params';
import { tramiteApi, tramitesRegistrados } from '../tramites/registro';
import { snapshotDe, tramiteDto } from '../tramites/lectura';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';
import { resolverTarea } from '../tramites/temporal';
import { createTareasRepository, tareaLista, type TareaLista } from './tareas.repository';
import { tareaDetalleSchemaDe, tareaSchema, type TareaDto } from './tareas.schemas';

const POR_PAGINA = 20;

function tareaDto(t: TareaLista, area: string): TareaDto {
  return {
    id: t.id,
    folio: t.folio,
    procedimiento: t.procedimiento,
    paso: t.paso,
    ronda: t.ronda,
    titulo: t.titulo,
    area_id: t.areaId,
    area,
    estado: t.estado,
    resultado: t.resultado,
    motivo: t.motivo,
    solicitante: t.solicitante,
    rfc: t.rfc,
    contribuyente_id: t.contribuyenteId,
    solicitud_id: t.solicitudId,
    workflow_id: t.workflowId,
    created_at: t.createdAt.toISOString(),
    vence_at: t.venceAt?.toISOString() ?? null,
    resuelta_at: t.resueltaAt?.toISOString() ?? null,
    vencida: t.estado === 'pendiente' && !!t.venceAt && t.venceAt.getTime() < Date.now(),
    escalada_at: t.escaladaAt?.toISOString() ?? null,
    locacion_id: t.locacionId,
    nombre_comercial: t.nombreComercial,
    asignada_a: t.asignado,
  };
}

export const tareasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createTareasRepository({ db });
  const solicitudes = createSolicitudesRepository({ db });

  /** Staff only; root sees every area, everyone else only the areas assigned to them. */
  const misAreas = (req: Parameters<typeof actual>[0]) => {
    const a = actual(req);
    if (!esStaff(a.usuario.rol)) throw forbidden();
    return { a, areaIds: a.usuario.rol === 'root' ? null : a.areas.map((x) => x.id) };
  };

  const cargar = async (req: Parameters<typeof actual>[0], id: number) => {
    const { a, areaIds } = misAreas(req);
    const fila = await repo.conArea(id);
    if (!fila) throw new HttpError(404, MSG_EXTRA.tareaNoExiste, 'NOT_FOUND');
    // Staff only reach their own areas' tasks; the refusal says whose it is (staff may know the areas).
    if (areaIds && !areaIds.includes(fila.t.areaId)) throw forbidden(MSG_EXTRA.tareaDeOtraArea(fila.area));
    return { a, ...fila };
  };

  app.get(
    '/tareas',
    {
      schema: {
        querystring: z.object({
          estado: z.enum(ESTADOS_TAREA).optional(),
          area_id: idSchema.optional(),
          procedimiento: z.string().max(40).optional(),
          q: z.string().max(100).optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
        }),
        tags: ['bandeja'],
        response: { 200: sobre(paginadoSchema(tareaSchema)) },
      },
    },
    async (req) => {
      const { areaIds } = misAreas(req);
      const f = req.query;
      if (f.area_id && areaIds && !areaIds.includes(f.area_id)) throw forbidden();
      const { total, filas } = await repo.listar({ areaIds, areaId: f.area_id, estado: f.estado, procedimiento: f.procedimiento, q: f.q, page: f.page, porPagina: POR_PAGINA });
      return ok(paginado(filas.map(({ t, area }) => tareaDto(t, area)), f.page, POR_PAGINA, total));
    },
  );

  app.get('/tareas/:id', { schema: { params: idParam, tags: ['bandeja'], response: { 200: sobre(tareaDetalleSchemaDe(tramitesRegistrados())) } } }, async (req) => {
    const { t, area, asignado } = await cargar(req, req.params.id);
    const s = await solicitudes.porId(t.solicitudId);
    const proc = tramiteApi(t.procedimiento);
    const [motivoAnterior, detalle] = await Promise.all([repo.motivoAnterior(t), s ? proc.detalleTarea(app.deps, s) : null]);
    return ok({
      ...tareaDto(tareaLista(t, asignado), area),
      motivo_anterior: motivoAnterior,
      tramite: s ? tramiteDto(proc.definicion, s, snapshotDe(proc.definicion, s)) : null,
      detalle,
    });
  });

  app.post(
    '/tareas/:id/resolver',
    {
      schema: {
        params: idParam,
        body: z.object({ resultado: z.enum(['aprobado', 'rechazado'], { error: MSG.requerido }), motivo_rechazo: z.string().max(2000).optional().nullable() }),
        tags: ['bandeja'],
        response: { 200: sobre(tareaSchema) },
      },
    },
    async (req) => {
      const { a, t, area } = await cargar(req, req.params.id);
      if (t.estado !== 'pendiente') throw badRequest(MSG_EXTRA.tareaNoPendiente, 'tarea.no_pendiente');
      const motivo = req.body.motivo_rechazo?.trim() ?? '';
      if (req.body.resultado === 'rechazado' && !motivo) throw invalid({ motivo_rechazo: [MSG_EXTRA.motivoRequerido] });
      const antes = req.body.resultado === 'aprobado' ? tramiteApi(t.procedimiento).antesDeAprobar : undefined;
      if (antes) {
        const s = await solicitudes.porId(t.solicitudId);
        const refusal = s ? await antes(app.deps, s, t.paso) : null;
        if (refusal) throw badRequest(refusal, 'tarea.no_aprobable');
      }
      await resolverTarea(app.deps, t, { tareaId: t.id, paso: t.paso, resultado: req.body.resultado, motivo: motivo || null, revisorId: a.usuario.id });
      const nueva = await repo.conArea(t.id);
      return ok(tareaDto(tareaLista(nueva!.t, nueva!.asignado), area), MSG_EXTRA.tareaResuelta);
    },
  );

  // Each registered procedure's own spec URLs (TramiteApi.rutas): adding a procedure is its line in
  // api/catalogo-tramites.ts, with no route list to edit elsewhere.
  for (const t of Object.values(tramitesRegistrados())) if (t.rutas) await app.register(t.rutas);
};
