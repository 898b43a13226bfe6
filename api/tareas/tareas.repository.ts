// The staff inbox's reads: tasks of the caller's areas, filtered and paged;
// and what other calls learn from tasks (who may read a taxpayer's files, who signed a step).
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, tareas, tareasConteos, usuarios, type Tarea } from '../../db/schema';
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

/** What the inbox shows of a task: its columns without `datos` (only its `titulo`) and `resuelta_por`. */
const columnasLista = {
  id: tareas.id,
  workflowId: tareas.workflowId,
  procedimiento: tareas.procedimiento,
  paso: tareas.paso,
  ronda: tareas.ronda,
  areaId: tareas.areaId,
  titulo: tareas.titulo,
  folio: tareas.folio,
  contribuyenteId: tareas.contribuyenteId,
  solicitudId: tareas.solicitudId,
  locacionId: tareas.locacionId,
  rfc: tareas.rfc,
  solicitante: tareas.solicitante,
  estado: tareas.estado,
  resultado: tareas.resultado,
  motivo: tareas.motivo,
  createdAt: tareas.createdAt,
  venceAt: tareas.venceAt,
  resueltaAt: tareas.resueltaAt,
  escaladaAt: tareas.escaladaAt,
};
/** A task as the inbox lists it (tareas.routes.ts tareaDto), with its assignee's user name (operator console). */
export type TareaLista = Pick<Tarea, keyof typeof columnasLista> & { nombreComercial: string | null; asignado: string | null };
/** The same fields of a whole task row. */
export const tareaLista = (t: Tarea, asignado: string | null = null): TareaLista => ({ ...t, nombreComercial: (t.datos as { titulo?: string } | null)?.titulo ?? null, asignado });

/** Which filters a list read uses: one prepared pair of queries (page, count) per shape. */
const formaDe = (f: FiltrosBandeja) => [f.areaIds ? 'a' : '', f.areaId ? 'r' : '', f.estado ? 'e' : '', f.procedimiento ? 'p' : '', f.q ? 'q' : ''].join('');

/**
 * The inbox's page and count for one shape of filters, built once per database handle and
 * prepared on each connection (as the session lookup, api/auth/sesiones.repository.ts): building
 * the two selects with drizzle on every request was a fifth of the inbox's CPU.
 */
function consultasBandeja(db: Db, forma: string) {
  const ph = sql.placeholder;
  // The key filters (areas, area, state, procedure), on tareas or on its counters: same columns.
  const porClave = (t: typeof tareas | typeof tareasConteos): (SQL | undefined)[] => [
    forma.includes('a') ? sql`${t.areaId} = any(${ph('areaIds')}::int[])` : undefined,
    forma.includes('r') ? eq(t.areaId, ph('areaId')) : undefined,
    forma.includes('e') ? eq(t.estado, ph('estado')) : undefined,
    forma.includes('p') ? eq(t.procedimiento, ph('procedimiento')) : undefined,
  ];
  const where = and(
    ...porClave(tareas),
    // folio, RFC or applicant contains q: each column has its trigram index (migration 0017).
    forma.includes('q') ? or(ilike(tareas.folio, ph('q')), ilike(tareas.rfc, ph('q')), ilike(tareas.solicitante, ph('q'))) : undefined,
  );
  // Without a search, the total is the sum of the precomputed counters of the filtered keys
  // (tareas_conteos, kept by triggers on tareas, migration 0018): a few rows instead of one index
  // entry per task (root's 10,000 open tasks cost 2.6 ms of PostgreSQL per request).
  // With q the matching rows must be counted.
  const porContadores = and(...porClave(tareasConteos));
  return {
    pagina: db
      .select({ ...columnasLista, nombreComercial: sql<string | null>`${tareas.datos}->>'titulo'`, area: areas.nombre, asignado: usuarios.username })
      .from(tareas)
      .innerJoin(areas, eq(areas.id, tareas.areaId))
      .leftJoin(usuarios, eq(usuarios.id, tareas.asignadaA))
      .where(where)
      .orderBy(desc(tareas.createdAt), desc(tareas.id))
      .limit(ph('limite'))
      .offset(ph('desde'))
      .prepare(`bandeja_${forma}`),
    total: forma.includes('q')
      ? db.select({ total: count() }).from(tareas).where(where).prepare(`bandeja_total_${forma}`)
      : db
          .select({ total: sql<number>`coalesce(sum(${tareasConteos.n}), 0)::int` })
          .from(tareasConteos)
          .where(porContadores)
          .prepare(`bandeja_total_${forma}`),
  };
}
type ConsultasBandeja = ReturnType<typeof consultasBandeja>;
const preparadas = new WeakMap<Db, Map<string, ConsultasBandeja>>();
function bandeja(db: Db, forma: string): ConsultasBandeja {
  let porForma = preparadas.get(db);
  if (!porForma) preparadas.set(db, (porForma = new Map()));
  let q = porForma.get(forma);
  if (!q) porForma.set(forma, (q = consultasBandeja(db, forma)));
  return q;
}

export function createTareasRepository({ db }: { db: Db }) {
  return {
    async listar(f: FiltrosBandeja): Promise<{ total: number; filas: { t: TareaLista; area: string }[] }> {
      const q = bandeja(db, formaDe(f));
      const params = {
        areaIds: f.areaIds?.length ? f.areaIds : [-1],
        areaId: f.areaId,
        estado: f.estado,
        procedimiento: f.procedimiento,
        q: f.q ? patronContiene(f.q) : undefined,
        limite: f.porPagina,
        desde: (f.page - 1) * f.porPagina,
      };
      const [[{ total }], filas] = await Promise.all([q.total.execute(params), q.pagina.execute(params)]);
      return { total: Number(total), filas: filas.map(({ area, ...t }) => ({ t, area })) };
    },

    async conArea(id: number): Promise<{ t: Tarea; area: string; asignado: string | null } | null> {
      const [fila] = await db
        .select({ t: tareas, area: areas.nombre, asignado: usuarios.username })
        .from(tareas)
        .innerJoin(areas, eq(areas.id, tareas.areaId))
        .leftJoin(usuarios, eq(usuarios.id, tareas.asignadaA))
        .where(eq(tareas.id, id));
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
