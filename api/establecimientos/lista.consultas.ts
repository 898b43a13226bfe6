// The queries of the establishments list (spec 1 §2.5, GET establecimientos/contribuyente/{id}),
// prepared once per database handle (docs/PERFORMANCE.md "List routes").
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentos, establecimientos, notificaciones } from '../../db/schema';
import { CODIGOS_FOTO } from '../../domain/licencia/constantes';

/** spec 1 §2.5: the server decides the page size of the cards. */
export const POR_PAGINA = 9;

/**
 * The list's own queries (spec 1 §2.5), one set per shape of filters (key, name), built once per
 * database handle and prepared on each connection: building them with drizzle on every request
 * was the largest part of the list's CPU. The page's ids come first (an index-only scan
 * of establecimientos_lista_idx, even at page 1,000 of 10,000), then only those rows: asked for
 * whole rows in id order, the planner walks the primary key backwards past every other
 * taxpayer's establishments.
 */
function consultasLista(db: Db, forma: string) {
  const ph = sql.placeholder;
  const where = and(
    eq(establecimientos.contribuyenteId, ph('contribuyenteId')),
    eq(establecimientos.baja, false),
    forma.includes('c') ? sql`${establecimientos.externalId} ilike ${ph('clave')}` : undefined,
    forma.includes('n') ? sql`${establecimientos.nombreBusqueda} like ${ph('nombre')}` : undefined,
  );
  return {
    ids: db.select({ id: establecimientos.id }).from(establecimientos).where(where).orderBy(desc(establecimientos.id)).limit(POR_PAGINA).offset(ph('desde')).prepare(`ests_ids_${forma}`),
    total: db.select({ total: count() }).from(establecimientos).where(where).prepare(`ests_total_${forma}`),
  };
}
/** The rows, photos and unread counts of a page's ids (the same for every shape). */
function consultasPagina(db: Db) {
  const ids = sql.placeholder('ids');
  return {
    filas: db.select().from(establecimientos).where(sql`${establecimientos.id} = any(${ids}::int[])`).orderBy(desc(establecimientos.id)).prepare('ests_filas'),
    fotos: db
      .select({ id: documentos.id, codigo: documentos.codigo, locacionId: documentos.locacionId })
      .from(documentos)
      .where(and(sql`${documentos.locacionId} = any(${ids}::int[])`, inArray(documentos.codigo, [...CODIGOS_FOTO])))
      .prepare('ests_fotos'),
    noLeidas: db
      .select({ id: notificaciones.establecimientoId, n: count() })
      .from(notificaciones)
      .where(and(eq(notificaciones.usuarioId, sql.placeholder('usuarioId')), isNull(notificaciones.leidaAt), sql`${notificaciones.establecimientoId} = any(${ids}::int[])`))
      .groupBy(notificaciones.establecimientoId)
      .prepare('ests_no_leidas'),
  };
}
const preparadasLista = new WeakMap<Db, Map<string, ReturnType<typeof consultasLista>>>();
const preparadasPagina = new WeakMap<Db, ReturnType<typeof consultasPagina>>();
export function lista(db: Db, forma: string) {
  let porForma = preparadasLista.get(db);
  if (!porForma) preparadasLista.set(db, (porForma = new Map()));
  let q = porForma.get(forma);
  if (!q) porForma.set(forma, (q = consultasLista(db, forma)));
  return q;
}
export function pagina(db: Db) {
  let q = preparadasPagina.get(db);
  if (!q) preparadasPagina.set(db, (q = consultasPagina(db)));
  return q;
}

