import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router';
import { OverlayPeticiones } from './components/layout/overlay-peticiones';
import { avisos } from './lib/avisos';

export function crearQueryClient(): QueryClient {
  return new QueryClient({
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
}

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

/**
 * The whole app for one router and one query cache: the browser's (web/main.tsx), or a memory
 * router at one address with an empty cache for the build's prerendered pages (web/prerender/).
 */
export function App({ router, client }: { router: DataRouter; client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <OverlayPeticiones />
      <Avisos />
    </QueryClientProvider>
  );
}
