// Rights assignments over a market stall run on the kit: their steps are the definition's (domain/cesiones).
import { cesionDerecho } from '../../domain/cesiones/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function cesionDerechoWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(cesionDerecho, input);
}
