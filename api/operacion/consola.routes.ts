// The operator console's search and request page (/admin/operacion; ARCHITECTURE.md "Finding a
// request"): any procedure's request by folio, RFC, name or establishment; its timeline, open task,
// timers and failures; and the four actions, each with a reason written to the operators' log
// (bitacora_operacion) and told to whoever it affects. Root and operativo only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createNotificador } from '../../activities/notificador';
import { TRAMITES } from '../../domain/tramites';
import { ETIQUETA_ACCION, MSG_CONSOLA, avisoAsignacion, avisoCancelacion, mensajeFallo, motivoBodySchema, nombreActividad, reasignarSchema, reenviarSchema } from '../../domain/operacion/consola';
import { estatusVisible, lineaDeTiempo, progreso } from '../../domain/tramite/lectura';
import { exigirRol } from '../auth/guards';
import { HttpError, badRequest, notFound } from '../lib/errors';
import { ok, paginado, paginadoSchema, sobre } from '../lib/respuesta';
import { errorDeTemporal } from '../lib/temporal-errors';
import { snapshotDe } from '../tramites/lectura';
import { cancelarSolicitud } from '../tramites/temporal';
import { createConsolaRepository } from './consola.repository';
import { busquedaQuerySchema, detalleOperacionSchema, folioParamsSchema, resultadoAccionSchema, solicitudEncontradaSchema, type DetalleOperacionDto } from './consola.schemas';
import { leerFlujo } from './consola.temporal';
import { ROLES_OPERACION, baseTemporalUi } from './operacion.roles';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const consolaRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const repo = createConsolaRepository({ db: deps.db });
  const notificador = createNotificador({ db: deps.db, publicUrl: deps.config.PUBLIC_URL ?? '' });
  const enlace = (workflowId: string) => `${baseTemporalUi(deps)}/namespaces/${encodeURIComponent(deps.config.TEMPORAL_NAMESPACE)}/workflows/${encodeURIComponent(workflowId)}`;

  const cargar = async (folio: string) => {
    const f = await repo.porFolio(folio);
    const def = f ? TRAMITES[f.s.procedimiento] : undefined;
    if (!f || !def) throw notFound();
    return { ...f, def };
  };
  const flujo = async (workflowId: string) => {
    try {
      return await leerFlujo(deps.temporal, workflowId);
    } catch (e) {
      throw errorDeTemporal(e);
    }
  };

  app.get(
    '/operacion/solicitudes',
    { schema: { querystring: busquedaQuerySchema, tags: ['operación'], response: { 200: sobre(paginadoSchema(solicitudEncontradaSchema)) } } },
    async (req) => {
      exigirRol(req, ROLES_OPERACION);
      const { q, page, per_page } = req.query;
      const { total, filas } = await repo.buscar(q, page, per_page);
      const items = filas.map(({ s, contribuyente, rfc, establecimiento }) => {
        const def = TRAMITES[s.procedimiento];
        return {
          folio: s.folio,
          procedimiento: s.procedimiento,
          tramite: def?.nombre ?? s.procedimiento,
          titulo: s.titulo,
          contribuyente,
          rfc,
          establecimiento,
          estatus_texto: def ? estatusVisible(def, snapshotDe(def, s)).texto : String(s.estatus),
          actualizada_at: s.updatedAt.toISOString(),
        };
      });
      return ok(paginado(items, page, per_page, total));
    },
  );

  app.get(
    '/operacion/solicitudes/:folio',
    { schema: { params: folioParamsSchema, tags: ['operación'], response: { 200: sobre(detalleOperacionSchema) } } },
    async (req) => {
      exigirRol(req, ROLES_OPERACION);
      const f = await cargar(req.params.folio);
      const { s, def } = f;
      const snap = snapshotDe(def, s);
      const [w, tarea, notificaciones, bitacora] = await Promise.all([flujo(s.workflowId), repo.tareaAbierta(s.id), repo.notificaciones(s, f.usuarioId), repo.bitacora(s.workflowId)]);
      const vivo = w?.estado === 'RUNNING';
      const dto: DetalleOperacionDto = {
        folio: s.folio,
        procedimiento: s.procedimiento,
        tramite: def.nombre,
        titulo: s.titulo,
        contribuyente: f.contribuyente,
        rfc: f.rfc,
        establecimiento: f.establecimiento,
        estatus_texto: estatusVisible(def, snap).texto,
        actualizada_at: s.updatedAt.toISOString(),
        workflow_id: s.workflowId,
        flujo_estado: w?.estado ?? null,
        flujo_detalles: w?.detalles ?? null,
        enlace_temporal: enlace(s.workflowId),
        linea_tiempo: lineaDeTiempo(def, snap),
        progreso: progreso(def, snap),
        tarea: tarea && {
          id: tarea.t.id,
          titulo: tarea.t.titulo,
          paso: tarea.t.paso,
          area_id: tarea.t.areaId,
          area: tarea.area,
          asignado: tarea.asignado,
          creada_at: tarea.t.createdAt.toISOString(),
          vence_at: iso(tarea.t.venceAt),
          escalada: !!tarea.t.escaladaAt,
        },
        miembros_area: tarea ? await repo.miembros(tarea.t.areaId) : [],
        temporizadores: (w?.temporizadores ?? []).map((t) => ({ id: t.id, vence_at: t.venceAt.toISOString(), resumen: t.resumen })),
        fallos: (w?.fallos ?? []).map((x) => ({
          actividad_id: x.actividadId,
          actividad: nombreActividad(x.actividad),
          intentos: x.intentos,
          mensaje: mensajeFallo(x),
          ultimo_intento_at: iso(x.ultimoIntento),
          proximo_intento_at: iso(x.proximoIntento),
        })),
        notificaciones: notificaciones.map((n) => ({ id: n.id, encabezado: n.encabezado, descripcion: n.descripcion, created_at: n.createdAt.toISOString() })),
        bitacora: bitacora.map(({ b, usuario }) => ({
          id: b.id,
          usuario: usuario ?? 'Sistema',
          accion: ETIQUETA_ACCION[b.accion] ?? b.accion,
          resultado: b.resultado,
          motivo: b.motivo,
          created_at: b.createdAt.toISOString(),
        })),
        acciones: { reasignar: !!tarea && vivo, reintentar: vivo && (w?.fallos.length ?? 0) > 0, reenviar: notificaciones.length > 0, cancelar: vivo },
      };
      return ok(dto);
    },
  );

  // Reassign: only to another active member of the task's own area (its staff's inbox is the area's).
  app.post(
    '/operacion/solicitudes/:folio/reasignar',
    { schema: { params: folioParamsSchema, body: reasignarSchema, tags: ['operación'], response: { 200: sobre(resultadoAccionSchema) } } },
    async (req) => {
      const a = exigirRol(req, ROLES_OPERACION);
      const { s } = await cargar(req.params.folio);
      const tarea = await repo.tareaAbierta(s.id);
      if (!tarea) throw new HttpError(409, MSG_CONSOLA.sinTareaAbierta, 'operacion.sin_tarea');
      const miembro = (await repo.miembros(tarea.t.areaId)).find((m) => m.id === req.body.usuario_id);
      if (!miembro) throw badRequest(MSG_CONSOLA.otraArea, 'operacion.otra_area');
      if (tarea.asignado?.id === miembro.id) throw badRequest(MSG_CONSOLA.mismoAsignado, 'operacion.mismo_asignado');
      const resultado = `${tarea.asignado ? `de ${tarea.asignado.username}` : 'del área'} a ${miembro.username}`;
      const hecha = await repo.reasignar({ tareaId: tarea.t.id, usuarioId: miembro.id, operadorId: a.usuario.id, workflowId: s.workflowId, folio: s.folio, motivo: req.body.motivo, resultado });
      if (!hecha) throw new HttpError(409, MSG_CONSOLA.sinTareaAbierta, 'operacion.sin_tarea');
      const u = await repo.usuario(miembro.id);
      await notificador.enviar({
        usuarioId: miembro.id,
        email: u?.email ?? null,
        dedupeKey: `tarea-${tarea.t.id}-asignada-${miembro.id}-${Date.now()}`,
        ...avisoAsignacion(s.folio, tarea.t.titulo, req.body.motivo),
        link: `/admin/bandeja/${tarea.t.id}`,
      });
      return ok({ resultado }, MSG_CONSOLA.reasignada);
    },
  );

  // Retry now: the failing activities' retry is reset (Temporal's activity API: attempt 1, scheduled
  // at once instead of after its backoff); the workflow's own code and history are untouched.
  app.post(
    '/operacion/solicitudes/:folio/reintentar',
    { schema: { params: folioParamsSchema, body: motivoBodySchema, tags: ['operación'], response: { 200: sobre(resultadoAccionSchema) } } },
    async (req) => {
      const a = exigirRol(req, ROLES_OPERACION);
      const { s } = await cargar(req.params.folio);
      const w = await flujo(s.workflowId);
      if (!w || w.estado !== 'RUNNING' || !w.fallos.length) throw new HttpError(409, MSG_CONSOLA.sinActividadFallando, 'operacion.sin_fallo');
      try {
        for (const x of w.fallos) {
          await deps.temporal.workflowService.resetActivity({
            namespace: deps.config.TEMPORAL_NAMESPACE,
            execution: { workflowId: s.workflowId, runId: w.runId },
            identity: `operacion:${a.usuario.username}`,
            id: x.actividadId,
            resetHeartbeat: true,
          });
        }
      } catch (e) {
        await repo.registrar({ usuarioId: a.usuario.id, accion: 'reintentar', workflowId: s.workflowId, folio: s.folio, motivo: req.body.motivo, resultado: `error: ${e instanceof Error ? e.message : String(e)}`.slice(0, 500) });
        throw errorDeTemporal(e);
      }
      const resultado = w.fallos.map((x) => nombreActividad(x.actividad)).join(', ');
      await repo.registrar({ usuarioId: a.usuario.id, accion: 'reintentar', workflowId: s.workflowId, folio: s.folio, motivo: req.body.motivo, resultado });
      return ok({ resultado }, MSG_CONSOLA.reintentada);
    },
  );

  // Resend: the same words to the same taxpayer, in the portal and by e-mail, as a new notification.
  app.post(
    '/operacion/solicitudes/:folio/reenviar',
    { schema: { params: folioParamsSchema, body: reenviarSchema, tags: ['operación'], response: { 200: sobre(resultadoAccionSchema) } } },
    async (req) => {
      const a = exigirRol(req, ROLES_OPERACION);
      const f = await cargar(req.params.folio);
      const n = (await repo.notificaciones(f.s, f.usuarioId)).find((x) => x.id === req.body.notificacion_id);
      if (!n) throw badRequest(MSG_CONSOLA.notificacionAjena, 'operacion.notificacion_ajena');
      await notificador.enviar({
        usuarioId: f.usuarioId,
        email: f.email,
        dedupeKey: `${n.dedupeKey}-reenvio-${Date.now()}`,
        encabezado: n.encabezado,
        descripcion: n.descripcion,
        link: n.link ?? undefined,
        establecimientoId: n.establecimientoId ?? undefined,
      });
      await repo.registrar({ usuarioId: a.usuario.id, accion: 'reenviar_notificacion', workflowId: f.s.workflowId, folio: f.s.folio, motivo: req.body.motivo, resultado: n.encabezado });
      return ok({ resultado: n.encabezado }, MSG_CONSOLA.reenviada);
    },
  );

  // Cancel: the workflow ends cancelled (the runner closes its open tasks), its unpaid statements can
  // no longer be paid, and the taxpayer is told why. Nothing else of the request changes.
  app.post(
    '/operacion/solicitudes/:folio/cancelar',
    { schema: { params: folioParamsSchema, body: motivoBodySchema, tags: ['operación'], response: { 200: sobre(resultadoAccionSchema) } } },
    async (req) => {
      const a = exigirRol(req, ROLES_OPERACION);
      const f = await cargar(req.params.folio);
      const { s } = f;
      const w = await flujo(s.workflowId);
      if (!w || w.estado !== 'RUNNING') throw new HttpError(409, MSG_CONSOLA.flujoCerrado, 'operacion.flujo_cerrado');
      await cancelarSolicitud(deps, s, req.body.motivo);
      const anulados = await repo.anularEstadosCuenta(s.id);
      await notificador.enviar({
        usuarioId: f.usuarioId,
        email: f.email,
        dedupeKey: `${s.procedimiento}-${s.id}-cancelada`,
        ...avisoCancelacion(s.folio, req.body.motivo),
        link: f.def.enlace({ solicitudId: s.id, locacionId: s.locacionId, contribuyenteId: s.contribuyenteId }),
        establecimientoId: s.locacionId ?? undefined,
      });
      const resultado = `cancelada; estados de cuenta anulados: ${anulados}`;
      await repo.registrar({ usuarioId: a.usuario.id, accion: 'cancelar', workflowId: s.workflowId, folio: s.folio, motivo: req.body.motivo, resultado });
      return ok({ resultado }, MSG_CONSOLA.cancelada);
    },
  );
};
