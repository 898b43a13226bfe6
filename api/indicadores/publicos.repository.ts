// What the public indicators read (/indicadores): per request of a year, only the
// instants and states the figures need (domain/indicadores/publicos.ts). No folio, name, RFC or
// contact ever leaves this file; the request's data are read only for procedures whose legal
// promise depends on them (SARE), and only inside the computation.
import { and, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { solicitudes } from '../../db/schema';
import { limitesAnioCancun } from '../../domain/indicadores/comun';
import { PROCEDIMIENTOS_CON_PROMESA, type HistoriaSolicitud } from '../../domain/indicadores/publicos';

// Qualified: inside a sub-query a bare "id" would be the task's.
const ID = sql.raw('"solicitudes"."id"');

const fecha = (v: string | Date | null | undefined): Date | null => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(v));

export function createIndicadoresPublicosRepository({ db }: { db: Db }) {
  return {
    /** The requests sent before the year ends and either sent in it or decided (finished or refused) in it. */
    async historias(anio: number): Promise<HistoriaSolicitud[]> {
      const { desde, hasta } = limitesAnioCancun(anio);
      const conPromesa = PROCEDIMIENTOS_CON_PROMESA;
      const filas = await db
        .select({
          procedimiento: solicitudes.procedimiento,
          enviadaAt: solicitudes.enviadaAt,
          estado: solicitudes.estado,
          terminadaAt: solicitudes.terminadaAt,
          actualizadaAt: solicitudes.updatedAt,
          rechazoAt: sql<string | null>`(select max(t.resuelta_at) from tareas t where t.solicitud_id = ${ID} and t.resultado = 'rechazado')`,
          tareas: sql<{ v: string | null; r: string | null }[]>`coalesce((select json_agg(json_build_object('v', t.vence_at, 'r', t.resuelta_at)) from tareas t where t.solicitud_id = ${ID} and t.estado <> 'cancelada'), '[]'::json)`,
          datos: conPromesa.length
            ? sql<unknown>`case when ${inArray(solicitudes.procedimiento, conPromesa)} then ${solicitudes.snapshot}->'context'->'datos' end`
            : sql<unknown>`null`,
        })
        .from(solicitudes)
        .where(
          and(
            isNotNull(solicitudes.enviadaAt),
            lt(solicitudes.enviadaAt, hasta),
            or(gte(solicitudes.enviadaAt, desde), and(inArray(solicitudes.estado, ['terminada', 'rechazada']), gte(solicitudes.updatedAt, desde))),
          ),
        );
      return filas.map((f) => ({
        procedimiento: f.procedimiento,
        enviadaAt: f.enviadaAt,
        estado: f.estado,
        terminadaAt: f.terminadaAt,
        actualizadaAt: f.actualizadaAt,
        rechazoAt: fecha(f.rechazoAt),
        tareas: f.tareas.map((t) => ({ venceAt: fecha(t.v), resueltaAt: fecha(t.r) })),
        datos: f.datos ?? null,
      }));
    },

    /** The years with a request sent, on Chetumal's calendar (for the year selector). */
    async anios(): Promise<number[]> {
      const filas = await db
        .select({ anio: sql<number>`extract(year from ${solicitudes.enviadaAt} at time zone 'America/Cancun')::int` })
        .from(solicitudes)
        .where(isNotNull(solicitudes.enviadaAt))
        .groupBy(sql`1`);
      return filas.map((f) => Number(f.anio));
    },
  };
}
