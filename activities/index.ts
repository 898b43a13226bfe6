import type { Db } from '../db/client';
import { createTareasActivities } from './tareas.activities';
import { createTramiteActivities } from './tramite.activities';

/** Every activity the worker registers, built once with its dependencies. */
export function createActivities(deps: { db: Db; publicUrl: string }) {
  return {
    ...createTramiteActivities(deps),
    ...createTareasActivities(deps),
  };
}

export type Actividades = ReturnType<typeof createActivities>;
