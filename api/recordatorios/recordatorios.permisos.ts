// Who may read and change e-mail reminder preferences (matrix in api/lib/permisos.ts):
// any taxpayer, for their own user only (the session's: no id in the path); staff and root have none.
import { SESION, con, type FilaPermisos } from '../lib/permisos';

const SOLO_CONTRIBUYENTE = con(SESION, { otraArea: '403/404', area: '403/404', admin: '403/404', root: '403/404' });

export const permisosRecordatorios: FilaPermisos[] = [
  { ruta: 'GET /api/perfil/recordatorios', esperado: SOLO_CONTRIBUYENTE },
  {
    ruta: 'PUT /api/perfil/recordatorios',
    body: () => ({ preferencias: [{ tipo: 'pago_pendiente', correo: true }] }),
    esperado: SOLO_CONTRIBUYENTE,
    nota: 'each taxpayer changes their own (the session user): another taxpayer succeeds on their own preferences',
  },
];
