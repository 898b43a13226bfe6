// The permission matrix's rights assignment — a draft (1) of the world's owner over a stall
// their RFC holds in the portal's copy of the padrón (locales_mercado), on an establishment of theirs
// opened in that market, written straight to the database: the kit's row (folio CES-…) through the
// shared repository and the own row. No files yet: the rows that need them (sending) are refused by
// the rules, never by the gate. The assignment tests build theirs the same way.
import { randomBytes } from 'node:crypto';
import { solicitudesCesion } from '../../db/schema';
import { cesionDerecho, folioCesion } from '../../domain/cesiones/definicion';
import { hoyCancun } from '../../domain/tramite/fechas';
import { createSolicitudesRepository } from '../../api/tramites/solicitudes.repository';
import type { Entorno } from './harness';
import { establecimientoEnMercado } from './mundo-arrendamiento';

/** The new concessionaire of the drafts (a valid RFC that is nobody's account). */
export const RFC_CESIONARIO = 'MAPL800101AB9';

/** A market establishment of the taxpayer and a stall of that market their RFC holds (the lease's helper, named as a grocery). */
export const localDeConcesionario = (e: Entorno, w: { contribuyenteId: number; rfc: string; mercadoId?: number; superficie?: string }) =>
  establecimientoEnMercado(e, { ...w, nombre: `ABARROTES ${randomBytes(4).toString('hex').toUpperCase()}` });

export async function mundoCesion(e: Entorno, w: { contribuyenteId: number; rfc: string }): Promise<{ solicitudId: number; establecimientoId: number; localId: number }> {
  const { est, local } = await localDeConcesionario(e, w);
  const anio = Number(hoyCancun().slice(0, 4));
  const s = await e.db.db.transaction(async (tx) => {
    const s = await createSolicitudesRepository({ db: e.db.db }).crear(tx, {
      def: cesionDerecho,
      contribuyenteId: w.contribuyenteId,
      titulo: `Cesión de derechos del local ${local.numero}`,
      datos: {},
      folio: (sid) => folioCesion(anio, sid),
    });
    await tx.insert(solicitudesCesion).values({ solicitudId: s.id, contribuyenteId: w.contribuyenteId, establecimientoId: est.id, localMercadoId: local.id, rfc: RFC_CESIONARIO, familiar: false, archivos: {} });
    return s;
  });
  return { solicitudId: s.id, establecimientoId: est.id, localId: local.id };
}
