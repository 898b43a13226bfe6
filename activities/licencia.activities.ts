// The licence's own side of the kit's activities: the tariff of its fees, read from the
// establishment the request is about (spec 1 §9; domain/licencia/tarifas.ts), with the tariff lines
// and the activities' risk as the office's catalogues had them when the request was created (
// an edit applies to requests created after it).
import { eq } from 'drizzle-orm';
import { establecimientos, licencias } from '../db/schema';
import { girosEn, tarifarioEn } from '../db/catalogos/vigentes.repository';
import { riesgoDeGiros } from '../domain/catalogos/establecimientos';
import { conceptosDe, pesos } from '../domain/licencia/tarifas';
import type { HooksActividades } from './tramite.registro';

export const hooksLicencia: HooksActividades = {
  async tarifa(db, s, servicio) {
    const [[e], [lic], tarifario, giros] = await Promise.all([
      db.select().from(establecimientos).where(eq(establecimientos.id, s.locacionId!)),
      db.select({ fechaLimitePago: licencias.fechaLimitePago }).from(licencias).where(eq(licencias.solicitudId, s.id)),
      tarifarioEn(db, s.createdAt),
      girosEn(db, s.createdAt),
    ]);
    const { conceptos, totalCentavos } = conceptosDe(
      servicio,
      {
        superficieM2: e.superficieM2,
        riesgo: riesgoDeGiros([e.giroActividadId, ...e.actividadesSecundarias], giros),
        mesPagoResiduos: e.mesPagoResiduos,
        // spec 1 §4.8: the late fee's line names the deadline that passed.
        plazoVencido: lic?.fechaLimitePago ?? null,
      },
      tarifario,
    );
    return { conceptos, total: pesos(totalCentavos) };
  },
};
