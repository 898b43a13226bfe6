// A land-use certificate runs on the kit: its definition is all it adds.
import { usoSuelo } from '../../domain/usosuelo/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function usoSueloWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(usoSuelo, input);
}
