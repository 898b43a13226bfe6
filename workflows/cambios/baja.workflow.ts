// A change request runs on the kit: its definition is all it adds.
import { bajaEstablecimiento } from '../../domain/cambios/baja/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function bajaEstablecimientoWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(bajaEstablecimiento, input);
}
