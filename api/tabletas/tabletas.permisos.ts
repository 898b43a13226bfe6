// Who may call the routes of api/tabletas (api/lib/permisos.ts says how). The inventory and
// the assignments: root and administrador only ('admin' answers, every area and taxpayer 403). The
// world's brigadista and free tablet (tests/integration/mundo-tabletas.ts): admin, called before
// root, gives the tablet; root then finds the account holding one (400), and both rows after it read
// or unlink whatever the row before left, within the business rules. A taxpayer's establishments:
// the owner, root, and both reviewing areas (each has a task about this taxpayer), not admin.
import { randomBytes } from 'node:crypto';
import { con, type Actor, type Esperado, type FilaPermisos } from '../lib/permisos';

/** root and administrador (spec 3 §6). */
const SOLO_ADMIN: Record<Actor, Esperado> = { anonimo: '401', contribuyente: '403/404', otroContribuyente: '403/404', otraArea: '403/404', area: '403/404', admin: '2xx', root: '2xx' };
const brigadista = (m: { tabletas: { brigadistaId: number } }) => ({ id: m.tabletas.brigadistaId });

export const permisosTabletas: FilaPermisos[] = [
  { ruta: 'GET /api/tramite/all', esperado: SOLO_ADMIN },
  { ruta: 'GET /api/tramite/no-tablet', esperado: SOLO_ADMIN },
  { ruta: 'GET /api/tramite/no-unit', esperado: SOLO_ADMIN },
  { ruta: 'GET /api/tramite/unit/{id}', params: brigadista, esperado: SOLO_ADMIN },
  {
    ruta: 'POST /api/tramite/{id}/unit/{unitId}',
    params: (m) => ({ id: m.tabletas.brigadistaId, unitId: m.tabletas.tabletaId }),
    esperado: con(SOLO_ADMIN, { root: 'permitido' }),
    nota: 'admin gives the tablet; root then finds the account holding one (400)',
  },
  {
    ruta: 'POST /api/tramite/{id}/remove-unit',
    params: brigadista,
    esperado: con(SOLO_ADMIN, { admin: 'permitido', root: 'permitido' }),
    nota: 'admin takes back the tablet the row above gave (400 when run alone); root then finds none (400)',
  },
  {
    ruta: 'POST /api/tramite',
    body: () => ({ serie: `TAB-PERM-${randomBytes(4).toString('hex').toUpperCase()}`, descripcion: 'Tableta de la matriz de permisos' }),
    esperado: SOLO_ADMIN,
    nota: 'a serial number of its own on every call',
  },
  {
    ruta: 'GET /api/tramite/contribuyente/{id}',
    params: (m) => ({ id: m.contribuyenteId }),
    esperado: { anonimo: '401', contribuyente: '2xx', otroContribuyente: '403/404', otraArea: '2xx', area: '2xx', admin: '403/404', root: '2xx' },
    nota: "Padrón (the profile's task) and Coordinación SARE (the licence's) both have a task about the taxpayer",
  },
];
