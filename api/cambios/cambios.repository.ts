// Reads and writes of change requests (db/schema/cambios.table.ts) and their kit requests.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cambios, establecimientos, historialEstablecimientos, solicitudes, type AdeudosCambio, type Cambio, type Establecimiento, type Solicitud } from '../../db/schema';
import { enCurso, folioCambio, type TipoCambio } from '../../domain/cambios/comun';
import type { AreaAdeudo } from '../../domain/cambios/adeudos';
import { definicionDe } from '../../domain/tramites';
import { hoyCancun } from '../../domain/tramite/fechas';
import { createSolicitudesRepository } from '../tramites/solicitudes.repository';

export interface CambioVista {
  c: Cambio;
  s: Solicitud;
}

export interface CambioNuevo {
  est: Establecimiento;
  tipo: TipoCambio;
  propuesta: Record<string, unknown>;
  /** the machine's input as known now (taken again when sent) */
  datos: unknown;
  renovacion?: boolean;
  tipoMovimientoId?: number | null;
  licenciaId?: number | null;
}

export function createCambiosRepository({ db }: { db: Db }) {
  const vista = () => db.select({ c: cambios, s: solicitudes }).from(cambios).innerJoin(solicitudes, eq(solicitudes.id, cambios.solicitudId));

  return {
    async porId(solicitudId: number): Promise<CambioVista | null> {
      const [f] = await vista().where(eq(cambios.solicitudId, solicitudId));
      return f ?? null;
    },

    /** An establishment's requests of one type, newest first. */
    async deEstablecimiento(locacionId: number, tipo: TipoCambio): Promise<CambioVista[]> {
      return vista()
        .where(and(eq(cambios.locacionId, locacionId), eq(cambios.tipo, tipo)))
        .orderBy(desc(cambios.solicitudId));
    },

    /** The types with a request in course (spec 2 §2: the movements dialog's active types). */
    async tiposEnCurso(locacionId: number, tipos: readonly TipoCambio[]): Promise<TipoCambio[]> {
      const filas = await vista().where(and(eq(cambios.locacionId, locacionId), inArray(cambios.tipo, [...tipos])));
      return [...new Set(filas.filter((f) => enCurso(f.s.estado)).map((f) => f.c.tipo as TipoCambio))];
    },

    /**
     * A draft request and its change. The establishment's row is locked while the rule "one request
     * of a type in course at a time" is checked, so two clicks cannot make two requests.
     */
    async crear(n: CambioNuevo): Promise<{ ok: true; vista: CambioVista } | { ok: false }> {
      return db.transaction(async (tx) => {
        await tx.select({ id: establecimientos.id }).from(establecimientos).where(eq(establecimientos.id, n.est.id)).for('update');
        const existentes = await tx
          .select({ estado: solicitudes.estado })
          .from(cambios)
          .innerJoin(solicitudes, eq(solicitudes.id, cambios.solicitudId))
          .where(and(eq(cambios.locacionId, n.est.id), eq(cambios.tipo, n.tipo)));
        if (existentes.some((e) => enCurso(e.estado))) return { ok: false as const };
        const anio = Number(hoyCancun().slice(0, 4));
        const s = await createSolicitudesRepository({ db }).crear(tx, {
          def: definicionDe(n.tipo),
          contribuyenteId: n.est.contribuyenteId,
          locacionId: n.est.id,
          titulo: n.est.nombreComercial,
          datos: n.datos,
          folio: (id) => folioCambio(n.tipo, anio, id),
        });
        const [c] = await tx
          .insert(cambios)
          .values({
            solicitudId: s.id,
            locacionId: n.est.id,
            tipo: n.tipo,
            propuesta: n.propuesta,
            renovacion: n.renovacion ?? false,
            tipoMovimientoId: n.tipoMovimientoId ?? null,
            licenciaId: n.licenciaId ?? null,
          })
          .returning();
        return { ok: true as const, vista: { c, s } };
      });
    },

    async actualizar(solicitudId: number, propuesta: Record<string, unknown>) {
      await db.update(cambios).set({ propuesta, updatedAt: new Date() }).where(eq(cambios.solicitudId, solicitudId));
    },

    /** Deletes the request (its change, documents and tasks go with it). */
    async eliminar(solicitudId: number) {
      await db.delete(solicitudes).where(eq(solicitudes.id, solicitudId));
    },

    /** An area's debt (its amount) or none; the taxpayer's notice of payment is kept apart. */
    async fijarAdeudo(solicitudId: number, area: AreaAdeudo, monto: string | null) {
      await db.transaction(async (tx) => {
        const [c] = await tx.select().from(cambios).where(eq(cambios.solicitudId, solicitudId)).for('update');
        const adeudos: AdeudosCambio = { ...c.adeudos };
        if (monto === null) delete adeudos[area];
        else adeudos[area] = { monto, pagoNotificado: false };
        await tx.update(cambios).set({ adeudos, updatedAt: new Date() }).where(eq(cambios.solicitudId, solicitudId));
      });
    },

    async notificarPago(solicitudId: number, area: AreaAdeudo) {
      await db.transaction(async (tx) => {
        const [c] = await tx.select().from(cambios).where(eq(cambios.solicitudId, solicitudId)).for('update');
        const actual = c.adeudos[area];
        if (!actual) return;
        await tx
          .update(cambios)
          .set({ adeudos: { ...c.adeudos, [area]: { ...actual, pagoNotificado: true } }, updatedAt: new Date() })
          .where(eq(cambios.solicitudId, solicitudId));
      });
    },

    /** The establishment's history of approved changes, newest first. */
    async historial(locacionId: number) {
      return db.select().from(historialEstablecimientos).where(eq(historialEstablecimientos.locacionId, locacionId)).orderBy(desc(historialEstablecimientos.id));
    },
  };
}

export type CambiosRepository = ReturnType<typeof createCambiosRepository>;
