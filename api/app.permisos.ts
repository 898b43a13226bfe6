// The operators' health check is public (api/lib/permisos.ts); it lives in api/app.ts.
import { PUBLICA, type FilaPermisos } from './lib/permisos';

export const permisosApp: FilaPermisos[] = [{ ruta: 'GET /api/health', esperado: PUBLICA }];
