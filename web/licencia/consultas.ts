// Query keys and reads of the establishment pages (spec 1 §7.4). Everything about one
// establishment sits under ['establecimiento', id], so one invalidation refreshes it all; the
// lists sit under ['establecimientos'] (the licence form uses the same two prefixes).
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import type {
  DatosExtemporaneo,
  DocumentosEstablecimiento,
  EstablecimientoConLicencias,
  AnuenciaDto,
  LicenciaDto,
  NotificacionEstablecimiento,
  PendienteBebidas,
  TramitesEstablecimiento,
} from './tipos';

export const qkLic = {
  establecimientos: ['establecimientos'] as const,
  lista: (filtros: Record<string, string | number>) => ['establecimientos', filtros] as const,
  establecimiento: (id: number) => ['establecimiento', id] as const,
  licencias: (id: number) => ['establecimiento', id, 'licencias'] as const,
  anuencias: (id: number) => ['establecimiento', id, 'anuencias'] as const,
  notificaciones: (id: number) => ['establecimiento', id, 'notificaciones'] as const,
  extemporaneo: (id: number) => ['establecimiento', id, 'extemporaneo'] as const,
  bebidas: ['establecimientos', 'bebidas'] as const,
  documentos: ['establecimientos', 'documentos'] as const,
  tramites: ['tramites'] as const,
};

export function useEstablecimientoLicencias(id: number, activo = true) {
  return useQuery({
    queryKey: qkLic.establecimiento(id),
    queryFn: () => api.get<EstablecimientoConLicencias>(`/api/establecimientos/${id}`),
    enabled: activo,
  });
}

/** spec 1 §7.4 GET establecimientos/getLicenciasByLocacion/{id}: the licences by year. */
export function useLicenciasPorAnio(id: number, activo = true) {
  return useQuery({
    queryKey: qkLic.licencias(id),
    queryFn: () => api.get<LicenciaDto[]>(`/api/establecimientos/getLicenciasByLocacion/${id}`),
    enabled: activo,
  });
}

/** The civil-protection ruling of each period (spec 1 §3 Anuencia). */
export function useAnuencias(id: number, activo = true) {
  return useQuery({
    queryKey: qkLic.anuencias(id),
    queryFn: () => api.get<AnuenciaDto[]>(`/api/establecimientos/getAnuenciasByLocacion/${id}`),
    enabled: activo,
  });
}

export function useNotificacionesEstablecimiento(id: number, activo = true) {
  return useQuery({
    queryKey: qkLic.notificaciones(id),
    queryFn: () => api.get<NotificacionEstablecimiento[]>(`/api/establecimientos/notificaciones/${id}`),
    enabled: activo,
  });
}

export function useDatosExtemporaneo(id: number, activo = true) {
  return useQuery({
    queryKey: qkLic.extemporaneo(id),
    queryFn: () => api.get<DatosExtemporaneo>(`/api/establecimientos/getDataExtemporaneo/${id}`),
    enabled: activo,
  });
}

/** spec 1 §4.8: establishments whose beverage-licence window runs or lapsed (silent: a banner). */
export function usePendientesBebidas(activo = true) {
  return useQuery({
    queryKey: qkLic.bebidas,
    queryFn: () => api.get<PendienteBebidas[]>('/api/establecimientos/check-pending-licencias-bebidas-alcoholicas', { silencioso: true }),
    enabled: activo,
    staleTime: 60_000,
  });
}

export function useDocumentosEstablecimientos(activo = true) {
  return useQuery({
    queryKey: qkLic.documentos,
    queryFn: () => api.get<DocumentosEstablecimiento[]>('/api/establecimientos/documentos'),
    enabled: activo,
  });
}

export function useTramites() {
  return useQuery({ queryKey: qkLic.tramites, queryFn: () => api.get<TramitesEstablecimiento[]>('/api/tramites') });
}

/** What any change to an establishment refreshes: its own reads, the lists, the banners and the procedures. */
export const clavesEstablecimiento = (id: number) => [qkLic.establecimiento(id), qkLic.establecimientos, qkLic.tramites] as const;

