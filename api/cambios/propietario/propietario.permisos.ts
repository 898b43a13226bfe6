// Who may call the change of owner's routes (api/lib/permisos.ts). The world's establishment has
// its licence in Coordinación SARE's inbox (so SARE reads the establishment), and its owner-change
// request is a draft with nothing staged: no area has a task about it (staff read it only as root
// does), sending it is refused by its empty form (400) and a create by its rules (422).
import { con, DUENO_Y_AREA, SOLO_DUENO, type FilaPermisos } from '../../lib/permisos';

const G = '/api/cambioPropietario';
/** Only the owner writes; the gate lets them through and the rules may refuse (400/422). */
const ESCRITURA = con(SOLO_DUENO, { contribuyente: 'permitido' });
/** The request itself: its taxpayer and root (no area has a task about a draft). */
const SOLICITUD = con(DUENO_Y_AREA, { area: '403/404' });
const ids = (m: { establecimientoId: number; cambios: { cambio_propietario: number } }) => ({ id: m.establecimientoId, id2: m.cambios.cambio_propietario });

export const permisosCambioPropietario: FilaPermisos[] = [
  { ruta: `GET ${G}/getDataDomicilio/{id}`, params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  { ruta: `GET ${G}/getSolicitudesCambioPropietario/{id}`, params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  { ruta: `POST ${G}/setSolicitudCambioPropietario/{id}`, params: (m) => ({ id: m.establecimientoId }), body: () => ({}), esperado: ESCRITURA },
  { ruta: `GET ${G}/getSolicitudCambioPropietario/{id}/{id2}`, params: ids, esperado: SOLICITUD },
  { ruta: `POST ${G}/changeStatusSolicitudCambioPropietario/{id}/{id2}`, params: ids, body: () => ({ estatus_id: 10 }), esperado: ESCRITURA },
  { ruta: `POST ${G}/updateSolicitudCambioPropietario/{id}/{id2}`, params: ids, body: () => ({}), esperado: ESCRITURA },
  {
    ruta: `POST ${G}/storeFiles/{id}/{id2}`,
    params: ids,
    multipart: (m) => ({
      campos: { 'documento[0][code]': 'aviso_cierre', solicitud_id: String(m.cambios.cambio_propietario) },
      archivo: { campo: 'documento[0][file]', nombre: 'aviso-cierre.pdf', tipo: 'application/pdf' },
    }),
    esperado: ESCRITURA,
  },
  { ruta: `POST ${G}/deleteSolicitudCambioPropietario/{id}/{id2}`, params: ids, mundoPropio: true, esperado: ESCRITURA },
  { ruta: `POST ${G}/setSolicitudCambioPropietarioExtra/{id}`, params: (m) => ({ id: m.establecimientoId }), body: () => ({}), esperado: ESCRITURA },
  { ruta: `POST ${G}/updateSolicitudCambioPropietarioExtra/{id}/{id2}`, params: ids, body: () => ({}), esperado: ESCRITURA },
  { ruta: `GET ${G}/getSolicitudCambioPropietarioExtra/{id}`, params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  { ruta: `POST ${G}/deleteSolicitudCambioPropietarioExtra/{id}/{id2}`, params: ids, mundoPropio: true, esperado: ESCRITURA },
];
