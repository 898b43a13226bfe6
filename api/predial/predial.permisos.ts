// Who may call the property-tax routes (api/lib/permisos.ts). A key's statement is
// public (the predial-pbl variants need no session); the statements of an establishment ({id}) are
// its owner's, its area's and root's; the look-ups of establishments by key answer each caller with
// their own only. The world's key (CLAVES_DEMO.pagada) owes nothing: an agreement is refused there
// by the business rule (400), never by the gate.
import { con, DUENO_Y_AREA, PUBLICA, SESION, type Esperado, type FilaPermisos, type Actor } from '../lib/permisos';

const clave = (m: { claveCatastral: string }) => ({ claveCatastral: m.claveCatastral });
const TODOS_PERMITIDO: Record<Actor, Esperado> = { anonimo: 'permitido', contribuyente: 'permitido', otroContribuyente: 'permitido', otraArea: 'permitido', area: 'permitido', admin: 'permitido', root: 'permitido' };
const SESION_PERMITIDO = con(TODOS_PERMITIDO, { anonimo: '401' });

export const permisosPredial: FilaPermisos[] = [
  { ruta: 'POST /api/predial/generarEdoCuenta/{id}', params: (m) => ({ id: m.establecimientoId }), body: () => ({}), esperado: DUENO_Y_AREA },
  { ruta: 'POST /api/predial/generarEdoCuentaDesglosado/{id}', params: (m) => ({ id: m.establecimientoId }), body: () => ({ tipoCuenta: 2 }), esperado: DUENO_Y_AREA },
  { ruta: 'POST /api/predial/generarEdoCuentaAgrupado', body: clave, esperado: SESION },
  { ruta: 'POST /api/predial/generarEdoCuentaSolicitudes', body: clave, esperado: SESION },
  { ruta: 'POST /api/predial/generarEdoCuentaDesglosadoSolicitud', body: clave, esperado: SESION },
  { ruta: 'GET /api/predial/getRegistros', query: () => ({ query: '' }), esperado: SESION, nota: 'each caller finds only their own establishments' },
  { ruta: 'POST /api/predial/getValuacionClaveCatastral', body: clave, esperado: SESION },
  { ruta: 'POST /api/predial/getPagosPredialByClave', body: clave, esperado: SESION },
  { ruta: 'POST /api/predial/getEstablecimientoCuentaByClave', body: clave, esperado: SESION, nota: 'each caller finds only their own establishments' },
  { ruta: 'POST /api/predial/getUltimoPagoPredial', body: clave, esperado: SESION },
  { ruta: 'POST /api/predial/solicitarConvenioPredial', body: (m) => ({ clave_catastral: m.claveCatastral, parcialidades: 2 }), esperado: SESION_PERMITIDO },
  // The public page's variants: no session, limited per address.
  { ruta: 'POST /api/predial-pbl/generarEdoCuenta', body: clave, esperado: PUBLICA },
  { ruta: 'POST /api/predial-pbl/generarEdoCuentaDesglosado', body: clave, esperado: PUBLICA },
  { ruta: 'POST /api/predial-pbl/getValuacionClaveCatastral', body: clave, esperado: PUBLICA },
  { ruta: 'POST /api/predial-pbl/getUltimoPagoPredial', body: clave, esperado: PUBLICA },
  { ruta: 'POST /api/predial-pbl/solicitarConvenioPredial', body: (m) => ({ clave_catastral: m.claveCatastral, parcialidades: 3 }), esperado: TODOS_PERMITIDO },
];
