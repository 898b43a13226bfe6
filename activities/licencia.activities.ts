// The licence's own side of the kit's activities: the tariff of its fees, read from the
// establishment the request is about (spec 1 §9; domain/licencia/tarifas.ts).
import { eq } from 'drizzle-orm';
import { establecimientos } from '../db/schema';
import { riesgoDeGiros } from '../domain/licencia/catalogos';
import { conceptosDe, pesos } from '../domain/licencia/tarifas';
import type { HooksActividades } from './tramites';

export const hooksLicencia: HooksActividades = {
  async tarifa(db, s, servicio) {
    const [e] = await db.select().from(establecimientos).where(eq(establecimientos.id, s.locacionId!));
    const { conceptos, totalCentavos } = conceptosDe(servicio, {
      superficieM2: e.superficieM2,
      riesgo: riesgoDeGiros([e.giroActividadId, ...e.actividadesSecundarias]),
      mesPagoResiduos: e.mesPagoResiduos,
    });
    return { conceptos, total: pesos(totalCentavos) };
  },
};
