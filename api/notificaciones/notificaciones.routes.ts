import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AREAS, AREAS_MENSAJES, nombreAreaParaContribuyente } from '../../domain/common/catalogos';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { notificacionAreaSchema } from '../../domain/perfil/schema';
import { actual, exigirMismoUsuario } from '../auth/guards';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { cargarEstablecimiento } from '../establecimientos/acceso';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import { badRequest, forbidden } from '../lib/errors';
import { ok, sobre } from '../lib/respuesta';
import { idParam, idSchema } from '../lib/params';
import { createTareasRepository } from '../tareas/tareas.repository';
import { nombreDe } from '../../domain/common/personas';
import { createNotificacionesRepository } from './notificaciones.repository';
import { areaSchema, mensajeAreaSchema, notificacionSchema } from './notificaciones.schemas';

export const notificacionesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const repo = createNotificacionesRepository({ db });
  const contribuyentes = createContribuyentesRepository({ db });

  app.get(
    '/notificaciones/:id',
    { schema: { params: idParam, tags: ['notificaciones'], response: { 200: sobre(z.array(notificacionSchema)) } } },
    async (req) => {
      exigirMismoUsuario(req, req.params.id);
      return ok(await repo.deUsuario(req.params.id));
    },
  );

  app.post(
    '/notificacion/:id/:notifId',
    { schema: { params: idParam.extend({ notifId: idSchema }), tags: ['notificaciones'], response: { 200: sobre(z.null()) } } },
    async (req) => {
      exigirMismoUsuario(req, req.params.id);
      if (!(await repo.marcarLeida(req.params.id, req.params.notifId))) throw forbidden();
      return ok(null);
    },
  );

  app.post(
    '/notificaciones/:id/leer-todas',
    { schema: { params: idParam, tags: ['notificaciones'], response: { 200: sobre(z.null()) } } },
    async (req) => {
      exigirMismoUsuario(req, req.params.id);
      await repo.marcarTodasLeidas(req.params.id);
      return ok(null);
    },
  );

  app.get(
    '/areas',
    { schema: { querystring: z.object({ mensajes: z.string().optional() }), tags: ['notificaciones'], response: { 200: sobre(z.array(areaSchema)) } } },
    async (req) => {
      const a = actual(req);
      const tipoProceso = a.contribuyenteId ? ((await contribuyentes.porId(a.contribuyenteId))?.tipoProcesoId ?? null) : null;
      // The message list names each area as it is: SARE is offered on its own (AREAS_MENSAJES).
      if (req.query.mensajes) return ok(AREAS_MENSAJES.map((x) => ({ id: x.id, nombre: x.nombre })));
      return ok(AREAS.map((x) => ({ id: x.id, nombre: nombreAreaParaContribuyente(x, tipoProceso) })));
    },
  );

  // spec 1 §5.3, §7.3: a taxpayer writes to an area, only once the profile was sent to review.
  app.post(
    '/contribuyentes/sendNotification/:areaId',
    // The path's area is only a fallback: the body's areaId decides, as the original API's did.
    { schema: { params: z.object({ areaId: z.coerce.number().int() }), tags: ['notificaciones'], response: { 200: sobre(z.null()) } } },
    async (req) => {
      const a = actual(req);
      if (a.usuario.rol !== 'contribuyente') throw forbidden();
      const parsed = notificacionAreaSchema.safeParse({ ...(req.body as object), areaId: (req.body as { areaId?: unknown })?.areaId ?? req.params.areaId });
      if (!parsed.success) throw badRequest(MSG.llenarTodos, 'INCOMPLETO');
      // The establishment a message is about must be the sender's own: another taxpayer's (or one
      // that does not exist) is refused like any foreign id, before anything else.
      const estId = parsed.data.establecimientoId ?? null;
      if (estId !== null) {
        const propio =
          a.contribuyenteId !== null &&
          idSchema.safeParse(estId).success &&
          (await createEstablecimientosRepository({ db }).esPropio(a.contribuyenteId, estId));
        if (!propio) throw forbidden();
      }
      const c = a.contribuyenteId ? await contribuyentes.porId(a.contribuyenteId) : null;
      const enviado = c ? await createTareasRepository({ db }).hayDeContribuyente(c.id) : false;
      if (!c || !enviado) throw badRequest(MSG.notificacionSinPerfil, 'SIN_PERFIL');
      const area = AREAS.find((x) => x.id === parsed.data.areaId && x.recibeMensajes);
      if (!area) throw badRequest(MSG.llenarTodos, 'INCOMPLETO');
      await repo.guardarMensaje({
        contribuyenteId: c.id,
        areaId: area.id,
        establecimientoId: estId,
        mensaje: parsed.data.message,
        rfc: c.rfc,
        nombreContribuyente: nombreDe(c),
      });
      return ok(null, MSG_EXTRA.notificacionEnviada);
    },
  );

  app.get(
    '/areas/:id/mensajes',
    { schema: { params: idParam, tags: ['bandeja'], response: { 200: sobre(z.array(mensajeAreaSchema)) } } },
    async (req) => {
      const a = actual(req);
      if (!a.areas.some((x) => x.id === req.params.id) && a.usuario.rol !== 'root') throw forbidden();
      return ok(await repo.mensajesDeArea(req.params.id));
    },
  );

  // ---- Notifications of one establishment (spec 1 §7.3); only the owner's own ----
  app.get('/establecimientos/notificaciones/:id', { schema: { tags: ['establecimientos'], params: idParam, response: { 200: sobre(z.array(notificacionSchema)) } } }, async (req) => {
    const { est } = await cargarEstablecimiento(db, req, req.params.id, 'escribir');
    return ok(await repo.deUsuario(actual(req).usuario.id, est.id));
  });

  app.post(
    '/establecimientos/notificaciones/:id/:notifId',
    { schema: { tags: ['establecimientos'], params: idParam.extend({ notifId: idSchema }), response: { 200: sobre(z.object({ id: z.number().int() })) } } },
    async (req) => {
      const { est } = await cargarEstablecimiento(db, req, req.params.id, 'escribir');
      if (!(await repo.marcarLeida(actual(req).usuario.id, req.params.notifId, est.id))) throw forbidden();
      return ok({ id: req.params.notifId });
    },
  );
};
