// Reads and writes of notifications and of the messages taxpayers send to an area (spec 1 §5.3,
// §7.3). Ownership is the routes' to check; each read here is already scoped to its owner.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { areas, mensajesArea, notificaciones } from '../../db/schema';
import type { MensajeAreaDto, NotificacionDto } from './notificaciones.schemas';

/** The newest first; a person reads the last hundred. */
const LIMITE = 100;

/**
 * A moment as `Date.toISOString()` writes it, written by PostgreSQL: milliseconds truncated as
 * JavaScript's Date truncates microseconds, always UTC with a Z.
 */
const iso = (c: AnyPgColumn) => sql<string>`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A user's newest notifications, already in the answer's shape, for every user or for one
 * establishment: built once per database handle and prepared on each connection. Building the
 * select, mapping each row's dates to Date and back to text was most of the list's CPU.
 */
function consultasNotificaciones(db: Db) {
  const consulta = (deEstablecimiento: boolean) =>
    db
      .select({ id: notificaciones.id, createdAt: iso(notificaciones.createdAt), leidaAt: iso(notificaciones.leidaAt), encabezado: notificaciones.encabezado, descripcion: notificaciones.descripcion, establecimientoId: notificaciones.establecimientoId, link: notificaciones.link })
      .from(notificaciones)
      .where(and(eq(notificaciones.usuarioId, sql.placeholder('usuarioId')), deEstablecimiento ? eq(notificaciones.establecimientoId, sql.placeholder('establecimientoId')) : undefined))
      .orderBy(desc(notificaciones.createdAt), desc(notificaciones.id))
      .limit(LIMITE)
      .prepare(deEstablecimiento ? 'notificaciones_de_establecimiento' : 'notificaciones_de_usuario');
  return { todas: consulta(false), deEstablecimiento: consulta(true) };
}
const preparadas = new WeakMap<Db, ReturnType<typeof consultasNotificaciones>>();

export function createNotificacionesRepository({ db }: { db: Db }) {
  let q = preparadas.get(db);
  if (!q) preparadas.set(db, (q = consultasNotificaciones(db)));
  const consultas = q;
  return {
    /** A user's notifications; with `establecimientoId`, only those about that establishment. */
    async deUsuario(usuarioId: number, establecimientoId?: number): Promise<NotificacionDto[]> {
      const filas = establecimientoId === undefined ? await consultas.todas.execute({ usuarioId }) : await consultas.deEstablecimiento.execute({ usuarioId, establecimientoId });
      return filas.map((n) => ({
        id: n.id,
        created_at: n.createdAt,
        read_at: n.leidaAt,
        data: { encabezado: n.encabezado, descripcion: n.descripcion, establecimiento: n.establecimientoId, link: n.link },
      }));
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
