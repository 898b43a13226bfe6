// Who may call this change request's routes (api/lib/permisos.ts).
import type { FilaPermisos } from '../../lib/permisos';

export const permisosCambioDomicilio: FilaPermisos[] = [];
