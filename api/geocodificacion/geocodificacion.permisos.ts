// The map's reverse geocoding takes any session (spec 1 §7.6; matrix in api/lib/permisos.ts): the
// licence form is the taxpayer's, and staff open the same map. Anonymous callers must not spend
// the municipality's maps service.
import { SESION, type FilaPermisos } from '../lib/permisos';

export const permisosGeocodificacion: FilaPermisos[] = [
  // Av. Héroes 112, Centro (sim/data/geocodificador-calles.json): every signed-in caller gets its address.
  { ruta: 'GET /api/geocodificacion/reversa', query: () => ({ lat: 18.5036, lng: -88.2961 }), esperado: SESION },
];
