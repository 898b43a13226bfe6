// The licence's own side of the kit's activities: the tariff of its fees, read from the
// establishment the request is about (spec 1 §9; domain/licencia/tarifas.ts), with the tariff lines
// and the activities' risk as the office's catalogues had them when the request was created (issue 16:
// an edit applies to requests created after it).
import { eq } from 'drizzle-orm';
import { establecimientos } from '../db/schema';
import { girosEn, tarifarioEn } from '../api/catalogos-admin/vigentes.repository';
import { riesgoDeGiros } from '../domain/licencia/catalogos';
import { conceptosDe, pesos } from '../domain/licencia/tarifas';
import type { HooksActividades } from './tramites';

export const hooksLicencia: HooksActividades = {
  async tarifa(db, s, servicio) {
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
