import type { Db } from '../db/client';
import { createPerfilActivities } from './perfil.activities';

/** Every activity the worker registers, built once with its dependencies. */
export function createActivities(deps: { db: Db; publicUrl: string }) {
  return {
    ...createPerfilActivities(deps),
  };
}
