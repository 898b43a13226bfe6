// The change of economic activity's entry in the API's procedure registry.
import { cambioActividad } from '../../../domain/cambios/actividad/definicion';
import { giroPorId } from '../../../domain/licencia/catalogos';
import { cambioApi } from '../tramite';
import { cambioActividadRoutes } from './actividad.routes';

const giros = (ids: readonly unknown[]) => ids.map((id) => giroPorId(Number(id))?.nombre ?? String(id)).join(', ') || '—';

export const cambioActividadApi = cambioApi({
  definicion: cambioActividad,
  datos: (v, est) => ({ tipoProceso: est.tipoProcesoId, hasAlcohol: Boolean(v.c.propuesta.has_alcohol), tieneUsoSuelo: Boolean(v.c.propuesta.tiene_uso_suelo) }),
  filas: (_deps, v, est) => {
    const p = v.c.propuesta;
    return [
      { campo: 'Actividad principal', actual: giros([est.giroActividadId]), propuesto: giros([p.giro_actividad_id]) },
      { campo: 'Actividades secundarias', actual: giros(est.actividadesSecundarias), propuesto: giros((p.actividades_secundarias as unknown[]) ?? []) },
    ];
  },
  rutas: cambioActividadRoutes,
});
