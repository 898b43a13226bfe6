// What the land-use pages read from the API (spec 1 §7.4; spec 3 §7.3), under query keys of their
// own so a move refreshes exactly the certificate and its establishment's list.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CatalogosUsoSueloDto, ConstanciaDetalleDto, ListaConstanciasDto } from '../../api/usosuelo/usosuelo.schemas';
import { api } from '../lib/api';

export const qkUsoSuelo = {
  todo: ['usosuelo'] as const,
  catalogos: ['usosuelo', 'catalogos'] as const,
  lista: (locacionId: number, pagina?: number) => (pagina === undefined ? (['usosuelo', 'lista', locacionId] as const) : (['usosuelo', 'lista', locacionId, pagina] as const)),
  constancia: (id: number) => ['usosuelo', 'constancia', id] as const,
};

export const useCatalogosUsoSuelo = () =>
  useQuery({ queryKey: qkUsoSuelo.catalogos, queryFn: () => api.get<CatalogosUsoSueloDto>('/api/constancia_uso_suelo/catalogos'), staleTime: Infinity });

export const useConstancias = (locacionId: number, pagina: number, activa = true) =>
  useQuery({
    queryKey: qkUsoSuelo.lista(locacionId, pagina),
    queryFn: () => api.get<ListaConstanciasDto>(`/api/constancia_uso_suelo/establecimiento/${locacionId}?page=${pagina}`),
    enabled: activa && Number.isInteger(locacionId) && locacionId > 0,
    placeholderData: keepPreviousData,
  });

export const useConstancia = (id: number) =>
  useQuery({
    queryKey: qkUsoSuelo.constancia(id),
    queryFn: () => api.get<ConstanciaDetalleDto>(`/api/constancia_uso_suelo/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
