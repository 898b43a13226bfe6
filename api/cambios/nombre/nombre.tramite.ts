// The trade-name change's entry in the API's procedure registry: what the workflow starts with, what
// must be there before it is sent (spec 2 §5: the new name, different from the current one, and
// both documents) and what the reviewer compares.
import { MSG_CAMBIOS } from '../../../domain/cambios/comun';
import { cambioNombre } from '../../../domain/cambios/nombre/definicion';
import { erroresEnvioNombre } from '../../../domain/cambios/nombre/reglas';
import { HttpError } from '../../lib/errors';
import { archivosDeCambio } from '../archivos';
import { cambioApi } from '../tramite';
import { datosNombre } from './nombre.dto';
import { cambioNombreRoutes } from './nombre.routes';

export const cambioNombreApi = cambioApi({
  definicion: cambioNombre,
  datos: (_v, est) => datosNombre(est),
  async validarEnvio(deps, v, est) {
    const presentes = new Set((await archivosDeCambio(deps.db, v.s.id)).map((a) => a.tipo_archivo));
    const errores = erroresEnvioNombre({ nuevo: v.c.propuesta.nuevo_nombre_comercial, actual: est.nombreComercial, presentes });
    if (Object.keys(errores).length) throw new HttpError(422, MSG_CAMBIOS.camposObligatorios, 'CAMPOS_OBLIGATORIOS', errores);
  },
  filas: (_deps, v, est) => [{ campo: 'Nombre comercial', actual: est.nombreComercial, propuesto: String(v.c.propuesta.nuevo_nombre_comercial ?? '') }],
  rutas: cambioNombreRoutes,
});
