// A request for a new activity runs on the kit: its definition is all it adds.
import { giro } from '../../domain/giro/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function giroWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(giro, input);
}
