// The staff inbox's reads (issue 2 §3, issue 3 §3): tasks of the caller's areas, filtered and paged.
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, tareas, type Tarea } from '../../db/schema';
import { patronContiene } from '../lib/busqueda';

export interface FiltrosBandeja {
  /** null: every area (root) */
  areaIds: number[] | null;
  areaId?: number;
  estado?: 'pendiente' | 'resuelta' | 'cancelada';
  procedimiento?: string;
  q?: string;
  page: number;
  porPagina: number;
}

export function createTareasRepository({ db }: { db: Db }) {
  return {
    async listar(f: FiltrosBandeja): Promise<{ total: number; filas: { t: Tarea; area: string }[] }> {
      const cond: (SQL | undefined)[] = [
        f.areaIds ? inArray(tareas.areaId, f.areaIds.length ? f.areaIds : [-1]) : undefined,
        f.areaId ? eq(tareas.areaId, f.areaId) : undefined,
        f.estado ? eq(tareas.estado, f.estado) : undefined,
        f.procedimiento ? eq(tareas.procedimiento, f.procedimiento) : undefined,
        f.q ? or(ilike(tareas.folio, patronContiene(f.q)), ilike(tareas.rfc, patronContiene(f.q)), ilike(tareas.solicitante, patronContiene(f.q))) : undefined,
      ];
      const where = and(...cond);
      const [[{ total }], filas] = await Promise.all([
        db.select({ total: count() }).from(tareas).where(where),
        db
          .select({ t: tareas, area: areas.nombre })
          .from(tareas)
          .innerJoin(areas, eq(areas.id, tareas.areaId))
          .where(where)
          .orderBy(desc(tareas.createdAt), desc(tareas.id))
          .limit(f.porPagina)
          .offset((f.page - 1) * f.porPagina),
      ]);
      return { total: Number(total), filas };
    },

    async conArea(id: number): Promise<{ t: Tarea; area: string } | null> {
      const [fila] = await db.select({ t: tareas, area: areas.nombre }).from(tareas).innerJoin(areas, eq(areas.id, tareas.areaId)).where(eq(tareas.id, id));
      return fila ?? null;
    },

    /** Why the previous round of the same step was rejected (a resent request shows it to the reviewer). */
    async motivoAnterior(t: Tarea): Promise<string | null> {
      if (t.ronda <= 1) return null;
      const [r] = await db
        .select({ motivo: tareas.motivo })
        .from(tareas)
        .where(and(eq(tareas.workflowId, t.workflowId), eq(tareas.paso, t.paso), eq(tareas.ronda, t.ronda - 1), eq(tareas.resultado, 'rechazado')));
      return r?.motivo ?? null;
    },
  };
}
