// Who may use the operator console (issue 18; matrix in api/lib/permisos.ts): root and operativo
// (the world has no operativo actor: tests/integration/operacion.test.ts covers it), nobody else.
import type { FilaPermisos } from '../lib/permisos';

const SOLO_OPERACION = { anonimo: '401', contribuyente: '403/404', otroContribuyente: '403/404', otraArea: '403/404', area: '403/404', admin: '403/404', root: '2xx' } as const;

export const permisosOperacion: FilaPermisos[] = [
  { ruta: 'GET /api/operacion', esperado: SOLO_OPERACION },
  { ruta: 'GET /api/operacion/accesos', esperado: SOLO_OPERACION },
  {
    ruta: 'POST /api/operacion/revisar',
    body: (m) => ({ workflow_id: `licencia-${m.solicitudId}` }),
    // root reaches the workflow: sent (2xx), or refused by its state (409 once it ended).
    esperado: { ...SOLO_OPERACION, root: 'permitido' },
    nota: 'the licence in the inbox runs its workflow: root signals it (2xx)',
  },
];
