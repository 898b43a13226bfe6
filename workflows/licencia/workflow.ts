// The operating licence (spec 1 §4.3–4.5, §4.8) runs on the kit: its definition is all it adds.
import { licencia } from '../../domain/licencia/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function licenciaWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(licencia, input);
}
