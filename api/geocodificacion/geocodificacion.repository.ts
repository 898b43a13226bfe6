// The address catalogue behind a geocoded point (spec 1 §3 Address): the street with its colonia
// and localidad, as the form's selects list them (api/catalogos).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catCalles, catColonias, catLocalidades } from '../../db/schema';

export function createGeocodificacionRepository({ db }: { db: Db }) {
  return {
    /** The street and where it lies; null when the catalogue has no street with that id. */
    async calleConUbicacion(calleId: number) {
      const [fila] = await db
        .select({
          calle_id: catCalles.id,
          calle: catCalles.label,
          colonia_id: catColonias.id,
          colonia: catColonias.label,
          codigo_postal: catColonias.codigoPostal,
          localidad_id: catLocalidades.id,
          localidad: catLocalidades.label,
          entidad_id: catLocalidades.entidadId,
          municipio_id: catLocalidades.municipioId,
        })
        .from(catCalles)
        .innerJoin(catColonias, eq(catColonias.id, catCalles.coloniaId))
        .innerJoin(catLocalidades, eq(catLocalidades.id, catColonias.localidadId))
        .where(eq(catCalles.id, calleId));
      return fila ?? null;
    },
  };
}
