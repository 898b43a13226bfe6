// Query keys and catalogue reads of the licence request form (spec 1 §7.4). Mutations invalidate
// exactly these keys.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { EstablecimientoDetalle, GiroItem, ItemId, ItemMes } from './tipos';

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

export function useSubtiposLocal(tipoLocalId: number | null) {
  return useQuery({
    queryKey: qkSolicitud.subtiposLocal(tipoLocalId ?? 0),
    queryFn: leer<ItemId[]>(`/api/tipolocales/subtipos/${tipoLocalId}`),
    enabled: tipoLocalId !== null,
    ...CATALOGO,
  });
}
