// Live music runs on the kit: its definition is all it adds.
import { musicaViva } from '../../domain/fiscalizacion/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function musicaVivaWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(musicaViva, input);
}
