// The land-use certificate's side of the kit's activities: the fee of service 1755, the same
// tariff as the licence's land-use step (one tariff per service), read from the establishment; and,
// once approved, the establishment has its certificate (its next licence skips the land-use steps).
import { eq } from 'drizzle-orm';
import { establecimientos } from '../db/schema';
import { tarifarioEn } from '../db/catalogos/vigentes.repository';
import { conceptosDe, pesos } from '../domain/licencia/tarifas';
import { SERVICIO } from '../domain/tramite/servicios';
import type { HooksActividades } from './tramite.registro';

export const hooksUsoSuelo: HooksActividades = {
  async proyectar(tx, s, snapshot) {
    if (snapshot.value !== 'terminada' || s.locacionId === null) return;
    await tx.update(establecimientos).set({ tieneUsoSuelo: true, updatedAt: new Date() }).where(eq(establecimientos.id, s.locacionId));
  },
  async tarifa(db, s, servicio) {
    if (servicio !== SERVICIO.USO_SUELO) throw new Error(`usosuelo no cobra el servicio ${servicio}`);
    const [e] = await db.select({ superficieM2: establecimientos.superficieM2 }).from(establecimientos).where(eq(establecimientos.id, s.locacionId!));
    // Only the surface prices a land-use certificate; risk and the waste month do not enter it. The
    // tariff lines are those in force when the request was created.
    const tarifario = await tarifarioEn(db, s.createdAt);
    const { conceptos, totalCentavos } = conceptosDe(servicio, { superficieM2: e.superficieM2, riesgo: 'bajo', mesPagoResiduos: '01' }, tarifario);
    return { conceptos, total: pesos(totalCentavos) };
  },
};
