// Who may call the establishment-sign routes (api/lib/permisos.ts). The world's sign request
// (m.anuncio, tests/integration/mundo-anuncio.ts) is a draft of the owner's establishment with one
// sign and one row, and no files: saving a sign is let through and refused by the rules (the
// photograph is required: 422), deleting the sign's only row is refused (400), the format and the
// statement do not exist yet (400). Staff read a request only with a task of it in their areas:
// Coordinación SARE ('area') has one about the establishment's licence, none about this request, so
// it reads the establishment's list (filtered to nothing) but not the request; root reads everything;
// writing is the owner's alone.
import { con, DUENO_Y_AREA, SESION, SOLO_DUENO, type FilaPermisos, type Mundo } from '../lib/permisos';

const POR_REGLA = con(SOLO_DUENO, { contribuyente: 'permitido' });
const LEE_DUENO_Y_ROOT = con(SOLO_DUENO, { root: '2xx' });
const LEE_POR_REGLA = con(SOLO_DUENO, { contribuyente: 'permitido', root: 'permitido' });
const sol = (m: Mundo) => ({ id: m.anuncio.solicitudId });
const signo = (m: Mundo) => ({ id: m.anuncio.anuncioId });
const cuerpo = (m: Mundo) => ({
  locacion_id: m.establecimientoId,
  forma_instalacion: 'Adosado a la fachada',
  propiedad: 1,
  arreglo_anuncios: [{ tipo_anuncio_id: 3, largo: 2, ancho: 1, material_id: 2, caras: 1 }],
  archivos: {},
});

export const permisosAnuncios: FilaPermisos[] = [
  { ruta: 'GET /api/tipoanuncios/list', esperado: SESION },
  { ruta: 'GET /api/materiales/list', esperado: SESION },
  // A taxpayer's own list (another taxpayer gets theirs, empty); staff have no list of their own.
  { ruta: 'GET /api/anuncio', esperado: con(SOLO_DUENO, { otroContribuyente: '2xx' }) },
  { ruta: 'POST /api/anuncio', body: cuerpo, esperado: POR_REGLA },
  { ruta: 'GET /api/anuncio/{id}', params: signo, esperado: LEE_DUENO_Y_ROOT },
  { ruta: 'PUT /api/anuncio/{id}', params: signo, body: cuerpo, esperado: POR_REGLA },
  { ruta: 'DELETE /api/anuncio/{id}', params: signo, mundoPropio: true, esperado: SOLO_DUENO },
  { ruta: 'DELETE /api/anuncio/detalle/{id}', params: (m) => ({ id: m.anuncio.detalleId }), esperado: POR_REGLA },
  { ruta: 'GET /api/anuncio/establecimiento/{id}', params: (m) => ({ id: m.establecimientoId }), esperado: DUENO_Y_AREA },
  // Sending starts the request's workflow: a world of its own.
  { ruta: 'POST /api/anuncio/{id}/changestatus', params: sol, body: () => ({ estatus_id: 10 }), mundoPropio: true, esperado: POR_REGLA },
  { ruta: 'POST /api/anuncio/{id}/generateformatoautorizacion', params: sol, esperado: LEE_POR_REGLA },
  {
    ruta: 'GET /api/anuncio/establecimiento/{locacionId}/printRequest/{id}',
    params: (m) => ({ locacionId: m.establecimientoId, id: m.anuncio.solicitudId }),
    esperado: LEE_DUENO_Y_ROOT,
  },
  { ruta: 'GET /api/anuncio/{id}/getEdoCuentaAnuncio', params: sol, esperado: LEE_POR_REGLA },
  // No statement waits to be paid: refused by the machine.
  {
    ruta: 'POST /api/anuncio/{id}/reciboPago',
    params: sol,
    multipart: () => ({ campos: {}, archivo: { campo: 'file', nombre: 'recibo.pdf', tipo: 'application/pdf' } }),
    esperado: POR_REGLA,
  },
];
