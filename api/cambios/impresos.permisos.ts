// Who may print a change request and its certificate (api/lib/permisos.ts). The world's change
// requests are drafts that no area has a task about: the licence's reviewers ('area') are refused
// like any other area; the owner and root read them. A draft has no certificate yet (400).
import { con, DUENO_Y_AREA, type FilaPermisos } from '../lib/permisos';

export const permisosCambiosImpresos: FilaPermisos[] = [
  {
    ruta: 'GET /api/cambios/{id}/imprimirSolicitud',
    params: (m) => ({ id: m.cambios.cambio_nombre }),
    esperado: con(DUENO_Y_AREA, { area: '403/404' }),
    nota: 'any status; staff only with a task about the request (a draft has none)',
  },
  {
    ruta: 'GET /api/cambios/{id}/constancia',
    params: (m) => ({ id: m.cambios.baja }),
    esperado: con(DUENO_Y_AREA, { contribuyente: 'permitido', area: '403/404', root: 'permitido' }),
    nota: 'only an approved change has a certificate: a draft answers 400 to whoever may read it',
  },
];
