// The authorization format of signs (in an establishment or on a public road) as Desarrollo Urbano
// signs it with e.firma (spec 3 §4.5, docs/EFIRMA.md): dated the day of the signature. Once signed,
// the stored PDF is what generateformatoautorizacion serves, byte for byte.
import { formatoAutorizacionAnuncioPdf } from '../../activities/pdf/anuncios';
import type { Solicitud } from '../../db/schema';
import type { AppDeps } from '../lib/contexto';
import { forbidden } from '../lib/errors';
import { createAnunciosRepository } from './anuncios.repository';
import { datosPdfAnuncio } from './impresos';

export async function formatoAnuncioParaFirmar(deps: AppDeps, s: Solicitud) {
  const v = await createAnunciosRepository({ db: deps.db }).leer(s.id);
  if (!v) throw forbidden();
  const datos = await datosPdfAnuncio(deps.db, v, { publicUrl: deps.config.PUBLIC_URL, secreto: deps.config.VERIFICACION_SECRET });
  const pdf = await formatoAutorizacionAnuncioPdf({ ...datos, fechaAutorizacion: new Date().toISOString() });
  return { pdf, nombre: `formato-autorizacion-${s.folio}` };
}
