// Reads and writes of the kit's generic request (db/schema/solicitudes.table.ts). The workflow
// projects every transition here; the API only creates drafts and keeps their folio and subject.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { solicitudes, tareas, type Solicitud } from '../../db/schema';
import type { CualquierDefinicion } from '../../domain/tramite/definicion';
import { nuevoTramite, persistir } from '../../domain/tramite/maquina';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conexion = Db | Tx;

export interface SolicitudNueva {
  def: CualquierDefinicion;
  contribuyenteId: number;
  locacionId?: number | null;
  titulo?: string | null;
  /** the machine's input as far as it is known now (it is taken again when the request is sent) */
  datos: unknown;
  /** the folio people read, from the request's id (the definition's format) */
  folio: (id: number) => string;
  /** default `<prefijo>-<id>`; a business key where the procedure has one (perfil-<contribuyenteId>) */
  workflowId?: (id: number) => string;
}

export function createSolicitudesRepository({ db }: { db: Db }) {
  return {
    /** A draft request; its id is taken first so folio and workflow id are written with the row. */
    async crear(c: Conexion, n: SolicitudNueva): Promise<Solicitud> {
      const [{ id }] = await c.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('solicitudes', 'id'))::int as id`);
      const sid = Number(id);
      const [s] = await c
        .insert(solicitudes)
        .values({
          id: sid,
          procedimiento: n.def.clave,
          workflowId: n.workflowId?.(sid) ?? `${n.def.prefijoWorkflow}-${sid}`,
          folio: n.folio(sid),
          contribuyenteId: n.contribuyenteId,
          locacionId: n.locacionId ?? null,
          titulo: n.titulo ?? null,
          snapshot: persistir(nuevoTramite(n.def, n.datos)),
        })
        .returning();
      return s;
    },

    async porId(id: number): Promise<Solicitud | null> {
      const [s] = await db.select().from(solicitudes).where(eq(solicitudes.id, id));
      return s ?? null;
    },

    async porIds(ids: number[]): Promise<Map<number, Solicitud>> {
      if (!ids.length) return new Map();
      const filas = await db.select().from(solicitudes).where(inArray(solicitudes.id, ids));
      return new Map(filas.map((s) => [s.id, s]));
    },

    /** The newest request of a procedure for a taxpayer (the profile has one). */
    async deContribuyente(contribuyenteId: number, procedimiento: string): Promise<Solicitud | null> {
      const [s] = await db
        .select()
        .from(solicitudes)
        .where(and(eq(solicitudes.contribuyenteId, contribuyenteId), eq(solicitudes.procedimiento, procedimiento)))
        .orderBy(desc(solicitudes.id))
        .limit(1);
      return s ?? null;
    },

    /** While a draft: the folio and subject follow the form. */
    async actualizarBorrador(c: Conexion, id: number, cambios: { folio?: string; titulo?: string | null }) {
      await c
        .update(solicitudes)
        .set({ ...cambios, updatedAt: new Date() })
        .where(and(eq(solicitudes.id, id), eq(solicitudes.estado, 'borrador')));
    },

    /** The subject as it is when the request is sent (tasks and notifications name it). */
    async fijarTitulo(id: number, titulo: string | null) {
      await db.update(solicitudes).set({ titulo, updatedAt: new Date() }).where(eq(solicitudes.id, id));
    },

    /** Does any task of this request sit in one of these areas (staff may read it then)? */
    async tieneTareaEnAreas(solicitudId: number, areaIds: number[]): Promise<boolean> {
      if (!areaIds.length) return false;
      const [t] = await db
        .select({ id: tareas.id })
        .from(tareas)
        .where(and(eq(tareas.solicitudId, solicitudId), inArray(tareas.areaId, areaIds)))
        .limit(1);
      return !!t;
    },
  };
}

export type SolicitudesRepository = ReturnType<typeof createSolicitudesRepository>;
