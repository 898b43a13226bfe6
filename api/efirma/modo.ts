// The municipality's signing mode (a setting, docs/EFIRMA.md): the administrator's choice, or the
// configured default until there is one (api/config.ts EFIRMA).
import type { ModoFirma } from '../../domain/efirma/pasos';
import type { AppDeps } from '../lib/contexto';
import { createEfirmaRepository } from './efirma.repository';

export async function modoFirma(deps: AppDeps): Promise<ModoFirma> {
  return (await createEfirmaRepository({ db: deps.db }).modo()) ?? deps.efirma.modoInicial;
}
