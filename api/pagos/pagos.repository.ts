// Statements, gateway orders and payments of every procedure (spec 1 §7.5, §9).
import { and, asc, desc, eq, getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { estadosCuenta, pagos, type EstadoCuenta, type Pago } from '../../db/schema';
import type { Tx } from '../tramites/solicitudes.repository';
import { mismoMonto } from './discrepancias';

/** A statement with the gateway folio of its confirmed payment (null until paid): its receipt's key. */
export type EstadoCuentaVista = EstadoCuenta & { folioPago: string | null };

// A select from one table writes its columns without the table's name, those of this subquery too:
// "estado_cuenta_id" = "id" compared the payment with its own id and the folio was always null.
// The subquery's names are therefore written out, qualified.
const conFolioPago = {
  ...getTableColumns(estadosCuenta),
  folioPago: sql<string | null>`(select p.folio_pago from ${pagos} p where p.estado_cuenta_id = ${sql.identifier(getTableName(estadosCuenta))}.id and p.estado = 'pagado' order by p.confirmado_at limit 1)`,
};

export function createPagosRepository({ db }: { db: Db }) {
  return {
    async estadoCuenta(id: number): Promise<EstadoCuentaVista | null> {
      const [e] = await db.select(conFolioPago).from(estadosCuenta).where(eq(estadosCuenta.id, id));
      return e ?? null;
    },

    async estadoCuentaPorFolio(folio: string): Promise<EstadoCuenta | null> {
      const [e] = await db.select().from(estadosCuenta).where(eq(estadosCuenta.folio, folio));
      return e ?? null;
    },

    async deSolicitudes(ids: number[]): Promise<EstadoCuentaVista[]> {
      if (!ids.length) return [];
      return db.select(conFolioPago).from(estadosCuenta).where(inArray(estadosCuenta.solicitudId, ids)).orderBy(asc(estadosCuenta.id));
    },

    /** The newest statement of a service for a request (e.g. the late-payment one). */
    async ultimo(solicitudId: number, servicio: number): Promise<EstadoCuentaVista | null> {
      const [e] = await db
        .select(conFolioPago)
        .from(estadosCuenta)
        .where(and(eq(estadosCuenta.solicitudId, solicitudId), eq(estadosCuenta.servicioId, servicio)))
        .orderBy(desc(estadosCuenta.id))
        .limit(1);
      return e ?? null;
    },

    async crearOrden(orderId: string, e: EstadoCuenta): Promise<void> {
      await db.insert(pagos).values({ orderId, estadoCuentaId: e.id, servicioId: e.servicioId, monto: e.total });
    },

    async pagados(estadoIds: number[]): Promise<Pago[]> {
      if (!estadoIds.length) return [];
      return db
        .select()
        .from(pagos)
        .where(and(eq(pagos.estado, 'pagado'), inArray(pagos.estadoCuentaId, estadoIds)));
    },

    /** A gateway order, with its statement. */
    async orden(orderId: string): Promise<{ p: Pago; e: EstadoCuenta } | null> {
      const [f] = await db
        .select({ p: pagos, e: estadosCuenta })
        .from(pagos)
        .innerJoin(estadosCuenta, eq(estadosCuenta.id, pagos.estadoCuentaId))
        .where(eq(pagos.orderId, orderId));
      return f ?? null;
    },

    /** A confirmed payment by its gateway folio, with its statement. */
    async pagoConfirmado(folioPago: string): Promise<{ p: Pago; e: EstadoCuenta } | null> {
      const [f] = await db
        .select({ p: pagos, e: estadosCuenta })
        .from(pagos)
        .innerJoin(estadosCuenta, eq(estadosCuenta.id, pagos.estadoCuentaId))
        .where(and(eq(pagos.folioPago, folioPago), eq(pagos.estado, 'pagado')));
      return f ?? null;
    },

    /**
     * The gateway's confirmation, recorded once: only the first moves the order from 'pendiente' to
     * 'pagado' and the statement to paid (8). `alRegistrar` runs inside the same transaction: if it
     * fails (Temporal unreachable) nothing is recorded and the gateway's retry delivers it again.
     * It reads through `tx`: with a single connection (the embedded PGlite) a read on the pool
     * would wait for this very transaction. A confirmation of another amount than the statement's
     * (and its order's) changes nothing: 'monto_distinto' (discrepancias.ts records it).
     */
    async confirmar(
      c: { order_id: string; folio_pago: string; autorizacion: string; monto: string },
      alRegistrar: (e: EstadoCuenta, tx: Tx) => Promise<void>,
    ): Promise<{ tipo: 'nuevo' } | { tipo: 'repetido'; folio: string | null } | { tipo: 'desconocido' } | { tipo: 'monto_distinto'; e: EstadoCuenta }> {
      return db.transaction(async (tx) => {
        const [orden] = await tx
          .select({ p: pagos, e: estadosCuenta })
          .from(pagos)
          .innerJoin(estadosCuenta, eq(estadosCuenta.id, pagos.estadoCuentaId))
          .where(eq(pagos.orderId, c.order_id));
        if (orden?.p.estado === 'pendiente' && !(mismoMonto(c.monto, orden.e.total) && mismoMonto(c.monto, orden.p.monto))) return { tipo: 'monto_distinto', e: orden.e };
        const actualizados = await tx
          .update(pagos)
          .set({ estado: 'pagado', folioPago: c.folio_pago, autorizacion: c.autorizacion, confirmadoAt: new Date() })
          .where(and(eq(pagos.orderId, c.order_id), eq(pagos.estado, 'pendiente')))
          .returning();
        if (!actualizados.length) {
          const [previo] = await tx.select().from(pagos).where(eq(pagos.orderId, c.order_id));
          return previo ? { tipo: 'repetido', folio: previo.folioPago } : { tipo: 'desconocido' };
        }
        const [e] = await tx
          .update(estadosCuenta)
          .set({ estatus: 8, pagadoAt: sql`coalesce(${estadosCuenta.pagadoAt}, now())` })
          .where(eq(estadosCuenta.id, actualizados[0].estadoCuentaId))
          .returning();
        await alRegistrar(e, tx);
        return { tipo: 'nuevo' };
      });
    },
  };
}

export type PagosRepository = ReturnType<typeof createPagosRepository>;
