// Who may call the notification and message routes (api/lib/permisos.ts).
import { SESION, SOLO_AREA, SOLO_DUENO, type Actor, type Esperado, type FilaPermisos } from '../lib/permisos';

/** Taxpayers write to an area about their own business; staff do not send messages. */
const CONTRIBUYENTES: Record<Actor, Esperado> = { anonimo: '401', contribuyente: '2xx', otroContribuyente: '2xx', otraArea: '403/404', area: '403/404', admin: '403/404', root: '403/404' };

export const permisosNotificaciones: FilaPermisos[] = [
  // A user's own notifications: the path's id is the owner's user id.
  { ruta: 'GET /api/notificaciones/{id}', params: (m) => ({ id: m.usuarioId }), esperado: SOLO_DUENO },
  { ruta: 'POST /api/notificacion/{id}/{notifId}', params: (m) => ({ id: m.usuarioId, notifId: m.notificacionId }), esperado: SOLO_DUENO },
  { ruta: 'POST /api/notificaciones/{id}/leer-todas', params: (m) => ({ id: m.usuarioId }), esperado: SOLO_DUENO },
  { ruta: 'GET /api/areas', esperado: SESION },
  {
    ruta: 'POST /api/contribuyentes/sendNotification/{areaId}',
    params: () => ({ areaId: 20 }),
    body: () => ({ message: 'Consulta sobre mi trámite', areaId: 20 }),
    esperado: CONTRIBUYENTES,
  },
  // Licencias de Funcionamiento (20) receives messages: its staff read them, and root.
  { ruta: 'GET /api/areas/{id}/mensajes', params: () => ({ id: 20 }), area: 'revisor.licencias', esperado: SOLO_AREA },
];
