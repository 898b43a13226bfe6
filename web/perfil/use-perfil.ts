import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { qk } from '../lib/consultas';
import type { Perfil } from '../lib/tipos';

/** The taxpayer profile (GET /api/contribuyentes/getByID/{id}). */
export function usePerfil(id: number | undefined) {
  return useQuery({
    queryKey: qk.perfil(id ?? 0),
    queryFn: () => api.get<Perfil>(`/api/contribuyentes/getByID/${id}`),
    enabled: Boolean(id),
  });
}
