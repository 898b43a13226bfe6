// Billboards run on the kit: the review chain is their definition (domain/dictamenes).
import { espectacular } from '../../domain/dictamenes/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function espectacularWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(espectacular, input);
}
