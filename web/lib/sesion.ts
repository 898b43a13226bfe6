import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, ApiError } from './api';
import { qk } from './consultas';
import type { Sesion } from './tipos';
import { borrarBorradores } from './borradores';
import { borrarToken, obtenerToken } from './token';
import { useAccion } from './use-accion';

/** The session (spec 1 §3 Session) from GET /api/session; null when there is no token. */
export const consultaSesion = queryOptions({
  queryKey: qk.sesion,
  queryFn: async (): Promise<Sesion | null> => {
    if (!obtenerToken()) return null;
    try {
      return await api.get<Sesion>('/api/session');
    } catch (e) {
      // A stale token is "no session" (the API client already showed the toast and cleared it).
      if (e instanceof ApiError && e.status === 401) return null;
      throw e;
    }
  },
  staleTime: 60_000,
  retry: false,
});

export function useSesion() {
  return useQuery(consultaSesion);
}

/** The session inside the shell, where the guard already made sure it exists. */
export function useSesionActiva(): Sesion {
  const { data } = useSesion();
  if (!data) throw new Error('Sesión requerida');
  return data;
}

export function esContribuyente(s: Pick<Sesion, 'role'> | null | undefined): boolean {
  return s?.role === 'contribuyente';
}

/** POST /api/logout/{id}, then forget the token and every cached answer (spec 1 §4.1). */
export function useCerrarSesion() {
  const qc = useQueryClient();
  const navegar = useNavigate();
  // Silent, and its failure changes nothing: the session is forgotten here either way.
  const { ejecutar: salir } = useAccion({ llamar: (id: number) => api.post(`/api/logout/${id}`, undefined, { silencioso: true }) });
  return useCallback(
    async (id: number | undefined, destino = '/signin') => {
      if (id) await salir(id);
      borrarToken();
      // A shared computer must not keep this person's unsaved forms for the next one.
      if (typeof window !== 'undefined') borrarBorradores(window.sessionStorage, window.localStorage);
      qc.setQueryData(qk.sesion, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== qk.sesion[0] });
      void navegar(destino, { replace: true });
    },
    [qc, navegar, salir],
  );
}
