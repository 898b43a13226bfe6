import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { qk } from '../lib/consultas';
import { useAccion } from '../lib/use-accion';
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
  return useAccion({
    llamar: (notifId: number) => api.post(`/api/notificacion/${userId}/${notifId}`, undefined, { exito: false, overlay: false }),
    // Marked in the cache at once: no refetch of the whole list for one notification.
    alExito: (_r, notifId) => {
      qc.setQueryData<Notificacion[]>(qk.notificaciones(userId), (prev) =>
        prev?.map((n) => (n.id === notifId ? { ...n, read_at: n.read_at ?? new Date().toISOString() } : n)),
      );
    },
  });
}

export function useMarcarTodas(userId: number) {
  return useAccion({
    llamar: () => api.post(`/api/notificaciones/${userId}/leer-todas`, undefined, { exito: false }),
    invalidar: [qk.notificaciones(userId)],
  });
}
