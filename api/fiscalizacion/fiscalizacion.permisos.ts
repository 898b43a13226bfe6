// Who may call the extraordinary-hours and live-music routes (api/lib/permisos.ts). The world's
// licence (m.licenciaId) is not issued and sits in Coordinación SARE's inbox, whose staff play
// 'area' (they have a task about the establishment, so they read its requests); its request
// m.fiscalizacionId is a draft with two dates (tests/integration/mundo-fiscalizacion.ts). So: a new
// request, an update, a copy and sending are refused by the rules (the licence is not ready: 400);
// no statement exists yet (400); the signed request may be uploaded (a draft). The approved hours
// are Fiscalización's (the account 'fiscalizacion' plays 'area' there): it passes the gate and finds
// no review open (400); every other staff account and taxpayer is refused.
import { con, DUENO_Y_AREA, SESION, SOLO_AREA, SOLO_DUENO, type FilaPermisos, type Mundo } from '../lib/permisos';

const POR_REGLA = con(SOLO_DUENO, { contribuyente: 'permitido' });
const LEE_SIN_DOCUMENTO = con(DUENO_Y_AREA, { contribuyente: 'permitido', area: 'permitido', root: 'permitido' });
const lic = (m: Mundo) => ({ id: m.licenciaId });
const ids = (m: Mundo) => ({ id: m.licenciaId, sid: m.fiscalizacionId });
const HORARIOS = { horarios: [{ fecha: ['2099-01-01'], hora_inicio: '23:00', hora_fin: '01:00' }], tipo: 'EXTRA' };
const PDF = (code: string) => () => ({ campos: { code }, archivo: { campo: 'file', nombre: `${code}.pdf`, tipo: 'application/pdf' } });

export const permisosFiscalizacion: FilaPermisos[] = [
  { ruta: 'POST /api/licencia/{id}/saveSolicitudFiscalizacion', params: lic, body: (m) => ({ ...HORARIOS, establecimiento_id: m.establecimientoId }), esperado: POR_REGLA },
  {
    ruta: 'POST /api/licencia/{id}/saveSolicitudFiscalizacionMusica',
    params: lic,
    body: (m) => ({ ...HORARIOS, tipo: 'VARIEDAD', cantidad_personas: 50, fecha: '2099-01-01', fecha_fin: '2099-01-02', establecimiento_id: m.establecimientoId }),
    esperado: POR_REGLA,
  },
  { ruta: 'GET /api/licencia/{id}/getSolicitudExtraordinarias', params: lic, esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/licencia/{id}/getSolicitudMusica', params: lic, esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/licencia/{id}/findSolicitudExtraordinaria/{sid}', params: ids, esperado: DUENO_Y_AREA },
  { ruta: 'POST /api/licencia/{id}/findReciboPago/{sid}', params: ids, esperado: DUENO_Y_AREA },
  {
    ruta: 'POST /api/licencia/{id}/actualizarSolicitudFiscalizacion/{sid}',
    params: ids,
    body: (m) => ({ ...HORARIOS, delete_horarios: [], establecimiento_id: m.establecimientoId }),
    esperado: POR_REGLA,
  },
  { ruta: 'POST /api/licencia/{id}/uploadSolicitudFirmada/{sid}', params: ids, multipart: PDF('solicitud_fiscalizacion_firmada'), esperado: SOLO_DUENO },
  // No statement waits to be paid: 400.
  { ruta: 'POST /api/licencia/{id}/uploadReciboPagoFiscalizacion/{sid}', params: ids, multipart: PDF('recibo_pago_fiscalizacion'), esperado: POR_REGLA },
  { ruta: 'POST /api/licencia/{id}/changeSolicitudEstatus/{sid}', params: ids, body: () => ({ estatus_fiscalizacion: 10 }), esperado: POR_REGLA },
  { ruta: 'GET /api/licencia/{id}/imprimirSolicitudExtraordinaria/{sid}', params: ids, esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/licencia/{id}/viewEdoCuentaFiscalizacion/{sid}', params: ids, esperado: LEE_SIN_DOCUMENTO },
  { ruta: 'GET /api/licencia/{id}/viewConstanciaExtraordinaria/{sid}', params: ids, esperado: LEE_SIN_DOCUMENTO },
  { ruta: 'POST /api/licencia/{id}/copiarSolicitudFiscalizacion/{sid}', params: ids, body: () => ({ mes: '2099-02' }), esperado: POR_REGLA },
  { ruta: 'GET /api/licencia/{id}/getEdoCuentaFiscalizacion/{n}', params: (m) => ({ id: m.licenciaId, n: m.fiscalizacionId }), esperado: DUENO_Y_AREA },
  { ruta: 'DELETE /api/licencia/{id}/solicitudFiscalizacion/{sid}', params: ids, mundoPropio: true, esperado: SOLO_DUENO },
  {
    ruta: 'POST /api/fiscalizacion/{sid}/horasAprobadas',
    params: (m) => ({ sid: m.fiscalizacionId }),
    body: () => ({ horarios: [{ id: 1, horas_aprobadas: 1 }] }),
    area: 'fiscalizacion',
    esperado: con(SOLO_AREA, { area: 'permitido', root: 'permitido' }),
  },
  { ruta: 'GET /api/horarios/gethorarioordinario/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/horarios/gethorarioextraordinario/{licenciaId}', params: (m) => ({ licenciaId: m.licenciaId }), esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/horarios/establecimientos', esperado: SESION },
  { ruta: 'GET /api/horarios/getEstablecimiento/{locacionId}', params: (m) => ({ locacionId: m.establecimientoId }), esperado: DUENO_Y_AREA },
];
