// Who may call the licence's routes, its look-ups, printouts and public check (
// api/lib/permisos.ts): the owner writes; the owner, the area working on it and root read; the
// municipality's look-ups take any session; the check of a folio is public.
import { hoyCancun } from '../../domain/tramite/fechas';
import { con, DUENO_Y_AREA, PUBLICA, SESION, SOLO_DUENO, type FilaPermisos } from '../lib/permisos';

/** A look-up of the caller's own (any taxpayer may ask; staff are not taxpayers). */
const TAXPAYERS = con(SOLO_DUENO, { otroContribuyente: '2xx' });
/** A business of the padrón held by a demo taxpayer nobody in the matrix's world is (sim/data/padron-establecimientos.json). */
const PADRON_AJENO = { id: 731, clave: 'LF-2018-000731' };
const anioActual = () => Number(hoyCancun().slice(0, 4));

/** Read by the owner, the area and root, and refused by a rule of the world's state (not issued yet…). */
const LEIBLE_RECHAZADO = con(DUENO_Y_AREA, { contribuyente: 'permitido', area: 'permitido', root: 'permitido' });

export const permisosLicencias: FilaPermisos[] = [
  { ruta: 'POST /api/licencia/{id}/changestatus', params: (m) => ({ id: m.licenciaId }), body: () => ({ estatus_licencia: 10 }), esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }) },
  { ruta: 'POST /api/licencia/{id}/changestatususosuelo', params: (m) => ({ id: m.licenciaId }), body: () => ({ estatus_general: 1 }), esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }) },
  { ruta: 'GET /api/licencia/{id}', params: (m) => ({ id: m.licenciaId }), esperado: DUENO_Y_AREA },
  // the catalogues the licence form applies (now, or at the request's creation).
  { ruta: 'GET /api/licencia/entregables', esperado: SESION },
  { ruta: 'GET /api/licencia/{id}/entregables', params: (m) => ({ id: m.licenciaId }), esperado: DUENO_Y_AREA },
  {
    ruta: 'POST /api/establecimientos/uploadComprobantePago/{id}',
    params: (m) => ({ id: m.establecimientoId }),
    body: () => ({ recibo_pago: 'JVBERi0xLjQK', id_servicio: 3 }),
    esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }),
  },
  // spec 2 §7 receipts: the world's licence waits on no payment (its data are in review), so the owner's receipt is refused by the machine (400).
  {
    ruta: 'POST /api/licencia/{id}/uploadReciboPago',
    params: (m) => ({ id: m.licenciaId }),
    multipart: () => ({ campos: { code: 'recibo_pago_extemporaneo' }, archivo: { campo: 'file', nombre: 'recibo.pdf', tipo: 'application/pdf' } }),
    esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }),
  },
  {
    ruta: 'POST /api/licencia/{id}/uploadReciboPagoDU',
    params: (m) => ({ id: m.licenciaId }),
    multipart: () => ({ campos: { code: 'recibo_pago_du' }, archivo: { campo: 'file', nombre: 'recibo.pdf', tipo: 'application/pdf' } }),
    esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }),
  },
  { ruta: 'GET /api/establecimientos/getPagoExtemporaneo/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/getFechaConfigExtemporaneo/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/establecimientos/getDataExtemporaneo/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  // The caller's own licences (staff have none: an empty list).
  { ruta: 'GET /api/establecimientos/check-pending-licencias-bebidas-alcoholicas', esperado: SESION },
  { ruta: 'GET /api/establecimientos/getEstadosCuenta/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  // The municipality's systems, as the licence form consults them.
  { ruta: 'GET /api/catastro/{clave}', params: (m) => ({ clave: m.claveCatastral }), esperado: SESION },
  { ruta: 'GET /api/predial/{clave}/pagado', params: (m) => ({ clave: m.claveCatastral }), esperado: SESION },
  { ruta: 'GET /api/establecimientos/getPagoPredial/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  { ruta: 'POST /api/establecimientos/verifyzofemat/{clave}', params: (m) => ({ clave: m.claveCatastral }), esperado: SESION },
  { ruta: 'POST /api/establecimientos/expedientezofemat/{num}', params: () => ({ num: 'ZF-2026-0001' }), esperado: con(SESION, { contribuyente: 'permitido', otroContribuyente: 'permitido', otraArea: 'permitido', area: 'permitido', admin: 'permitido', root: 'permitido' }) },
  { ruta: 'POST /api/licencia/{clave}/generatePagoPredial', params: (m) => ({ clave: m.claveCatastral }), esperado: SESION },
  // Printouts: the licence is not issued yet, nor its consent nor its land-use certificate (400).
  { ruta: 'GET /api/licencia/{id}/getlicencia', params: (m) => ({ id: m.licenciaId }), esperado: LEIBLE_RECHAZADO },
  { ruta: 'GET /api/licencia/{id}/getsolicitudimpresaContribuyente', params: (m) => ({ id: m.licenciaId }), esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/anuencia_proteccion_civil/{id}/imprimiranuencia', params: (m) => ({ id: m.licenciaId }), esperado: LEIBLE_RECHAZADO },
  { ruta: 'POST /api/constancia_uso_suelo/{id}/imprimirconstancia', params: (m) => ({ id: m.licenciaId }), esperado: LEIBLE_RECHAZADO },
  { ruta: 'GET /api/establecimientos/estadocuentaextemporaneo/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: LEIBLE_RECHAZADO },
  // Renewals (renovacion.routes.ts). A padrón key that is not the caller's is 'not found' (200,
  // success false) for any taxpayer; staff have no padrón establishments (403).
  { ruta: 'POST /api/getLocacionByClave', body: () => ({ clave: PADRON_AJENO.clave }), esperado: TAXPAYERS },
  { ruta: 'POST /api/licencias/getHistoricoLicencia/{external_id}', params: () => ({ external_id: PADRON_AJENO.clave }), esperado: TAXPAYERS },
  // The padrón's establishment is another taxpayer's: nobody in the world may import it.
  { ruta: 'POST /api/licencia/establecimientos/import/{id}', params: () => ({ id: PADRON_AJENO.id }), esperado: con(SOLO_DUENO, { contribuyente: '403/404' }) },
  { ruta: 'GET /api/establecimientos/{id}/oneyear', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/licencia/{a}/{b}/getLicenciaEstatus', params: (m) => ({ a: m.establecimientoId, b: anioActual() }), esperado: DUENO_Y_AREA },
  // The owner's establishment opened this year: no past year to renew (400 by the period rule).
  { ruta: 'POST /api/licencia/{id}/newyear/{x}', params: (m) => ({ id: m.establecimientoId, x: anioActual() - 1 }), body: () => ({}), esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }) },
  // Public: a folio is answered only valid / not valid.
  { ruta: 'GET /api/verificar/{codigo}', params: (m) => ({ codigo: m.folio }), esperado: PUBLICA },
];
