// The change of address's entry in the API's procedure registry.
import type { DomicilioEstablecimiento } from '../../../db/schema';
import { cambioDomicilio } from '../../../domain/cambios/domicilio/definicion';
import { domicilioTexto } from '../../../domain/common/domicilio';
import { cambioApi } from '../tramite';
import { cambioDomicilioRoutes } from './domicilio.routes';

export const cambioDomicilioApi = cambioApi({
  definicion: cambioDomicilio,
  datos: (v, est) => ({ tipoProceso: est.tipoProcesoId, hasAlcohol: Boolean(v.c.propuesta.has_alcohol), tieneUsoSuelo: Boolean(v.c.propuesta.tiene_uso_suelo) }),
  filas: (_deps, v, est) => {
    const p = v.c.propuesta;
    return [
      { campo: 'Domicilio', actual: domicilioTexto(est.domicilio), propuesto: p.domicilio ? domicilioTexto(p.domicilio as DomicilioEstablecimiento) : '' },
      { campo: 'Clave catastral', actual: est.claveCatastral, propuesto: String(p.clave_catastral ?? '') },
    ];
  },
  rutas: cambioDomicilioRoutes,
});
