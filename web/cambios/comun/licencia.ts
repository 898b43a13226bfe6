// When an establishment may ask for changes: it needs an issued operating licence — a
// licence whose request finished approved and that was not revoked. The API checks again.
import { ESTATUS } from '../../../domain/tramite/estatus';
import { leerLicencia } from '../../licencia/estatus';
import type { LicenciaDto } from '../../licencia/tipos';

type LicenciaLeible = Pick<LicenciaDto, 'tramite' | 'revocada'>;

export function licenciaEmitida(l: LicenciaLeible | null | undefined): boolean {
  if (!l || l.revocada) return false;
  const t = leerLicencia(l);
  return t.estado === 'terminada' && t.estatus === ESTATUS.APROBADO;
}

/** Any of the establishment's licences issued (a renewal under way keeps the issued one). */
export const puedeSolicitarCambios = (licencias: readonly LicenciaLeible[] | null | undefined) => (licencias ?? []).some(licenciaEmitida);
