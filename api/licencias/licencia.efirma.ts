// The licence as the Dirección de Ingresos and the Tesorería sign it with e.firma (spec 1 §4.3,
// docs/EFIRMA.md): the permanent licence, rendered for the first signature with its date of
// issue and the signers known so far; each signature is then an incremental update of that PDF.
import { generarLicenciaPdf } from '../../activities/pdf';
import type { Solicitud } from '../../db/schema';
import { nombreDe } from '../../domain/common/personas';
import { createContribuyentesRepository } from '../contribuyentes/contribuyentes.repository';
import { createEstablecimientosRepository } from '../establecimientos/establecimientos.repository';
import type { AppDeps } from '../lib/contexto';
import { forbidden } from '../lib/errors';
import { codigoVerificacion } from '../lib/verificacion';
import { createTareasRepository } from '../tareas/tareas.repository';
import { establecimientoPdf } from './impresos.licencia';
import { createLicenciasRepository } from './licencias.repository';

export async function licenciaParaFirmar(deps: AppDeps, s: Solicitud, firmante: { nombre: string; paso: string }) {
  const lic = await createLicenciasRepository({ db: deps.db }).porSolicitud(s.id);
  const est = lic ? await createEstablecimientosRepository({ db: deps.db }).porId(lic.locacionId) : null;
  const c = est ? await createContribuyentesRepository({ db: deps.db }).porId(est.contribuyenteId) : null;
  if (!lic || !est || !c) throw forbidden();
  const tareas = createTareasRepository({ db: deps.db });
  const nombre = async (paso: string, area: string) => (firmante.paso === paso ? firmante.nombre : ((await tareas.firmante(s.id, paso)) ?? area));
  const pdf = await generarLicenciaPdf({
    tipoLicenciaId: 1,
    folio: s.folio,
    anio: lic.anio,
    tipoProcesoId: (est.tipoProcesoId === 2 ? 2 : 1) as 1 | 2,
    establecimiento: establecimientoPdf(est),
    titular: { nombre: nombreDe(c), rfc: c.rfc },
    publicUrl: deps.config.PUBLIC_URL,
    codigoVerificacion: codigoVerificacion(deps.config.VERIFICACION_SECRET, s.folio),
    fechaExpedicion: new Date(),
    firmas: { directorIngresos: await nombre('firma_director', 'Dirección de Ingresos'), tesorero: await nombre('firma_tesorero', 'Tesorería Municipal') },
  });
  return { pdf, nombre: `licencia-${s.folio}` };
}
