import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { qk } from '../lib/consultas';
import type { Notificacion } from '../lib/tipos';

/** The user's notifications, polled every 30 s so the badge stays current. */
export function useNotificaciones(userId: number | undefined) {
  return useQuery({
    queryKey: qk.notificaciones(userId ?? 0),
    queryFn: () => api.get<Notificacion[]>(`/api/notificaciones/${userId}`, { silencioso: true }),
    enabled: Boolean(userId),
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
  });
}

export function contarNoLeidas(lista: Notificacion[] | undefined): number {
  return (lista ?? []).filter((n) => !n.read_at).length;
}

export function useMarcarLeida(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (notifId: number) => api.post(`/api/notificacion/${userId}/${notifId}`, undefined, { exito: false, overlay: false }),
    onSuccess: (_r, notifId) => {
      qc.setQueryData<Notificacion[]>(qk.notificaciones(userId), (prev) =>
        prev?.map((n) => (n.id === notifId ? { ...n, read_at: n.read_at ?? new Date().toISOString() } : n)),
      );
    },
  });
}

export function useMarcarTodas(userId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`/api/notificaciones/${userId}/leer-todas`, undefined, { exito: false }),
    onSuccess: () => qc.invalidateQueries({ queryKey: qk.notificaciones(userId) }),
  });
}
