import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { OverlayPeticiones } from './components/layout/overlay-peticiones';
import { configurarApi } from './lib/api';
import { qk } from './lib/consultas';
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

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <OverlayPeticiones />
      <Toaster position="top-right" duration={5000} richColors closeButton toastOptions={{ closeButton: true }} />
    </QueryClientProvider>
  );
}
