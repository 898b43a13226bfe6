import type { Db } from '../db/client';
import { createLicenciaActivities } from './licencia.activities';
import { createPerfilActivities } from './perfil.activities';
import { createTareasActivities } from './tareas.activities';

/** Every activity the worker registers, built once with its dependencies. */
export function createActivities(deps: { db: Db; publicUrl: string }) {
  return {
    ...createPerfilActivities(deps),
    ...createTareasActivities(deps),
    ...createLicenciaActivities(deps),
  };
}
