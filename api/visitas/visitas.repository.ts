// Reads and writes of field inspections. A result is recorded once per device key: the visit's row
// is locked while it is read and closed, so two results racing for one visit are ordered and the
// second one is kept as a conflict (visitas_resultados), never written over the first.
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  catListasVerificacion,
  documentos,
  establecimientos,
  solicitudes,
  tabletas,
  tareas,
  usuarios,
  visitas,
  visitasResultados,
  type ResultadoVisitaGuardado,
  type Visita,
} from '../../db/schema';
import { domicilioCorto } from '../../domain/common/domicilio';
import { TIPOS_VISITA, type TipoVisita } from '../../domain/visitas/tipos';
import type { VisitaDto } from './visitas.schemas';

const nombre = (u: { nombre: string; apellido1: string; apellido2: string }) => [u.nombre, u.apellido1, u.apellido2].filter(Boolean).join(' ');

type Fila = { v: Visita; s: typeof solicitudes.$inferSelect; e: typeof establecimientos.$inferSelect; b: typeof usuarios.$inferSelect | null };

export function visitaDto({ v, s, e, b }: Fila, conflictos: number): VisitaDto {
  return {
    id: v.solicitudId,
    folio: s.folio,
    estatus: s.estatus,
    estado: s.estado,
    paso_actual: s.pasoActual,
    tipo: v.tipo,
    tipo_texto: TIPOS_VISITA[v.tipo].nombre,
    area_id: v.areaId,
    motivo: v.motivo,
    ventana_inicio: v.ventanaInicio.toISOString(),
    ventana_fin: v.ventanaFin.toISOString(),
    solicitud_origen_id: v.solicitudOrigenId,
    establecimiento: {
      id: e.id,
      nombre_comercial: e.nombreComercial,
      clave: e.externalId,
      domicilio: domicilioCorto(e.domicilio),
      latitud: Number.isFinite(e.domicilio.latitud) ? e.domicilio.latitud : null,
      longitud: Number.isFinite(e.domicilio.longitud) ? e.domicilio.longitud : null,
      telefono: e.telefonoOficina || null,
    },
    lista: v.lista,
    brigadista: b ? { id: b.id, nombre: nombre(b) } : null,
    tableta: v.tabletaSerie,
    asignada_at: v.asignadaAt?.toISOString() ?? null,
    resultado: v.resultado,
    resultado_at: v.resultadoAt?.toISOString() ?? null,
    conflictos,
  };
}

