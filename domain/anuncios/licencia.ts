// Which establishments may ask for a sign (spec 3 §1: signs placed in the taxpayer's own
// establishments; spec 1 §4.7: after the property tax is paid). The spec does not say whether an
// establishment without a licence may: we hold that a sign is permitted for a business the
// municipality knows — its operating licence issued, or its request sent and in course — not for one
// whose licence is a draft, was returned, refused or revoked, or that has none. The API refuses the
// rest with MENSAJES_ANUNCIO.sinLicencia and the pages offer 'Agregar anuncio' only where it accepts.
import { MENSAJES_ANUNCIO as M } from './mensajes';

/** A licence request of the establishment as the rule reads it (solicitudes.estado, licencias.revocada). */
export interface LicenciaParaAnuncios {
  estado: string;
  revocada?: boolean | null;
}

/** Sent and in course, or issued. */
const ESTADOS_CON_ANUNCIOS: ReadonlySet<string> = new Set(['revision', 'pago', 'entrega', 'terminada']);

/** null when a sign may be requested; otherwise why not, in the person's words. */
export function motivoSinAnuncios(licencias: readonly LicenciaParaAnuncios[]): string | null {
  return licencias.some((l) => ESTADOS_CON_ANUNCIOS.has(l.estado) && !l.revocada) ? null : M.sinLicencia;
}
