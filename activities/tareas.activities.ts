// Staff-task side effects shared by every procedure: closing a decided task and escalating an
// overdue one to the heads of its area. Idempotent: retried activities write once.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { areas, tareas, usuarioAreas, usuarios } from '../db/schema';
import { createNotificador } from './notificador';

export function createTareasActivities({ db, publicUrl }: { db: Db; publicUrl: string }) {
  const notificador = createNotificador({ db, publicUrl });
  return {
    async cerrarTarea(a: { tareaId: number; resultado: 'aprobado' | 'rechazado'; motivo: string | null; revisorId: number }): Promise<void> {
      await db
        .update(tareas)
        .set({ estado: 'resuelta', resultado: a.resultado, motivo: a.motivo, resueltaPor: a.revisorId, resueltaAt: sql`coalesce(${tareas.resueltaAt}, now())` })
        .where(eq(tareas.id, a.tareaId));
    },

    /** A request that stops (cancelled by the operator, its establishment deleted) leaves no task waiting. */
    async cancelarTareas(a: { solicitudId: number }): Promise<void> {
      await db
        .update(tareas)
        .set({ estado: 'cancelada', resueltaAt: sql`coalesce(${tareas.resueltaAt}, now())` })
        .where(and(eq(tareas.solicitudId, a.solicitudId), eq(tareas.estado, 'pendiente')));
    },

    /**
     * Marks the task overdue once and tells every head of its area, in the portal and by e-mail.
     * Only heads who can act on it: a disabled or deleted account is told nothing.
     */
    async escalarTarea(a: { tareaId: number }): Promise<void> {
      const [t] = await db.select().from(tareas).where(eq(tareas.id, a.tareaId));
      if (!t || t.estado !== 'pendiente') return;
      await db.update(tareas).set({ escaladaAt: sql`coalesce(${tareas.escaladaAt}, now())` }).where(and(eq(tareas.id, t.id), isNull(tareas.escaladaAt)));
      const [area] = await db.select({ nombre: areas.nombre }).from(areas).where(eq(areas.id, t.areaId));
      const jefes = await db
        .select({ id: usuarios.id, email: usuarios.email })
        .from(usuarioAreas)
        .innerJoin(usuarios, eq(usuarios.id, usuarioAreas.usuarioId))
        .where(and(eq(usuarioAreas.areaId, t.areaId), eq(usuarioAreas.esJefe, true), eq(usuarios.estatus, 1), isNull(usuarios.eliminadoAt)));
      for (const j of jefes) {
        await notificador.enviar({
          usuarioId: j.id,
          email: j.email,
          dedupeKey: `tarea-${t.id}-escalada-${j.id}`,
          encabezado: `Tarea vencida: ${t.titulo}`,
          descripcion: `La tarea ${t.titulo} del folio ${t.folio} (${t.solicitante ?? t.rfc ?? ''}) en ${area?.nombre ?? 'su área'} venció el ${t.venceAt ? formatoFecha(t.venceAt) : ''} sin resolverse.`,
          link: `/admin/bandeja/${t.id}`,
        });
      }
    },
  };
}

const formatoFecha = (d: Date) =>
  new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Cancun' }).format(d);

export type TareasActivities = ReturnType<typeof createTareasActivities>;
