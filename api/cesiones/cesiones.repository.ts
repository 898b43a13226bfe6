// Reads and writes of rights-assignment requests (spec 3 §3.7; db/schema/mercados.table.ts): the
// kit's request (solicitudes) with its own row (solicitudes_cesion), read together with the
// establishment and the stall it assigns. The kit's workflow projects the request's state; this file
// writes only the assignment's own fields and its file slots (the concession moves in the activity).
import { and, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  establecimientos,
  localesMercado,
  rangosCobroPiso,
  solicitudes,
  solicitudesCesion,
  type ArchivosMercado,
  type LocalMercado,
  type Solicitud,
  type SolicitudCesion,
} from '../../db/schema';
import { cesionDerecho } from '../../domain/cesiones/definicion';
import type { Rango } from '../../domain/mercados/rangos';
import type { Tx } from '../tramites/solicitudes.repository';

type Establecimiento = typeof establecimientos.$inferSelect;

/** An assignment read whole: the kit's row, the own row, its establishment and its stall. */
export interface VistaCesion {
  s: Solicitud;
  d: SolicitudCesion;
  est: Establecimiento;
  local: LocalMercado;
}

export interface FiltrosCesion {
  contribuyenteId: number;
  externalId?: string;
  nombreComercial?: string;
}

/** What the form sets on the own row. */
export interface CamposCesion {
  establecimientoId: number;
  localMercadoId: number;
  rfc: string;
  familiar: boolean;
  cesionarioContribuyenteId: number | null;
  cesionarioNombre: string | null;
}

const escapar = (t: string) => t.replace(/[\\%_]/g, (c) => `\\${c}`);

export function createCesionesRepository({ db }: { db: Db }) {
  async function vistas(where: ReturnType<typeof and>): Promise<VistaCesion[]> {
    return db
      .select({ s: solicitudes, d: solicitudesCesion, est: establecimientos, local: localesMercado })
      .from(solicitudesCesion)
      .innerJoin(solicitudes, eq(solicitudes.id, solicitudesCesion.solicitudId))
      .innerJoin(establecimientos, eq(establecimientos.id, solicitudesCesion.establecimientoId))
      .innerJoin(localesMercado, eq(localesMercado.id, solicitudesCesion.localMercadoId))
      .where(where)
      .orderBy(desc(solicitudes.id));
  }

  return {
    async leer(id: number): Promise<VistaCesion | null> {
      const [v] = await vistas(and(eq(solicitudesCesion.solicitudId, id), eq(solicitudes.procedimiento, cesionDerecho.clave)));
      return v ?? null;
    },

    /** The taxpayer's assignments, newest first, by the establishment's key and name (the status is filtered by the caller). */
    async listar(f: FiltrosCesion): Promise<VistaCesion[]> {
      return vistas(
        and(
          eq(solicitudesCesion.contribuyenteId, f.contribuyenteId),
          eq(solicitudes.procedimiento, cesionDerecho.clave),
          f.externalId ? ilike(establecimientos.externalId, `%${escapar(f.externalId)}%`) : undefined,
          f.nombreComercial ? ilike(establecimientos.nombreComercial, `%${escapar(f.nombreComercial)}%`) : undefined,
        ),
      );
    },

    /** The taxpayer's establishment opened in a market (Mercados → Apertura), not closed; null otherwise. */
    async establecimientoEnMercado(contribuyenteId: number, id: number): Promise<Establecimiento | null> {
      const [e] = await db
        .select()
        .from(establecimientos)
        .where(and(eq(establecimientos.id, id), eq(establecimientos.contribuyenteId, contribuyenteId), eq(establecimientos.mercadoApertura, true), eq(establecimientos.baja, false)));
      return e ?? null;
    },

    async local(id: number): Promise<LocalMercado | null> {
      const [l] = await db.select().from(localesMercado).where(eq(localesMercado.id, id));
      return l ?? null;
    },

    /** The floor-fee ranges as domain/mercados/rangos.ts reads them. */
    async rangos(c: Db = db): Promise<Rango[]> {
      const filas = await c.select().from(rangosCobroPiso).orderBy(rangosCobroPiso.m2Desde);
      return filas.map((r) => ({ id: r.id, m2_desde: r.m2Desde, m2_hasta: r.m2Hasta, cuota_mensual: r.cuotaMensual }));
    },

    async crearPropio(tx: Tx, n: CamposCesion & { solicitudId: number; contribuyenteId: number }) {
      await tx.insert(solicitudesCesion).values({ ...n, archivos: {} });
    },

    async actualizar(id: number, c: Partial<CamposCesion>) {
      await db
        .update(solicitudesCesion)
        .set({ ...c, updatedAt: new Date() })
        .where(eq(solicitudesCesion.solicitudId, id));
    },

    async fijarArchivos(id: number, archivos: ArchivosMercado) {
      await db.update(solicitudesCesion).set({ archivos, updatedAt: new Date() }).where(eq(solicitudesCesion.solicitudId, id));
    },
  };
}

export type CesionesRepository = ReturnType<typeof createCesionesRepository>;
