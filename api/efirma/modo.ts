// The municipality's signing mode (a setting, docs/EFIRMA.md): the administrator's choice, or the
// configured default until there is one (api/config.ts EFIRMA).
import { requiereEfirma, type ModoFirma } from '../../domain/efirma/pasos';
import type { DefPaso } from '../../domain/tramite/definicion';
import { definicionDe } from '../../domain/tramites';
import type { AppDeps } from '../lib/contexto';
import { createEfirmaRepository } from './efirma.repository';

export async function modoFirma(deps: AppDeps): Promise<ModoFirma> {
  return (await createEfirmaRepository({ db: deps.db }).modo()) ?? deps.efirma.modoInicial;
}

/** Whether this step of this procedure is signed with e.firma now (the step asks for it and the mode is 'efirma'). */
export async function pasoConEfirma(deps: AppDeps, procedimiento: string, paso: string): Promise<boolean> {
  const p = (definicionDe(procedimiento).pasos as readonly DefPaso[]).find((x) => x.clave === paso);
  return requiereEfirma(p, await modoFirma(deps));
}
