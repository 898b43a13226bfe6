// Whether 'Agregar anuncio' may be offered for an establishment: the API's own rule
// (domain/anuncios/licencia.ts) over the licences the page already holds, or the establishment's.
import { motivoSinAnuncios, type LicenciaParaAnuncios } from '../../domain/anuncios/licencia';
import { useEstablecimiento } from '../licencia/solicitud/consultas';

/** A licence as the pages receive it (its request's state in the snapshot, and whether it was revoked). */
export interface LicenciaConTramite {
  revocada: boolean;
  tramite: { snapshot: { value: string } };
}

export const licenciasParaAnuncios = (ls: readonly LicenciaConTramite[]): LicenciaParaAnuncios[] => ls.map((l) => ({ estado: l.tramite.snapshot.value, revocada: l.revocada }));

/**
 * undefined while unknown (nothing is offered yet), null when a sign may be added, else why not.
 * `licencias`: the establishment's when the page has them; otherwise they are read.
 */
export function useMotivoSinAnuncios(locacionId: number | null, licencias?: readonly LicenciaConTramite[]): string | null | undefined {
  const detalle = useEstablecimiento(licencias ? null : locacionId);
  const lista = licencias ?? detalle.data?.licencia;
  return lista ? motivoSinAnuncios(licenciasParaAnuncios(lista)) : undefined;
}
