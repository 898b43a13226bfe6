// Who may call the change of activity's routes (api/lib/permisos.ts). The world's request
// (m.cambios.cambio_actividad) is a draft on the world's establishment: no area has a task about
// it, so staff reach only what root reaches (reads); only its owner writes. A new request is
// refused by the rule "one request of a type in course" (400), sending by its missing documents.
import { con, DUENO_Y_AREA, SOLO_DUENO, type FilaPermisos } from '../../lib/permisos';

const G = 'cambioactividadeconomica';
/** Reads: the owner and root; the licence's reviewers have no task about the draft change. */
const LECTURA = con(DUENO_Y_AREA, { area: '403/404' });
/** Reads of the establishment itself: its licence is in the area's inbox, so the area reads it. */
const LECTURA_ESTABLECIMIENTO = DUENO_Y_AREA;
/** Writes: only the owner, and the business rules may refuse it (400/422). */
const ESCRITURA = con(SOLO_DUENO, { contribuyente: 'permitido' });
const FORM = { giro_actividad_id: '10', 'actividades_secundarias[0]': '17', tiene_uso_suelo: '1' };
const FORM_JSON = { giro_actividad_id: 10, actividades_secundarias: [17], tiene_uso_suelo: true };
const dos = (m: { establecimientoId: number; cambios: { cambio_actividad: number } }) => ({ id: m.establecimientoId, id2: m.cambios.cambio_actividad });
const archivo = { campo: 'documento[0][file]', nombre: 'saneamiento.pdf', tipo: 'application/pdf' };

export const permisosCambioActividad: FilaPermisos[] = [
  { ruta: `GET /api/${G}/getActividadesEconomicas/{id}`, params: (m) => ({ id: m.establecimientoId }), esperado: LECTURA_ESTABLECIMIENTO },
  { ruta: `GET /api/${G}/getSolicitudesCambioActividadEconomica/{id}`, params: (m) => ({ id: m.establecimientoId }), esperado: LECTURA_ESTABLECIMIENTO },
  { ruta: `GET /api/${G}/getSolicitudCambioActividadEconomicaExtra/{id}`, params: (m) => ({ id: m.establecimientoId }), esperado: LECTURA_ESTABLECIMIENTO },
  { ruta: `GET /api/${G}/getSolicitudCambioActividadEconomica/{id}/{id2}`, params: dos, esperado: LECTURA },
  { ruta: `POST /api/${G}/setSolicitudCambioActividadEconomica/{id}`, params: (m) => ({ id: m.establecimientoId }), body: () => FORM_JSON, esperado: ESCRITURA },
  { ruta: `POST /api/${G}/setSolicitudCambioActividadEconomicaExtra/{id}`, params: (m) => ({ id: m.establecimientoId }), body: () => FORM_JSON, esperado: ESCRITURA },
  { ruta: `POST /api/${G}/updateSolicitudCambioActividadEconomica/{id}/{id2}`, params: dos, multipart: () => ({ campos: FORM }), esperado: ESCRITURA },
  // The world's request is not a renewal's: its owner is answered 404 on the Extra paths.
  {
    ruta: `POST /api/${G}/updateSolicitudCambioActividadEconomicaExtra/{id}/{id2}`,
    params: dos,
    body: () => FORM_JSON,
    esperado: con(SOLO_DUENO, { contribuyente: '403/404' }),
  },
  {
    ruta: `POST /api/${G}/storeFiles/{id}/{id2}`,
    params: dos,
    multipart: (m) => ({ campos: { 'documento[0][code]': 'scdd_saneamiento', solicitud_id: String(m.cambios.cambio_actividad) }, archivo }),
    esperado: ESCRITURA,
  },
  {
    ruta: `POST /api/${G}/storeFilesExtra/{id}/{id2}`,
    params: dos,
    multipart: () => ({ campos: { 'documento[0][code]': 'scdd_saneamiento' }, archivo }),
    esperado: con(SOLO_DUENO, { contribuyente: '403/404' }),
  },
  { ruta: `POST /api/${G}/changeStatusSolicitudCambioActividadEconomica/{id}/{id2}`, params: dos, body: () => ({ estatus_id: 10 }), esperado: ESCRITURA },
  { ruta: `POST /api/${G}/deleteSolicitudCambioActividadEconomica/{id}/{id2}`, params: dos, mundoPropio: true, esperado: ESCRITURA },
  {
    ruta: `POST /api/${G}/deleteSolicitudCambioActividadEconomicaExtra/{id}/{id2}`,
    params: dos,
    mundoPropio: true,
    esperado: con(SOLO_DUENO, { contribuyente: '403/404' }),
  },
];
