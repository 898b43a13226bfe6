// The change requests' side of the kit's activities (spec 2 §2–§8). Projection: when a change is
// approved its proposed values are applied to the establishment in the same transaction that
// records the approval, and what they replaced is written to the establishment's history; the
// history's unique request id makes a replayed projection apply nothing twice. Tariffs: a debt is
// charged for the amount its area registered; the land-use fee is the licence's (one tariff per service).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cambios, establecimientos, historialEstablecimientos, type Cambio, type Establecimiento } from '../db/schema';
import { AREAS_ADEUDO, type AreaAdeudo } from '../domain/cambios/adeudos';
import { CAMBIO } from '../domain/cambios/comun';
import { girosEn, tarifarioEn } from '../db/catalogos/vigentes.repository';
import { riesgoDeGiros } from '../domain/catalogos/establecimientos';
import { conceptosDe, pesos } from '../domain/licencia/tarifas';
import { nombreServicio } from '../domain/tramite/servicios';
import type { HooksActividades } from './tramite.registro';

/**
 * What applying a change does: the establishment's new values and the ones they replace. An
 * application may write more in `tx` (it runs once per request, inside the projection's transaction).
 */
export interface Aplicacion {
  cambios: Partial<typeof establecimientos.$inferInsert>;
  anterior: Record<string, unknown>;
  nuevo: Record<string, unknown>;
}

export type Aplicar = (tx: Db, c: Cambio, est: Establecimiento) => Promise<Aplicacion> | Aplicacion;

export function hooksCambio(aplicar: Aplicar): HooksActividades {
  return {
    async proyectar(tx, s, snapshot) {
      if (snapshot.value !== 'terminada') return;
      const [c] = await tx.select().from(cambios).where(eq(cambios.solicitudId, s.id));
      if (!c) return;
      const [est] = await tx.select().from(establecimientos).where(eq(establecimientos.id, c.locacionId)).for('update');
      // A business closed meanwhile takes no other change (its closure was approved first).
      if (!est || (est.baja && c.tipo !== CAMBIO.BAJA)) return;
      // Applied already (a retried or replayed projection): nothing again. The establishment's row
      // is locked above, so two projections of the same request cannot both pass this check.
      const [ya] = await tx.select({ id: historialEstablecimientos.id }).from(historialEstablecimientos).where(eq(historialEstablecimientos.solicitudId, s.id));
      if (ya) return;
      const a = await aplicar(tx, c, est);
      await tx
        .insert(historialEstablecimientos)
        .values({ locacionId: est.id, solicitudId: s.id, tipo: c.tipo, anterior: a.anterior, nuevo: a.nuevo, contribuyenteAnteriorId: est.contribuyenteId });
      await tx
        .update(establecimientos)
        .set({ ...a.cambios, updatedAt: new Date() })
        .where(eq(establecimientos.id, est.id));
    },

    async tarifa(db, s, servicio) {
      const [c] = await db.select().from(cambios).where(eq(cambios.solicitudId, s.id));
      const area = (Object.keys(AREAS_ADEUDO) as AreaAdeudo[]).find((a) => AREAS_ADEUDO[a].servicio === servicio);
      const monto = area ? c?.adeudos[area]?.monto : undefined;
      if (monto) return { conceptos: [{ concepto: `Adeudo de ${nombreServicio(servicio).toLowerCase()}`, importe: monto }], total: monto };
      // the tariff lines and activities as the catalogues had them when the request was created.
      const [[e], tarifario, giros] = await Promise.all([
        db.select().from(establecimientos).where(eq(establecimientos.id, s.locacionId!)),
        tarifarioEn(db, s.createdAt),
        girosEn(db, s.createdAt),
      ]);
      const { conceptos, totalCentavos } = conceptosDe(
        servicio,
        { superficieM2: e.superficieM2, riesgo: riesgoDeGiros([e.giroActividadId, ...e.actividadesSecundarias], giros), mesPagoResiduos: e.mesPagoResiduos },
        tarifario,
      );
      return { conceptos, total: pesos(totalCentavos) };
    },
  };
}
