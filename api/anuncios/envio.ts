// 'Enviar a revisión' of an advertising request of either procedure (spec 3 §4.1: status 10). A
// returned request resumes with the data it was first sent with (the kit's resend), so when its
// signs changed its risk while it was returned (a self-supporting sign or an electronic screen
// added, or the last one removed), the workflow is told first (EVENTO_ANUNCIO.RIESGO): Protección
// Civil's review then applies, or stops applying, to the corrected request.
import { EVENTO_ANUNCIO, type DatosAnuncio } from '../../domain/anuncios/comun';
import type { AppDeps } from '../lib/contexto';
import { enviarTramite } from '../tramites/acciones';
import { senalEvento } from '../tramites/temporal';
import type { VistaSolicitudAnuncio } from './anuncios.repository';

/** The risk the request was sent with, when it was returned and its signs now say otherwise. */
export function riesgoCambiado(v: VistaSolicitudAnuncio): boolean {
  if (v.s.estado !== 'devuelta') return false;
  const datos = v.s.snapshot?.context.datos as Partial<DatosAnuncio> | undefined;
  return typeof datos?.altoRiesgo === 'boolean' && datos.altoRiesgo !== v.sa.altoRiesgo;
}

export async function enviarSolicitudAnuncio(deps: AppDeps, v: VistaSolicitudAnuncio, mensajeBloqueo: string): Promise<void> {
  if (riesgoCambiado(v)) await senalEvento(deps, v.s, EVENTO_ANUNCIO.RIESGO, { altoRiesgo: v.sa.altoRiesgo });
  await enviarTramite(deps, v.s, mensajeBloqueo);
}
