// Who may call the closure's routes (api/lib/permisos.ts). The world's licence (m.licenciaId) is not
// issued and sits in Coordinación SARE's inbox, whose staff play 'area' (they have a task about the
// establishment, none about the closure); its closure m.cambios.baja is a draft with nothing staged.
// So: a new closure is refused by the rules (no issued licence, one already in course: 400); sending
// the draft is refused for its missing documents (422); the staff moves find no open review (root
// passes the gate and is refused by the state, or by registrarAdeudo's task check: 403).
import { con, DUENO_Y_AREA, SOLO_AREA, SOLO_DUENO, type FilaPermisos } from '../../lib/permisos';

const PDF = { campo: 'files[sbe_aviso_baja][file]', nombre: 'aviso-baja.pdf', tipo: 'application/pdf' };
const hace3Dias = () => new Date(Date.now() - 3 * 86_400_000 - 5 * 3_600_000).toISOString().slice(0, 10);
const POR_REGLA = con(SOLO_DUENO, { contribuyente: 'permitido' });
const ids = (m: { licenciaId: number; cambios: { baja: number } }) => ({ id: m.licenciaId, sid: m.cambios.baja });

export const permisosCambioBaja: FilaPermisos[] = [
  {
    ruta: 'POST /api/licencia/{id}/bajaEstablecimiento',
    params: (m) => ({ id: m.licenciaId }),
    multipart: (m) => ({ campos: { id: String(m.establecimientoId), fecha_sat: hace3Dias(), has_alcohol: '0', 'files[sbe_aviso_baja][code]': 'sbe_aviso_baja' }, archivo: PDF }),
    esperado: POR_REGLA,
  },
  { ruta: 'GET /api/licencia/{id}/getBajaEstablecimiento', params: (m) => ({ id: m.licenciaId }), esperado: DUENO_Y_AREA },
  {
    ruta: 'POST /api/licencia/{id}/updateBajaEstablecimiento/{sid}',
    params: ids,
    multipart: () => ({ campos: { fecha_sat: hace3Dias(), has_alcohol: '0', 'files[sbe_aviso_baja][code]': 'sbe_aviso_baja' }, archivo: PDF }),
    esperado: SOLO_DUENO,
  },
  {
    ruta: 'POST /api/licencia/{id}/chageEstatusBajaEstablecimiento/{sid}',
    params: ids,
    body: () => ({ estatus_id: 10 }),
    // The draft lacks two of its documents: 422 'Por favor, completa los campos obligatorios'.
    esperado: POR_REGLA,
  },
  {
    ruta: 'POST /api/licencia/{id}/changeAreasEstatusBajaEstablecimiento/{sid}',
    params: ids,
    body: () => ({ area: 'rs', estatus_id: 4 }),
    area: 'residuos.solidos',
    // Staff only; no area has a task about a draft: root passes and finds no open review (400).
    esperado: con(SOLO_AREA, { area: '403/404', root: 'permitido' }),
  },
  {
    ruta: 'POST /api/licencia/{id}/changeAdeudoAreaBajaEstablecimiento/{sid}',
    params: ids,
    body: () => ({ area: 'rs', adeudo: true, monto: '350.00' }),
    area: 'residuos.solidos',
    // A debt needs the area's review open: a draft has none, so root is refused as well.
    esperado: con(SOLO_AREA, { area: '403/404', root: '403/404' }),
  },
  {
    ruta: 'POST /api/licencia/{id}/notificarPagoAreaBajaEstablecimiento/{sid}',
    params: ids,
    body: () => ({ area: 'rs' }),
    // No debt registered: 400.
    esperado: POR_REGLA,
  },
  { ruta: 'POST /api/licencia/{id}/deleteSolicitudBajaEstablecimiento/{sid}', params: ids, mundoPropio: true, esperado: SOLO_DUENO },
];
