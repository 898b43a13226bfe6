// The address catalogues (spec 1 §3 Address, §7.4 cat/...): INEGI keys for Quintana Roo.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catCalles, catColonias, catEntidades, catLocalidades, catMunicipios } from '../../db/schema';

export function createCatalogosRepository({ db }: { db: Db }) {
  return {
    entidades: () => db.select({ id: catEntidades.id, label: catEntidades.label }).from(catEntidades).orderBy(asc(catEntidades.label)),
    municipios: (entidadId: number) =>
      db.select({ id: catMunicipios.id, label: catMunicipios.label }).from(catMunicipios).where(eq(catMunicipios.entidadId, entidadId)).orderBy(asc(catMunicipios.label)),
    localidades: (entidadId: number, municipioId: number) =>
      db
        .select({ id: catLocalidades.id, label: catLocalidades.label })
        .from(catLocalidades)
        .where(and(eq(catLocalidades.entidadId, entidadId), eq(catLocalidades.municipioId, municipioId)))
        .orderBy(asc(catLocalidades.label)),
    coloniasDeCp: (codigoPostal: string) =>
      db
        .select({ id: catColonias.id, label: catColonias.label, localidadId: catColonias.localidadId })
        .from(catColonias)
        .where(eq(catColonias.codigoPostal, codigoPostal))
        .orderBy(asc(catColonias.label)),
    async localidad(id: number) {
      const [loc] = await db.select().from(catLocalidades).where(eq(catLocalidades.id, id));
      return loc ?? null;
    },
    colonias: (localidadId: number) =>
      db
        .select({ id: catColonias.id, label: catColonias.label, codigo_postal: catColonias.codigoPostal })
        .from(catColonias)
        .where(eq(catColonias.localidadId, localidadId))
        .orderBy(asc(catColonias.label)),
    calles: (coloniaId: number) => db.select({ id: catCalles.id, label: catCalles.label }).from(catCalles).where(eq(catCalles.coloniaId, coloniaId)).orderBy(asc(catCalles.label)),
  };
}
