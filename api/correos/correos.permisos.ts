// Who may read the operator mailbox (matrix in api/lib/permisos.ts): root alone.
import type { FilaPermisos } from '../lib/permisos';

export const permisosCorreos: FilaPermisos[] = [
  {
    ruta: 'GET /api/correos',
    esperado: { anonimo: '401', contribuyente: '403/404', otroContribuyente: '403/404', otraArea: '403/404', area: '403/404', admin: '403/404', root: '2xx' },
  },
];
