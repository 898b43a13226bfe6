// The agreements' queries (spec 2 §7 GET convenio/list, GET establecimientos/getConveniosByEstablecimiento/{id}).
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { catConvenioSchema, convenioSchema } from '../../api/convenios/convenios.schemas';
import { api } from '../lib/api';

export type Convenio = z.infer<typeof convenioSchema>;
export type TipoConvenio = z.infer<typeof catConvenioSchema>;

export const qkConvenios = {
  catalogo: ['convenios', 'catalogo'] as const,
  deEstablecimiento: (locacionId: number) => ['convenios', 'establecimiento', locacionId] as const,
};

export const useCatalogoConvenios = (habilitado: boolean) =>
  useQuery({ queryKey: qkConvenios.catalogo, queryFn: () => api.get<TipoConvenio[]>('/api/convenio/list'), enabled: habilitado, staleTime: 10 * 60_000 });

export const useConvenios = (locacionId: number, habilitado: boolean) =>
  useQuery({
    queryKey: qkConvenios.deEstablecimiento(locacionId),
    queryFn: () => api.get<Convenio[]>(`/api/establecimientos/getConveniosByEstablecimiento/${locacionId}`),
    enabled: habilitado,
  });
