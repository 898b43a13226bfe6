// The authorization of a rights assignment signed with e.firma (spec 3 §4.6, §7.7; docs/EFIRMA.md):
// where the municipality adopted it, the Secretaría signs the authorization format itself instead
// of signing it on paper and Mercados scanning it (subirArchivoAutoSec). The format is rendered for
// the signature; once signed, that PDF is the request's authorization (slot autorizacion_sec), the
// document the taxpayer and Mercados download, byte for byte.
import type { Solicitud } from '../../db/schema';
import { PASO_CESION } from '../../domain/cesiones/definicion';
import { SLOT_CESION } from '../../domain/cesiones/reglas';
import { pasoConEfirma } from '../efirma/modo';
import type { AppDeps } from '../lib/contexto';
import { forbidden } from '../lib/errors';
import { guardarArchivos } from './cesiones.acceso';
import { createCesionesRepository } from './cesiones.repository';
import { faltaAutorizacion } from './cesiones.staff';
import { formatoCesionPdf } from './formato';

export async function formatoCesionParaFirmar(deps: AppDeps, s: Solicitud) {
  const v = await createCesionesRepository({ db: deps.db }).leer(s.id);
  if (!v) throw forbidden();
  return { pdf: await formatoCesionPdf(deps, v), nombre: `autorizacion-${s.folio}` };
}

/** antesDeAprobar of the authorization: the scanned signed authorization, unless it is signed with e.firma. */
export async function autorizacionPendiente(deps: AppDeps, s: Pick<Solicitud, 'procedimiento'>, archivos: Record<string, number> | null | undefined) {
  return (await pasoConEfirma(deps, s.procedimiento, PASO_CESION.AUTORIZACION)) ? null : faltaAutorizacion(archivos);
}

/** The signed authorization becomes the request's authorization document. */
export async function autorizacionFirmada(deps: AppDeps, s: Solicitud, paso: string, documento: { pdf: Buffer; nombre: string }) {
  if (paso !== PASO_CESION.AUTORIZACION) return;
  const repo = createCesionesRepository({ db: deps.db });
  const v = await repo.leer(s.id);
  if (!v) return;
  const archivos = await guardarArchivos(deps, v, new Map([[SLOT_CESION.AUTORIZACION, { buf: documento.pdf, nombre: `${documento.nombre}.pdf`, mime: 'application/pdf' }]]));
  await repo.fijarArchivos(s.id, archivos);
}
