// The public check of a tower or billboard dictamen (TOR-/ESP- folios; the QR of its PDF): valid once
// signed and not deleted; its data — what the printed dictamen shows — only with the QR's signed code.
import { eq } from 'drizzle-orm';
import { solicitudes } from '../../db/schema';
import { FOLIO_DICTAMEN_RE } from '../../domain/dictamenes/comun';
import type { AppDeps } from '../lib/contexto';
import { tramitesRegistrados } from '../tramites/registro';
import type { TramiteApiDictamen } from './tramite';
import type { DictamenVerificado } from './verificacion.schemas';

export const esFolioDictamen = (folio: string) => FOLIO_DICTAMEN_RE.test(folio);

/** null when no signed dictamen carries this folio. */
export async function verificarDictamen(deps: AppDeps, folio: string): Promise<DictamenVerificado | null> {
  const [s] = await deps.db.select({ id: solicitudes.id, procedimiento: solicitudes.procedimiento }).from(solicitudes).where(eq(solicitudes.folio, folio));
  const t = s ? (tramitesRegistrados()[s.procedimiento] as Partial<TramiteApiDictamen> | undefined) : undefined;
  const a = t?.adaptador;
  const v = a && s ? await a.leer(deps, s.id) : null;
  if (!a || !v || !v.d.documentoFirmado || v.d.eliminadaAt) return null;
  const d = await a.datosPdf(deps, v);
  return {
    tipo: a.tipo,
    tramite: t.definicion?.nombre ?? '',
    titular: d.contribuyente.nombre,
    clave_catastral: d.claveCatastral,
    domicilio: d.domicilio,
    caracteristicas: d.caracteristicas,
    fecha_firma: v.d.fechaFirma?.toISOString() ?? null,
  };
}
