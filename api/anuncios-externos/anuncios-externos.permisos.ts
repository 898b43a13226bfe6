// Who may call the public-road sign routes (api/lib/permisos.ts). The world's request
// (m.anuncioExterno, tests/integration/mundo-anuncio-externo.ts) is a draft of the owner on the
// establishment's key with one sign of one row and no files: no task of any area is about it, so
// only its owner reads and writes it, and root reads it. The rules answer the owner where the
// draft is not ready: sending lacks the files (422), a sign saved without its photograph (422),
// the last row of a sign is kept (400), no statement (nor a receipt) and no authorization yet (400). Any taxpayer
// may open a request of their own (the body's key is the world's, predial paid); staff may not.
// An establishment's requests are read like the establishment (its owner, the area on it, root).
import { pdfValido, pngValido } from '../../sim/muestras';
import { con, DUENO_Y_AREA, SESION, SOLO_DUENO, type Esperado, type Actor, type FilaPermisos, type Mundo } from '../lib/permisos';

const POR_REGLA = con(SOLO_DUENO, { contribuyente: 'permitido' });
const LEE = con(SOLO_DUENO, { root: '2xx' });
const LEE_POR_REGLA = con(SOLO_DUENO, { contribuyente: 'permitido', root: 'permitido' });
const CREA: Record<Actor, Esperado> = { ...SOLO_DUENO, contribuyente: 'permitido', otroContribuyente: 'permitido' };

const solicitud = (m: Mundo) => ({ id: m.anuncioExterno.solicitudId });
const anuncio = (m: Mundo) => ({ id: m.anuncioExterno.anuncioId });
const b64 = (b: Buffer) => b.toString('base64');
const SIGNO = {
  forma_instalacion: 'Adosado a la barda',
  iluminado: false,
  temporal: false,
  contenido: 'FARMACIA EL MANATÍ',
  anuncio_detalle: [{ tipo_anuncio_id: 3, largo: 2, ancho: 1.5, material_id: 2, caras: 1 }],
};

export const permisosAnunciosExternos: FilaPermisos[] = [
  {
    ruta: 'POST /api/anuncioexterno',
    body: (m) => ({
      ...SIGNO,
      clave_catastral: m.claveCatastral,
      no_folio: false,
      tipo_propiedad_id: 1,
      archivos: {
        fotografia: { nombre: 'fachada.png', tipo: 'image/png', data: b64(pngValido()) },
        documento_propiedad: { nombre: 'escritura.pdf', tipo: 'application/pdf', data: b64(pdfValido()) },
        constancia_cedula_catastral: { nombre: 'cedula.pdf', tipo: 'application/pdf', data: b64(pdfValido()) },
      },
    }),
    esperado: CREA,
    nota: 'each taxpayer opens a request of their own; staff open none',
  },
  { ruta: 'GET /api/anuncioexterno/contribuyente', query: () => ({ page: 1 }), esperado: SESION, nota: 'each caller finds only their own requests' },
  { ruta: 'GET /api/anuncioexterno/establecimiento/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  { ruta: 'GET /api/anuncioexterno/searchByClaveCatastral/{clave}', params: (m) => ({ clave: m.claveCatastral }), esperado: SESION },
  { ruta: 'GET /api/anuncioexterno/{id}', params: solicitud, esperado: LEE },
  { ruta: 'POST /api/anuncioexterno/{id}/updatesolicitud', params: solicitud, body: () => ({ tipo_propiedad_id: 1 }), esperado: SOLO_DUENO },
  { ruta: 'POST /api/anuncioexterno/{id}/changestatus', params: solicitud, body: (m) => ({ solicitud: m.anuncioExterno.solicitudId, estatus_id: 10 }), esperado: POR_REGLA },
  { ruta: 'POST /api/anuncioexterno/createanuncio', body: (m) => ({ ...SIGNO, solicitud_anuncio_externo_id: m.anuncioExterno.solicitudId }), esperado: POR_REGLA },
  { ruta: 'PUT /api/anuncioexterno/{id}', params: anuncio, body: () => SIGNO, esperado: POR_REGLA },
  { ruta: 'DELETE /api/anuncioexterno/{id}', params: anuncio, mundoPropio: true, esperado: SOLO_DUENO },
  { ruta: 'DELETE /api/anuncioexterno/{id}/detalle', params: (m) => ({ id: m.anuncioExterno.detalleId }), esperado: POR_REGLA, nota: 'the sign has one row, which it keeps (400)' },
  { ruta: 'POST /api/anuncioexterno/{id}/generateformatoautorizacion', params: solicitud, esperado: LEE_POR_REGLA },
  { ruta: 'GET /api/anuncioexterno/establecimiento/printRequest/{id}', params: solicitud, esperado: LEE },
  { ruta: 'GET /api/anuncioexterno/{id}/getEdoCuentaAnuncio', params: solicitud, esperado: LEE_POR_REGLA },
  {
    ruta: 'POST /api/anuncioexterno/{id}/reciboPago',
    params: solicitud,
    multipart: () => ({ campos: {}, archivo: { campo: 'file', nombre: 'recibo.pdf', tipo: 'application/pdf' } }),
    esperado: POR_REGLA,
    nota: 'no statement waits to be paid (400)',
  },
];
