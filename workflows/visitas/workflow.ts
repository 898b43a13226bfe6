// A field inspection runs on the kit: its definition is all it adds.
import { visita } from '../../domain/visitas/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function visitaWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(visita, input);
}
