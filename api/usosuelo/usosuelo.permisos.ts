// Who may call the land-use certificate's routes (api/lib/permisos.ts): the owner
// writes; the owner, Desarrollo Urbano while its task is about the certificate, and root read; the
// lookups take any session. The world's certificate is in Desarrollo Urbano's inbox (verification),
// so a new one is refused by the two-certificate rule and the writes by its state (400).
// POST constancia_uso_suelo/{id}/imprimirconstancia is one OpenAPI operation with the licence's
// (api/licencias/licencias.permisos.ts); its typeId form is checked in tests/integration/uso-suelo.test.ts.
import { con, DUENO_Y_AREA, SESION, SOLO_DUENO, type FilaPermisos } from '../lib/permisos';

const AREA = 'desarrollo.urbano';
const FORM = { sector_id: 2, giro_desarrollo_id: 1, zona_uso_id: 5 };
const ESCRITURA_RECHAZADA = con(SOLO_DUENO, { contribuyente: 'permitido' });

export const permisosUsoSuelo: FilaPermisos[] = [
  { ruta: 'GET /api/constancia_uso_suelo/catalogos', esperado: SESION },
  { ruta: 'GET /api/constancia_uso_suelo/establecimiento/{id}', params: (m) => ({ id: m.establecimientoId }), area: AREA, esperado: DUENO_Y_AREA },
  { ruta: 'POST /api/nueva-constancia-uso-suelo/create/{locacion}', params: (m) => ({ locacion: m.establecimientoId }), body: () => FORM, area: AREA, esperado: ESCRITURA_RECHAZADA },
  { ruta: 'GET /api/constancia_uso_suelo/{id}', params: (m) => ({ id: m.constanciaId }), area: AREA, esperado: DUENO_Y_AREA },
  { ruta: 'PUT /api/constancia_uso_suelo/{id}', params: (m) => ({ id: m.constanciaId }), body: () => FORM, area: AREA, esperado: ESCRITURA_RECHAZADA },
  { ruta: 'POST /api/constancia_uso_suelo/{id}/changestatus', params: (m) => ({ id: m.constanciaId }), body: () => ({ estatus_general: 1 }), area: AREA, esperado: ESCRITURA_RECHAZADA },
  { ruta: 'GET /api/constancia_uso_suelo/{id}/getEdoCuentaConstanciaSuelo', params: (m) => ({ id: m.constanciaId }), area: AREA, esperado: DUENO_Y_AREA },
  {
    ruta: 'GET /api/constancia_uso_suelo/{id}/viewestadocuenta',
    params: (m) => ({ id: m.constanciaId }),
    area: AREA,
    // No statement yet: the certificate is still being verified (400).
    esperado: con(DUENO_Y_AREA, { contribuyente: 'permitido', area: 'permitido', root: 'permitido' }),
  },
  {
    ruta: 'POST /api/constancia_uso_suelo/{id}/uploadComprobantePago',
    params: (m) => ({ id: m.constanciaId }),
    body: () => ({ recibo_pago: 'JVBERi0xLjQK', id_servicio: 1755 }),
    area: AREA,
    esperado: ESCRITURA_RECHAZADA,
  },
];
