// The figures /api/metrics reads from the database at each scrape: open and overdue staff tasks per
// area, and the SARE requests whose promise of 72 business hours ran out undecided (spec 1 §1).
import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, solicitudes, tareas } from '../../db/schema';
import { TIPO_PROCESO } from '../../domain/licencia/constantes';
import { licencia } from '../../domain/licencia/definicion';
import { resultadoPromesa } from '../../domain/indicadores/niveles-sare';
import { ESTADOS_CERRADOS } from '../../domain/tramite/lectura';

export interface TareasArea {
  area: string;
  abiertas: number;
  vencidas: number;
}

export function createMetricasRepository({ db }: { db: Db }) {
  return {
    /** Every area, with zero when its inbox is empty (an absent series would read as "no data"). */
    async tareasPorArea(ahora: Date): Promise<TareasArea[]> {
      const filas = await db
        .select({
          area: areas.clave,
          abiertas: sql<number>`count(${tareas.id})::int`,
          vencidas: sql<number>`(count(${tareas.id}) filter (where ${tareas.venceAt} < ${ahora.toISOString()}))::int`,
        })
        .from(areas)
        .leftJoin(tareas, and(eq(tareas.areaId, areas.id), eq(tareas.estado, 'pendiente')))
        .groupBy(areas.clave)
        .orderBy(areas.clave);
      return filas.map((f) => ({ area: f.area, abiertas: Number(f.abiertas), vencidas: Number(f.vencidas) }));
    },

    /** Undecided SARE licence requests already past their 72 business hours (domain/indicadores/niveles-sare.ts). */
    async sareFueraDePlazo(ahora: Date): Promise<number> {
      const filas = await db
        .select({ folio: solicitudes.folio, enviadaAt: solicitudes.enviadaAt })
        .from(solicitudes)
        .where(
          and(
            eq(solicitudes.procedimiento, licencia.clave),
            isNotNull(solicitudes.enviadaAt),
            notInArray(solicitudes.estado, ['borrador', ...ESTADOS_CERRADOS]),
            sql`(${solicitudes.snapshot} -> 'context' -> 'datos' ->> 'tipoProceso') = ${String(TIPO_PROCESO.SARE)}`,
          ),
        );
      return filas.filter((f) => resultadoPromesa({ folio: f.folio, enviadaAt: f.enviadaAt as Date, decididaAt: null }, ahora) === 'incumplida').length;
    },
  };
}
