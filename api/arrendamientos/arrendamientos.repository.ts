// Reads and writes of lease requests (spec 3 §3.6; db/schema/mercados.table.ts): the kit's request
// (solicitudes) with its own row (solicitudes_arrendamiento), read together with the establishment
// and the stall it names. The kit's workflow projects the request's state; this file writes only the
// lease's own fields and its file slots.
import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  establecimientos,
  localesMercado,
  solicitudes,
  solicitudesArrendamiento,
  type ArchivosMercado,
  type LocalMercado,
  type Solicitud,
  type SolicitudArrendamiento,
} from '../../db/schema';
import { arrendamiento } from '../../domain/arrendamientos/definicion';
import { SERVICIO } from '../../domain/tramite/servicios';
import { createPagosRepository, type EstadoCuentaVista } from '../pagos/pagos.repository';
import type { Tx } from '../tramites/solicitudes.repository';

type Establecimiento = typeof establecimientos.$inferSelect;

/** A lease read whole: the kit's row, the own row, its establishment and its stall (null when none). */
export interface VistaArrendamiento {
  s: Solicitud;
  d: SolicitudArrendamiento;
  est: Establecimiento;
  local: LocalMercado | null;
  /** the latest statement of the 10 % (1759), once the payment step opened */
  edo: EstadoCuentaVista | null;
}

export interface FiltrosArrendamiento {
  contribuyenteId: number;
  externalId?: string;
  nombreComercial?: string;
}

/** The contract's fields as stored (numbers as text with 2 decimals). */
export interface ContratoGuardado {
  fechaInicio: string;
  fechaFin: string;
  rentaMes: string;
  porcenAyunta: string;
  arrendatarioNombre: string | null;
  arrendatarioRfc: string | null;
  arrendatarioCorreo: string | null;
}

const escapar = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createArrendamientosRepository({ db }: { db: Db }) {
  async function vistas(where: ReturnType<typeof and>): Promise<VistaArrendamiento[]> {
    const filas = await db
      .select({ s: solicitudes, d: solicitudesArrendamiento, est: establecimientos, local: localesMercado })
      .from(solicitudesArrendamiento)
      .innerJoin(solicitudes, eq(solicitudes.id, solicitudesArrendamiento.solicitudId))
      .innerJoin(establecimientos, eq(establecimientos.id, solicitudesArrendamiento.establecimientoId))
      .leftJoin(localesMercado, eq(localesMercado.id, solicitudesArrendamiento.localMercadoId))
      .where(where)
      .orderBy(desc(solicitudes.id));
    // The statements of the page's requests in one query; the latest of the 10 % for each.
    const edos = (await createPagosRepository({ db }).deSolicitudes(filas.map((f) => f.s.id)))
      .filter((e) => e.servicioId === SERVICIO.ARRENDAMIENTO_MERCADO)
      .sort((a, b) => b.id - a.id);
    return filas.map((f) => ({ ...f, edo: edos.find((e) => e.solicitudId === f.s.id) ?? null }));
  }

  return {
    async leer(id: number): Promise<VistaArrendamiento | null> {
      const [v] = await vistas(and(eq(solicitudesArrendamiento.solicitudId, id), eq(solicitudes.procedimiento, arrendamiento.clave)));
      return v ?? null;
    },

    /** The taxpayer's leases, newest first, by the establishment's key and name (the status is filtered by the caller). */
    async listar(f: FiltrosArrendamiento): Promise<VistaArrendamiento[]> {
      return vistas(
        and(
          eq(solicitudesArrendamiento.contribuyenteId, f.contribuyenteId),
          eq(solicitudes.procedimiento, arrendamiento.clave),
          f.externalId ? ilike(establecimientos.externalId, `%${escapar(f.externalId)}%`) : undefined,
          f.nombreComercial ? ilike(establecimientos.nombreComercial, `%${escapar(f.nombreComercial)}%`) : undefined,
        ),
      );
    },

    /** The taxpayer's establishments opened in a market (Mercados → Apertura), not closed. */
    async establecimientosEnMercado(contribuyenteId: number): Promise<Establecimiento[]> {
      return db
        .select()
        .from(establecimientos)
        .where(and(eq(establecimientos.contribuyenteId, contribuyenteId), eq(establecimientos.mercadoApertura, true), eq(establecimientos.baja, false)))
        .orderBy(establecimientos.id);
    },

    /** The padrón's stalls a concessionaire (by RFC) holds in these markets. */
    async localesDe(rfc: string, mercadoIds: number[]): Promise<LocalMercado[]> {
      if (!mercadoIds.length) return [];
      return db
        .select()
        .from(localesMercado)
        .where(and(eq(localesMercado.concesionarioRfc, rfc.toUpperCase()), inArray(localesMercado.mercadoId, mercadoIds)))
        .orderBy(localesMercado.numero);
    },

    async crearPropio(tx: Tx, n: { solicitudId: number; contribuyenteId: number; establecimientoId: number; localMercadoId: number | null; giroId: number }) {
      await tx.insert(solicitudesArrendamiento).values({ ...n, archivos: {} });
    },

    async actualizarSolicitud(id: number, c: { establecimientoId?: number; localMercadoId?: number | null; giroId?: number }) {
      await db
        .update(solicitudesArrendamiento)
        .set({ ...c, updatedAt: new Date() })
        .where(eq(solicitudesArrendamiento.solicitudId, id));
    },

    async fijarArchivos(id: number, archivos: ArchivosMercado) {
      await db.update(solicitudesArrendamiento).set({ archivos, updatedAt: new Date() }).where(eq(solicitudesArrendamiento.solicitudId, id));
    },

    async guardarContrato(id: number, c: ContratoGuardado, archivos: ArchivosMercado) {
      const ahora = new Date();
      await db
        .update(solicitudesArrendamiento)
        .set({ ...c, archivos, contratoGuardadoAt: ahora, updatedAt: ahora })
        .where(eq(solicitudesArrendamiento.solicitudId, id));
    },
  };
}

export type ArrendamientosRepository = ReturnType<typeof createArrendamientosRepository>;
