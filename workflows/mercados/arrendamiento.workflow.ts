// Market-stall leases run on the kit: their steps and the contract's end date are the definition's (domain/arrendamientos).
import { arrendamiento } from '../../domain/arrendamientos/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function arrendamientoWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(arrendamiento, input);
}
