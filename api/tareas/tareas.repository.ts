// The staff inbox's reads (issue 2 §3, issue 3 §3): tasks of the caller's areas, filtered and paged;
// and what other calls learn from tasks (who may read a taxpayer's files, who signed a step).
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, tareas, usuarios, type Tarea } from '../../db/schema';
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

    /** Has any of the taxpayer's requests reached an inbox (the profile was sent at least once)? */
    async hayDeContribuyente(contribuyenteId: number): Promise<boolean> {
      const [t] = await db.select({ id: tareas.id }).from(tareas).where(eq(tareas.contribuyenteId, contribuyenteId)).limit(1);
      return !!t;
    },

    /** Does (or did) any of these areas have a task about the establishment? Its staff may read it then. */
    async hayDeLocacionEnAreas(locacionId: number, areaIds: number[]): Promise<boolean> {
      if (!areaIds.length) return false;
      const [t] = await db
        .select({ id: tareas.id })
        .from(tareas)
        .where(and(eq(tareas.locacionId, locacionId), inArray(tareas.areaId, areaIds)))
        .limit(1);
      return !!t;
    },

    /** The areas that have (or had) a task about the taxpayer: their staff may read the taxpayer's files. */
    async areasDeContribuyente(contribuyenteId: number): Promise<number[]> {
      const filas = await db.select({ areaId: tareas.areaId }).from(tareas).where(eq(tareas.contribuyenteId, contribuyenteId));
      return filas.map((f) => f.areaId);
    },

    /** When the newest approval of a request's step was given. */
    async aprobadaAt(solicitudId: number, paso: string): Promise<Date | null> {
      const [t] = await db
        .select({ resueltaAt: tareas.resueltaAt })
        .from(tareas)
        .where(and(eq(tareas.solicitudId, solicitudId), eq(tareas.paso, paso), eq(tareas.resultado, 'aprobado')))
        .orderBy(desc(tareas.ronda))
        .limit(1);
      return t?.resueltaAt ?? null;
    },

    /** The officer who approved a step (the person who signed it in the inbox), as a printout names them. */
    async firmante(solicitudId: number, paso: string): Promise<string | null> {
      const [f] = await db
        .select({ nombre: usuarios.nombre, apellido1: usuarios.apellido1 })
        .from(tareas)
        .innerJoin(usuarios, eq(usuarios.id, tareas.resueltaPor))
        .where(and(eq(tareas.solicitudId, solicitudId), eq(tareas.paso, paso), eq(tareas.resultado, 'aprobado')))
        .orderBy(desc(tareas.ronda))
        .limit(1);
      return f ? `${f.nombre} ${f.apellido1}`.trim() : null;
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

export type TareasRepository = ReturnType<typeof createTareasRepository>;
