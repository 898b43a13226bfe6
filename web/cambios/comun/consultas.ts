// What the shared change-request pieces read from the API, under query keys of their own: every
// key starts with 'cambios', so a procedure that changed a request may refresh them all at once
// (`invalidar: [qkCambios.todo]`) or exactly its own.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { HistorialDto } from './tipos';

export const qkCambios = {
  todo: ['cambios'] as const,
  /** types 1/2/3 with a request in course (movements dialog) */
  tiposMovimiento: (locacionId: number) => ['cambios', 'tiposMovimiento', locacionId] as const,
  historial: (locacionId: number) => ['cambios', 'historial', locacionId] as const,
  /** a procedure's requests of an establishment: ['cambios', 'cambio_nombre', 12] */
  solicitudes: (tipo: string, locacionId: number) => ['cambios', tipo, locacionId] as const,
  /** one request */
  solicitud: (tipo: string, id: number) => ['cambios', tipo, 'solicitud', id] as const,
};

const valido = (id: number) => Number.isInteger(id) && id > 0;

export const useTiposMovimiento = (locacionId: number, activa = true) =>
  useQuery({
    queryKey: qkCambios.tiposMovimiento(locacionId),
    queryFn: () => api.get<number[]>(`/api/establecimientos/${locacionId}/tiposMovimiento`),
    enabled: activa && valido(locacionId),
  });

export const useHistorialCambios = (locacionId: number, activa = true) =>
  useQuery({
    queryKey: qkCambios.historial(locacionId),
    queryFn: () => api.get<HistorialDto>(`/api/establecimientos/${locacionId}/historial`),
    enabled: activa && valido(locacionId),
  });
