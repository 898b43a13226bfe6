// Who may call the routes of api/cesiones (spec 3 §7.7; api/lib/permisos.ts says how). The
// world's assignment (m.cesion, tests/integration/mundo-cesion.ts) is a draft (1) of the owner over a
// stall their RFC holds in locales_mercado, with no files yet. Its taxpayer reads and writes it;
// Mercados (playing 'area') and root read it and make the staff moves; nobody else. The rules answer
// where the draft is not ready: sending lacks the files (422), no fee waits for a receipt (400), no
// Mercados step is open for a return, a format or an authorization (400).
import { con, DUENO_Y_AREA, SOLO_AREA, SOLO_DUENO, type Actor, type Esperado, type FilaPermisos, type Mundo } from '../lib/permisos';

const AREA = 'mercados';
const POR_REGLA = con(SOLO_DUENO, { contribuyente: 'permitido' });
const STAFF = con(SOLO_AREA, { area: 'permitido', root: 'permitido' });
/** Each taxpayer registers their own (another taxpayer naming the owner's establishment and stall is refused by the rules: 422). */
const CREA: Record<Actor, Esperado> = { ...SOLO_DUENO, contribuyente: 'permitido', otroContribuyente: 'permitido' };

const sol = (m: Mundo) => ({ id: m.cesion.solicitudId });
const pdf = (campo: string) => ({ campo, nombre: `${campo}.pdf`, tipo: 'application/pdf' });

export const permisosCesiones: FilaPermisos[] = [
  { ruta: 'GET /api/cesion-DerechoExterno/getAllSolicitudes/{taxpayerId}', area: AREA, params: (m) => ({ taxpayerId: m.contribuyenteId }), esperado: SOLO_DUENO, nota: 'the path names the owner: only they list it' },
  // One file only in the matrix: the draft lacks the other five (422) for any taxpayer.
  {
    ruta: 'POST /api/cesionDerechoExterno',
    area: AREA,
    multipart: (m) => ({ campos: { locacion: String(m.cesion.establecimientoId), id_local_mercado: String(m.cesion.localId), rfc: 'MAPL800101AB9', familiar: '0' }, archivo: pdf('docSolicitud') }),
    esperado: CREA,
  },
  { ruta: 'GET /api/cesionDerechoExterno/{id}', area: AREA, params: sol, esperado: DUENO_Y_AREA },
  { ruta: 'PUT /api/cesionDerechoExterno/{id}', area: AREA, params: sol, multipart: () => ({ campos: { familiar: '0' } }), esperado: POR_REGLA },
  { ruta: 'POST /api/cesion-DerechoExterno/aprovarSolicitud/{id}', area: AREA, params: sol, esperado: POR_REGLA, nota: 'the draft has no files: 422 for its owner' },
  {
    ruta: 'POST /api/cesion-DerechoExterno/subirArchivoSolidPago/{id}',
    area: AREA,
    params: sol,
    multipart: () => ({ campos: {}, archivo: pdf('docSolidPago') }),
    esperado: POR_REGLA,
    nota: 'no fee waits: refused by the rules',
  },
  {
    ruta: 'POST /api/cesion-Derecho/rechazarSolicitudcesion/{id}',
    area: AREA,
    params: sol,
    body: () => ({ motivo_rechazo: 'Falta la firma del cedente' }),
    esperado: STAFF,
    nota: 'a draft has no open step: 400 for Mercados',
  },
  { ruta: 'POST /api/cesion-Derecho/guardarDocGen/{id}', area: AREA, params: sol, esperado: STAFF, nota: 'only at the authorization step: 400 for Mercados' },
  { ruta: 'POST /api/cesion-Derecho/subirArchivoAutoSec/{id}', area: AREA, params: sol, multipart: () => ({ campos: {}, archivo: pdf('docAutorizacion') }), esperado: STAFF },
];
