// Who may call the inbox's routes (api/lib/permisos.ts): staff, each in their own
// areas (root in every one); never a taxpayer nor administrador.
import { con, SOLO_AREA, type FilaPermisos } from '../lib/permisos';

export const permisosTareas: FilaPermisos[] = [
  // Every member of staff has an inbox, empty or not.
  { ruta: 'GET /api/tareas', esperado: con(SOLO_AREA, { otraArea: '2xx' }) },
  { ruta: 'GET /api/tareas/{id}', params: (m) => ({ id: m.tareaId }), esperado: SOLO_AREA },
  {
    ruta: 'POST /api/tareas/{id}/resolver',
    params: (m) => ({ id: m.tareaId }),
    body: () => ({ resultado: 'rechazado', motivo_rechazo: 'Falta la constancia de situación fiscal' }),
    // The area returns the request; root then finds it resolved (400).
    mundoPropio: true,
    esperado: con(SOLO_AREA, { root: 'permitido' }),
  },
];
