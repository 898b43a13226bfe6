// Towers and antennas run on the kit: the review chain is their definition (domain/dictamenes).
import { torre } from '../../domain/dictamenes/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function torreWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(torre, input);
}
