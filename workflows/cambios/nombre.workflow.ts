// A change request runs on the kit: its definition is all it adds.
import { cambioNombre } from '../../domain/cambios/nombre/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function cambioNombreWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(cambioNombre, input);
}
