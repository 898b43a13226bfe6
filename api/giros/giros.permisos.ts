// Who may ask for a new activity (api/lib/permisos.ts): a taxpayer with a complete profile.
import type { FilaPermisos } from '../lib/permisos';

export const permisosGiros: FilaPermisos[] = [
  {
    ruta: 'POST /api/contribuyentes/solicitudGiro',
    body: () => ({ solicitud_giro: 'Venta de artesanías de madera de la región' }),
    esperado: { anonimo: '401', contribuyente: '2xx', otroContribuyente: '2xx', otraArea: '403/404', area: '403/404', admin: '403/404', root: '403/404' },
  },
];
