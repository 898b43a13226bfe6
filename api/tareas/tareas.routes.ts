import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { areas, tareas, type Tarea } from '../../db/schema';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { actual, esStaff } from '../auth/guards';
import { badRequest, forbidden, invalid } from '../lib/errors';
import { ok, paginado } from '../lib/respuesta';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { resolverRevisionPerfil } from '../contribuyentes/perfil.procedimiento';
import { CLAVES_PASO, type ClavePaso } from '../../domain/licencia/machine';
import { resolverTareaLicencia } from '../licencias/licencia.procedimiento';
import { detalleLicencia } from '../licencias/detalle';
import { patronContiene } from '../lib/busqueda';

const POR_PAGINA = 20;

function tareaDto(t: Tarea, area: string) {
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
    workflow_id: t.workflowId,
    created_at: t.createdAt.toISOString(),
    vence_at: t.venceAt?.toISOString() ?? null,
    resuelta_at: t.resueltaAt?.toISOString() ?? null,
    vencida: t.estado === 'pendiente' && !!t.venceAt && t.venceAt.getTime() < Date.now(),
    escalada_at: t.escaladaAt?.toISOString() ?? null,
    locacion_id: t.locacionId,
    licencia_id: t.licenciaId,
    nombre_comercial: (t.datos as { nombre_comercial?: string } | null)?.nombre_comercial ?? null,
  };
}

export const tareasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const contribuyentesRepo = createContribuyentesRepository({ db });

  /** Staff only; root sees every area, everyone else only the areas assigned to them. */
  const misAreas = (req: Parameters<typeof actual>[0]) => {
    const a = actual(req);
    if (!esStaff(a.usuario.rol)) throw forbidden();
    return { a, areaIds: a.usuario.rol === 'root' ? null : a.areas.map((x) => x.id) };
  };

  app.get(
    '/tareas',
    {
      schema: {
        querystring: z.object({
          estado: z.enum(['pendiente', 'resuelta', 'cancelada']).optional(),
          area_id: z.coerce.number().int().optional(),
          procedimiento: z.string().max(40).optional(),
          q: z.string().max(100).optional(),
          page: z.coerce.number().int().min(1).default(1),
        }),
        tags: ['bandeja'],
      },
    },
    async (req) => {
      const { areaIds } = misAreas(req);
      const f = req.query;
      if (f.area_id && areaIds && !areaIds.includes(f.area_id)) throw forbidden();
      const cond: (SQL | undefined)[] = [
        areaIds ? inArray(tareas.areaId, areaIds.length ? areaIds : [-1]) : undefined,
        f.area_id ? eq(tareas.areaId, f.area_id) : undefined,
        f.estado ? eq(tareas.estado, f.estado) : undefined,
        f.procedimiento ? eq(tareas.procedimiento, f.procedimiento) : undefined,
        f.q ? or(ilike(tareas.folio, patronContiene(f.q)), ilike(tareas.rfc, patronContiene(f.q)), ilike(tareas.solicitante, patronContiene(f.q))) : undefined,
      ];
      const where = and(...cond);
      const [{ total }] = await db.select({ total: count() }).from(tareas).where(where);
      const filas = await db
        .select({ t: tareas, area: areas.nombre })
        .from(tareas)
        .innerJoin(areas, eq(areas.id, tareas.areaId))
        .where(where)
        .orderBy(desc(tareas.createdAt), desc(tareas.id))
        .limit(POR_PAGINA)
        .offset((f.page - 1) * POR_PAGINA);
      return ok(paginado(filas.map(({ t, area }) => tareaDto(t, area)), f.page, POR_PAGINA, total));
    },
  );

  const cargar = async (req: Parameters<typeof actual>[0], id: number) => {
    const { a, areaIds } = misAreas(req);
    const [fila] = await db.select({ t: tareas, area: areas.nombre }).from(tareas).innerJoin(areas, eq(areas.id, tareas.areaId)).where(eq(tareas.id, id));
    if (!fila || (areaIds && !areaIds.includes(fila.t.areaId))) throw forbidden();
    return { a, ...fila };
  };

  app.get('/tareas/:id', { schema: { params: z.object({ id: z.coerce.number().int().positive() }), tags: ['bandeja'] } }, async (req) => {
    const { t, area } = await cargar(req, req.params.id);
    // A resent request shows the reviewer why the previous round was rejected.
    const [anterior] =
      t.ronda > 1
        ? await db
            .select({ motivo: tareas.motivo })
            .from(tareas)
            .where(and(eq(tareas.workflowId, t.workflowId), eq(tareas.paso, t.paso), eq(tareas.ronda, t.ronda - 1), eq(tareas.resultado, 'rechazado')))
        : [];
    const detalle =
      t.procedimiento === 'perfil' && t.contribuyenteId
        ? await contribuyentesRepo.perfil(t.contribuyenteId)
        : t.procedimiento === 'licencia' && t.licenciaId
          ? await detalleLicencia(db, t.licenciaId)
          : null;
    return ok({ ...tareaDto(t, area), motivo_anterior: anterior?.motivo ?? null, detalle });
  });

  app.post(
    '/tareas/:id/resolver',
    {
      schema: {
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ resultado: z.enum(['aprobado', 'rechazado'], { error: MSG.requerido }), motivo_rechazo: z.string().max(2000).optional().nullable() }),
        tags: ['bandeja'],
      },
    },
    async (req) => {
      const { a, t, area } = await cargar(req, req.params.id);
      if (t.estado !== 'pendiente') throw badRequest(MSG_EXTRA.tareaNoPendiente, 'TAREA_RESUELTA');
      const motivo = req.body.motivo_rechazo?.trim() ?? '';
      if (req.body.resultado === 'rechazado' && !motivo) throw invalid({ motivo_rechazo: [MSG_EXTRA.motivoRequerido] });
      if (t.procedimiento === 'perfil') {
        await resolverRevisionPerfil(app.deps, t.workflowId, { tareaId: t.id, resultado: req.body.resultado, motivo: motivo || null, revisorId: a.usuario.id });
      } else if (t.procedimiento === 'licencia' && (CLAVES_PASO as readonly string[]).includes(t.paso)) {
        await resolverTareaLicencia(app.deps, t.workflowId, {
          tareaId: t.id,
          paso: t.paso as ClavePaso,
          resultado: req.body.resultado,
          motivo: motivo || null,
          revisorId: a.usuario.id,
        });
      } else throw badRequest(MSG_EXTRA.transicionNoPermitida, 'PROCEDIMIENTO');
      const [nueva] = await db.select().from(tareas).where(eq(tareas.id, t.id));
      return ok(tareaDto(nueva, area), MSG_EXTRA.tareaResuelta);
    },
  );
};
