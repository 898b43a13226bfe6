// Who may call the routes of api/catalogos-admin (api/lib/permisos.ts says how). Root and
// the members of area 90 only (the `catalogos` account plays 'area'), reads too; a reviewer of
// another area, the administrador and taxpayers 403. The world's rows (tests/integration/
// mundo-catalogos.ts) are ones no procedure reads. A save of the same thing twice refuses the
// second caller (root, who goes after 'area'): a duplicate (400) or a version already replaced (409).
import { con, SOLO_AREA, type FilaPermisos } from '../lib/permisos';

const AREA = 'catalogos';
type C = { catalogos: { entregableId: number; tarifaId: number; giroId: number; municipioId: number; localidadId: number; convenioId: number; mercadoId: number; localId: number; listaId: number } };
/** The second save of the same row or key is refused by the data, never by the gate. */
const SEGUNDO_REFUSADO = con(SOLO_AREA, { root: 'permitido' });

export const permisosCatalogosAdmin: FilaPermisos[] = [
  // entregables
  { ruta: 'GET /api/catalogos/entregables/procedimientos', area: AREA, esperado: SOLO_AREA },
  { ruta: 'GET /api/catalogos/entregables', area: AREA, query: () => ({ procedimiento: 'licencia' }), esperado: SOLO_AREA },
  {
    ruta: 'POST /api/catalogos/entregables',
    area: AREA,
    // An inactive additional document: no request of the world is asked for it.
    body: (m: C) => ({ procedimiento: 'licencia', codigo: `permisos_${m.catalogos.municipioId}`, etiqueta: 'Documento de permisos', requerido: true, activo: false, adicional: true }),
    esperado: SEGUNDO_REFUSADO,
    nota: "root's same code is already in force (400)",
  },
  {
    ruta: 'PUT /api/catalogos/entregables/{id}',
    area: AREA,
    params: (m: C) => ({ id: m.catalogos.entregableId }),
    body: () => ({ etiqueta: 'Documento del mundo de permisos', requerido: true, activo: false }),
    esperado: SEGUNDO_REFUSADO,
    nota: "the area's save replaced that version; root's edit of it is a 409",
  },
  {
    ruta: 'DELETE /api/catalogos/entregables/{id}',
    area: AREA,
    params: (m: C) => ({ id: m.catalogos.entregableId }),
    mundoPropio: true,
    esperado: SEGUNDO_REFUSADO,
    nota: 'the area closed the adjustment; root finds it already closed (409)',
  },
  // tarifas
  { ruta: 'GET /api/catalogos/tarifas', area: AREA, esperado: SOLO_AREA },
  { ruta: 'GET /api/catalogos/tarifas/{id}/historial', area: AREA, params: (m: C) => ({ id: m.catalogos.tarifaId }), esperado: SOLO_AREA },
  {
    ruta: 'PUT /api/catalogos/tarifas/{id}',
    area: AREA,
    params: (m: C) => ({ id: m.catalogos.tarifaId }),
    body: () => ({ descripcion: 'Línea del mundo de permisos', uma: '2' }),
    esperado: SEGUNDO_REFUSADO,
    nota: "the area's save replaced that version; root's edit of it is a 409",
  },
  // giros
  { ruta: 'GET /api/catalogos/giros', area: AREA, esperado: SOLO_AREA },
  {
    ruta: 'POST /api/catalogos/giros',
    area: AREA,
    body: (m: C) => ({ nombre: `GIRO DE PERMISOS ${m.catalogos.municipioId}`, req_patente: 'NO', riesgo: 'bajo', sare: true }),
    esperado: SEGUNDO_REFUSADO,
    nota: "root's same name is taken (400)",
  },
  {
    ruta: 'PUT /api/catalogos/giros/{giroId}',
    area: AREA,
    params: (m: C) => ({ giroId: m.catalogos.giroId }),
    body: (m: C) => ({ nombre: `GIRO DEL MUNDO ${m.catalogos.municipioId}`, req_patente: 'NO', riesgo: 'bajo', sare: true, activo: false }),
    esperado: SOLO_AREA,
  },
  // municipios y localidades
  { ruta: 'GET /api/catalogos/municipios', area: AREA, query: () => ({ entidad: 23 }), esperado: SOLO_AREA },
  {
    ruta: 'POST /api/catalogos/municipios',
    area: AREA,
    body: (m: C) => ({ id: m.catalogos.municipioId + 1, entidad_id: 23, label: 'Municipio de permisos' }),
    esperado: SEGUNDO_REFUSADO,
    nota: "root's same id is taken (400)",
  },
  { ruta: 'PUT /api/catalogos/municipios/{id}', area: AREA, params: (m: C) => ({ id: m.catalogos.municipioId }), body: () => ({ label: 'Municipio del mundo' }), esperado: SOLO_AREA },
  { ruta: 'GET /api/catalogos/localidades', area: AREA, query: (m: C) => ({ municipio: m.catalogos.municipioId }), esperado: SOLO_AREA },
  {
    ruta: 'POST /api/catalogos/localidades',
    area: AREA,
    body: (m: C) => ({ municipio_id: m.catalogos.municipioId, cve_loc: '0002', label: 'Localidad de permisos' }),
    esperado: SEGUNDO_REFUSADO,
    nota: "root's same key in the municipality is taken (400)",
  },
  {
    ruta: 'PUT /api/catalogos/localidades/{id}',
    area: AREA,
    params: (m: C) => ({ id: m.catalogos.localidadId }),
    body: () => ({ cve_loc: '0001', label: 'Localidad del mundo' }),
    esperado: SOLO_AREA,
  },
  // convenios
  { ruta: 'GET /api/catalogos/convenios', area: AREA, esperado: SOLO_AREA },
  {
    ruta: 'POST /api/catalogos/convenios',
    area: AREA,
    body: (m: C) => ({ descripcion: `Convenio de permisos ${m.catalogos.municipioId}`, activo: false }),
    esperado: SEGUNDO_REFUSADO,
    nota: "root's same description is taken (400)",
  },
  {
    ruta: 'PUT /api/catalogos/convenios/{id}',
    area: AREA,
    params: (m: C) => ({ id: m.catalogos.convenioId }),
    body: (m: C) => ({ descripcion: `Convenio del mundo ${m.catalogos.municipioId}`, activo: false }),
    esperado: SOLO_AREA,
  },
  // mercados y locales
  { ruta: 'GET /api/catalogos/mercados', area: AREA, esperado: SOLO_AREA },
  { ruta: 'GET /api/catalogos/mercados/{id}/locales', area: AREA, params: (m: C) => ({ id: m.catalogos.mercadoId }), esperado: SOLO_AREA },
  {
    ruta: 'POST /api/catalogos/mercados/{id}/locales',
    area: AREA,
    params: (m: C) => ({ id: m.catalogos.mercadoId }),
    body: (m: C) => ({ numero: `P-${m.catalogos.municipioId}`, pasillo: 'P', superficie_m2: '9' }),
    esperado: SEGUNDO_REFUSADO,
    nota: "root's same number in the market is taken (400)",
  },
  {
    ruta: 'PUT /api/catalogos/locales/{id}',
    area: AREA,
    params: (m: C) => ({ id: m.catalogos.localId }),
    body: (m: C) => ({ numero: `M-${m.catalogos.municipioId}`, pasillo: 'M', superficie_m2: '10.50' }),
    esperado: SOLO_AREA,
  },
  {
    ruta: 'DELETE /api/catalogos/locales/{id}',
    area: AREA,
    params: (m: C) => ({ id: m.catalogos.localId }),
    mundoPropio: true,
    esperado: con(SOLO_AREA, { root: 'consulta' }),
    nota: 'the area deletes the vacant stall first; root then finds it gone (404)',
  },
  // listas de verificación (the world's item is an inactive one of Mercados: no visit of the world reads it)
  { ruta: 'GET /api/catalogos/listas-verificacion', area: AREA, query: () => ({ tipo: 'mercados' }), esperado: SOLO_AREA },
  {
    ruta: 'POST /api/catalogos/listas-verificacion',
    area: AREA,
    body: (m: C) => ({ tipo: 'mercados', pregunta: `Punto del mundo ${m.catalogos.municipioId}` }),
    esperado: SOLO_AREA,
    nota: "root's same question gets a key of its own (…_2)",
  },
  {
    ruta: 'PUT /api/catalogos/listas-verificacion/{id}',
    area: AREA,
    params: (m: C) => ({ id: m.catalogos.listaId }),
    body: (m: C) => ({ pregunta: `Punto del mundo ${m.catalogos.municipioId}`, orden: 90, activo: false }),
    esperado: SOLO_AREA,
  },
];
