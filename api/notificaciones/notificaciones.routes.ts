import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { areas, contribuyentes, establecimientos, mensajesArea, notificaciones, tareas } from '../../db/schema';
import { AREAS, nombreAreaParaContribuyente } from '../../domain/common/catalogos';
import { MSG, MSG_EXTRA } from '../../domain/common/messages';
import { notificacionAreaSchema } from '../../domain/perfil/schema';
import { actual, exigirMismoUsuario } from '../auth/guards';
import { badRequest, forbidden } from '../lib/errors';
import { ok } from '../lib/respuesta';
import { idParam, idSchema } from '../lib/params';
import { nombreDe } from '../../domain/common/personas';


export const notificacionesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get('/notificaciones/:id', { schema: { params: idParam, tags: ['notificaciones'] } }, async (req) => {
    exigirMismoUsuario(req, req.params.id);
    const filas = await db
      .select()
      .from(notificaciones)
      .where(eq(notificaciones.usuarioId, req.params.id))
      .orderBy(desc(notificaciones.createdAt), desc(notificaciones.id))
      .limit(100);
    return ok(
      filas.map((n) => ({
        id: n.id,
        created_at: n.createdAt.toISOString(),
        read_at: n.leidaAt?.toISOString() ?? null,
        data: { encabezado: n.encabezado, descripcion: n.descripcion, establecimiento: n.establecimientoId, link: n.link },
      })),
    );
  });

  app.post(
    '/notificacion/:id/:notifId',
    { schema: { params: idParam.extend({ notifId: idSchema }), tags: ['notificaciones'] } },
    async (req) => {
      exigirMismoUsuario(req, req.params.id);
      const r = await db
        .update(notificaciones)
        .set({ leidaAt: new Date() })
        .where(and(eq(notificaciones.id, req.params.notifId), eq(notificaciones.usuarioId, req.params.id), isNull(notificaciones.leidaAt)))
        .returning({ id: notificaciones.id });
      if (!r.length) {
        const [n] = await db.select({ u: notificaciones.usuarioId }).from(notificaciones).where(eq(notificaciones.id, req.params.notifId));
        if (!n || n.u !== req.params.id) throw forbidden();
      }
      return ok(null);
    },
  );

  app.post('/notificaciones/:id/leer-todas', { schema: { params: idParam, tags: ['notificaciones'] } }, async (req) => {
    exigirMismoUsuario(req, req.params.id);
    await db
      .update(notificaciones)
      .set({ leidaAt: new Date() })
      .where(and(eq(notificaciones.usuarioId, req.params.id), isNull(notificaciones.leidaAt)));
    return ok(null);
  });

  app.get('/areas', { schema: { querystring: z.object({ mensajes: z.string().optional() }), tags: ['notificaciones'] } }, async (req) => {
    const a = actual(req);
    let tipoProceso: number | null = null;
    if (a.contribuyenteId) {
      const [c] = await db.select({ t: contribuyentes.tipoProcesoId }).from(contribuyentes).where(eq(contribuyentes.id, a.contribuyenteId));
      tipoProceso = c?.t ?? null;
    }
    const lista = AREAS.filter((x) => (req.query.mensajes ? x.recibeMensajes : true));
    return ok(lista.map((x) => ({ id: x.id, nombre: nombreAreaParaContribuyente(x, tipoProceso) })));
  });

  // spec 1 §5.3, §7.3: a taxpayer writes to an area, only once the profile was sent to review.
  app.post(
    '/contribuyentes/sendNotification/:areaId',
    { schema: { params: z.object({ areaId: z.coerce.number().int() }), tags: ['notificaciones'] } },
    async (req) => {
      const a = actual(req);
      if (a.usuario.rol !== 'contribuyente') throw forbidden();
      const parsed = notificacionAreaSchema.safeParse({ ...(req.body as object), areaId: (req.body as { areaId?: unknown })?.areaId ?? req.params.areaId });
      if (!parsed.success) throw badRequest(MSG.llenarTodos, 'INCOMPLETO');
      // The establishment a message is about must be the sender's own: another taxpayer's (or one
      // that does not exist) is refused like any foreign id, before anything else (issue 9, Low).
      const estId = parsed.data.establecimientoId ?? null;
      if (estId !== null) {
        const [propio] =
          a.contribuyenteId !== null && idSchema.safeParse(estId).success
            ? await db
                .select({ id: establecimientos.id })
                .from(establecimientos)
                .where(and(eq(establecimientos.id, estId), eq(establecimientos.contribuyenteId, a.contribuyenteId), eq(establecimientos.baja, false)))
                .limit(1)
            : [];
        if (!propio) throw forbidden();
      }
      const [c] = a.contribuyenteId ? await db.select().from(contribuyentes).where(eq(contribuyentes.id, a.contribuyenteId)) : [];
      const [enviado] = c ? await db.select({ id: tareas.id }).from(tareas).where(eq(tareas.contribuyenteId, c.id)).limit(1) : [];
      if (!c || !enviado) throw badRequest(MSG.notificacionSinPerfil, 'SIN_PERFIL');
      const area = AREAS.find((x) => x.id === parsed.data.areaId && x.recibeMensajes);
      if (!area) throw badRequest(MSG.llenarTodos, 'INCOMPLETO');
      await db.insert(mensajesArea).values({
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

  app.get('/areas/:id/mensajes', { schema: { params: idParam, tags: ['bandeja'] } }, async (req) => {
    const a = actual(req);
    if (!a.areas.some((x) => x.id === req.params.id) && a.usuario.rol !== 'root') throw forbidden();
    const filas = await db
      .select({ m: mensajesArea, area: areas.nombre })
      .from(mensajesArea)
      .innerJoin(areas, eq(areas.id, mensajesArea.areaId))
      .where(eq(mensajesArea.areaId, req.params.id))
      .orderBy(desc(mensajesArea.createdAt))
      .limit(200);
    return ok(
      filas.map(({ m, area }) => ({
        id: m.id,
        area,
        message: m.mensaje,
        rfc: m.rfc,
        nombreContribuyente: m.nombreContribuyente,
        establecimientoId: m.establecimientoId,
        created_at: m.createdAt.toISOString(),
      })),
    );
  });
};
