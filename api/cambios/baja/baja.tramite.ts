// The closure's entry in the API's procedure registry.
import { bajaEstablecimiento } from '../../../domain/cambios/baja/definicion';
import { cambioApi } from '../tramite';
import { cambioBajaRoutes } from './baja.routes';

export const bajaEstablecimientoApi = cambioApi({
  definicion: bajaEstablecimiento,
  datos: (v, est) => ({ tipoProceso: est.tipoProcesoId, hasAlcohol: Boolean(v.c.propuesta.has_alcohol) }),
  filas: (_deps, v) => [{ campo: 'Fecha de baja ante el SAT', actual: '—', propuesto: String(v.c.propuesta.fecha_sat ?? '') }],
  rutas: cambioBajaRoutes,
});
