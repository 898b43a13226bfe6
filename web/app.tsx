import type { CSSProperties } from 'react';
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

// sonner's rich colours fail WCAG AA (success text #008a2e on #ecfdf3 is 4.25:1). Its own CSS
// variables, set on the toaster, give each type the palette's colours; text on background:
// success 7.3:1, info 7.6:1, warning 7.2:1, error 6.1:1 (close buttons use the same pair).
const COLORES_AVISOS = {
  '--success-bg': '#ecfdf3',
  '--success-border': '#75e0a7',
  '--success-text': '#05603a',
  '--info-bg': '#eff8ff',
  '--info-border': '#84caff',
  '--info-text': '#1849a9',
  '--warning-bg': '#fffaeb',
  '--warning-border': '#fec84b',
  '--warning-text': '#93370d',
  '--error-bg': '#fef3f2',
  '--error-border': '#fda29b',
  '--error-text': '#b42318',
} as CSSProperties;

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <OverlayPeticiones />
      <Toaster position="top-right" duration={5000} richColors closeButton toastOptions={{ closeButton: true }} style={COLORES_AVISOS} />
    </QueryClientProvider>
  );
}
