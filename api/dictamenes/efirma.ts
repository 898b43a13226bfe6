// The dictamen of a tower or a billboard as the Dirección de Desarrollo Urbano signs it with e.firma
// (spec 3 §4.4, docs/EFIRMA.md): the signed dictamen, not its draft, dated the day of the signature,
// the signature step approved that day in its table of decisions and the signer's name on its line.
// Once signed, the stored PDF is what viewDictamenPDF {firmado: true} serves.
import { dictamenPdf } from '../../activities/pdf/dictamen';
import type { Solicitud } from '../../db/schema';
import type { DefPaso } from '../../domain/tramite/definicion';
import { ESTATUS, palabraEstatus } from '../../domain/tramite/estatus';
import { definicionDe } from '../../domain/tramites';
import type { AppDeps } from '../lib/contexto';
import { forbidden } from '../lib/errors';
import type { AdaptadorDictamen } from './adaptador';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function dictamenParaFirmar(a: AdaptadorDictamen<any, any>, deps: AppDeps, s: Solicitud, firmante: { nombre: string; paso: string }) {
  const v = await a.leer(deps, s.id);
  if (!v) throw forbidden();
  const datos = await a.datosPdf(deps, v);
  const ahora = new Date().toISOString();
  const etiqueta = (definicionDe(s.procedimiento).pasos as readonly DefPaso[]).find((p) => p.clave === firmante.paso)?.etiqueta;
  const pdf = await dictamenPdf({
    ...datos,
    firmado: true,
    fechaFirma: ahora,
    firmante: firmante.nombre,
    revisiones: datos.revisiones.map((r) => (r.nivel === etiqueta ? { ...r, resultado: palabraEstatus(ESTATUS.APROBADO, 'paso'), fecha: ahora } : r)),
  });
  return { pdf, nombre: `dictamen-${s.folio}` };
}
