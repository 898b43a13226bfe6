// The checklists each type of visit starts with (domain/visitas/tipos.ts), seeded only where the
// type has no item of that key, so what Catálogos edits or deactivates survives a re-seed.
import type { Db } from '../client';
import { catListasVerificacion } from '../schema';
import { LISTAS_VERIFICACION_INICIALES, type TipoVisita } from '../../domain/visitas/tipos';

export async function sembrarListasVerificacion(db: Db): Promise<void> {
  const filas = (Object.entries(LISTAS_VERIFICACION_INICIALES) as [TipoVisita, (typeof LISTAS_VERIFICACION_INICIALES)[TipoVisita]][]).flatMap(([tipo, puntos]) =>
    puntos.map((p, i) => ({ tipo, clave: p.clave, pregunta: p.pregunta, orden: i + 1 })),
  );
  await db.insert(catListasVerificacion).values(filas).onConflictDoNothing();
}
