// Change of economic activity (spec 2 §2 "Change of economic activity", §3, §4, §8): Licencias de
// Funcionamiento reviews it — a SARE business whose new activity sells alcohol moves to Licencias —
// and, without a land-use certificate for the new activity, Desarrollo Urbano verifies the use and
// validates its fee (1755). On approval the establishment takes the new activities.
import { CAMBIO, definirCambio, pasoRevision, pasosUsoSuelo, type DatosUsoSuelo } from '../comun';

export const cambioActividad = definirCambio<DatosUsoSuelo>({
  clave: CAMBIO.ACTIVIDAD,
  nombre: 'Cambio de actividad económica',
  workflowType: 'cambioActividadWorkflow',
  prefijoWorkflow: 'cambio-actividad',
  articulo: 'cambio de actividad económica',
  alAprobar: 'La actividad económica de su establecimiento ya fue actualizada.',
  pasos: [pasoRevision<DatosUsoSuelo>('Revisión del cambio de actividad económica', 'Cambio de actividad económica'), ...pasosUsoSuelo<DatosUsoSuelo>()],
});
