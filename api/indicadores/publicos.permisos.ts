// Who may read the public indicators: everyone, with or without a session (api/lib/permisos.ts).
import { PUBLICA, type FilaPermisos } from '../lib/permisos';

export const permisosIndicadoresPublicos: FilaPermisos[] = [{ ruta: 'GET /api/publico/indicadores', esperado: PUBLICA }];
