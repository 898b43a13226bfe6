// What the change of owner's dialog reads (spec 2 §7 group cambioPropietario) under the change
// requests' query keys, and the taxpayer lookup by RFC.
import { useQuery } from '@tanstack/react-query';
import type { CambioPropietarioDto, ContribuyenteMinimo, DatosEstablecimientoPropietario } from '../../../api/cambios/propietario/propietario.schemas';
import { CAMBIO } from '../../../domain/cambios/comun';
import { MSG_CP_EXTRA } from '../../../domain/cambios/propietario/mensajes';
import { ApiError, api } from '../../lib/api';
import { qkCambios } from '../comun/consultas';

export type { CambioPropietarioDto, ContribuyenteMinimo, DatosEstablecimientoPropietario };

export const G = '/api/cambioPropietario';
export const qkPropietario = (locacionId: number) => qkCambios.solicitudes(CAMBIO.PROPIETARIO, locacionId);

export const useSolicitudesPropietario = (locacionId: number, activa: boolean) =>
  useQuery({
    queryKey: qkPropietario(locacionId),
    queryFn: () => api.get<CambioPropietarioDto[]>(`${G}/getSolicitudesCambioPropietario/${locacionId}`),
    enabled: activa,
  });

export const useDatosPropietario = (locacionId: number, activa: boolean) =>
  useQuery({
    queryKey: [...qkPropietario(locacionId), 'datos'],
    queryFn: () => api.get<DatosEstablecimientoPropietario>(`${G}/getDataDomicilio/${locacionId}`),
    enabled: activa,
  });

/** The renewal's owner change (the "Extra" request), or null. */
export const useSolicitudExtra = (locacionId: number, activa: boolean) =>
  useQuery({
    queryKey: [...qkPropietario(locacionId), 'extra'],
    queryFn: () => api.get<CambioPropietarioDto | null>(`${G}/getSolicitudCambioPropietarioExtra/${locacionId}`),
    enabled: activa,
  });

export type Busqueda = { ok: true; contribuyente: ContribuyenteMinimo } | { ok: false; mensaje: string };

/** GET contribuyentes/getByRFC: a registered taxpayer as {id, rfc}; an unknown RFC answers success false (no console error). */
export async function buscarPorRfc(rfc: string): Promise<Busqueda> {
  try {
    const c = await api.get<ContribuyenteMinimo>(`/api/contribuyentes/getByRFC/${encodeURIComponent(rfc)}`, { silencioso: true });
    return { ok: true, contribuyente: { id: c.id, rfc: c.rfc } };
  } catch (e) {
    if (e instanceof ApiError) return { ok: false, mensaje: e.message || MSG_CP_EXTRA.noEncontrado };
    throw e;
  }
}
