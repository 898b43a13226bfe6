// Signs on a public road run on the kit: its definition is all it adds (the December notice and
// the 31 December expiry are the definition's own deadlines).
import { anuncioExterno } from '../../domain/anuncios/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function anuncioExternoWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(anuncioExterno, input);
}
