// Who reads the Prometheus series: the operator console's roles (root and operativo), nobody else.
import type { FilaPermisos } from '../lib/permisos';

export const permisosMetricas: FilaPermisos[] = [
  { ruta: 'GET /api/metrics', esperado: { anonimo: '401', contribuyente: '403/404', otroContribuyente: '403/404', otraArea: '403/404', area: '403/404', admin: '403/404', root: '2xx' } },
];
