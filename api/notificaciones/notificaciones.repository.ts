// Reads and writes of notifications and of the messages taxpayers send to an area (spec 1 §5.3,
// §7.3). Ownership is the routes' to check; each read here is already scoped to its owner.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, mensajesArea, notificaciones, type Notificacion } from '../../db/schema';
import type { MensajeAreaDto, NotificacionDto } from './notificaciones.schemas';

/** The newest first; a person reads the last hundred. */
const LIMITE = 100;

export function notificacionDto(n: Notificacion): NotificacionDto {
  return {
    id: n.id,
    created_at: n.createdAt.toISOString(),
    read_at: n.leidaAt?.toISOString() ?? null,
    data: { encabezado: n.encabezado, descripcion: n.descripcion, establecimiento: n.establecimientoId, link: n.link },
  };
}

export function createNotificacionesRepository({ db }: { db: Db }) {
  return {
    /** A user's notifications; with `establecimientoId`, only those about that establishment. */
    async deUsuario(usuarioId: number, establecimientoId?: number): Promise<Notificacion[]> {
      return db
        .select()
        .from(notificaciones)
        .where(and(eq(notificaciones.usuarioId, usuarioId), establecimientoId === undefined ? undefined : eq(notificaciones.establecimientoId, establecimientoId)))
        .orderBy(desc(notificaciones.createdAt), desc(notificaciones.id))
        .limit(LIMITE);
    },

    /** Marks one read; false when it is not the user's (or not about that establishment). */
    async marcarLeida(usuarioId: number, id: number, establecimientoId?: number): Promise<boolean> {
      const [n] = await db
        .select({ id: notificaciones.id, leida: notificaciones.leidaAt })
        .from(notificaciones)
        .where(
          and(
            eq(notificaciones.id, id),
            eq(notificaciones.usuarioId, usuarioId),
            establecimientoId === undefined ? undefined : eq(notificaciones.establecimientoId, establecimientoId),
          ),
        );
      if (!n) return false;
      if (!n.leida) await db.update(notificaciones).set({ leidaAt: new Date() }).where(eq(notificaciones.id, n.id));
      return true;
    },

    async marcarTodasLeidas(usuarioId: number): Promise<void> {
      await db
        .update(notificaciones)
        .set({ leidaAt: new Date() })
        .where(and(eq(notificaciones.usuarioId, usuarioId), isNull(notificaciones.leidaAt)));
    },

    async guardarMensaje(m: typeof mensajesArea.$inferInsert): Promise<void> {
      await db.insert(mensajesArea).values(m);
    },

    /** The newest 200 messages to an area. */
    async mensajesDeArea(areaId: number): Promise<MensajeAreaDto[]> {
      const filas = await db
        .select({ m: mensajesArea, area: areas.nombre })
        .from(mensajesArea)
        .innerJoin(areas, eq(areas.id, mensajesArea.areaId))
        .where(eq(mensajesArea.areaId, areaId))
        .orderBy(desc(mensajesArea.createdAt))
        .limit(200);
      return filas.map(({ m, area }) => ({
        id: m.id,
        area,
        message: m.mensaje,
        rfc: m.rfc,
        nombreContribuyente: m.nombreContribuyente,
        establecimientoId: m.establecimientoId,
        created_at: m.createdAt.toISOString(),
      }));
    },
  };
}

export type NotificacionesRepository = ReturnType<typeof createNotificacionesRepository>;
