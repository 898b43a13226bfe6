import { lazy, Suspense, type ComponentProps } from 'react';
import { cn } from '../../lib/utils';

// Leaflet and its CSS (~46 KB gzipped) load only when a map is on screen, not with the form that
// holds it (no map library on a page's first load). Same props as MapaUbicacion.
const Mapa = lazy(() => import('./mapa-ubicacion').then((m) => ({ default: m.MapaUbicacion })));

type Props = ComponentProps<typeof Mapa>;

export function MapaUbicacion(props: Props) {
  return (
    <Suspense
      fallback={
        <div role="status" className={cn('flex h-80 items-center justify-center rounded-md border border-input bg-muted text-sm text-muted-foreground', props.className)}>
          Cargando el mapa…
        </div>
      }
    >
      <Mapa {...props} />
    </Suspense>
  );
}
