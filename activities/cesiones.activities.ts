// Rights assignments' side of the kit's activities (spec 3 §4.6, §9).
// Projection, in the same transaction as the request's: when the assignment ends (terminada), once —
// guarded by concesion_transferida_at — the stall's concession passes to the new concessionaire in
// the portal's copy of the padrón (locales_mercado: RFC, name, their account when they have one, the
// assignment that gave it). After that commit, the market padrón itself is told (PUT
// mercados/locales/concesion, idempotent): a failure there fails the activity, which Temporal retries
// while the portal's row stays as committed.
// Tariff of service 1760: twelve months of the stall's floor fee (domain/cesiones/tarifa.ts).
import { and, eq, isNull } from 'drizzle-orm';
import { contribuyentes, localesMercado, rangosCobroPiso, solicitudesCesion } from '../db/schema';
import { sinRangoCesion, tarifaCesion } from '../domain/cesiones/tarifa';
import { nombreDe } from '../domain/common/personas';
import { mercadoPorId } from '../domain/licencia/mercados';
import { SERVICIO } from '../domain/tramite/servicios';
import type { HooksActividades } from './tramite.registro';

export const hooksCesiones: HooksActividades = {
  async proyectar(tx, s, snapshot) {
    if (snapshot.value !== 'terminada') return;
    const ahora = new Date();
    const [d] = await tx
      .update(solicitudesCesion)
      .set({ concesionTransferidaAt: ahora, updatedAt: ahora })
      .where(and(eq(solicitudesCesion.solicitudId, s.id), isNull(solicitudesCesion.concesionTransferidaAt)))
      .returning();
    if (!d) return;
    // Their account as the portal knows it now (the new concessionaire may have signed up meanwhile).
    const [c] = await tx.select().from(contribuyentes).where(eq(contribuyentes.rfc, d.rfc)).limit(1);
    await tx
      .update(localesMercado)
      .set({
        concesionarioRfc: d.rfc,
        concesionarioNombre: (c ? nombreDe(c) : null) || d.cesionarioNombre,
        concesionarioContribuyenteId: c?.id ?? d.cesionarioContribuyenteId,
        cesionSolicitudId: s.id,
        updatedAt: ahora,
      })
      .where(eq(localesMercado.id, d.localMercadoId));
  },

  async trasProyectar(db, s, { padronMercados }) {
    const [fila] = await db
      .select({ d: solicitudesCesion, local: localesMercado })
      .from(solicitudesCesion)
      .innerJoin(localesMercado, eq(localesMercado.id, solicitudesCesion.localMercadoId))
      .where(eq(solicitudesCesion.solicitudId, s.id));
    if (!fila?.d.concesionTransferidaAt) return;
    // Only while the stall is still the one this assignment gave (a later assignment tells the padrón its own).
    if (fila.local.cesionSolicitudId !== s.id) return;
    await padronMercados.transferirConcesion({
      mercado: mercadoPorId(fila.local.mercadoId)?.nombre ?? String(fila.local.mercadoId),
      local: fila.local.numero,
      rfc: fila.d.rfc,
      nombre: fila.local.concesionarioNombre ?? fila.d.cesionarioNombre ?? '',
    });
  },

  async tarifa(db, s, servicio) {
    if (servicio !== SERVICIO.CESION_DERECHOS) throw new Error(`${s.procedimiento} no cobra el servicio ${servicio}`);
    const [fila] = await db
      .select({ m2: localesMercado.superficieM2 })
      .from(solicitudesCesion)
      .innerJoin(localesMercado, eq(localesMercado.id, solicitudesCesion.localMercadoId))
      .where(eq(solicitudesCesion.solicitudId, s.id));
    if (!fila) throw new Error(`solicitud de cesión ${s.id} no existe`);
    const rangos = (await db.select().from(rangosCobroPiso)).map((r) => ({ id: r.id, m2_desde: r.m2Desde, m2_hasta: r.m2Hasta, cuota_mensual: r.cuotaMensual }));
    const t = tarifaCesion(rangos, Number(fila.m2));
    if (!t) throw new Error(sinRangoCesion(Number(fila.m2)));
    return t;
  },
};
