import { Clock } from 'lucide-react';
import { mostrarAviso, type EstadoInactividad } from '../../lib/inactividad';
import { useInactividad } from '../../lib/use-inactividad';
import { Button } from '../ui/button';

/** The last 60 s before the inactivity logout (spec 1 §4.1): any activity keeps the session. */
export function AvisoInactividad({ estado }: { estado: EstadoInactividad }) {
  if (!mostrarAviso(estado)) return null;
  return (
    <div className="fixed bottom-4 right-4 z-[55] flex max-w-sm items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 shadow-lg">
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-2 text-sm">
        <p role="alert" className="font-semibold">
          Su sesión se cerrará por inactividad.
        </p>
        <p aria-live="off">
          Tiempo restante: <span className="font-mono font-semibold">{estado.restante} s</span>
        </p>
        <Button size="sm" variant="outline" className="self-start">
          Seguir conectado
        </Button>
      </div>
    </div>
  );
}

/**
 * The timer and its notice, in a component of their own: the timer's state changes every second,
 * and only this component re-renders for it, not the shell around the page.
 */
export function Inactividad({ activo, alExpirar }: { activo: boolean; alExpirar: () => void }) {
  const estado = useInactividad(activo, alExpirar);
  return <AvisoInactividad estado={estado} />;
}
