// A brigadista's visits: the API's shapes (api/visitas), their query keys and queries.
import { useQuery } from '@tanstack/react-query';
import type { VisitaDto } from '../../api/visitas/visitas.schemas';
import { api } from '../lib/api';

export type Visita = VisitaDto;

export const qkVisitas = {
  todo: ['visitas'] as const,
  dia: (fecha: string) => ['visitas', 'dia', fecha] as const,
  una: (id: number) => ['visitas', 'una', id] as const,
};

export const useMisVisitas = (fecha: string) => useQuery({ queryKey: qkVisitas.dia(fecha), queryFn: () => api.get<Visita[]>(`/api/visitas/mias?fecha=${fecha}`) });

export const useVisita = (id: number) => useQuery({ queryKey: qkVisitas.una(id), queryFn: () => api.get<Visita>(`/api/visitas/${id}`), enabled: Number.isInteger(id) && id > 0 });

/** A visit still waiting for its result, as the list and the form tell it. */
export const pendiente = (v: Visita) => v.resultado === null && v.paso_actual === 'visita';
