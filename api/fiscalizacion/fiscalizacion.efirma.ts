// The certificate of extraordinary hours or live music as Fiscalización signs it with e.firma
// (spec 2 §4, docs/EFIRMA.md): the operator, then the inspector. It is rendered for the operator's
// signature, dated that day, with the signers known so far; the inspector's signature is an
// incremental update of that PDF, which from then on is the certificate the taxpayer downloads.
import { generarConstanciaFiscalizacionPdf } from '../../activities/pdf';
import type { Solicitud } from '../../db/schema';
import { PASO_FISCALIZACION } from '../../domain/fiscalizacion/comun';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import type { AppDeps } from '../lib/contexto';
import { forbidden } from '../lib/errors';
import { createLicenciasRepository } from '../licencias/licencias.repository';
import { createTareasRepository } from '../tareas/tareas.repository';
import { createFiscalizacionRepository } from './fiscalizacion.repository';
import { constanciaCon } from './impresos';

export async function constanciaParaFirmar(deps: AppDeps, s: Solicitud, firmante: { nombre: string; paso: string }) {
  const v = await createFiscalizacionRepository({ db: deps.db }).porId(s.id);
  const [est, lic] = v
    ? await Promise.all([createEstablecimientosRepository({ db: deps.db }).porId(v.f.locacionId), createLicenciasRepository({ db: deps.db }).porId(v.f.licenciaId)])
    : [null, null];
  if (!v || !est || !lic) throw forbidden();
  const tareas = createTareasRepository({ db: deps.db });
  const nombre = async (paso: string) => (firmante.paso === paso ? firmante.nombre : await tareas.firmante(s.id, paso));
  const c = await constanciaCon(deps.db, v, est, lic, { publicUrl: deps.config.PUBLIC_URL, secreto: deps.config.VERIFICACION_SECRET }, {
    fechaEmision: new Date(),
    firmas: { operador: await nombre(PASO_FISCALIZACION.FIRMA_OPERADOR), fiscalizador: await nombre(PASO_FISCALIZACION.FIRMA_FISCALIZADOR) },
  });
  return { pdf: await generarConstanciaFiscalizacionPdf(c), nombre: `constancia-${s.folio}` };
}
