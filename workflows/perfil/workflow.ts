// The taxpayer profile's review (spec 1 §4.2) runs on the kit: its definition is all it adds.
import { perfil } from '../../domain/perfil/definicion';
import type { EntradaTramite, EstadoWf } from '../tramite/mensajes';
import { ejecutarTramite } from '../tramite/runner';

export async function perfilWorkflow(input: EntradaTramite): Promise<EstadoWf> {
  return ejecutarTramite(perfil, input);
}
