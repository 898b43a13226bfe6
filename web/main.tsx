// zod is configured (jitless under the CSP, Spanish messages) where the pages import it:
// web/zod-configurado.ts, which vite.config.ts puts behind every `import … from 'zod'`.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { App, crearQueryClient } from './app';
import { configurarApi } from './lib/api';
import { qk } from './lib/consultas';
import { cargarRutasIniciales } from './lib/rutas-iniciales';
import { consultaSesion } from './lib/sesion';
import { obtenerToken } from './lib/token';
import { rutas } from './rutas';
import './styles.css';

const raiz = document.getElementById('root')!;
const client = crearQueryClient();

/** spec 1 §8: a 401 clears the session and sends the browser to the root (which leads to /signin). */
function conectarApi(router: DataRouter, qc: QueryClient): void {
  configurarApi({
    alCerrarSesion: () => {
      qc.setQueryData(qk.sesion, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== qk.sesion[0] });
      void router.navigate('/', { replace: true });
    },
    alClaveTemporal: () => void qc.invalidateQueries({ queryKey: qk.sesion }),
  });
}

/**
 * The build prerendered this address signed out (web/prerender/servidor.tsx; the API serves it in
 * place of index.html). It is taken over as it is when this browser has no session either: the
 * session is then known to be none before the first render, and the page's own chunk is loaded
 * first, so the first render is the markup already on screen. With a token (a signed-in person
 * at /signin, to be sent on into the shell) the app renders afresh, as on every other page.
 */
async function hidratar(): Promise<void> {
  client.setQueryData(qk.sesion, null);
  await cargarRutasIniciales(rutas, window.location.pathname);
  const router = createBrowserRouter(rutas);
  conectarApi(router, client);
  hydrateRoot(
    raiz,
    <StrictMode>
      <App router={router} client={client} />
    </StrictMode>,
  );
}

function renderizar(): void {
  const router = createBrowserRouter(rutas);
  conectarApi(router, client);
  // The session is asked for now, beside the current route's chunk that the router has just started
  // to load: the guard renders only once that chunk is in, and asking then cost a phone one more round
  // trip before any signed-in page could show (docs/PERFORMANCE.md "The first page"). The
  // guard's useSesion() finds this request in flight or answered; without a token it makes none.
  void client.prefetchQuery(consultaSesion);
  createRoot(raiz).render(
    <StrictMode>
      <App router={router} client={client} />
    </StrictMode>,
  );
}

// A page chunk that fails to load is the router's to report (its error screen), as on any other page.
if (raiz.dataset.prerender === window.location.pathname && !obtenerToken()) hidratar().catch(renderizar);
else renderizar();
