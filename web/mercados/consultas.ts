// Mercados' staff page: its queries and their keys, over api/mercados.
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { localMercadoSchema, rangoSchema } from '../../api/mercados/mercados.schemas';
import { AREA_MERCADOS } from '../../domain/arrendamientos/definicion';
import { api } from '../lib/api';
import type { Sesion } from '../lib/tipos';

export type LocalMercado = z.output<typeof localMercadoSchema>;
export type RangoCobroPiso = z.output<typeof rangoSchema>;

export const qkMercados = {
  todo: ['mercados'] as const,
  locales: (mercadoId: number) => ['mercados', 'locales', mercadoId] as const,
  rangos: ['mercados', 'rangos'] as const,
};

/** Mercados' staff (area 27) and root: who may open the page (the API refuses anyone else). */
export const esPersonalMercados = (s: Pick<Sesion, 'role' | 'areas'>) => s.role === 'root' || s.areas.some((a) => a.id === AREA_MERCADOS);

/** The stalls of a market with their concessionaire and monthly floor fee. */
export function useLocales(mercadoId: number, activo = true) {
  return useQuery({
    queryKey: qkMercados.locales(mercadoId),
    queryFn: () => api.get<LocalMercado[]>(`/api/cesion-Derecho/getLocalesMercados?mercado_id=${mercadoId}`),
    enabled: activo,
  });
}

/** The floor-fee ranges, smallest surfaces first. */
export function useRangos(activo = true) {
  return useQuery({ queryKey: qkMercados.rangos, queryFn: () => api.get<RangoCobroPiso[]>('/api/cat/RangoCobroPiso'), enabled: activo });
}
