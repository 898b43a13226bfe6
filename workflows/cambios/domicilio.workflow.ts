// A change request runs on the kit: its definition is all it adds.
import { cambioDomicilio } from '../../domain/cambios/domicilio/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function cambioDomicilioWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(cambioDomicilio, input);
}
