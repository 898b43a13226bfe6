// A change request runs on the kit: its definition is all it adds.
import { cambioPropietario } from '../../domain/cambios/propietario/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function cambioPropietarioWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(cambioPropietario, input);
}
