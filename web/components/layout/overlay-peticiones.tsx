import { useSyncExternalStore } from 'react';
import { overlay } from '../../lib/overlay';
import { Spinner } from '../ui/spinner';

/** spec 1 §2.3: shows while a call is pending, hides on response or on error. */
export function OverlayPeticiones() {
  const activo = useSyncExternalStore(overlay.suscribir, overlay.activo, () => false);
  if (!activo) return null;
  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-white/60" aria-busy="true" data-testid="overlay-peticion">
      <div role="status" className="flex items-center gap-3 rounded-lg border border-border bg-card px-5 py-4 shadow-lg">
        <Spinner className="size-6 text-primary" />
        <span className="text-sm font-medium">Procesando su solicitud…</span>
      </div>
    </div>
  );
}
