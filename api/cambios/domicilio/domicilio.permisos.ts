// Who may call the change of address's routes (api/lib/permisos.ts). The world's change-of-address
// request (m.cambios.cambio_domicilio) is a draft without documents on an establishment whose
// licence is not issued and sits in Coordinación SARE's inbox: the owner's writes are let through
// and refused by the rules (no issued licence, nothing to send, not a renewal's, no payment due);
// staff read the establishment while their task is about it, never a draft request nor write.
import { con, DUENO_Y_AREA, SOLO_DUENO, type FilaPermisos, type Mundo } from '../../lib/permisos';

const G = '/api/cambiodomicilio';
const ESCRITURA = con(SOLO_DUENO, { contribuyente: 'permitido' });
/** A draft has no task: only its owner and root read it. */
const LECTURA_SOLICITUD = con(DUENO_Y_AREA, { area: '403/404' });
const enEst = (m: Mundo) => ({ id: m.establecimientoId });
const enSolicitud = (m: Mundo) => ({ establecimiento: m.establecimientoId, solicitud: m.cambios.cambio_domicilio });
const FORM = () => ({
  campos: {
    id: '0',
    clave_catastral: '04001006031014000',
    donativo: '0',
    tipo_propiedad_id: '1',
    'domicilio[codigo_postal]': '77000',
    'domicilio[localidad_id]': '1',
    'domicilio[colonia_id]': '1',
    'domicilio[calle_id]': '101',
    'domicilio[numero_exterior]': '345',
    'domicilio[latitud]': '18.51',
    'domicilio[longitud]': '-88.30',
  },
});
const PDF = { campo: 'documento[0][file]', nombre: 'aviso.pdf', tipo: 'application/pdf' };

export const permisosCambioDomicilio: FilaPermisos[] = [
  { ruta: `GET ${G}/getDataDomicilio/{id}`, params: enEst, esperado: DUENO_Y_AREA },
  { ruta: `GET ${G}/getSolicitudesCambioDomicilio/{id}`, params: enEst, esperado: DUENO_Y_AREA },
  { ruta: `GET ${G}/getSolicitudCambioDomicilioExtra/{id}`, params: enEst, esperado: DUENO_Y_AREA },
  { ruta: `POST ${G}/setSolicitudCambioDomicilio/{id}`, params: enEst, multipart: FORM, esperado: ESCRITURA, nota: 'the licence is not issued: 400' },
  { ruta: `POST ${G}/setSolicitudCambioDomicilioExtra/{id}`, params: enEst, multipart: FORM, esperado: ESCRITURA, nota: 'the licence is not issued: 400' },
  { ruta: `GET ${G}/getSolicitudCambioDomicilio/{establecimiento}/{solicitud}`, params: enSolicitud, esperado: LECTURA_SOLICITUD },
  {
    ruta: `POST ${G}/changeStatusSolicitudCambioDomicilio/{establecimiento}/{solicitud}`,
    params: enSolicitud,
    body: () => ({ estatus_id: 10 }),
    esperado: ESCRITURA,
    nota: 'no address nor documents yet: 400',
  },
  { ruta: `POST ${G}/updateSolicitudCambioDomicilio/{establecimiento}/{solicitud}`, params: enSolicitud, multipart: FORM, esperado: ESCRITURA, nota: 'the licence’s cadastral checks or the same address: 400' },
  { ruta: `POST ${G}/updateSolicitudCambioDomicilioExtra/{establecimiento}/{solicitud}`, params: enSolicitud, multipart: FORM, esperado: ESCRITURA, nota: 'the draft is not a renewal’s: 400' },
  {
    ruta: `POST ${G}/storeFiles/{establecimiento}/{solicitud}`,
    params: enSolicitud,
    multipart: (m) => ({ campos: { 'documento[0][code]': 'aviso_cambio', solicitud_id: String(m.cambios.cambio_domicilio) }, archivo: PDF }),
    esperado: ESCRITURA,
  },
  {
    ruta: `POST ${G}/storeFilesExtra/{establecimiento}/{solicitud}`,
    params: enSolicitud,
    multipart: (m) => ({ campos: { 'documento[0][code]': 'aviso_cambio', solicitud_id: String(m.cambios.cambio_domicilio) }, archivo: PDF }),
    esperado: ESCRITURA,
    nota: 'the draft is not a renewal’s: 400',
  },
  { ruta: `POST ${G}/deleteSolicitudCambioDomicilio/{establecimiento}/{solicitud}`, params: enSolicitud, mundoPropio: true, esperado: con(SOLO_DUENO, { contribuyente: '2xx' }) },
  { ruta: `POST ${G}/deleteSolicitudCambioDomicilioExtra/{establecimiento}/{solicitud}`, params: enSolicitud, esperado: ESCRITURA, nota: 'the draft is not a renewal’s: 400' },
  {
    ruta: 'POST /api/licencia/{id}/uploadReciboPagoCambioDomicilioDU/{x}',
    params: (m) => ({ id: m.licenciaId, x: m.cambios.cambio_domicilio }),
    multipart: () => ({ campos: { code: 'recibo_pago_uso_suelo' }, archivo: { campo: 'file', nombre: 'recibo.pdf', tipo: 'application/pdf' } }),
    esperado: ESCRITURA,
    nota: 'a draft waits on no payment: refused by the machine',
  },
  {
    ruta: 'POST /api/licencia/{id}/uploadReciboPagoCambioDomicilioDU',
    params: (m) => ({ id: m.cambios.cambio_domicilio }),
    multipart: () => ({ campos: { code: 'recibo_pago_uso_suelo' }, archivo: { campo: 'file', nombre: 'recibo.pdf', tipo: 'application/pdf' } }),
    esperado: ESCRITURA,
    nota: 'a draft waits on no payment: refused by the machine',
  },
  { ruta: 'GET /api/licencia_movimiento/{id}/getmovementsbytype', params: (m) => ({ id: m.licenciaId }), query: () => ({ tipo_movimiento_id: 2 }), esperado: DUENO_Y_AREA },
  {
    ruta: 'POST /api/licencia_movimiento/{id}/createnewmovement',
    params: (m) => ({ id: m.licenciaId }),
    multipart: () => ({ campos: { ...FORM().campos, tipo_movimiento_id: '2' }, archivo: { campo: 'files[inePropietario][file]', nombre: 'ine.pdf', tipo: 'application/pdf' } }),
    esperado: ESCRITURA,
    nota: 'the licence is not issued: 400',
  },
];
