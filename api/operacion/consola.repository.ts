// The operator console's reads and writes of one request in PostgreSQL (/admin/operacion): the
// search across every procedure's requests (the kit's generic table, one query over trigram
// indexes: migration 0022), the request with its taxpayer, establishment, open task and log, and
// the console's own writes (an assignee, statements voided), each with its line in the operators' log.
import { and, count, desc, eq, isNull, like, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  areas,
  bitacoraOperacion,
  contribuyentes,
  estadosCuenta,
  establecimientos,
  notificaciones,
  solicitudes,
  tareas,
  usuarioAreas,
  usuarios,
} from '../../db/schema';
import { ESTADO_CUENTA_CANCELADO } from '../../domain/operacion/consola';
import { patronContiene } from '../lib/busqueda';

const nombreContribuyente = sql<string>`coalesce(nullif(${contribuyentes.razonSocial}, ''), concat_ws(' ', ${contribuyentes.nombre}, ${contribuyentes.apellido1}, ${contribuyentes.apellido2}))`;
const nombreUsuario = (u: { nombre: string; apellido1: string; apellido2: string; username: string }) =>
  [u.nombre, u.apellido1, u.apellido2].filter(Boolean).join(' ').trim() || u.username;

/**
 * The requests whose folio, subject, taxpayer's RFC or name, or establishment's trade name contains
 * q: a union of one lookup per column, each over its trigram index (migration 0022; the name is the
 * same expression the index holds), never a scan of the join.
 */
const coinciden = (q: string) => sql`${solicitudes.id} in (
  select s.id from solicitudes s where s.folio ilike ${q}
  union select s.id from solicitudes s where s.titulo ilike ${q}
  union select s.id from solicitudes s join contribuyentes c on c.id = s.contribuyente_id where c.rfc ilike ${q}
  union select s.id from solicitudes s join contribuyentes c on c.id = s.contribuyente_id
    where (coalesce(c.nombre, '') || ' ' || coalesce(c.apellido1, '') || ' ' || coalesce(c.apellido2, '') || ' ' || coalesce(c.razon_social, '')) ilike ${q}
  union select s.id from solicitudes s join establecimientos e on e.id = s.locacion_id where e.nombre_comercial ilike ${q})`;

