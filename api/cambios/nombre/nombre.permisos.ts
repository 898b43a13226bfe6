// Who may call the trade-name change's routes (api/lib/permisos.ts). The world's trade-name request
// (m.cambios.cambio_nombre) is a draft without documents on an establishment whose licence is not
// issued: the owner's writes are let through and refused by the rules (no licence of this year,
// nothing to send, no debt, another variant); staff only read, and only what their tasks are about.
import { con, DUENO_Y_AREA, SOLO_DUENO, type FilaPermisos } from '../../lib/permisos';

const G = '/api/cambioNombreComercial/{locacionId}';
const ESCRITURA = con(SOLO_DUENO, { contribuyente: 'permitido' });
const enEst = (m: { establecimientoId: number }) => ({ locacionId: m.establecimientoId });
const enSolicitud = (m: { establecimientoId: number; cambios: { cambio_nombre: number } }) => ({ locacionId: m.establecimientoId, id: m.cambios.cambio_nombre });
const FORM = () => ({ campos: { id: '1', nuevo_nombre_comercial: 'ABARROTES EL NUEVO NOMBRE' } });

export const permisosCambioNombre: FilaPermisos[] = [
  { ruta: `GET ${G}/licenciaActual`, params: enEst, esperado: DUENO_Y_AREA },
  { ruta: `POST ${G}/create`, params: enEst, multipart: FORM, esperado: ESCRITURA, nota: 'the licence is not issued: 400' },
  { ruta: `POST ${G}/createExtra`, params: enEst, multipart: FORM, esperado: ESCRITURA, nota: 'no renewal of this year: 400' },
  { ruta: `GET ${G}/getCambioNombreComercial`, params: enEst, esperado: DUENO_Y_AREA },
  { ruta: `GET ${G}/getCambioNombreComercialExtra`, params: enEst, esperado: DUENO_Y_AREA },
  { ruta: `POST ${G}/updateCambioNombreComercial/{id}`, params: enSolicitud, multipart: FORM, esperado: ESCRITURA },
  { ruta: `POST ${G}/updateCambioNombreComercialExtra/{id}`, params: enSolicitud, multipart: FORM, esperado: ESCRITURA, nota: 'the draft is not a renewal’s: 400' },
  { ruta: `POST ${G}/chageEstatusNombreComercial/{id}`, params: enSolicitud, body: () => ({ estatus_id: 10 }), esperado: ESCRITURA, nota: 'no documents yet: 422' },
  { ruta: `POST ${G}/notificarPagoRealizadoNombreComercial/{id}`, params: enSolicitud, body: () => ({ pago_realizado: true }), esperado: ESCRITURA, nota: 'no debt: 400' },
  { ruta: `POST ${G}/deleteSolicitudCambioNombreComercial/{id}`, params: enSolicitud, mundoPropio: true, esperado: con(SOLO_DUENO, { contribuyente: '2xx' }) },
  { ruta: `POST ${G}/deleteSolicitudCambioNombreComercialExtra/{id}`, params: enSolicitud, esperado: ESCRITURA, nota: 'the draft is not a renewal’s: 400' },
];
