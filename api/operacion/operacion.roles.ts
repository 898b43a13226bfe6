// Who runs the operator console and where its links into Temporal's Web UI point (shared by the
// console's routes: operacion.routes.ts, consola.routes.ts).
import type { Rol } from '../../domain/common/catalogos';
import type { AppDeps } from '../lib/contexto';

/** Who runs the console: root and the operations staff. */
export const ROLES_OPERACION: readonly Rol[] = ['root', 'operativo'];

/** The Temporal Web UI as the operator's browser reaches it (TEMPORAL_UI_URL: the portal's /temporal by default). */
export function baseTemporalUi(deps: AppDeps): string {
  return deps.config.TEMPORAL_UI_URL.replace(/\/+$/, '');
}
