// The upgrade drill's "next release" of the workflow code (tests/stack/actualizacion.ts): every
// workflow as it is, plus a change behind patched(), as every workflow change ships (docs/
// OPERACION.md, "Upgrading"). A workflow interceptor in the new bundle: the first update or signal
// a workflow handles under this code records the marker and a memo, so the drill sees that
// requests begun under the previous build went on under this one, and their histories, recorded
// before the change, replay without a nondeterminism error. Never part of the product's bundle.
import { patched, upsertMemo, type WorkflowInterceptorsFactory } from '@temporalio/workflow';

/** The marker a workflow records the first time this code handles a person's action (never on replay of older events). */
export const PARCHE_SIMULACRO = 'simulacro-version-2';

function marcar() {
  if (patched(PARCHE_SIMULACRO)) upsertMemo({ version: 'version-2' });
}

export const interceptors: WorkflowInterceptorsFactory = () => ({
  inbound: [
    {
      async handleUpdate(input, next) {
        marcar();
        return next(input);
      },
      async handleSignal(input, next) {
        marcar();
        return next(input);
      },
    },
  ],
});