export function createVisitasRepository({ db }: { db: Db }) {
  const filas = (where: ReturnType<typeof eq>) =>
    db
      .select({ v: visitas, s: solicitudes, e: establecimientos, b: usuarios })
      .from(visitas)
      .innerJoin(solicitudes, eq(solicitudes.id, visitas.solicitudId))
      .innerJoin(establecimientos, eq(establecimientos.id, visitas.locacionId))
      .leftJoin(usuarios, eq(usuarios.id, visitas.brigadistaId))
      .where(where);

  const conflictosDe = async (ids: number[]): Promise<Map<number, number>> => {
    if (!ids.length) return new Map();
    const r = await db
      .select({ id: visitasResultados.solicitudId, n: count() })
      .from(visitasResultados)
      .where(and(inArray(visitasResultados.solicitudId, ids), eq(visitasResultados.aceptado, false)))
      .groupBy(visitasResultados.solicitudId);
    return new Map(r.map((x) => [x.id, Number(x.n)]));
  };

  return {
    async porId(id: number): Promise<Fila | null> {
      const [f] = await filas(eq(visitas.solicitudId, id));
      return f ?? null;
    },

    async dto(f: Fila): Promise<VisitaDto> {
      return visitaDto(f, (await conflictosDe([f.v.solicitudId])).get(f.v.solicitudId) ?? 0);
    },

    /** The active items of a type's checklist, in order: what a visit ordered now will check. */
    async listaVigente(tipo: TipoVisita) {
      return db
        .select({ clave: catListasVerificacion.clave, pregunta: catListasVerificacion.pregunta })
        .from(catListasVerificacion)
        .where(and(eq(catListasVerificacion.tipo, tipo), eq(catListasVerificacion.activo, true)))
        .orderBy(asc(catListasVerificacion.orden), asc(catListasVerificacion.id));
    },

    async crear(c: Pick<Db, 'insert'>, v: typeof visitas.$inferInsert) {
      await c.insert(visitas).values(v);
    },

    /** Active brigadistas holding a tablet: whom a visit may be assigned to. */
    async brigadistasConTableta(id?: number) {
      const r = await db
        .select({ u: usuarios, serie: tabletas.serie })
        .from(usuarios)
        .innerJoin(tabletas, eq(tabletas.usuarioId, usuarios.id))
        .where(and(eq(usuarios.rol, 'brigadista'), eq(usuarios.estatus, 1), sql`${usuarios.eliminadoAt} is null`, id === undefined ? undefined : eq(usuarios.id, id)))
        .orderBy(asc(usuarios.nombre), asc(usuarios.id));
      return r.map(({ u, serie }) => ({ id: u.id, nombre: nombre(u), tableta: serie }));
    },

    async asignar(id: number, a: { brigadistaId: number; tabletaSerie: string; asignadaPorId: number }) {
      await db.update(visitas).set({ ...a, asignadaAt: new Date() }).where(eq(visitas.solicitudId, id));
    },

    /**
     * A brigadista's visits whose window meets [desde, hasta], open or closed, and those of earlier
     * days still waiting for their result (a visit not made stays on the list until it is).
     */
    async delBrigadista(brigadistaId: number, desde: Date, hasta: Date): Promise<VisitaDto[]> {
      const delDia = and(lte(visitas.ventanaInicio, hasta), gte(visitas.ventanaFin, desde));
      const atrasada = and(lt(visitas.ventanaFin, desde), isNull(visitas.claveResultado), eq(solicitudes.estado, 'revision'));
      const r = await filas(and(eq(visitas.brigadistaId, brigadistaId), or(delDia, atrasada))!);
      const c = await conflictosDe(r.map((f) => f.v.solicitudId));
      return r.map((f) => visitaDto(f, c.get(f.v.solicitudId) ?? 0));
    },

    /** The open task of a step of the visit, once the workflow opened it. */
    async tareaPendiente(solicitudId: number, paso: string) {
      const [t] = await db
        .select()
        .from(tareas)
        .where(and(eq(tareas.solicitudId, solicitudId), eq(tareas.paso, paso), eq(tareas.estado, 'pendiente')));
      return t ?? null;
    },

    /** Photos named by a result must be the visit's own files. */
    async fotosAjenas(solicitudId: number, ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const propias = await db.select({ id: documentos.id }).from(documentos).where(and(inArray(documentos.id, ids), eq(documentos.solicitudId, solicitudId)));
      const s = new Set(propias.map((d) => d.id));
      return ids.filter((i) => !s.has(i));
    },

    /**
     * Records a result under its device key. 'repetido': that key was recorded before (nothing
     * changes); 'conflicto': the visit had been closed by another key (this one is kept, not applied);
     * 'aceptado': it closes the visit now. `abierta`: the visit still waits for a result.
     */
    async registrarResultado(id: number, clave: string, usuarioId: number, r: ResultadoVisitaGuardado, abierta: boolean): Promise<{ como: 'repetido' | 'conflicto' | 'aceptado'; resultado: ResultadoVisitaGuardado }> {
      return db.transaction(async (tx) => {
        const [v] = await tx.select().from(visitas).where(eq(visitas.solicitudId, id)).for('update');
        const [previo] = await tx
          .select()
          .from(visitasResultados)
          .where(and(eq(visitasResultados.solicitudId, id), eq(visitasResultados.clave, clave)));
        // The same key again: counted once; a conflict stays a conflict.
        if (previo) return { como: previo.aceptado ? 'repetido' : 'conflicto', resultado: previo.resultado };
        // A visit closed by another result, or ended by its area, keeps this one as a conflict.
        const aceptado = abierta && v.claveResultado === null;
        await tx.insert(visitasResultados).values({ solicitudId: id, clave, usuarioId, resultado: r, aceptado });
        if (!aceptado) return { como: 'conflicto', resultado: r };
        await tx.update(visitas).set({ resultado: r, claveResultado: clave, resultadoAt: new Date() }).where(eq(visitas.solicitudId, id));
        return { como: 'aceptado', resultado: r };
      });
    },

    /** Whether a result closed the visit (its key). */
    async cerrada(id: number): Promise<boolean> {
      const [v] = await db.select({ id: visitas.solicitudId }).from(visitas).where(and(eq(visitas.solicitudId, id), isNotNull(visitas.claveResultado)));
      return !!v;
    },
  };
}

export type VisitasRepository = ReturnType<typeof createVisitasRepository>;
