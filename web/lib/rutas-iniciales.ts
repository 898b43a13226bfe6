import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes that match `ruta` and puts what they load in their place, before a
 * router is made of `rutas`. A router whose first matches are all loaded renders them on its first
 * render; with one still lazy it renders the loading screen first. The prerendered pages
 * (web/prerender/servidor.tsx) are rendered, and taken over by hydrateRoot (web/main.tsx), from
 * the same loaded tree: the browser's first render must equal the server's markup.
 */
export async function cargarRutasIniciales(rutas: RouteObject[], ruta: string): Promise<void> {
  const coincidencias = matchRoutes(rutas, ruta) ?? [];
  await Promise.all(
    coincidencias.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const cargada = await route.lazy();
      Object.assign(route, cargada, { lazy: undefined });
    }),
  );
}
