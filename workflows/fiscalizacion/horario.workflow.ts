// Extraordinary hours run on the kit: its definition is all it adds.
import { horarioExtraordinario } from '../../domain/fiscalizacion/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function horarioExtraordinarioWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(horarioExtraordinario, input);
}
