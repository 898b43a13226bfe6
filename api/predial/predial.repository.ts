// The portal's own property-tax rows: the gateway orders of the statements (predial_ordenes) and
// the instalment requests (predial_convenios); plus the look-ups of establishments by key. The
// account itself (valuations, payments) is the property-tax office's (PredialAdapter).
import { and, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { establecimientos, predialConvenios, predialOrdenes, tareas, type PredialOrden } from '../../db/schema';
import { patronContiene } from '../lib/busqueda';
import type { SesionActual } from '../lib/contexto';
import type { Tx } from '../tramites/solicitudes.repository';
import { mismoMonto } from '../pagos/discrepancias';

/** Who may see which establishments in a look-up: the taxpayer their own, staff those their areas work on, root all. */
function alcance(a: SesionActual): SQL | null {
  if (a.usuario.rol === 'root') return sql`true`;
  if (a.contribuyenteId !== null && a.usuario.rol === 'contribuyente') return eq(establecimientos.contribuyenteId, a.contribuyenteId);
  const areas = a.areas.map((x) => x.id);
  if (!areas.length) return null;
  return exists(
    sql`(select 1 from ${tareas} where ${tareas.locacionId} = ${establecimientos.id} and ${inArray(tareas.areaId, areas)})`,
  );
}

const columnas = {
  id: establecimientos.id,
  external_id: establecimientos.externalId,
  nombre_comercial: establecimientos.nombreComercial,
  clave_catastral: establecimientos.claveCatastral,
};

export function createPredialRepository({ db }: { db: Db }) {
  return {
    /** The caller's establishments registered with exactly this key. */
    async establecimientosPorClave(a: SesionActual, clave: string) {
      const visible = alcance(a);
      if (!visible) return [];
      return db
        .select(columnas)
        .from(establecimientos)
        .where(and(visible, eq(establecimientos.baja, false), eq(establecimientos.claveCatastral, clave)))
        .orderBy(desc(establecimientos.id))
        .limit(50);
    },

    /** spec 2 §7 getRegistros?query: the caller's establishments whose key, name or external key contain the text. */
    async buscar(a: SesionActual, texto: string) {
      const visible = alcance(a);
      if (!visible) return [];
      const p = patronContiene(texto.trim());
      return db
        .select(columnas)
        .from(establecimientos)
        .where(
          and(
            visible,
            eq(establecimientos.baja, false),
            sql`${establecimientos.claveCatastral} ~ '^[0-9]{17}$'`,
            texto.trim() ? or(ilike(establecimientos.claveCatastral, p), ilike(establecimientos.nombreComercial, p), ilike(establecimientos.externalId, p)) : undefined,
          ),
        )
        .orderBy(desc(establecimientos.id))
        .limit(20);
    },

    async crearOrden(o: { orderId: string; clave: string; monto: string; periodos: string[]; contribuyenteId: number | null }) {
      await db.insert(predialOrdenes).values({ orderId: o.orderId, claveCatastral: o.clave, monto: o.monto, periodos: o.periodos, contribuyenteId: o.contribuyenteId });
    },

    async orden(orderId: string): Promise<PredialOrden | null> {
      const [o] = await db.select().from(predialOrdenes).where(eq(predialOrdenes.orderId, orderId));
      return o ?? null;
    },

    /**
     * The gateway's word that an order was paid, recorded once: only the first moves it from
     * 'pendiente' to 'pagado'. `alRegistrar` (telling the property-tax office) runs inside the same
     * transaction: if the office cannot be reached nothing is recorded and the next word records it.
     * Another amount than the order's changes nothing: 'monto_distinto' (api/pagos/discrepancias.ts).
     */
    async confirmar(
      c: { order_id: string; folio_pago: string; autorizacion: string; monto: string },
      alRegistrar: (o: PredialOrden, tx: Tx) => Promise<void>,
    ): Promise<{ tipo: 'nuevo' } | { tipo: 'repetido'; folio: string | null } | { tipo: 'desconocido' } | { tipo: 'monto_distinto'; o: PredialOrden }> {
      return db.transaction(async (tx) => {
        const [pendiente] = await tx
          .select()
          .from(predialOrdenes)
          .where(and(eq(predialOrdenes.orderId, c.order_id), eq(predialOrdenes.estado, 'pendiente')));
        if (pendiente && !mismoMonto(c.monto, pendiente.monto)) return { tipo: 'monto_distinto', o: pendiente };
        const [o] = await tx
          .update(predialOrdenes)
          .set({ estado: 'pagado', folioPago: c.folio_pago, autorizacion: c.autorizacion, confirmadoAt: new Date() })
          .where(and(eq(predialOrdenes.orderId, c.order_id), eq(predialOrdenes.estado, 'pendiente')))
          .returning();
        if (!o) {
          const [previo] = await tx.select().from(predialOrdenes).where(eq(predialOrdenes.orderId, c.order_id));
          return previo ? { tipo: 'repetido', folio: previo.folioPago } : { tipo: 'desconocido' };
        }
        await alRegistrar(o, tx);
        return { tipo: 'nuevo' };
      });
    },

    async registrarConvenio(c: { clave: string; parcialidades: number; montoTotal: string; folio: string; contribuyenteId: number | null }) {
      const [r] = await db
        .insert(predialConvenios)
        .values({ claveCatastral: c.clave, parcialidades: c.parcialidades, montoTotal: c.montoTotal, folio: c.folio, contribuyenteId: c.contribuyenteId })
        .returning();
      return r;
    },
  };
}

export type PredialRepository = ReturnType<typeof createPredialRepository>;
