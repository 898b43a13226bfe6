// GET configuracion is public (the map's tile server, read before signing in); matrix in api/lib/permisos.ts.
import { PUBLICA, type FilaPermisos } from '../lib/permisos';

export const permisosConfiguracion: FilaPermisos[] = [{ ruta: 'GET /api/configuracion', esperado: PUBLICA }];
