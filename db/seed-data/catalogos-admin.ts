// The first version of the catalogues the office keeps — activities from GIROS, tariff
// lines from their defaults (domain/catalogos/tarifas.ts TARIFAS_BASE) — seeded only where no row of
// the key exists (open or closed), so an edit made in the office survives a re-seed. No document
// rows: the procedures' own lists are the defaults (domain/catalogos/entregables.ts).
import { catGiros, catTarifas } from '../schema';
import type { Db } from '../client';
import { TARIFAS_BASE } from '../../domain/catalogos/tarifas';
import { GIROS } from '../../domain/catalogos/establecimientos';
import { sembrarListasVerificacion } from './listas-verificacion';

export async function sembrarCatalogosAdmin(db: Db): Promise<void> {
  const tarifas = new Set((await db.select({ servicio: catTarifas.servicio, clave: catTarifas.clave }).from(catTarifas)).map((t) => `${t.servicio}:${t.clave}`));
  const nuevasTarifas = TARIFAS_BASE.filter((l) => !tarifas.has(`${l.servicio}:${l.clave}`)).map((l) => ({
    servicio: l.servicio,
    clave: l.clave,
    descripcion: l.descripcion,
    uma: String(l.uma),
  }));
  if (nuevasTarifas.length) await db.insert(catTarifas).values(nuevasTarifas);

  const giros = new Set((await db.select({ giroId: catGiros.giroId }).from(catGiros)).map((g) => g.giroId));
  const nuevosGiros = GIROS.filter((g) => !giros.has(g.id)).map((g) => ({
    giroId: g.id,
    nombre: g.nombre,
    reqPatente: g.req_patente,
    riesgo: g.riesgo,
    sare: g.sare,
    tipoPatente: g.tipo_patente ?? null,
  }));
  if (nuevosGiros.length) await db.insert(catGiros).values(nuevosGiros);

  await sembrarListasVerificacion(db);
}
