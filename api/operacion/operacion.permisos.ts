// Who may use the operator console (matrix in api/lib/permisos.ts): root and operativo
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
  { ruta: 'GET /api/operacion/solicitudes', query: (m) => ({ q: m.folio }), esperado: SOLO_OPERACION },
  { ruta: 'GET /api/operacion/solicitudes/{folio}', params: (m) => ({ folio: m.folio }), esperado: SOLO_OPERACION },
  {
    ruta: 'POST /api/operacion/solicitudes/{folio}/reasignar',
    params: (m) => ({ folio: m.folio }),
    body: (m) => ({ usuario_id: m.usuarioId, motivo: 'Prueba de la matriz de permisos' }),
    esperado: { ...SOLO_OPERACION, root: 'permitido' },
    nota: 'root reaches the rule: the taxpayer is no member of the task\'s area (400)',
  },
  {
    ruta: 'POST /api/operacion/solicitudes/{folio}/reintentar',
    params: (m) => ({ folio: m.folio }),
    body: () => ({ motivo: 'Prueba de la matriz de permisos' }),
    esperado: { ...SOLO_OPERACION, root: 'permitido' },
    nota: 'root reaches the rule: no activity of the licence is failing (409)',
  },
  {
    ruta: 'POST /api/operacion/solicitudes/{folio}/reenviar',
    params: (m) => ({ folio: m.folio }),
    body: (m) => ({ notificacion_id: m.notificacionId, motivo: 'Prueba de la matriz de permisos' }),
    esperado: { ...SOLO_OPERACION, root: 'permitido' },
    nota: 'root reaches the rule: resent if the notification is of this request, refused (400) if not',
  },
  {
    ruta: 'POST /api/operacion/solicitudes/{folio}/cancelar',
    params: (m) => ({ folio: m.folio }),
    body: () => ({ motivo: 'Prueba de la matriz de permisos' }),
    mundoPropio: true,
    esperado: { ...SOLO_OPERACION, root: 'permitido' },
    nota: 'root cancels the licence (2xx), or is refused by its state (409 once its workflow ended)',
  },
];
