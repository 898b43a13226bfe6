// Leases' side of the kit's activities (spec 3 §4.5, §9).
// Projection, in the same transaction as the request's: when the workflow's timers mark the lease
// told (extra.avisado, 30 days before fecha_fin) or expired (extra.vencido), the row records when,
// once (aviso_vencimiento_at / vencido_at are written only while null). The lessee named in the
// contract is e-mailed on the notice through the outbox (correos), keyed so a retry writes it once;
// the taxpayer's own notices are the kit's.
// Tariff of service 1759: one concept, the municipality's 10 % of the monthly rent (porcen_ayunta).
import { and, eq, isNull } from 'drizzle-orm';
import { correos, solicitudesArrendamiento } from '../db/schema';
import { DIAS_AVISO_ARRENDAMIENTO, type ExtraArrendamiento } from '../domain/arrendamientos/definicion';
import { porcentajeAyuntamiento } from '../domain/arrendamientos/reglas';
import { SERVICIO } from '../domain/tramite/servicios';
import type { HooksActividades } from './tramite.registro';

export const CONCEPTO_ARRENDAMIENTO = 'Participación municipal del 10% de la renta mensual';

/** The lessee's notice (Spanish, plain text): the lease of folio … ends on fecha_fin. */
export function correoArrendatario(folio: string, fechaFin: string, nombre: string | null) {
  return {
    asunto: 'Su arrendamiento de local de mercado está por vencer — Ventanilla en línea',
    texto:
      `${nombre ? `Estimado(a) ${nombre}:\n\n` : ''}El contrato de arrendamiento del local de mercado (folio ${folio}) vence el ${fechaFin}, ` +
      `dentro de ${DIAS_AVISO_ARRENDAMIENTO} días. Si desea continuar, el concesionario del local debe registrar una nueva solicitud de arrendamiento ` +
      `en la Ventanilla en línea del H. Ayuntamiento de Othón P. Blanco.\n\nEste correo se envió automáticamente; no lo responda.`,
  };
}

export const hooksArrendamientos: HooksActividades = {
  async proyectar(tx, s, snapshot) {
    const extra = snapshot.context.extra as Partial<ExtraArrendamiento> | undefined;
    if (!extra?.avisado && !extra?.vencido) return;
    const ahora = new Date();
    if (extra.avisado) {
      const [fila] = await tx
        .update(solicitudesArrendamiento)
        .set({ avisoVencimientoAt: ahora, updatedAt: ahora })
        .where(and(eq(solicitudesArrendamiento.solicitudId, s.id), isNull(solicitudesArrendamiento.avisoVencimientoAt)))
        .returning();
      // Only the notice itself tells the lessee: a lease that expired without one (approved late) is not told it "will" expire.
      if (fila?.arrendatarioCorreo && !extra.vencido) {
        const c = correoArrendatario(s.folio, extra.fechaFin ?? fila.fechaFin ?? '', fila.arrendatarioNombre);
        await tx
          .insert(correos)
          .values({ para: fila.arrendatarioCorreo, asunto: c.asunto, texto: c.texto, dedupeKey: `arrendatario-por_vencer-${s.id}-${extra.fechaFin ?? ''}` })
          .onConflictDoNothing({ target: correos.dedupeKey });
      }
    }
    if (extra.vencido) {
      await tx
        .update(solicitudesArrendamiento)
        .set({ vencidoAt: ahora, updatedAt: ahora })
        .where(and(eq(solicitudesArrendamiento.solicitudId, s.id), isNull(solicitudesArrendamiento.vencidoAt)));
    }
  },

  async tarifa(db, s, servicio) {
    if (servicio !== SERVICIO.ARRENDAMIENTO_MERCADO) throw new Error(`${s.procedimiento} no cobra el servicio ${servicio}`);
    const [a] = await db.select().from(solicitudesArrendamiento).where(eq(solicitudesArrendamiento.solicitudId, s.id));
    if (!a) throw new Error(`solicitud de arrendamiento ${s.id} no existe`);
    const total = a.porcenAyunta ?? porcentajeAyuntamiento(a.rentaMes);
    return { conceptos: [{ concepto: CONCEPTO_ARRENDAMIENTO, importe: total }], total };
  },
};
