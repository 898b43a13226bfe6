// The upgrade drill's "next release" of the workflow code (tests/stack/actualizacion.test.ts): the
// kit's runner as it is, plus a change behind patched(), as every workflow change ships (docs/
// OPERACION.md, "Upgrading"). A request that finishes under this code records it in its memo, so
// the drill sees that requests begun under the previous build went on under this one, and a
// history recorded before the change replays without a nondeterminism error. Bundled in place of
// workflows/tramite/runner.ts by scripts/build.ts (reemplazos); never part of the product.
import { patched, upsertMemo } from '@temporalio/workflow';
import type { CualquierDefinicion } from '../../../domain/tramite/definicion';
import type { EntradaTramite, EstadoWf } from '../../../workflows/tramite/mensajes';
import { ejecutarTramite as ejecutarAnterior } from '../../../workflows/tramite/runner';

export { fallo } from '../../../workflows/tramite/runner';

/** The marker a workflow records the first time this code runs past its end (never on replay of older histories). */
export const PARCHE_SIMULACRO = 'simulacro-version-2';

export async function ejecutarTramite(def: CualquierDefinicion, input: EntradaTramite): Promise<EstadoWf> {
  const estado = await ejecutarAnterior(def, input);
  if (patched(PARCHE_SIMULACRO)) upsertMemo({ terminadoPor: 'version-2' });
  return estado;
}
