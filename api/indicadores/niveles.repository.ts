// The rows the service levels are computed from (domain/indicadores/niveles.ts): open tasks, and
// tasks resolved within the window, of the given areas; and SARE licence requests sent since a date.
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { solicitudes, tareas } from '../../db/schema';
import { TIPO_PROCESO } from '../../domain/licencia/constantes';
import { licencia } from '../../domain/licencia/definicion';
import type { TareaIndicador } from '../../domain/indicadores/niveles';
import type { SolicitudSare } from '../../domain/indicadores/niveles-sare';

export function createNivelesRepository({ db }: { db: Db }) {
  return {
    /** `areas` null: every area (root). Bounded by the window: resolved tasks older than `desde` are not read. */
    async tareas(areas: readonly number[] | null, desde: Date): Promise<TareaIndicador[]> {
      const vigentes = or(eq(tareas.estado, 'pendiente'), and(eq(tareas.estado, 'resuelta'), gte(tareas.resueltaAt, desde)));
      return db
        .select({
          areaId: tareas.areaId,
          procedimiento: tareas.procedimiento,
          paso: tareas.paso,
          estado: tareas.estado,
          folio: tareas.folio,
          createdAt: tareas.createdAt,
          venceAt: tareas.venceAt,
          resueltaAt: tareas.resueltaAt,
        })
        .from(tareas)
        .where(areas === null ? vigentes : and(inArray(tareas.areaId, [...areas]), vigentes));
    },

    /**
     * SARE licence requests sent since `desde`. SARE is the process fixed in the request's data when
     * it was sent (DatosLicencia.tipoProceso, spec 1 §1); decided = licence ready or rejected.
     */
    async solicitudesSare(desde: Date): Promise<SolicitudSare[]> {
      const filas = await db
        .select({
          folio: solicitudes.folio,
          enviadaAt: solicitudes.enviadaAt,
          decididaAt: sql<Date | string | null>`case when ${solicitudes.estado} = 'terminada' then ${solicitudes.terminadaAt} when ${solicitudes.estado} = 'rechazada' then ${solicitudes.updatedAt} end`,
        })
        .from(solicitudes)
        .where(
          and(
            eq(solicitudes.procedimiento, licencia.clave),
            gte(solicitudes.enviadaAt, desde),
            sql`(${solicitudes.snapshot} -> 'context' -> 'datos' ->> 'tipoProceso') = ${String(TIPO_PROCESO.SARE)}`,
          ),
        );
      return filas.map((f) => ({ folio: f.folio, enviadaAt: f.enviadaAt as Date, decididaAt: f.decididaAt === null ? null : new Date(f.decididaAt) }));
    },
  };
}
