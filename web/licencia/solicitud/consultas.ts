// Query keys and catalogue reads of the licence request form (spec 1 §7.4). Mutations invalidate
// exactly these keys.
import { useQuery } from '@tanstack/react-query';
import type { AjusteEntregable } from '../../../domain/catalogos/entregables';
import type { GiroActividad } from '../../../domain/catalogos/establecimientos';
import { api, ApiError } from '../../lib/api';
import type { ConcesionarioLocal, EstablecimientoDetalle, GiroItem, ItemId, ItemMes, MercadoItem } from './tipos';

export const qkSolicitud = {
  establecimiento: (id: number) => ['establecimiento', id] as const,
  /** every establishment list of the taxpayer (list pages key theirs under this prefix) */
  establecimientos: ['establecimientos'] as const,
  giros: ['cat', 'giroactividades'] as const,
  tiposPropiedad: ['cat', 'tipopropiedades'] as const,
  categorias: ['cat', 'categorias'] as const,
  tiposLocal: ['cat', 'tipolocales'] as const,
  subtiposLocal: (tipoLocalId: number) => ['cat', 'tipolocales', tipoLocalId, 'subtipos'] as const,
  meses: ['cat', 'meses'] as const,
  mercados: ['cat', 'mercados'] as const,
  concesionario: (rfc: string) => ['padron-mercados', rfc] as const,
  entregables: (licenciaId: number | null) => ['licencia', licenciaId ?? 'nueva', 'entregables'] as const,
};

const CATALOGO = { staleTime: 10 * 60_000 };
const leer = <T,>(ruta: string) => () => api.get<T>(ruta, { silencioso: true });

export function useEstablecimiento(id: number | null) {
  return useQuery({
    queryKey: qkSolicitud.establecimiento(id ?? 0),
    queryFn: leer<EstablecimientoDetalle>(`/api/establecimientos/${id}`),
    enabled: id !== null,
    retry: false,
  });
}

export const useGiros = () => useQuery({ queryKey: qkSolicitud.giros, queryFn: leer<GiroItem[]>('/api/giroactividades'), ...CATALOGO });
export const useTiposPropiedad = () => useQuery({ queryKey: qkSolicitud.tiposPropiedad, queryFn: leer<ItemId[]>('/api/tipopropiedades/list'), ...CATALOGO });
export const useCategorias = () => useQuery({ queryKey: qkSolicitud.categorias, queryFn: leer<ItemId[]>('/api/categorias/list'), ...CATALOGO });
export const useTiposLocal = () => useQuery({ queryKey: qkSolicitud.tiposLocal, queryFn: leer<ItemId[]>('/api/tipolocales'), ...CATALOGO });
export const useMeses = () => useQuery({ queryKey: qkSolicitud.meses, queryFn: leer<ItemMes[]>('/api/meses'), ...CATALOGO });

export const useMercados = () => useQuery({ queryKey: qkSolicitud.mercados, queryFn: leer<MercadoItem[]>('/api/mercados/list'), ...CATALOGO });

/**
 * spec 1 §4.6 answer 4, §7.2: the taxpayer's own stall in the market padrón; null when the RFC is
 * not there. Asked once per visit of a market opening.
 */
export function useConcesionario(rfc: string | null, enabled: boolean) {
  return useQuery({
    queryKey: qkSolicitud.concesionario(rfc ?? ''),
    queryFn: async () => {
      try {
        return await api.get<ConcesionarioLocal>(`/api/locales-mercados/concesionarioByRFC/${encodeURIComponent(rfc ?? '')}`, { silencioso: true });
      } catch (e) {
        // Not in the padrón: `success: false` with no data (an RFC without a stall is the usual case).
        if (e instanceof ApiError && (e.cuerpo as { data?: unknown } | null)?.data === null) return null;
        throw e;
      }
    },
    enabled: enabled && Boolean(rfc),
    retry: false,
    staleTime: Infinity,
  });
}

export function useSubtiposLocal(tipoLocalId: number | null) {
  return useQuery({
    queryKey: qkSolicitud.subtiposLocal(tipoLocalId ?? 0),
    queryFn: leer<ItemId[]>(`/api/tipolocales/subtipos/${tipoLocalId}`),
    enabled: tipoLocalId !== null,
    ...CATALOGO,
  });
}

/** the office's catalogues as the request reads them (now for a new form, else at its creation). */
export interface CatalogosSolicitudDto {
  fecha: string;
  ajustes: AjusteEntregable[];
  giros: (GiroActividad & { activo: boolean })[];
}

export const useCatalogosSolicitud = (licenciaId: number | null) =>
  useQuery({
    queryKey: qkSolicitud.entregables(licenciaId),
    queryFn: leer<CatalogosSolicitudDto>(licenciaId === null ? '/api/licencia/entregables' : `/api/licencia/${licenciaId}/entregables`),
    staleTime: 60_000,
  });
