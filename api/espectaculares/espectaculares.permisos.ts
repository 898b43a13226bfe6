// Who may call the billboard routes (spec 3 §7.5; api/lib/permisos.ts). The world's request
// (m.espectacular, tests/integration/mundo-espectacular.ts) is a draft of the owner on the
// establishment's key (property tax paid) with one section and no files. Its taxpayer reads and
// writes it; Desarrollo Urbano (playing 'area'; its Jefatura and Dirección alike) and root read every
// billboard request, and nobody else does. The rules answer where the draft is not ready: sending
// lacks the files (400), no dictamen is signed yet (400), nothing waits for a signature (400).
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

const sol = (m: Mundo) => ({ id: m.espectacular.solicitudId });
const cuerpo = (m: Mundo) => ({
  clave_catastral: m.claveCatastral,
  no_folio: false,
  tipo_anuncio_id: 2,
  altura_mts: 12,
  vistas: 2,
  referencias: 'Frente a la gasolinera',
  luminoso: false,
  tipo_propiedad_id: 1,
  secciones: [{ largo: 6, ancho: 3 }],
});

export const permisosEspectaculares: FilaPermisos[] = [
  { ruta: 'GET /api/solicitud_espectaculares', area: AREA, query: () => ({ page: 1 }), esperado: LISTA, nota: 'a taxpayer gets their own (another taxpayer an empty page)' },
  // spec 3 §7.5 writes the list and the create with a trailing slash: the same answers.
  { ruta: 'GET /api/solicitud_espectaculares/', area: AREA, query: () => ({ page: 1 }), esperado: LISTA, nota: 'a taxpayer gets their own (another taxpayer an empty page)' },
  { ruta: 'POST /api/solicitud_espectaculares/', area: AREA, body: cuerpo, esperado: CREA },
  { ruta: 'GET /api/solicitud_espectaculares/getDomicilios', area: AREA, esperado: con(SOLO_DUENO, { otroContribuyente: '2xx' }), nota: 'each taxpayer their own addresses' },
  { ruta: 'POST /api/solicitud_espectaculares', area: AREA, body: cuerpo, esperado: CREA },
  { ruta: 'GET /api/solicitud_espectaculares/{id}', area: AREA, params: sol, esperado: DUENO_Y_AREA },
  {
    ruta: 'PUT /api/solicitud_espectaculares/{id}',
    area: AREA,
    params: sol,
    multipart: () => ({ campos: { referencias: 'Frente a la gasolinera', 'secciones[0][largo]': '6', 'secciones[0][ancho]': '3' } }),
    esperado: POR_REGLA,
  },
  { ruta: 'DELETE /api/solicitud_espectaculares/{id}', area: AREA, params: sol, mundoPropio: true, esperado: SOLO_DUENO },
  // The draft has no files: the owner's send is refused by the rules (422); staff reading it find no level of theirs open (400).
  { ruta: 'POST /api/solicitud_espectaculares/{id}/changeStatus', area: AREA, params: sol, body: () => ({ estatus_revision: 10 }), esperado: LEE_POR_REGLA },
  // Nothing waits for the Dirección's signature: refused by the chain (400) to the staff who read it; a taxpayer never signs.
  { ruta: 'POST /api/solicitud_espectaculares/{id}/firmarDocumento', area: AREA, params: sol, body: () => ({ documento_firmado: true }), esperado: FIRMA },
  // No dictamen is signed yet (400).
  // Ours: the payment receipt; a draft has no fee to pay yet (400/409), only its taxpayer may send one.
  { ruta: 'POST /api/solicitud_espectaculares/{id}/reciboPago', area: AREA, params: sol, multipart: () => ({ campos: {}, archivo: { campo: 'file', nombre: 'recibo.pdf', tipo: 'application/pdf' } }), esperado: POR_REGLA },
  { ruta: 'POST /api/solicitud_espectaculares/{id}/viewDictamenPDF', area: AREA, params: sol, body: () => ({ firmado: true }), esperado: LEE_POR_REGLA },
];
