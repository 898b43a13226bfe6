// Signs in an establishment run on the kit: its definition is all it adds (the December notice and
// the 31 December expiry are the definition's own deadlines).
import { anuncio } from '../../domain/anuncios/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function anuncioWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(anuncio, input);
}
