// A change request runs on the kit: its definition is all it adds.
import { cambioActividad } from '../../domain/cambios/actividad/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function cambioActividadWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(cambioActividad, input);
}
