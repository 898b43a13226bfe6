// Who may read the service levels (matrix in api/lib/permisos.ts): an area head (here
// jefa.padron, head of Padrón) and root; never a reviewer who heads no area, a taxpayer or administrador.
import type { Actor, Esperado, FilaPermisos } from '../lib/permisos';

const JEFATURA: Record<Actor, Esperado> = { anonimo: '401', contribuyente: '403/404', otroContribuyente: '403/404', otraArea: '403/404', area: '2xx', admin: '403/404', root: '2xx' };

export const permisosNiveles: FilaPermisos[] = [
  { ruta: 'GET /api/indicadores/niveles', area: 'jefa.padron', esperado: JEFATURA, nota: 'area = the head of an area; a reviewer who heads none gets 403' },
  { ruta: 'GET /api/indicadores/niveles/csv', area: 'jefa.padron', esperado: JEFATURA },
];
