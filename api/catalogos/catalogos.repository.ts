// The address catalogues (spec 1 §3 Address, §7.4 cat/...): INEGI keys for Quintana Roo.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catCalles, catColonias, catEntidades, catLocalidades, catMunicipios } from '../../db/schema';
import { ordenarPorEtiqueta } from '../../domain/common/orden';

// Lists come in Spanish order (domain/common/orden.ts), not the database's collation, which put
// 'ÁLVARO OBREGÓN' after 'XUL-HA'. The longest list, a colonia's streets, is a few
// hundred rows.
export function createCatalogosRepository({ db }: { db: Db }) {
  return {
    entidades: async () => ordenarPorEtiqueta(await db.select({ id: catEntidades.id, label: catEntidades.label }).from(catEntidades)),
    municipios: async (entidadId: number) =>
      ordenarPorEtiqueta(await db.select({ id: catMunicipios.id, label: catMunicipios.label }).from(catMunicipios).where(eq(catMunicipios.entidadId, entidadId))),
    localidades: async (entidadId: number, municipioId: number) =>
      ordenarPorEtiqueta(
        await db
          .select({ id: catLocalidades.id, label: catLocalidades.label })
          .from(catLocalidades)
          .where(and(eq(catLocalidades.entidadId, entidadId), eq(catLocalidades.municipioId, municipioId))),
      ),
    coloniasDeCp: async (codigoPostal: string) =>
      ordenarPorEtiqueta(
        await db
          .select({ id: catColonias.id, label: catColonias.label, localidadId: catColonias.localidadId })
          .from(catColonias)
          .where(eq(catColonias.codigoPostal, codigoPostal)),
      ),
    async localidad(id: number) {
      const [loc] = await db.select().from(catLocalidades).where(eq(catLocalidades.id, id));
      return loc ?? null;
    },
    colonias: async (localidadId: number) =>
      ordenarPorEtiqueta(
        await db
          .select({ id: catColonias.id, label: catColonias.label, codigo_postal: catColonias.codigoPostal })
          .from(catColonias)
          .where(eq(catColonias.localidadId, localidadId)),
      ),
    calles: async (coloniaId: number) =>
      ordenarPorEtiqueta(await db.select({ id: catCalles.id, label: catCalles.label }).from(catCalles).where(eq(catCalles.coloniaId, coloniaId))),
    /** The names of these localities, colonias and streets, by id (the markets' addresses). */
    async nombres(ids: { localidades: number[]; colonias: number[]; calles: number[] }) {
      const por = (filas: { id: number; label: string }[]) => new Map(filas.map((f) => [f.id, f.label]));
      const [localidades, colonias, calles] = await Promise.all([
        db.select({ id: catLocalidades.id, label: catLocalidades.label }).from(catLocalidades).where(inArray(catLocalidades.id, ids.localidades)),
        db.select({ id: catColonias.id, label: catColonias.label }).from(catColonias).where(inArray(catColonias.id, ids.colonias)),
        db.select({ id: catCalles.id, label: catCalles.label }).from(catCalles).where(inArray(catCalles.id, ids.calles)),
      ]);
      return { localidad: por(localidades), colonia: por(colonias), calle: por(calles) };
    },
  };
}
