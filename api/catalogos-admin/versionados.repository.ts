// The versioned catalogues the office keeps — a procedure's documents (cat_entregables),
// the fee lines of services 1750–1756 (cat_tarifas) and the activities (cat_giros). An edit never
// overwrites: in one transaction it closes the row in force (vigente_hasta = now) and inserts its
// successor from the same instant, so a request created before keeps reading what it was created
// with (domain/catalogos/vigencia.ts). The close is "where vigente_hasta is null": of two editors
// of one version only the first succeeds, the second gets 409 and reloads.
import { and, asc, between, desc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catEntregables, catGiros, catTarifas, usuarios, type CatEntregable, type CatGiro, type CatTarifa } from '../../db/schema';
import { procedimientoEntregables } from '../../domain/catalogos/entregables';
import { vigentePorClave } from '../../domain/catalogos/vigencia';
import { pesos, UMA_DIARIA_CENTAVOS } from '../../domain/licencia/tarifas';
import { NOMBRE_SERVICIO, SERVICIO, type ServicioId } from '../../domain/tramite/servicios';
import { HttpError } from '../lib/errors';
import { duplicado, noEncontrado } from './basicos.repository';
import { MSG_CATALOGOS as M } from '../../domain/catalogos/admin.mensajes';
import type { EntregableCrear, EntregableEditar, GiroCrear, GiroEditar, TarifaForm } from '../../domain/catalogos/admin.schemas';
import { enVigorSql } from '../../db/catalogos/vigencia.sql';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const versionCerrada = () => new HttpError(409, M.versionCerrada, 'VERSION_CERRADA');
/** The first id of an activity the office adds (GIROS keeps the ids below). */
export const PRIMER_GIRO_NUEVO = 1000;
/** The services whose fee lines the office keeps here. */
const SERVICIOS_TARIFA = [SERVICIO.RESIDUOS, SERVICIO.ANUNCIOS] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const normal = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Closes a version still open; 404 when the row does not exist, 409 when another edit closed it. */
async function cerrar<T extends typeof catEntregables | typeof catTarifas | typeof catGiros>(tx: Tx, tabla: T, id: number, ahora: Date) {
  const t = tabla as typeof catTarifas;
  const [fila] = await tx
    .update(t)
    .set({ vigenteHasta: ahora })
    .where(and(eq(t.id, id), isNull(t.vigenteHasta)))
    .returning();
  if (fila) return fila as unknown as T['$inferSelect'];
  const [existe] = await tx.select({ id: t.id }).from(t).where(eq(t.id, id));
  throw existe ? versionCerrada() : noEncontrado();
}

const bloquear = (tx: Tx, tabla: typeof catEntregables | typeof catGiros) => tx.execute(sql`lock table ${tabla} in share row exclusive mode`);

// ---- DTOs ----

export const comoGiro = (g: CatGiro) => ({
  id: g.id,
  giro_id: g.giroId,
  nombre: g.nombre,
  req_patente: g.reqPatente as 'SI' | 'NO',
  riesgo: g.riesgo as 'bajo' | 'medio' | 'alto',
  sare: g.sare,
  tipo_patente: g.tipoPatente,
  activo: g.activo,
  vigente_desde: g.vigenteDesde.toISOString(),
  vigente_hasta: iso(g.vigenteHasta),
});

export const comoTarifa = (t: CatTarifa, autor: string | null) => ({
  id: t.id,
  servicio: t.servicio,
  servicio_nombre: NOMBRE_SERVICIO[t.servicio as ServicioId] ?? `Servicio ${t.servicio}`,
  clave: t.clave,
  descripcion: t.descripcion,
  uma: t.uma,
  importe: pesos(Math.round(Number(t.uma) * UMA_DIARIA_CENTAVOS)),
  vigente_desde: t.vigenteDesde.toISOString(),
  vigente_hasta: iso(t.vigenteHasta),
  autor,
});

const autorNombre = sql<string | null>`nullif(trim(concat_ws(' ', ${usuarios.nombre}, ${usuarios.apellido1}, ${usuarios.apellido2})), '')`;

