import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { OverlayPeticiones } from './components/layout/overlay-peticiones';
import { configurarApi } from './lib/api';
import { avisos } from './lib/avisos';
import { qk } from './lib/consultas';
import { consultaSesion } from './lib/sesion';
import { router } from './rutas';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The API client already shows the error toast; one retry only for flaky networks.
      retry: (n, error) => n < 1 && (error as { status?: number | null }).status === null,
      refetchOnWindowFocus: false,
      staleTime: 15_000,
    },
    mutations: { retry: false },
  },
});

// spec 1 §8: a 401 clears the session and sends the browser to the root (which leads to /signin).
configurarApi({
  alCerrarSesion: () => {
    queryClient.setQueryData(qk.sesion, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== qk.sesion[0] });
    void router.navigate('/', { replace: true });
  },
  alClaveTemporal: () => void queryClient.invalidateQueries({ queryKey: qk.sesion }),
});

// The session is asked for now, beside the current route's chunk that the router has just started
// to load: the guard renders only once that chunk is in, and asking then cost a phone one more round
// trip before any signed-in page could show (docs/PERFORMANCE.md "The first page"). The
// guard's useSesion() finds this request in flight or answered; without a token it makes none.
void queryClient.prefetchQuery(consultaSesion);

const AvisosToaster = lazy(() => import('./components/layout/avisos-toaster').then((m) => ({ default: m.AvisosToaster })));

/** The toaster, requested right after the first render and mounted when it arrives (web/lib/avisos.ts). */
function Avisos() {
  const activo = useSyncExternalStore(avisos.suscribir, avisos.activo, () => false);
  useEffect(() => avisos.activar(), []);
  if (!activo) return null;
  return (
    <Suspense fallback={null}>
      <AvisosToaster />
    </Suspense>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <OverlayPeticiones />
      <Avisos />
    </QueryClientProvider>
  );
}
