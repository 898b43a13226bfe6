// Who may call the lease routes (spec 3 §7.6; api/lib/permisos.ts). The world's lease
// (m.arrendamiento, tests/integration/mundo-arrendamiento.ts) is a draft (15) of the owner on a
// market establishment of theirs whose stall their RFC holds, with no files yet. Its taxpayer reads
// and writes it; Mercados (playing 'area') and root read it; nobody else. The paths with a
// taxpayer id answer only that taxpayer. The rules answer where the draft is not ready: sending
// lacks the files (422), no contract may be uploaded yet (400), no fee waits for a receipt.
import { con, DUENO_Y_AREA, SESION, SOLO_DUENO, type Actor, type Esperado, type FilaPermisos, type Mundo } from '../lib/permisos';

const AREA = 'mercados';
const POR_REGLA = con(SOLO_DUENO, { contribuyente: 'permitido' });
/** Each taxpayer registers their own (another taxpayer naming the owner's establishment is refused by the rules: 422). */
const CREA: Record<Actor, Esperado> = { ...SOLO_DUENO, contribuyente: 'permitido', otroContribuyente: 'permitido' };

const sol = (m: Mundo) => ({ id: m.arrendamiento.solicitudId });
const suyo = (m: Mundo) => ({ taxpayerId: m.contribuyenteId });
const pdf = (campo: string) => ({ campo, nombre: `${campo}.pdf`, tipo: 'application/pdf' });
const contrato = (m: Mundo) => ({
  campos: { id: String(m.arrendamiento.solicitudId), fecha_inicio: '2026-01-01', fecha_fin: '2027-12-31', renta_mes: '2500.00' },
  archivo: pdf('docContrato_arrendamiento'),
});

export const permisosArrendamientos: FilaPermisos[] = [
  { ruta: 'GET /api/solicitudArrendamiento/{taxpayerId}', area: AREA, params: suyo, esperado: SOLO_DUENO, nota: 'the path names the owner: only they list it' },
  { ruta: 'GET /api/solicitudArrendamiento/getLocacion/{taxpayerId}', area: AREA, params: suyo, esperado: SOLO_DUENO },
  { ruta: 'GET /api/solicitudArrendamiento/cat/getgiro', area: AREA, esperado: SESION },
  // One file only in the matrix: the draft lacks docAltaSat (422) for its owner.
  {
    ruta: 'POST /api/SolicitudArrendamiento',
    area: AREA,
    multipart: (m) => ({ campos: { establecimiento_id: String(m.arrendamiento.establecimientoId), giro_id: '1' }, archivo: pdf('docSolicitud') }),
    esperado: CREA,
  },
  { ruta: 'GET /api/SolicitudArrendamiento/{id}', area: AREA, params: sol, esperado: DUENO_Y_AREA },
  { ruta: 'PUT /api/SolicitudArrendamiento/{id}', area: AREA, params: sol, multipart: () => ({ campos: { giro_id: '1' } }), esperado: POR_REGLA },
  { ruta: 'POST /api/solicitudArrendamiento/validarSolicitud/{id}', area: AREA, params: sol, esperado: POR_REGLA, nota: 'the draft has no files: 422 for its owner' },
  { ruta: 'POST /api/solicitudArrendamiento/guardarcontrato', area: AREA, multipart: contrato, esperado: POR_REGLA, nota: 'not validated yet: 400 for its owner' },
  { ruta: 'POST /api/solicitudArrendamiento/actualizarcontrato', area: AREA, multipart: contrato, esperado: POR_REGLA },
  { ruta: 'POST /api/solicitudArrendamiento/validarContrato/{id}', area: AREA, params: sol, esperado: POR_REGLA },
  { ruta: 'POST /api/solicitudArrendamiento/archivo/solidPago/{id}', area: AREA, params: sol, multipart: () => ({ campos: {}, archivo: pdf('docSolidPago') }), esperado: POR_REGLA, nota: 'no fee waits: refused by the rules' },
];
