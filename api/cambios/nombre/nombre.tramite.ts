// The trade-name change's entry in the API's procedure registry.
import { cambioNombre } from '../../../domain/cambios/nombre/definicion';
import { cambioApi } from '../tramite';
import { cambioNombreRoutes } from './nombre.routes';

export const cambioNombreApi = cambioApi({
  definicion: cambioNombre,
  datos: (_v, est) => ({ tipoProceso: est.tipoProcesoId, hasAlcohol: false }),
  filas: (_deps, v, est) => [{ campo: 'Nombre comercial', actual: est.nombreComercial, propuesto: String(v.c.propuesta.nuevo_nombre_comercial ?? '') }],
  rutas: cambioNombreRoutes,
});
