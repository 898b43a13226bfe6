// What the closure's dialog reads: the establishment's licence (the spec's paths are under
// licencia/{id}) and its closure request, under the change requests' query keys.
import { useQuery } from '@tanstack/react-query';
import type { BajaDto } from '../../../api/cambios/baja/baja.schemas';
import { CAMBIO } from '../../../domain/cambios/comun';
import { ApiError, api } from '../../lib/api';
import { useEstablecimientoLicencias } from '../../licencia/consultas';
import { qkCambios } from '../comun/consultas';

export type { BajaDto };

export const qkBaja = (locacionId: number) => qkCambios.solicitudes(CAMBIO.BAJA, locacionId);

/** The establishment's newest licence: the closure's routes name it. */
export function useLicenciaDe(locacionId: number, activa: boolean) {
  const q = useEstablecimientoLicencias(locacionId, activa);
  const lic = [...(q.data?.licencia ?? [])].sort((a, b) => b.anio - a.anio || b.id - a.id)[0];
  return { licenciaId: lic?.id ?? null, cargando: q.isPending && activa, error: q.isError };
}

/** GET licencia/{id}/getBajaEstablecimiento: the closure, or null when there is none (success false). */
export function useBaja(locacionId: number, licenciaId: number | null) {
  return useQuery({
    queryKey: [...qkBaja(locacionId), licenciaId],
    enabled: licenciaId !== null,
    queryFn: async () => {
      try {
        return await api.get<BajaDto>(`/api/licencia/${licenciaId}/getBajaEstablecimiento`, { silencioso: true });
      } catch (e) {
        if (e instanceof ApiError && e.status === 200) return null;
        throw e;
      }
    },
  });
}
