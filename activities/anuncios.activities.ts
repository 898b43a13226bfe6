// Signs' side of the kit's activities (spec 3 §4.1, §9).
// Projection, in the same transaction as the request's: when the workflow tells the taxpayer in
// December that the permit ends, the request records when (aviso_vencimiento_at). Idempotent: it
// writes the first instant only.
// Tariff of service 1756: every detail row of the request's signs, by its type, size, faces,
// pieces and time (domain/anuncios/tarifa.ts); the amount is kept on the request (importe).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tarifarioEn } from '../db/catalogos/vigentes.repository';
import { anuncios, anunciosDetalle, solicitudes, solicitudesAnuncio, type Anuncio, type AnuncioDetalle } from '../db/schema';
import { tarifaAnuncios } from '../domain/anuncios/tarifa';
import { pesos } from '../domain/licencia/tarifas';
import { SERVICIO } from '../domain/tramite/servicios';
import type { HooksActividades } from './tramite.registro';

/** The signs of these requests, each with its detail rows, in the order they were written. */
export async function signosConFilas(db: Db, solicitudIds: readonly number[]): Promise<(Anuncio & { detalle: AnuncioDetalle[] })[]> {
  if (!solicitudIds.length) return [];
  const signos = await db.select().from(anuncios).where(inArray(anuncios.solicitudId, [...solicitudIds])).orderBy(asc(anuncios.id));
  const ids = signos.map((a) => a.id);
  const filas = ids.length ? await db.select().from(anunciosDetalle).where(inArray(anunciosDetalle.anuncioId, ids)).orderBy(asc(anunciosDetalle.id)) : [];
  const porAnuncio = new Map<number, AnuncioDetalle[]>();
  for (const f of filas) (porAnuncio.get(f.anuncioId) ?? porAnuncio.set(f.anuncioId, []).get(f.anuncioId)!).push(f);
  return signos.map((a) => ({ ...a, detalle: porAnuncio.get(a.id) ?? [] }));
}

/**
 * The fee of a request's signs, by sign (a lit sign pays its surcharge on its own rows), with the
 * tariff lines in force when the request was created.
 */
export async function tarifaDeSolicitudAnuncio(db: Db, solicitudId: number) {
  const [s] = await db.select({ createdAt: solicitudes.createdAt }).from(solicitudes).where(eq(solicitudes.id, solicitudId));
  const [signos, tarifario] = await Promise.all([signosConFilas(db, [solicitudId]), tarifarioEn(db, s?.createdAt ?? new Date())]);
  const conceptos: { concepto: string; importe: string }[] = [];
  let total = 0;
  for (const [i, a] of signos.entries()) {
    const propias = a.detalle;
    if (!propias.length) continue;
    const t = tarifaAnuncios(
      propias.map((f) => ({
        tipo_anuncio_id: f.tipoAnuncioId,
        largo: Number(f.largo),
        ancho: Number(f.ancho),
        caras: f.caras,
        pieza: f.pieza,
        mes: f.mes,
        dia: f.dia,
      })),
      { iluminado: a.iluminado },
      tarifario,
    );
    const prefijo = signos.length > 1 ? `Anuncio ${i + 1} — ` : '';
    conceptos.push(...t.conceptos.map((c) => ({ ...c, concepto: `${prefijo}${c.concepto}` })));
    total += t.totalCentavos;
  }
  return { conceptos, totalCentavos: total };
}

export const hooksAnuncios: HooksActividades = {
  async proyectar(tx, s, snapshot) {
    const extra = snapshot.context.extra as { avisado?: boolean } | undefined;
    if (!extra?.avisado) return;
    await tx
      .update(solicitudesAnuncio)
      .set({ avisoVencimientoAt: new Date(), updatedAt: new Date() })
      .where(and(eq(solicitudesAnuncio.solicitudId, s.id), isNull(solicitudesAnuncio.avisoVencimientoAt)));
  },

  async tarifa(db, s, servicio) {
    if (servicio !== SERVICIO.ANUNCIOS) throw new Error(`${s.procedimiento} no cobra el servicio ${servicio}`);
    const [sa] = await db.select().from(solicitudesAnuncio).where(eq(solicitudesAnuncio.solicitudId, s.id));
    if (!sa) throw new Error(`solicitud de anuncio ${s.id} no existe`);
    const { conceptos, totalCentavos } = await tarifaDeSolicitudAnuncio(db, s.id);
    const total = pesos(totalCentavos);
    await db.update(solicitudesAnuncio).set({ importe: total, updatedAt: new Date() }).where(eq(solicitudesAnuncio.solicitudId, s.id));
    return { conceptos: conceptos.length ? conceptos : [{ concepto: 'Sin anuncios', importe: pesos(0) }], total };
  },
};
