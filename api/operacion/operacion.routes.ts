// The operator console (/admin/operacion): requests stuck in their workflows, read from
// Temporal's visibility (operacion.visibilidad.ts), and the one safe action, audited.
import { WorkflowNotFoundError } from '@temporalio/client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRAMITES } from '../../domain/tramites';
import { SA } from '../../workflows/search-attributes';
import { revisarSignal } from '../../workflows/tramite/mensajes';
import { bearer, exigirRol } from '../auth/guards';
import { HttpError, notFound } from '../lib/errors';
import { errorDeTemporal } from '../lib/temporal-errors';
import { ok, sobre } from '../lib/respuesta';
import { createOperacionRepository } from './operacion.repository';
import { cookieTemporal } from '../auth/cookie-temporal';
import { accesosFallidosSchema, operacionSchema, revisarBodySchema, revisarSchema, type FilaAtascadaDto } from './operacion.schemas';
import { createFallosAccesoRepository } from '../auth/fallos-acceso.repository';
import { consolaRoutes } from './consola.routes';
import { ROLES_OPERACION, baseTemporalUi } from './operacion.roles';
import { actividadesReintentando, DIAS_FALLIDOS, flujosFallidos, MAX_DESCRITOS, tareasVencidas, type FilaAtascada } from './operacion.visibilidad';

export { ROLES_OPERACION, baseTemporalUi };

const enlace = (base: string, ns: string, f: Pick<FilaAtascada, 'workflowId' | 'runId'>) =>
  `${base}/namespaces/${encodeURIComponent(ns)}/workflows/${encodeURIComponent(f.workflowId)}/${encodeURIComponent(f.runId)}/history`;

export const operacionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  // Search, a request's page and its actions (consola.routes.ts), under the same gate.
  await app.register(consolaRoutes);
  const repo = createOperacionRepository({ db: deps.db });
  const fallosAcceso = createFallosAccesoRepository({ db: deps.db });
  const dto =
    (base: string) =>
    (f: FilaAtascada): FilaAtascadaDto => ({
      workflow_id: f.workflowId,
      folio: f.folio,
      procedimiento: f.procedimiento,
      tramite: f.tramite,
      paso: f.paso,
      paso_etiqueta: f.pasoEtiqueta,
      titulo: f.titulo,
      desde: f.desde ? f.desde.toISOString() : null,
      error: f.error,
      actividad: f.actividad,
      intentos: f.intentos,
      estado: f.estado,
      enlace: enlace(base, deps.config.TEMPORAL_NAMESPACE, f),
    });

  app.get(
    '/operacion',
    {
      schema: {
        // minutos: how long an activity must have been retrying to be listed (60 by default).
        querystring: z.object({ minutos: z.coerce.number().int().min(0).max(7 * 24 * 60).default(60) }),
        tags: ['operación'],
        response: { 200: sobre(operacionSchema) },
      },
    },
    async (req, reply) => {
      const yo = exigirRol(req, ROLES_OPERACION);
      // The console's links open the UI the portal serves under /temporal/: its cookie is this session's.
      const token = bearer(req);
      if (token) reply.header('set-cookie', cookieTemporal(token, req.protocol === 'https', Math.max(0, Math.floor((yo.sesion.expiresAt.getTime() - Date.now()) / 1000))));
      const ahora = new Date();
      const cola = deps.config.TASK_QUEUE;
      const base = baseTemporalUi(deps);
      let secciones;
      try {
        secciones = await Promise.all([
          tareasVencidas(deps.temporal, cola, ahora),
          actividadesReintentando(deps.temporal, cola, ahora, req.query.minutos * 60_000),
          flujosFallidos(deps.temporal, cola, ahora),
        ]);
      } catch (e) {
        throw errorDeTemporal(e);
      }
      const [vencidas, reintentando, fallidos] = secciones;
      const a = dto(base);
      return ok({
        generado_at: ahora.toISOString(),
        temporal_ui: base,
        vencidas: { filas: vencidas.filas.map(a), recortada: vencidas.recortada },
        reintentando: {
          filas: reintentando.filas.map(a),
          recortada: reintentando.recortada,
          descritos: reintentando.descritos,
          max_descritos: MAX_DESCRITOS,
          umbral_minutos: req.query.minutos,
        },
        fallidos: { filas: fallidos.filas.map(a), recortada: fallidos.recortada, dias: DIAS_FALLIDOS },
        acciones: await repo.recientes(),
      });
    },
  );

  // Refused sign-ins per account and per address (api/auth/limitador.ts writes them): read from the
  // database alone, so the section answers while Temporal does not.
  app.get(
    '/operacion/accesos',
    {
      schema: {
        querystring: z.object({ minutos: z.coerce.number().int().min(1).max(24 * 60).default(60) }),
        tags: ['operación'],
        response: { 200: sobre(accesosFallidosSchema) },
      },
    },
    async (req) => {
      exigirRol(req, ROLES_OPERACION);
      return ok({ minutos: req.query.minutos, ...(await fallosAcceso.resumen(req.query.minutos)) });
    },
  );

  // 'Volver a revisar': the workflow projects the request again, writes its search attributes again
  // and re-opens its current staff task if the inbox lost it (workflows/tramite/runner.ts, revisar).
  app.post(
    '/operacion/revisar',
    { schema: { body: revisarBodySchema, tags: ['operación'], response: { 200: sobre(revisarSchema) } } },
    async (req) => {
      const a = exigirRol(req, ROLES_OPERACION);
      const workflowId = req.body.workflow_id;
      const h = deps.temporal.workflow.getHandle(workflowId);
      let d;
      try {
        d = await h.describe();
      } catch (e) {
        if (e instanceof WorkflowNotFoundError) throw notFound();
        throw errorDeTemporal(e);
      }
      const folio = (d.typedSearchAttributes.get(SA.Folio) as string | undefined) ?? null;
      const procedimiento = d.typedSearchAttributes.get(SA.Procedimiento) as string | undefined;
      // Only this portal's procedures on the kit answer the signal; anything else is not ours to touch.
      const def = procedimiento ? TRAMITES[procedimiento] : undefined;
      if (d.taskQueue !== deps.config.TASK_QUEUE || !def || def.workflowType !== d.type) throw notFound();
      const registrar = (resultado: string) => repo.registrar({ usuarioId: a.usuario.id, accion: 'revisar', workflowId, folio, resultado });
      if (d.status.name !== 'RUNNING') {
        await registrar('rechazada: el flujo ya terminó');
        throw new HttpError(409, 'El flujo de esta solicitud ya terminó; no hay nada que revisar.', 'operacion.flujo_cerrado');
      }
      try {
        await deps.temporal.withAbortSignal(AbortSignal.timeout(deps.config.UPDATE_TIMEOUT_MS), () => h.signal(revisarSignal, { operadorId: a.usuario.id }));
      } catch (e) {
        await registrar(`error: ${e instanceof Error ? e.message : String(e)}`.slice(0, 500));
        throw errorDeTemporal(e);
      }
      await registrar('enviada');
      return ok({ resultado: 'enviada' }, 'Se pidió al flujo volver a revisar la solicitud.');
    },
  );
};
