// The catalogues take any session (api/lib/permisos.ts).
import { SESION, type FilaPermisos } from '../lib/permisos';

const catalogo = (ruta: string, params?: Record<string, string | number>): FilaPermisos => ({ ruta, ...(params ? { params: () => params } : {}), esperado: SESION });

export const permisosCatalogos: FilaPermisos[] = [
  catalogo('GET /api/cat/entidades'),
  catalogo('GET /api/cat/{ent}/municipios', { ent: 23 }),
  catalogo('GET /api/cat/{ent}/{mun}/localidades', { ent: 23, mun: 4 }),
  catalogo('GET /api/cat/cp/{cp}', { cp: '77000' }),
  catalogo('GET /api/cat/colonias/{localidad}', { localidad: 1 }),
  catalogo('GET /api/cat/calles/{colonia}', { colonia: 1 }),
  catalogo('GET /api/giroactividades'),
  catalogo('GET /api/giroactividades/{id}', { id: 1 }),
  { ruta: 'POST /api/giroactividades/multiples', body: () => ({ giro_actividades_ids: [1, 16] }), esperado: SESION },
  catalogo('GET /api/tipopropiedades/list'),
  catalogo('GET /api/tipopropiedades/listanuncios'),
  catalogo('GET /api/categorias/list'),
  catalogo('GET /api/tipolocales'),
  catalogo('GET /api/tipolocales/subtipos/{id}', { id: 1 }),
  catalogo('GET /api/cat/subtipolocal'),
  catalogo('GET /api/actividadeconomicas/list'),
  catalogo('GET /api/actividadeconomicassecundarias/list'),
  catalogo('GET /api/meses'),
  catalogo('GET /api/mercados/list'),
];