export function createVersionadosRepository({ db }: { db: Db }) {
  const tarifasDonde = async (donde: ReturnType<typeof and>, orden: 'vigentes' | 'historial') => {
    const filas = await db
      .select({ t: catTarifas, autor: autorNombre })
      .from(catTarifas)
      .leftJoin(usuarios, eq(usuarios.id, catTarifas.autorId))
      .where(donde)
      .orderBy(...(orden === 'vigentes' ? [asc(catTarifas.servicio), asc(catTarifas.clave)] : [desc(catTarifas.vigenteDesde), desc(catTarifas.id)]));
    return filas.map(({ t, autor }) => comoTarifa(t, autor));
  };

  /** A procedure's documents with the adjustments in force merged in (domain/catalogos/entregables.ts). */
  async function entregables(procedimiento: string, ahora = new Date(), d: Db | Tx = db) {
    const proc = procedimientoEntregables(procedimiento);
    if (!proc) throw duplicado(M.procedimientoDesconocido, 'procedimiento');
    const filas = await d
      .select()
      .from(catEntregables)
      .where(and(eq(catEntregables.procedimiento, procedimiento), enVigorSql(catEntregables, ahora)))
      .orderBy(asc(catEntregables.id));
    const ajustes = vigentePorClave(filas, ahora, (f) => f.codigo);
    const dto = (codigo: string, etiqueta: string, a: CatEntregable | undefined) => ({
      codigo,
      etiqueta: a?.etiqueta ?? etiqueta,
      // Without an adjustment the procedure's own rules decide per request: null, "según el trámite".
      requerido: a ? a.requerido : null,
      activo: a?.activo ?? true,
      adicional: a?.adicional ?? false,
      ajuste_id: a?.id ?? null,
      vigente_desde: iso(a?.vigenteDesde ?? null),
    });
    const base = proc.documentos.map((doc) => dto(doc.codigo, doc.etiqueta, ajustes.get(doc.codigo)));
    const conocidos = new Set(proc.documentos.map((doc) => doc.codigo));
    const adicionales = [...ajustes.values()].filter((a) => a.adicional && !conocidos.has(a.codigo)).map((a) => dto(a.codigo, a.etiqueta, a));
    return [...base, ...adicionales];
  }

  const entregableDe = async (tx: Tx, fila: CatEntregable, ahora: Date) =>
    (await entregables(fila.procedimiento, ahora, tx)).find((x) => x.codigo === fila.codigo) ?? null;

  return {
    entregables,

    /**
     * A new adjustment of a code of the procedure, or (adicional) a document the code does not know,
     * which every request of the procedure must then carry (so it is always required).
     */
    crearEntregable(v: EntregableCrear, autorId: number) {
      return db.transaction(async (tx) => {
        const proc = procedimientoEntregables(v.procedimiento);
        if (!proc) throw duplicado(M.procedimientoDesconocido, 'procedimiento');
        const conocido = proc.documentos.some((x) => x.codigo === v.codigo);
        if (v.adicional && conocido) throw duplicado(M.codigoDuplicado, 'codigo');
        if (!v.adicional && !conocido) throw duplicado(M.documentoDesconocido, 'codigo');
        await bloquear(tx, catEntregables);
        const ahora = new Date();
        const [ya] = await tx
          .select({ id: catEntregables.id })
          .from(catEntregables)
          .where(and(eq(catEntregables.procedimiento, v.procedimiento), eq(catEntregables.codigo, v.codigo), enVigorSql(catEntregables, ahora)));
        if (ya) throw duplicado(v.adicional ? M.codigoDuplicado : M.ajusteVigente, 'codigo');
        const [fila] = await tx
          .insert(catEntregables)
          .values({ procedimiento: v.procedimiento, codigo: v.codigo, etiqueta: v.etiqueta, requerido: v.adicional || v.requerido, activo: v.activo, adicional: v.adicional, vigenteDesde: ahora, autorId })
          .returning();
        return entregableDe(tx, fila, ahora);
      });
    },

    /** The adjustment's next version. */
    editarEntregable(id: number, v: EntregableEditar, autorId: number) {
      return db.transaction(async (tx) => {
        const ahora = new Date();
        const previa = await cerrar(tx, catEntregables, id, ahora);
        const [fila] = await tx
          .insert(catEntregables)
          .values({
            procedimiento: previa.procedimiento,
            codigo: previa.codigo,
            etiqueta: v.etiqueta,
            requerido: previa.adicional || v.requerido,
            activo: v.activo,
            adicional: previa.adicional,
            vigenteDesde: ahora,
            autorId,
          })
          .returning();
        return entregableDe(tx, fila, ahora);
      });
    },

    /** Closes the adjustment without a successor: the document goes back to the code's default. */
    async cerrarEntregable(id: number): Promise<void> {
      await db.transaction((tx) => cerrar(tx, catEntregables, id, new Date()));
    },

    // ---- tarifas ----
    tarifas: () => tarifasDonde(and(between(catTarifas.servicio, SERVICIOS_TARIFA[0], SERVICIOS_TARIFA[1]), enVigorSql(catTarifas, new Date())), 'vigentes'),

    /** Every version of the row's line (servicio, clave), the newest first; null when the row does not exist. */
    async historialTarifa(id: number) {
      const [t] = await db.select().from(catTarifas).where(eq(catTarifas.id, id));
      if (!t) return null;
      return tarifasDonde(and(eq(catTarifas.servicio, t.servicio), eq(catTarifas.clave, t.clave)), 'historial');
    },

    editarTarifa(id: number, v: TarifaForm, autorId: number) {
      return db.transaction(async (tx) => {
        const ahora = new Date();
        const previa = await cerrar(tx, catTarifas, id, ahora);
        const [fila] = await tx
          .insert(catTarifas)
          .values({ servicio: previa.servicio, clave: previa.clave, descripcion: v.descripcion, uma: v.uma, vigenteDesde: ahora, autorId })
          .returning();
        const [u] = await tx.select({ autor: autorNombre }).from(usuarios).where(eq(usuarios.id, autorId));
        return comoTarifa(fila, u?.autor ?? null);
      });
    },

    // ---- giros ----
    /** Every activity in force, the inactive ones too, by id. */
    async giros() {
      const ahora = new Date();
      const filas = await db.select().from(catGiros).where(enVigorSql(catGiros, ahora)).orderBy(asc(catGiros.giroId));
      return [...vigentePorClave(filas, ahora, (g) => g.giroId).values()].sort((a, b) => a.giroId - b.giroId).map(comoGiro);
    },

    crearGiro(v: GiroCrear, autorId: number) {
      return db.transaction(async (tx) => {
        await bloquear(tx, catGiros);
        const ahora = new Date();
        await nombreLibre(tx, v.nombre, null, ahora);
        const [{ ultimo }] = await tx.select({ ultimo: max(catGiros.giroId) }).from(catGiros);
        const giroId = Math.max(PRIMER_GIRO_NUEVO, (ultimo ?? 0) + 1);
        const [g] = await tx
          .insert(catGiros)
          .values({ giroId, nombre: v.nombre, reqPatente: v.req_patente, riesgo: v.riesgo, sare: v.sare, tipoPatente: v.tipo_patente, activo: true, vigenteDesde: ahora, autorId })
          .returning();
        return comoGiro(g);
      });
    },

    /** The activity's next version; null when no version of `giroId` is in force. */
    editarGiro(giroId: number, v: GiroEditar, autorId: number) {
      return db.transaction(async (tx) => {
        await bloquear(tx, catGiros);
        const ahora = new Date();
        const [previa] = await tx
          .select()
          .from(catGiros)
          .where(and(eq(catGiros.giroId, giroId), isNull(catGiros.vigenteHasta)))
          .orderBy(desc(catGiros.vigenteDesde))
          .limit(1);
        if (!previa) return null;
        await nombreLibre(tx, v.nombre, giroId, ahora);
        await cerrar(tx, catGiros, previa.id, ahora);
        const [g] = await tx
          .insert(catGiros)
          .values({ giroId, nombre: v.nombre, reqPatente: v.req_patente, riesgo: v.riesgo, sare: v.sare, tipoPatente: v.tipo_patente, activo: v.activo, vigenteDesde: ahora, autorId })
          .returning();
        return comoGiro(g);
      });
    },
  };
}

/** Two activities in force never share a name (no case, no accents). */
async function nombreLibre(tx: Tx, nombre: string, sinGiroId: number | null, ahora: Date) {
  const filas = await tx
    .select({ nombre: catGiros.nombre })
    .from(catGiros)
    .where(and(enVigorSql(catGiros, ahora), sinGiroId === null ? undefined : ne(catGiros.giroId, sinGiroId)));
  if (filas.some((f) => normal(f.nombre) === normal(nombre))) throw duplicado(M.giroDuplicado, 'nombre');
}
