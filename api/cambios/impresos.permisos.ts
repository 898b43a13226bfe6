// Who may print a change request and its certificate (api/lib/permisos.ts).
import type { FilaPermisos } from '../lib/permisos';

export const permisosCambiosImpresos: FilaPermisos[] = [];
