// Who may call the tower routes (spec 3 §7.4; api/lib/permisos.ts). The world's request
// (m.torre, tests/integration/mundo-torre.ts) is a draft of the owner on the establishment's key
// (property tax paid) with its measures and no files. Its taxpayer reads and writes it; Desarrollo
// Urbano (playing 'area'; its Jefatura and Dirección alike) and root read every tower request, and
// nobody else does. The rules answer where the draft is not ready: sending lacks the files (422), no
// dictamen is signed yet (400), nothing waits for a signature (400).
import { con, DUENO_Y_AREA, SOLO_DUENO, type Actor, type Esperado, type FilaPermisos, type Mundo } from '../lib/permisos';

const AREA = 'desarrollo.urbano';
const POR_REGLA = con(SOLO_DUENO, { contribuyente: 'permitido' });
const LEE_POR_REGLA = con(DUENO_Y_AREA, { contribuyente: 'permitido', area: 'permitido', root: 'permitido' });
/** Only staff sign (the Dirección, at its step): the owner is refused. */
const FIRMA = con(LEE_POR_REGLA, { contribuyente: '403/404' });
/** Each taxpayer opens a request of their own; staff open none. */
const CREA: Record<Actor, Esperado> = { ...SOLO_DUENO, contribuyente: 'permitido', otroContribuyente: 'permitido' };
/** Each taxpayer lists their own; the chain's staff and root list all; other staff none. */
const LISTA: Record<Actor, Esperado> = { ...DUENO_Y_AREA, otroContribuyente: '2xx' };

const sol = (m: Mundo) => ({ id: m.torre.solicitudId });
const lado = (calle: string, mts: number) => ({ colindansia_calle: calle, colindancia_mts: mts });
const cuerpo = (m: Mundo) => ({
  clave_catastral: m.claveCatastral,
  altura_mts: 30,
  referencias: 'A un costado del tanque elevado',
  luz: true,
  bardeado: true,
  renovacion: false,
  tipo_propiedad_id: 1,
  medidas: {
    norte: lado('AV. HÉROES', 10),
    sur: lado('PREDIO VECINO', 10),
    este: lado('PREDIO VECINO', 9.65),
    oeste: lado('PREDIO VECINO', 9.65),
    superficie_total: 96.5,
    superficie_total_construida: 40,
    superficie_regularizar: 0,
  },
});

export const permisosTorres: FilaPermisos[] = [
  { ruta: 'GET /api/solicitud_torres', area: AREA, query: () => ({ page: 1 }), esperado: LISTA, nota: 'a taxpayer gets their own (another taxpayer an empty page)' },
  { ruta: 'GET /api/solicitud_torres/getDomicilios', area: AREA, esperado: con(SOLO_DUENO, { otroContribuyente: '2xx' }), nota: 'each taxpayer their own addresses' },
  { ruta: 'POST /api/solicitud_torres', area: AREA, body: cuerpo, esperado: CREA },
  { ruta: 'GET /api/solicitud_torres/{id}', area: AREA, params: sol, esperado: DUENO_Y_AREA },
  {
    ruta: 'PUT /api/solicitud_torres/{id}',
    area: AREA,
    params: sol,
    multipart: () => ({ campos: { referencias: 'A un costado del tanque elevado', 'medidas[norte][colindansia_calle]': 'AV. HÉROES', 'medidas[norte][colindancia_mts]': '10' } }),
    esperado: POR_REGLA,
  },
  { ruta: 'DELETE /api/solicitud_torres/{id}', area: AREA, params: sol, mundoPropio: true, esperado: SOLO_DUENO },
  // The draft has no files: the owner's send is refused by the rules (422); staff reading it find no level of theirs open (400).
  { ruta: 'POST /api/solicitud_torres/{id}/changeStatus', area: AREA, params: sol, body: () => ({ estatus_revision: 10 }), esperado: LEE_POR_REGLA },
  // Nothing waits for the Dirección's signature: refused by the chain (400) to the staff who read it; a taxpayer never signs.
  { ruta: 'POST /api/solicitud_torres/{id}/firmarDocumento', area: AREA, params: sol, body: () => ({ documento_firmado: true }), esperado: FIRMA },
  // No dictamen is signed yet (400).
  // Ours: the payment receipt; a draft has no fee to pay yet (400/409), only its taxpayer may send one.
  { ruta: 'POST /api/solicitud_torres/{id}/reciboPago', area: AREA, params: sol, multipart: () => ({ campos: {}, archivo: { campo: 'file', nombre: 'recibo.pdf', tipo: 'application/pdf' } }), esperado: POR_REGLA },
  { ruta: 'POST /api/solicitud_torres/{id}/viewDictamenPDF', area: AREA, params: sol, body: () => ({ firmado: true }), esperado: LEE_POR_REGLA },
];
