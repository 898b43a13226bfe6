import type { Db } from '../db/client';
import type { PadronMercadosAdapter } from './adapters/padron';
import { createConveniosActivities, type ActividadesConvenio } from './convenios.activities';
import { createRecordatoriosActivities } from './recordatorios.activities';
import { createTareasActivities } from './tareas.activities';
import { createTramiteActivities } from './tramite.activities';
import { REGISTRO_ACTIVIDADES } from './tramites';

/**
 * Every activity the worker registers, built once with its dependencies; the kit's receive the
 * procedures' registry here, the one place that names it.
 */
export function createActivities(deps: { db: Db; publicUrl: string; padronMercados?: PadronMercadosAdapter }) {
  const conRegistro = { ...deps, registro: REGISTRO_ACTIVIDADES };
  return {
    ...createTramiteActivities(conRegistro),
    ...createTareasActivities(deps),
    ...createConveniosActivities(deps),
    ...createRecordatoriosActivities(conRegistro),
  };
}

/** The kit's activities (the agreements' timer proxies its own: ActividadesConvenio). */
export type Actividades = Omit<ReturnType<typeof createActivities>, keyof ActividadesConvenio>;
