import type { Db } from '../db/client';
import type { PadronMercadosAdapter } from './adapters/padron';
import { createConveniosActivities, type ActividadesConvenio } from './convenios.activities';
import { createRecordatoriosActivities } from './recordatorios.activities';
import { createTareasActivities } from './tareas.activities';
import { createTramiteActivities } from './tramite.activities';

/** Every activity the worker registers, built once with its dependencies. */
export function createActivities(deps: { db: Db; publicUrl: string; padronMercados?: PadronMercadosAdapter }) {
  return {
    ...createTramiteActivities(deps),
    ...createTareasActivities(deps),
    ...createConveniosActivities(deps),
    ...createRecordatoriosActivities(deps),
  };
}

/** The kit's activities (the agreements' timer proxies its own: ActividadesConvenio). */
export type Actividades = Omit<ReturnType<typeof createActivities>, keyof ActividadesConvenio>;
