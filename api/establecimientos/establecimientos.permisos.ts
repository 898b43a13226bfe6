// Who may call the establishments' routes (api/lib/permisos.ts): a taxpayer their
// own; staff read an establishment while a task of their area is (or was) about it; root reads any;
// nobody but the owner writes, and administrador reads none.
import { con, DUENO_Y_AREA, SOLO_DUENO, type Actor, type Esperado, type FilaPermisos, type Mundo } from '../lib/permisos';
import { formularioLicenciaEjemplo } from '../../sim/formularios';
import { pdfValido } from '../../sim/muestras';
import { anioActualCancun } from '../../domain/licencia/solicitud-estado-cuenta';

/** A taxpayer's own list or look-up (no id of someone else's in the path). */
const CONTRIBUYENTES: Record<Actor, Esperado> = { anonimo: '401', contribuyente: '2xx', otroContribuyente: '2xx', otraArea: '403/404', area: '403/404', admin: '403/404', root: '403/404' };

export const permisosEstablecimientos: FilaPermisos[] = [
  { ruta: 'GET /api/establecimientos/contribuyente/{id}', params: (m) => ({ id: m.contribuyenteId }), esperado: SOLO_DUENO },
  { ruta: 'POST /api/establecimientos', body: (m) => formulario(m), esperado: CONTRIBUYENTES },
  {
    ruta: 'PUT /api/establecimientos/{id}',
    params: (m) => ({ id: m.establecimientoId }),
    body: (m) => formulario(m),
    // The licence is in review: its owner is let through and refused by the lock (400).
    esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }),
  },
  { ruta: 'GET /api/establecimientos/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/tramites', esperado: CONTRIBUYENTES },
  { ruta: 'GET /api/establecimientos/documentos', esperado: CONTRIBUYENTES },
  // A look-up within the caller's own establishments: another taxpayer finds none of the owner's (an empty list).
  { ruta: 'GET /api/establecimientos/getByClave/{clave}', params: () => ({ clave: 'OPB-2026-000001' }), esperado: CONTRIBUYENTES },
  {
    ruta: 'GET /api/establecimientos/getByClaveCatastral/{a}/{b}/{c}',
    params: (m) => ({ a: 'OPB-2026-000001', b: m.claveCatastral, c: m.rfc }),
    // The RFC in the path must be the caller's: another taxpayer is refused.
    esperado: con(CONTRIBUYENTES, { contribuyente: 'permitido', otroContribuyente: '403/404' }),
  },
  { ruta: 'GET /api/establecimientos/getLicenciasByLocacion/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/establecimientos/getAnuenciasByLocacion/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/establecimientos/getFilesByLocation/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  {
    ruta: 'GET /api/establecimientos/delete/{id}/{motivo}/{estatus}',
    params: (m) => ({ id: m.establecimientoId, motivo: 'Cierre del negocio', estatus: 0 }),
    mundoPropio: true,
    esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }),
  },
  {
    ruta: 'POST /api/establecimientos/storage/files',
    multipart: (m) => ({
      campos: { contribuyente_id: String(m.contribuyenteId), locacion_id: String(m.establecimientoId), 'documento[0][code]': 'constancia_sat' },
      archivo: { campo: 'documento[0][file]', nombre: 'constancia.pdf', tipo: 'application/pdf' },
    }),
    esperado: con(CONTRIBUYENTES, { contribuyente: 'permitido', otroContribuyente: '403/404' }),
  },
  {
    ruta: 'POST /api/establecimientos/{fileId}/{locacionId}/{contribuyenteId}/{representanteId}/deleteFile',
    params: (m) => ({ fileId: m.archivoId, locacionId: m.establecimientoId, contribuyenteId: m.contribuyenteId, representanteId: 0 }),
    mundoPropio: true,
    esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }),
  },
  // spec 1 §2.6 card actions (acciones.routes.ts, zofemat.routes.ts). The cadastral certificate copy
  // is accepted at any status; the surface is refused while the world's licence is in review (400).
  {
    ruta: 'POST /api/establecimientos/uploadCedulaCatastral/{id}',
    params: (m) => ({ id: m.establecimientoId }),
    body: () => ({ cedula_catastral: pdfValido('Cedula catastral (prueba)').toString('base64') }),
    esperado: SOLO_DUENO,
  },
  {
    ruta: 'POST /api/establecimientos/updateSuperficie',
    body: (m) => ({ locacion_id: m.establecimientoId, superficie_m2: 120 }),
    esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }),
  },
  // The world's establishment is a grocery with no Zofemat file: read, then refused by that rule (400).
  { ruta: 'GET /api/establecimientos/zofemat/{id}/formatoPago', params: (m) => ({ id: m.establecimientoId }), esperado: con(DUENO_Y_AREA, { contribuyente: 'permitido', area: 'permitido', root: 'permitido' }) },
  { ruta: 'GET /api/establecimientos/zofemat/{id}/citatorio', params: (m) => ({ id: m.establecimientoId }), esperado: con(DUENO_Y_AREA, { contribuyente: 'permitido', area: 'permitido', root: 'permitido' }) },
  { ruta: 'GET /api/establecimientos/notificaciones/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: SOLO_DUENO },
  { ruta: 'POST /api/establecimientos/notificaciones/{id}/{notifId}', params: (m) => ({ id: m.establecimientoId, notifId: m.notificacionId }), esperado: SOLO_DUENO },
  // spec 1 §7.3–7.5 statement calls (estados-cuenta.routes.ts): the reads are the owner's and the
  // area's; only the owner asks for a statement. The world's licence has no 1751 statement: 200
  // with success false ('Aún no se ha generado tu estado de cuenta').
  { ruta: 'GET /api/licencia/{id}/getEdoCuentaAlcohol/{n}', params: (m) => ({ id: m.licenciaId, n: 0 }), esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/establecimientos/getDataEstablecimiento/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  {
    ruta: 'POST /api/establecimientos/generarSolicitudEstadoCuenta',
    body: (m) => ({ locacion_id: m.establecimientoId, year_ini: anioActualCancun() - 1, mes_ini: '01', year_fin: anioActualCancun() - 1, mes_fin: '06' }),
    esperado: SOLO_DUENO,
  },
  { ruta: 'GET /api/establecimientos/solicitudEstadoCuentaMercado/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  {
    ruta: 'POST /api/establecimientos/solicitudEstadoCuentaMercado/{id}',
    params: (m) => ({ id: m.establecimientoId }),
    body: () => ({ year_ini: anioActualCancun() - 1, mes_ini: '01', year_fin: anioActualCancun() - 1, mes_fin: '06' }),
    // The world's grocery is not in a market: its owner is let through and refused by that rule (400).
    esperado: con(SOLO_DUENO, { contribuyente: 'permitido' }),
  },
  {
    ruta: 'POST /api/contribuyente/notifyEdoRs/{id}',
    params: (m) => ({ id: m.contribuyenteId }),
    body: (m) => ({ mes_fin: '06', locacion_id: m.establecimientoId }),
    esperado: SOLO_DUENO,
  },
];

/** A complete SARE form on the world's cadastral key. */
function formulario(m: Mundo) {
  return formularioLicenciaEjemplo({ clave_catastral: m.claveCatastral });
}
