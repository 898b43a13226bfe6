// The change of owner's entry in the API's procedure registry.
import { cambioPropietario } from '../../../domain/cambios/propietario/definicion';
import { cambioApi } from '../tramite';
import { cambioPropietarioRoutes } from './propietario.routes';

export const cambioPropietarioApi = cambioApi({
  definicion: cambioPropietario,
  datos: (_v, est) => ({ tipoProceso: est.tipoProcesoId, hasAlcohol: false }),
  filas: (_deps, v) => [{ campo: 'Propietario (RFC)', actual: String(v.c.propuesta.old_rfc ?? ''), propuesto: String(v.c.propuesta.new_rfc ?? '') }],
  rutas: cambioPropietarioRoutes,
});
