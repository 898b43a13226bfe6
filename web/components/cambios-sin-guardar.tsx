import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { RotateCcw, Trash2 } from 'lucide-react';
import { Alert } from './ui/alert';
import { Confirmar } from './ui/alert-dialog';
import { Button } from './ui/button';
import { formatearFechaHora } from '../lib/formato';

/**
 * Warns before leaving a form with unsaved changes: the browser's own prompt on
 * reload or close, and a dialog when the portal's own links or the back button would leave.
 */
export function AvisoSalida({ sucio }: { sucio: boolean }) {
  useEffect(() => {
    if (!sucio) return;
    const antesDeSalir = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers need a value set to show their prompt.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', antesDeSalir);
    return () => window.removeEventListener('beforeunload', antesDeSalir);
  }, [sucio]);
  // A page that just saved and moves on says so in the navigation's state (`guardado`).
  const bloqueo = useBlocker(
    ({ currentLocation, nextLocation }) =>
      sucio && currentLocation.pathname !== nextLocation.pathname && !(nextLocation.state as { guardado?: boolean } | null)?.guardado,
  );
  return (
    <Confirmar
      abierto={bloqueo.state === 'blocked'}
      alCambiar={(v) => {
        if (!v && bloqueo.state === 'blocked') bloqueo.reset();
      }}
      titulo="Cambios sin guardar"
      descripcion="Este formulario tiene cambios que no ha guardado. Se conservarán como borrador en este navegador hasta que los guarde o los descarte. ¿Desea salir de todos modos?"
      cancelar="Seguir editando"
      confirmar="Salir"
      alConfirmar={() => bloqueo.state === 'blocked' && bloqueo.proceed()}
    />
  );
}

/** Offers the draft of a form kept in this browser: restore it, or discard it. */
export function BorradorPendiente({ guardado, alRestaurar, alDescartar }: { guardado: number; alRestaurar: () => void; alDescartar: () => void }) {
  return (
    <Alert variant="info" title="Tiene cambios sin guardar">
      <p>Este navegador conserva cambios de este formulario que no se guardaron ({formatearFechaHora(new Date(guardado).toISOString())}).</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={alRestaurar}>
          <RotateCcw aria-hidden="true" />
          Recuperar cambios
        </Button>
        <Button size="sm" variant="outline" onClick={alDescartar}>
          <Trash2 aria-hidden="true" />
          Descartar
        </Button>
      </div>
    </Alert>
  );
}