export function createConsolaRepository({ db }: { db: Db }) {
  return {
    async buscar(texto: string, page: number, porPagina: number) {
      const where = coinciden(patronContiene(texto.trim()));
      const [filas, [{ total }]] = await Promise.all([
        db
          .select({ s: solicitudes, contribuyente: nombreContribuyente, rfc: contribuyentes.rfc, establecimiento: establecimientos.nombreComercial })
          .from(solicitudes)
          .innerJoin(contribuyentes, eq(contribuyentes.id, solicitudes.contribuyenteId))
          .leftJoin(establecimientos, eq(establecimientos.id, solicitudes.locacionId))
          .where(where)
          .orderBy(desc(solicitudes.updatedAt), desc(solicitudes.id))
          .limit(porPagina)
          .offset((page - 1) * porPagina),
        db.select({ total: count() }).from(solicitudes).where(where),
      ]);
      return { total: Number(total), filas };
    },

    async porFolio(folio: string) {
      const [f] = await db
        .select({
          s: solicitudes,
          contribuyente: nombreContribuyente,
          rfc: contribuyentes.rfc,
          usuarioId: contribuyentes.usuarioId,
          email: contribuyentes.email,
          establecimiento: establecimientos.nombreComercial,
        })
        .from(solicitudes)
        .innerJoin(contribuyentes, eq(contribuyentes.id, solicitudes.contribuyenteId))
        .leftJoin(establecimientos, eq(establecimientos.id, solicitudes.locacionId))
        .where(eq(solicitudes.folio, folio));
      return f ?? null;
    },

    /** The request's open staff task with its area and assignee (null: none open). */
    async tareaAbierta(solicitudId: number) {
      const [t] = await db
        .select({ t: tareas, area: areas.nombre, asignado: { id: usuarios.id, username: usuarios.username, nombre: usuarios.nombre, apellido1: usuarios.apellido1, apellido2: usuarios.apellido2 } })
        .from(tareas)
        .innerJoin(areas, eq(areas.id, tareas.areaId))
        .leftJoin(usuarios, eq(usuarios.id, tareas.asignadaA))
        .where(and(eq(tareas.solicitudId, solicitudId), eq(tareas.estado, 'pendiente')))
        .orderBy(desc(tareas.createdAt), desc(tareas.id))
        .limit(1);
      if (!t) return null;
      const a = t.asignado?.id ? { id: t.asignado.id, username: t.asignado.username, nombre: nombreUsuario(t.asignado) } : null;
      return { t: t.t, area: t.area, asignado: a };
    },

    /** The active members of an area (who a task of it may be reassigned to). */
    async miembros(areaId: number) {
      const filas = await db
        .select({ id: usuarios.id, username: usuarios.username, nombre: usuarios.nombre, apellido1: usuarios.apellido1, apellido2: usuarios.apellido2 })
        .from(usuarioAreas)
        .innerJoin(usuarios, eq(usuarios.id, usuarioAreas.usuarioId))
        .where(and(eq(usuarioAreas.areaId, areaId), isNull(usuarios.eliminadoAt), eq(usuarios.estatus, 1)))
        .orderBy(usuarios.username);
      return filas.map((u) => ({ id: u.id, username: u.username, nombre: nombreUsuario(u) }));
    },

    /** The notifications the taxpayer was sent about this request (the kit keys them by procedure and id). */
    async notificaciones(s: { id: number; procedimiento: string }, usuarioId: number) {
      return db
        .select({ id: notificaciones.id, encabezado: notificaciones.encabezado, descripcion: notificaciones.descripcion, link: notificaciones.link, createdAt: notificaciones.createdAt, dedupeKey: notificaciones.dedupeKey, establecimientoId: notificaciones.establecimientoId })
        .from(notificaciones)
        .where(and(eq(notificaciones.usuarioId, usuarioId), like(notificaciones.dedupeKey, `${s.procedimiento}-${s.id}-%`)))
        .orderBy(desc(notificaciones.createdAt), desc(notificaciones.id))
        .limit(20);
    },

    async bitacora(workflowId: string) {
      const filas = await db
        .select({ b: bitacoraOperacion, usuario: usuarios.username })
        .from(bitacoraOperacion)
        .leftJoin(usuarios, eq(usuarios.id, bitacoraOperacion.usuarioId))
        .where(eq(bitacoraOperacion.workflowId, workflowId))
        .orderBy(desc(bitacoraOperacion.createdAt), desc(bitacoraOperacion.id))
        .limit(50);
      return filas;
    },

    /**
     * Assigns the task and writes the log line in one transaction: no change without its trail.
     * false: the task was decided or cancelled meanwhile, and nothing was written.
     */
    async reasignar(a: { tareaId: number; usuarioId: number; operadorId: number; workflowId: string; folio: string; motivo: string; resultado: string }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const hecha = await tx
          .update(tareas)
          .set({ asignadaA: a.usuarioId })
          .where(and(eq(tareas.id, a.tareaId), eq(tareas.estado, 'pendiente')))
          .returning({ id: tareas.id });
        if (!hecha.length) return false;
        await tx.insert(bitacoraOperacion).values({ usuarioId: a.operadorId, accion: 'reasignar', workflowId: a.workflowId, folio: a.folio, resultado: a.resultado, motivo: a.motivo });
        return true;
      });
    },

    /** The request's statements not yet paid can no longer be paid; paid ones stay as they are. */
    async anularEstadosCuenta(solicitudId: number): Promise<number> {
      const anulados = await db
        .update(estadosCuenta)
        .set({ estatus: ESTADO_CUENTA_CANCELADO })
        .where(and(eq(estadosCuenta.solicitudId, solicitudId), notInArray(estadosCuenta.estatus, [8, ESTADO_CUENTA_CANCELADO])))
        .returning({ id: estadosCuenta.id });
      return anulados.length;
    },

    async registrar(a: { usuarioId: number; accion: string; workflowId: string; folio: string | null; resultado: string; motivo: string }) {
      await db.insert(bitacoraOperacion).values(a);
    },

    async usuario(id: number) {
      const [u] = await db.select({ id: usuarios.id, email: usuarios.email }).from(usuarios).where(eq(usuarios.id, id));
      return u ?? null;
    },
  };
}
export type ConsolaRepository = ReturnType<typeof createConsolaRepository>;
